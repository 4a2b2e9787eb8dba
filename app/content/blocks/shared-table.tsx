import { Link } from "../../link.tsx";
import { blockDrawing, type BlockOf } from "../block-drawing.ts";

// The backend hands a page out with each table from another page in its place
// (contracts/shared-tables.ts). A reference that reaches the site all the same (a backend of an
// older build) is drawn as a link to the page that keeps the table.
export default blockDrawing<BlockOf<"sharedTable">>({
  Draw: ({ block }) => (
    <p>
      <Link to={block.page}>{block.caption ?? "See the table"}</Link>
    </p>
  ),
});
