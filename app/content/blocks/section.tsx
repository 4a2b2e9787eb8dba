import type { SectionOf } from "#contracts/blocks/section.ts";
import { blockDrawing, deeper, type BlockOf, type RenderedBlock } from "../block-drawing.ts";
import { Heading } from "../heading.tsx";
import styles from "../blocks.module.css";

export default blockDrawing<BlockOf<"section">, SectionOf<RenderedBlock>>({
  render: (block, blocks) => ({ ...block, blocks: blocks(block.blocks) }),
  Draw: ({ block, level, Blocks }) => (
    <section className={styles.section}>
      <Heading level={level}>{block.title}</Heading>
      <Blocks blocks={block.blocks} level={deeper(level)} />
    </section>
  ),
});
