import { useSearchParams } from "react-router";
import { useWords } from "../i18n/words.ts";
import { listWords } from "./lists.words.ts";
import styles from "./list-page.module.css";

export interface SelectFilter {
  /** The query-string name: 'year', 'month' or 'session'. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** Chosen when the URL names no (valid) value. */
  defaultValue: string;
}

/** Reads one select's value from the URL: unknown values fall back to the default. */
export function selected(params: URLSearchParams, filter: SelectFilter): string {
  const value = params.get(filter.name);
  return value !== null && filter.options.some((o) => o.value === value)
    ? value
    : filter.defaultValue;
}

/**
 * The one frame of every list page (spec 2.11-2.12): a count, the selects and the title search
 * as a plain GET form the server answers (so it works without JavaScript), and the cards or the
 * page's placeholder. In the browser the list-filters behaviour swaps in the new count and
 * cards as the visitor chooses, without reloading the page.
 */
export function ListPage({
  heading,
  countLabel,
  count,
  filters,
  search,
  children,
  empty,
  aside,
}: {
  heading: string;
  countLabel: string;
  count: number;
  filters: SelectFilter[];
  search?: { label: string; placeholder: string };
  children: React.ReactNode;
  /** Shown instead of the cards when nothing is left to show. */
  empty?: React.ReactNode;
  /** Shown under the heading, above the filters. */
  aside?: React.ReactNode;
}) {
  const [params] = useSearchParams();
  const w = useWords(listWords);
  return (
    <div className="page-body">
      <h1>{heading}</h1>
      {aside}
      <form
        method="get"
        className={styles.filters}
        aria-label={w.filterOf(heading)}
        data-list-filters
      >
        <p className={styles.count} role="status">
          {countLabel}: <strong data-list-count>{count}</strong>
        </p>
        {filters.map((filter) => (
          <label key={filter.name} className={styles.field}>
            <span>{filter.label}</span>
            <select name={filter.name} defaultValue={selected(params, filter)}>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {search ? (
          <label className={`${styles.field} ${styles.search}`}>
            <span>{search.label}</span>
            <input
              type="search"
              name="q"
              placeholder={search.placeholder}
              defaultValue={params.get("q") ?? ""}
            />
          </label>
        ) : null}
        <button type="submit" className={`button ${styles.apply}`} data-list-apply>
          {w.show}
        </button>
      </form>
      <div data-list-results>{count > 0 ? children : empty}</div>
    </div>
  );
}
