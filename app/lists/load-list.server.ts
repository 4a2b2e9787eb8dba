import { fallbacks, type Fallbacks } from "../api/client.ts";
import type { RouterContextProvider } from "react-router";
import { todayParts } from "#contracts/dates.ts";
import { apiOf, websiteOf } from "../website.server.ts";
import type { ListData, ListSpec } from "./list-view.tsx";

/**
 * A list page's loader: the list, or an empty one when the call fails (spec 8). The page is
 * drawn alike for every visitor of its address and query, so the server keeps it (`shared`),
 * unless it was drawn with the empty list of a failed call.
 */
export async function loadList<T>(
  context: Readonly<RouterContextProvider>,
  spec: ListSpec<T>,
): Promise<ListData<T>> {
  const today = todayParts(new Date(), websiteOf(context).timeZone);
  const loads = fallbacks();
  const items = await loads.or(spec.load(apiOf(context), today), [], "Error fetching data");
  return { items, filters: spec.filters(items, today), ...keptUnless(loads) };
}

/** `shared` for a page drawn from lists, unless a call fell back (app/api/client.ts). */
export const keptUnless = (loads: Fallbacks) => (loads.any ? {} : { shared: true as const });
