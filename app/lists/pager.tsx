import type { Language } from "#contracts/languages.ts";
import { listWords } from "./lists.words.ts";
import styles from "./list-page.module.css";

/**
 * Links to the pages on either side of a list's page: plain links that keep the URL's filters,
 * so they work without JavaScript and can be shared (the cursor names the place in the list).
 * Only what the list reads is kept (`keep`): a tracker's `?fbclid=` on a shared link, or any
 * other word, is not carried on from page to page.
 */
export function Pager({
  params,
  keep,
  next,
  previous,
  of,
  language = "en",
}: {
  params: URLSearchParams;
  /** The names of the query the list is drawn from: its filters, its words. */
  keep: readonly string[];
  next?: string;
  previous?: string;
  of: string;
  /** The language of the page it is drawn on. */
  language?: Language;
}) {
  if (!next && !previous) return null;
  const w = listWords[language];
  const at = (side: "before" | "after", cursor: string) => {
    const target = new URLSearchParams(
      [...params].filter(([name]) => keep.includes(name) && name !== "before" && name !== "after"),
    );
    target.set(side, cursor);
    return `?${target.toString()}`;
  };
  return (
    <nav className={styles.pager} aria-label={w.pagesOf(of)}>
      {previous ? (
        <a href={at("after", previous)} rel="prev" data-list-page>
          {w.previousPage}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={at("before", next)} rel="next" data-list-page>
          {w.nextPage}
        </a>
      ) : null}
    </nav>
  );
}
