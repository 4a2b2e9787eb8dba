import type { RenderedBlock } from "./rendered.ts";
import styles from "./blocks.module.css";

type Table = Extract<RenderedBlock, { type: "table" }>;

/** A captioned table with column headers; it scrolls inside its own box on a narrow screen. */
export function TableBlock({ block }: { block: Table }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={block.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {block.note ? <p className={styles.note}>{block.note}</p> : null}
    </div>
  );
}
