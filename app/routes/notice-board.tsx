import { NoticeCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/notice-board";
import type { NewsItem } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { feedMeta } from "../feeds/feed-catalogue.ts";
import { monthFilter, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import {
  allMonths,
  defaultYear,
  matchesFilters,
  noticeBoardItems,
  yearOptions,
} from "../lists/rules.ts";

const spec: ListSpec<NewsItem> = {
  path: "/NoticeBoard",
  heading: "Notice Board",
  countLabel: "Total Count",
  load: async (api) => noticeBoardItems(await api.allNews()),
  filters: (items, today) => {
    const dates = items.map((item) => item.fromDate);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today)),
      monthFilter(allMonths()),
    ];
  },
  matches: (item, { year = "All", month = "All" }, q) =>
    matchesFilters(item.fromDate, item.title, { year, month, q }),
  search: { label: "Search", placeholder: "Search Here.." },
  Card: NoticeCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={2} heading="Title" lines={["Stay Tuned For More Updates"]} />,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
export const meta: Route.MetaFunction = ({ matches }) => [
  ...metaFor(spec.path, { matches }),
  ...feedMeta("notices"),
];

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
