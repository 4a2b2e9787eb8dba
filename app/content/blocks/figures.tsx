import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import styles from "../blocks.module.css";

export default blockDrawing<BlockOf<"figures">>({
  Draw: ({ block }) => (
    <dl className={styles.figures}>
      {block.items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  ),
});
