import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { CardsBlock } from "../cards-block.tsx";

export default blockDrawing<BlockOf<"cards">>({
  Draw: ({ block, level }) => <CardsBlock items={block.items} level={level} />,
});
