import styles from "./list-page.module.css";

/**
 * Links to the pages on either side of a list's page: plain links that keep the URL's filters,
 * so they work without JavaScript and can be shared (the cursor names the place in the list).
 */
export function Pager({
  params,
  next,
  previous,
  of,
}: {
  params: URLSearchParams;
  next?: string;
  previous?: string;
  of: string;
}) {
  if (!next && !previous) return null;
  const at = (side: "before" | "after", cursor: string) => {
    const target = new URLSearchParams(params);
    target.delete("before");
    target.delete("after");
    target.set(side, cursor);
    return `?${target.toString()}`;
  };
  return (
    <nav className={styles.pager} aria-label={`Pages of ${of}`}>
      {previous ? (
        <a href={at("after", previous)} rel="prev" data-list-page>
          ← Previous page
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={at("before", next)} rel="next" data-list-page>
          Next page →
        </a>
      ) : null}
    </nav>
  );
}
