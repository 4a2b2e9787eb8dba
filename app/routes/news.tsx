import { NewsCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/news";
import type { NewsItem } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, monthFilter, yearFilter } from "../lists/filters.ts";
import { monthOptions, yearOptions } from "../lists/rules.ts";

const spec: ListSpec<NewsItem> = {
  path: "/News",
  heading: "News",
  countLabel: "Total Count",
  // Every notice and news item, this month's first (spec 7).
  source: { kind: "news", list: "allNews" },
  currentMonthFirst: true,
  filters: (facets) => {
    const dates = monthDates(facets);
    return [yearFilter(yearOptions(dates, "asc"), "All"), monthFilter(monthOptions(dates))];
  },
  search: { label: "Search", placeholder: "Search Here.." },
  Card: NewsCard,
  keyOf: (item) => item._id,
  empty: <p>No news to show for these choices.</p>,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function News({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
