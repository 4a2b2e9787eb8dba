import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { proseHtml } from "../markdown.ts";
import styles from "../blocks.module.css";

export default blockDrawing<BlockOf<"prose">, { type: "prose"; html: string }>({
  render: (block) => ({ type: "prose", html: proseHtml(block.markdown) }),
  Draw: ({ block }) => (
    <div className={styles.prose} dangerouslySetInnerHTML={{ __html: block.html }} />
  ),
});
