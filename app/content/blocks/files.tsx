import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { FilesBlock } from "../files-block.tsx";

export default blockDrawing<BlockOf<"files">>({
  Draw: ({ block }) => <FilesBlock items={block.items} />,
});
