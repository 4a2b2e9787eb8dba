import { Link } from "../../link.tsx";
import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { useWords } from "../../i18n/words.ts";
import { contentWords } from "../content.words.ts";

// The backend hands a page out with each table from another page in its place
// (contracts/shared-tables.ts). A reference that reaches the site all the same (a backend of an
// older build) is drawn as a link to the page that keeps the table.
export default blockDrawing<BlockOf<"sharedTable">>({
  Draw: ({ block }) => <SharedTableLink page={block.page} caption={block.caption} />,
});

function SharedTableLink({ page, caption }: { page: string; caption?: string }) {
  const w = useWords(contentWords);
  return (
    <p>
      <Link to={page}>{caption ?? w.seeTable}</Link>
    </p>
  );
}
