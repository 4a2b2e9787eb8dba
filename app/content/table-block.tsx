import type { RenderedBlock } from "./rendered.ts";
import styles from "./blocks.module.css";

type Table = Extract<RenderedBlock, { type: "table" }>;

/**
 * The column that names each row: the first, or the second when the first only numbers the
 * rows ('S.No.', 'Sl No').
 */
export function rowHeaderColumn(columns: string[]): number {
  return columns.length > 1 && /^s(l|\.)?\s*no\.?$/i.test(columns[0]!.trim()) ? 1 : 0;
}

/**
 * A captioned table with column and row headers. On a narrow screen it scrolls sideways inside
 * its own box, a labelled region that the keyboard can focus and scroll; the page never does.
 */
export function TableBlock({ block }: { block: Table }) {
  const named = rowHeaderColumn(block.columns);
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
              {row.map((cell, column) =>
                column === named ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {block.note ? <p className={styles.note}>{block.note}</p> : null}
    </div>
  );
}
