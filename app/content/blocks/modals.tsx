import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { ModalsBlock } from "../modals-block.tsx";

export default blockDrawing<BlockOf<"modals">>({
  Draw: ({ block }) => <ModalsBlock items={block.items} />,
});
