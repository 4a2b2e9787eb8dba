import { Link } from "../link.tsx";
import type { ListPage } from "./list-query.ts";
import s from "./office.module.css";

/**
 * The page numbers shown around the current one: the first, the last, and the current with its
 * neighbours, a gap (0) where pages are left out. Few enough to fit a phone's width.
 */
export function pageNumbers(current: number, last: number): number[] {
  const wanted = new Set([1, last, current - 1, current, current + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return numbers.flatMap((n, i) => (i > 0 && n - numbers[i - 1]! > 1 ? [0, n] : [n]));
}

/**
 * Links to a list's other pages, each the same address with its filters and another `page`:
 * plain links, so they work without a script and can be bookmarked or shared.
 */
export function Pager({ list, query }: { list: ListPage; query: URLSearchParams }) {
  const last = Math.max(1, Math.ceil(list.total / list.limit));
  if (last === 1 && list.page === 1) return null;
  const to = (page: number) => {
    const next = new URLSearchParams(query);
    if (page === 1) next.delete("page");
    else next.set("page", String(page));
    const search = next.toString();
    return search ? `?${search}` : "?";
  };
  const current = Math.min(list.page, last);
  return (
    <nav aria-label="Pages" className={s.pager}>
      <p className={s.muted}>
        Page {current} of {last}
      </p>
      <ul>
        {current > 1 && (
          <li>
            <Link to={to(current - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pageNumbers(current, last).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {n}
                </span>
              ) : (
                <Link to={to(n)}>
                  <span className="visually-hidden">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link to={to(current + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
