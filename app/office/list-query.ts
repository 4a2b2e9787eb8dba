import { MONTH_NAMES } from "#contracts/dates.ts";

// An office list's filters as the page's address holds them, so a search can be bookmarked, a
// page link keeps every filter, and the list needs no script.

/** The address's values of `names` that are set: what the page asks the API with. */
export function listQuery(request: Request, names: readonly string[]): URLSearchParams {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of [...names, "page"]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return query;
}

/** The page a list answer is: its number, how many rows in all, how many to a page. */
export interface ListPage {
  page: number;
  total: number;
  limit: number;
}

/** Which page `query` asked for, of `total` rows. */
export function listPage(query: URLSearchParams, total: number, limit = 50): ListPage {
  const page = Number(query.get("page"));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, total, limit };
}

/** "Any month", then January to December by number, for a month filter. */
export const monthChoices: readonly (readonly [string, string])[] = [
  ["", "Any month"],
  ...MONTH_NAMES.map((name, i) => [String(i + 1), name] as const),
];

/** "Any year", then the years given (newest first) and the one asked for, for a year filter. */
export function yearChoices(
  years: readonly number[],
  asked?: string,
): (readonly [string, string])[] {
  const shown = years.map(String);
  if (asked && /^\d{4}$/.test(asked) && !shown.includes(asked)) {
    shown.push(asked);
    shown.sort((a, b) => Number(b) - Number(a));
  }
  return [["", "Any year"], ...shown.map((year) => [year, year] as const)];
}
