import { blockDrawing, type BlockOf } from "../block-drawing.ts";

export default blockDrawing<BlockOf<"heading">>({
  Draw: ({ block }) => {
    const Tag = block.level === 3 ? "h3" : "h2";
    return <Tag>{block.text}</Tag>;
  },
});
