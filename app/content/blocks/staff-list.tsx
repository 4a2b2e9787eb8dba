import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { useWords } from "../../i18n/words.ts";
import { contentWords } from "../content.words.ts";

// The backend hands the page out with this block's place filled from the school's records
// (server/services/filled-blocks.ts). One that reaches the site all the same (a backend of an
// older build) says the part cannot be shown, rather than leaving a gap nobody explains.
export default blockDrawing<BlockOf<"staffList">>({ Draw: NotFilled });

function NotFilled() {
  const w = useWords(contentWords);
  return <p>{w.notFilled}</p>;
}
