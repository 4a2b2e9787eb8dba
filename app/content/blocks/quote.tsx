import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import styles from "../blocks.module.css";

export default blockDrawing<BlockOf<"quote">>({
  Draw: ({ block }) => (
    <figure className={styles.quote}>
      <blockquote>
        <p>{block.text}</p>
      </blockquote>
      {block.cite ? <figcaption>{block.cite}</figcaption> : null}
    </figure>
  ),
});
