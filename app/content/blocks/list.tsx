import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { Heading } from "../heading.tsx";
import { inline, type Inline } from "../markdown.ts";
import styles from "../blocks.module.css";

type List = Omit<BlockOf<"list">, "items"> & { items: Inline[] };

export default blockDrawing<BlockOf<"list">, List>({
  render: (block) => ({ ...block, items: block.items.map(inline) }),
  Draw: ({ block, level }) => {
    const List = block.ordered ? "ol" : "ul";
    return (
      <>
        {block.title ? <Heading level={level}>{block.title}</Heading> : null}
        <List className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index} dangerouslySetInnerHTML={{ __html: item.html }} />
          ))}
        </List>
      </>
    );
  },
});
