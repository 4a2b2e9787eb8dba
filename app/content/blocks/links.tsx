import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { LinksBlock } from "../links-block.tsx";

export default blockDrawing<BlockOf<"links">>({
  Draw: ({ block }) => <LinksBlock items={block.items} />,
});
