import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { ImageBlock } from "../image-block.tsx";

export default blockDrawing<BlockOf<"image">>({
  Draw: ({ block }) => <ImageBlock image={block.image} align={block.align} />,
});
