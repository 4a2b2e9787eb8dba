import type { BlockOf } from "./block-drawing.ts";
import styles from "./blocks.module.css";

type Table = BlockOf<"table">;

/**
 * The column that names each row: the first, or the second when the first only numbers the
 * rows ('S.No.', 'Sl No').
 */
export function rowHeaderColumn(columns: string[]): number {
  return columns.length > 1 && /^s(l|\.)?\s*no\.?$/i.test(columns[0]!.trim()) ? 1 : 0;
}

/**
 * A captioned table with column and row headers. Where it is narrow, a table of many columns
 * becomes one card per row, each value under its column's name (`data-label`, shown by the
 * style sheet): a real table still, so a screen reader keeps its headers, and nothing scrolls
 * sideways out of sight. Long words break rather than widen the page.
 */
export function TableBlock({ block }: { block: Table }) {
  const named = rowHeaderColumn(block.columns);
  const numbered = named === 1;
  // Two columns are a label and its value already, and fit a phone as they are.
  const stacks = block.columns.length > 2;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${stacks ? styles.stacks : ""}`}>
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
                  <th key={column} scope="row" data-label={block.columns[column]}>
                    {cell}
                  </th>
                ) : (
                  <td
                    key={column}
                    data-label={block.columns[column]}
                    className={numbered && column === 0 ? styles.rowNumber : undefined}
                  >
                    {cell}
                  </td>
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
