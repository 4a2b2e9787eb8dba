import { blockDrawing, type BlockOf } from "../block-drawing.ts";
import { Heading } from "../heading.tsx";
import { inline, type Inline } from "../markdown.ts";
import styles from "../blocks.module.css";

type Rules = Omit<BlockOf<"rules">, "rules"> & { rules: (Inline & { points: Inline[] })[] };

export default blockDrawing<BlockOf<"rules">, Rules>({
  render: (block) => ({
    ...block,
    rules: block.rules.map((rule) =>
      typeof rule === "string"
        ? { ...inline(rule), points: [] }
        : { ...inline(rule.text), points: rule.points.map(inline) },
    ),
  }),
  Draw: ({ block, level }) => (
    <>
      {block.title ? <Heading level={level}>{block.title}</Heading> : null}
      <ol className={styles.rules}>
        {block.rules.map((rule, index) => (
          <li key={index}>
            <span dangerouslySetInnerHTML={{ __html: rule.html }} />
            {rule.points.length > 0 ? (
              <ul>
                {rule.points.map((point, i) => (
                  <li key={i} dangerouslySetInnerHTML={{ __html: point.html }} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  ),
});
