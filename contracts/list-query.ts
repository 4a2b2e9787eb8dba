// One page of a public list (docs/api.md "Lists a page at a time"): the query parameters the
// list calls take besides the spec's, read and written here so the website's client and the API
// agree on them. Without any of them a list call answers its whole array, as spec 7 says.

/** The most items one page may hold, and the page the website draws. */
export const maxPageSize = 100;
export const pageSize = 24;

export interface ListQuery {
  /** Items on the page (1 to maxPageSize). */
  limit: number;
  /** The page after this cursor (an item's place in the order), or before `after`'s. */
  before?: string;
  after?: string;
  /** Items dated in this year, and this month (1-12) of any year or of `year`. */
  year?: number;
  month?: number;
  /** Items dated on or after `from` and before `to` (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Words the title holds, as typed (case-insensitive). */
  q?: string;
  /** This month's items first (YYYY-MM), the rest after them: News and Events (spec 7). */
  first?: string;
  /** One value of a column the list names (category, session, class). */
  by: Record<string, string>;
}

/** What a page answer says besides its items (headers X-Total-Count and Link). */
export interface ListPage<T> {
  items: T[];
  /** Items matching the filters, on every page. */
  total: number;
  /** The cursors of the next and the previous page, when there is one. */
  next?: string;
  previous?: string;
}

/** Counts of a list's items by month and by each named column (`/facets`). */
export interface ListFacets {
  total: number;
  /** Newest first. */
  months: { year: number; month: number; count: number }[];
  /** Each named column's values with their counts, the other named filters applied. */
  values: Record<string, { value: string; count: number }[]>;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const yearMonth = /^\d{4}-(0[1-9]|1[0-2])$/;
const cursorShape = /^[A-Za-z0-9_-]{1,400}$/;

/** Whether a request asks for a page: any of the parameters above. */
export function asksForPage(params: URLSearchParams, by: readonly string[]): boolean {
  const names = ["limit", "before", "after", "year", "month", "from", "to", "q", "first", ...by];
  return names.some((name) => params.has(name));
}

/**
 * Reads a page's query, or says in one sentence what is wrong with it. Only the columns in `by`
 * may be asked for; an empty value is no filter.
 */
export function readListQuery(
  params: URLSearchParams,
  by: readonly string[],
): { query: ListQuery } | { error: string } {
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  const whole = (name: string, min: number, max: number) => {
    const value = text(name);
    if (value === undefined) return undefined;
    const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    return number >= min && number <= max ? number : null;
  };
  const limit = whole("limit", 1, maxPageSize);
  if (limit === null) return { error: `limit is a whole number from 1 to ${maxPageSize}.` };
  const year = whole("year", 1900, 2999);
  if (year === null) return { error: "year is a year such as 2026." };
  const month = whole("month", 1, 12);
  if (month === null) return { error: "month is a number from 1 to 12." };
  for (const name of ["from", "to"]) {
    const value = text(name);
    if (value !== undefined && !isoDate.test(value))
      return { error: `${name} is a YYYY-MM-DD date.` };
  }
  const first = text("first");
  if (first !== undefined && !yearMonth.test(first)) return { error: "first is a YYYY-MM month." };
  const before = text("before");
  const after = text("after");
  if (before !== undefined && after !== undefined) {
    return { error: "Ask for the page before or after a place, not both." };
  }
  for (const cursor of [before, after]) {
    if (cursor !== undefined && !cursorShape.test(cursor))
      return { error: "The cursor is not valid." };
  }
  const q = text("q");
  return {
    query: {
      limit: limit ?? pageSize,
      ...(before !== undefined && { before }),
      ...(after !== undefined && { after }),
      ...(year !== undefined && { year }),
      ...(month !== undefined && { month }),
      ...(text("from") !== undefined && { from: text("from") }),
      ...(text("to") !== undefined && { to: text("to") }),
      ...(q !== undefined && { q: q.slice(0, 200) }),
      ...(first !== undefined && { first }),
      by: Object.fromEntries(by.flatMap((name) => (text(name) ? [[name, text(name)!]] : []))),
    },
  };
}

/** The query string of a page's query, in one order, so equal queries share a kept answer. */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(name, String(value));
  };
  put("limit", query.limit);
  put("year", query.year);
  put("month", query.month);
  put("from", query.from);
  put("to", query.to);
  put("q", query.q);
  put("first", query.first);
  for (const name of Object.keys(query.by ?? {}).sort()) put(name, query.by![name]);
  put("before", query.before);
  put("after", query.after);
  return params.toString();
}
