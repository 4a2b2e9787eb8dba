import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { useWords } from "../../i18n/words.ts";
import { contentWords } from "../content.words.ts";

// The backend hands the privacy notice out with this block's place filled from the product's
// list of personal data and the school's settings (server/services/filled-blocks.ts). One that
// reaches the site all the same says the part cannot be shown.
export default blockDrawing<BlockOf<"personalData">>({ Draw: NotFilled });

function NotFilled() {
  const w = useWords(contentWords);
  return <p>{w.notFilled}</p>;
}
