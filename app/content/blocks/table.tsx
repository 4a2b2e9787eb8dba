import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { TableBlock } from "../table-block.tsx";

export default blockDrawing<BlockOf<"table">>({
  Draw: ({ block }) => <TableBlock block={block} />,
});
