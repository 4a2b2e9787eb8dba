import { orFallback } from "../api/client.ts";
import { serverApi } from "../api/client.server.ts";
import { todayParts } from "../lib/dates.ts";
import type { ListData, ListSpec } from "./list-view.tsx";

/** A list page's loader: the list, or an empty one when the call fails (spec 8). */
export async function loadList<T>(spec: ListSpec<T>): Promise<ListData<T>> {
  const today = todayParts();
  const items = await orFallback(spec.load(serverApi(), today), [], "Error fetching data");
  return { items, filters: spec.filters(items, today) };
}
