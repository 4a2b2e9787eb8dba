import { Form, useSearchParams } from "react-router";
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
 * as a plain GET form (it works without JavaScript: the server filters), changed instantly in
 * the browser by rewriting the query string, and the cards or the page's placeholder.
 */
export function ListPage({
  heading,
  countLabel,
  count,
  filters,
  search,
  children,
  empty,
}: {
  heading: string;
  countLabel: string;
  count: number;
  filters: SelectFilter[];
  search?: { label: string; placeholder: string };
  children: React.ReactNode;
  /** Shown instead of the cards when nothing is left to show. */
  empty?: React.ReactNode;
}) {
  const [params, setParams] = useSearchParams();

  // Typing replaces the history entry; choosing a year or month adds one, so Back undoes it.
  function update(name: string, value: string, replace = false) {
    const next = new URLSearchParams(params);
    if (value === "") next.delete(name);
    else next.set(name, value);
    setParams(next, { preventScrollReset: true, replace });
  }

  return (
    <div className="page-body">
      <h1>{heading}</h1>
      <Form
        method="get"
        className={styles.filters}
        aria-label={`Filter ${heading}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <p className={styles.count} role="status">
          {countLabel}: <strong>{count}</strong>
        </p>
        {filters.map((filter) => (
          <label key={filter.name} className={styles.field}>
            <span>{filter.label}</span>
            <select
              name={filter.name}
              value={selected(params, filter)}
              onChange={(event) => update(filter.name, event.target.value)}
            >
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
              value={params.get("q") ?? ""}
              onChange={(event) => update("q", event.target.value, true)}
            />
          </label>
        ) : null}
        <noscript>
          <button type="submit" className={styles.apply}>
            Show
          </button>
        </noscript>
      </Form>
      {count > 0 ? children : empty}
    </div>
  );
}
