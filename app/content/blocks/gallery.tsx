import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { GalleryBlock } from "../gallery-block.tsx";

export default blockDrawing<BlockOf<"gallery">>({
  Draw: ({ block, level }) => <GalleryBlock block={block} level={level} />,
});
