import styles from "./list-page.module.css";

/** The placeholder cards a list page shows with no data (spec 2.11-2.12). */
export function Placeholders({
  count,
  heading,
  lines,
}: {
  count: number;
  heading: string;
  lines: string[];
}) {
  return (
    <ul className={styles.cards}>
      {Array.from({ length: count }, (_, n) => (
        <li key={n} className={styles.card}>
          <div className={styles.cardBody}>
            <h2>{heading}</h2>
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
