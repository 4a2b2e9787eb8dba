import { NewsCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/news";
import type { NewsItem } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { monthFilter, yearFilter } from "../lists/filters.ts";
import { matchesFilters, monthOptions, newsItems, yearOptions } from "../lists/rules.ts";

const spec: ListSpec<NewsItem> = {
  path: "/News",
  heading: "News",
  countLabel: "Total Count",
  load: async (api, today) => newsItems(await api.allNews(), today),
  filters: (items) => {
    const dates = items.map((item) => item.fromDate);
    return [yearFilter(yearOptions(dates, "asc"), "All"), monthFilter(monthOptions(dates))];
  },
  matches: (item, { year = "All", month = "All" }, q) =>
    matchesFilters(item.fromDate, item.title, { year, month, q }),
  search: { label: "Search", placeholder: "Search Here.." },
  Card: NewsCard,
  keyOf: (item) => item._id,
  empty: <p>No news to show for these choices.</p>,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function News({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
