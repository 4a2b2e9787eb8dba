import { fallbacks, type Fallbacks } from "../api/client.ts";
import type { RouterContextProvider } from "react-router";
import { todayParts } from "#contracts/dates.ts";
import { languageAt } from "#contracts/languages.ts";
import { itemIn } from "../i18n/item-language.ts";
import { pageSize, type ListFacets, type ListPage, type ListQuery } from "#contracts/list-query.ts";
import { apiOf, websiteOf } from "../website.server.ts";
import { selected } from "./list-page.tsx";
import type { ListData, ListSpec } from "./list-view.tsx";

const noFacets: ListFacets = { total: 0, months: [], values: {} };
const cursor = /^[\w-]{1,400}$/;

/**
 * A list page's loader: the list's counts (for the selects and their defaults), then one page
 * of the items the URL's filters keep, in the page's order (spec 7), or an empty list when a
 * call fails (spec 8). The page is drawn alike for every visitor of its address and query, so
 * the server keeps it (`shared`), unless it was drawn with the empty list of a failed call.
 */
export async function loadList<T>(
  context: Readonly<RouterContextProvider>,
  spec: ListSpec<T>,
  url: URL,
): Promise<ListData<T>> {
  const today = todayParts(new Date(), websiteOf(context).timeZone);
  const api = apiOf(context);
  const params = url.searchParams;
  const loads = fallbacks();
  const facets = await loads.or(api.listFacets(spec.source), noFacets, "Error fetching data");
  const filters = spec.filters(facets, today);
  const query: Partial<ListQuery> & { by: Record<string, string> } = {
    limit: pageSize,
    by: {},
  };
  for (const filter of filters) {
    const value = selected(params, filter);
    if (value === "All") continue;
    if (filter.name === "year" || filter.name === "month") query[filter.name] = Number(value);
    else query.by[filter.name] = value;
  }
  const q = params.get("q")?.trim();
  if (q) query.q = q;
  if (spec.currentMonthFirst) {
    query.first = `${today.year}-${String(today.month).padStart(2, "0")}`;
  }
  for (const side of ["before", "after"] as const) {
    const value = params.get(side);
    if (value && cursor.test(value) && !query.before) query[side] = value;
  }
  // Without the counts the page is drawn empty at once: a backend that did not answer one call
  // in time is not given a second deadline to miss.
  const empty: ListPage<unknown> = { items: [], total: 0 };
  const page = loads.any
    ? empty
    : await loads.or(api.listPage(spec.source, query), empty, "Error fetching data");
  const shown = spec.shown as ((item: unknown, today: unknown) => T) | undefined;
  const language = languageAt(url.pathname);
  return {
    items: page.items.map((sent) => {
      const item = itemIn(spec.source.kind, sent as object, language);
      return shown ? shown(item, today) : (item as T);
    }),
    total: page.total,
    filters,
    ...(page.next && { next: page.next }),
    ...(page.previous && { previous: page.previous }),
    ...keptUnless(loads),
  };
}

/** `shared` for a page drawn from lists, unless a call fell back (app/api/client.ts). */
export const keptUnless = (loads: Fallbacks) => (loads.any ? {} : { shared: true as const });
