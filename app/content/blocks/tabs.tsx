import type { TabsOf } from "#contracts/blocks/tabs.ts";
import { blockDrawing, deeper, type BlockOf, type RenderedBlock } from "../block-drawing.ts";
import { TabsBlock } from "../tabs-block.tsx";

export default blockDrawing<BlockOf<"tabs">, TabsOf<RenderedBlock>>({
  render: (block, blocks) => ({
    ...block,
    tabs: block.tabs.map((tab) => ({ ...tab, blocks: blocks(tab.blocks) })),
  }),
  Draw: ({ block, level, Blocks }) => (
    <TabsBlock
      block={block}
      level={level}
      panels={block.tabs.map((tab) => (
        <Blocks key={tab.label} blocks={tab.blocks} level={tab.heading ? deeper(level) : level} />
      ))}
    />
  ),
});
