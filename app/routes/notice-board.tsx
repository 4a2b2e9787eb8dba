import { NoticeCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/notice-board";
import type { NewsItem } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { feedMeta } from "../feeds/feed-catalogue.ts";
import { monthDates, monthFilter, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { allMonths, defaultYear, yearOptions } from "../lists/rules.ts";

const spec: ListSpec<NewsItem> = {
  path: "/NoticeBoard",
  heading: "Notice Board",
  countLabel: "Total Count",
  source: { kind: "news", list: "allNews", by: { category: "NoticeBoard" } },
  filters: (facets, today) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today)),
      monthFilter(allMonths()),
    ];
  },
  search: { label: "Search", placeholder: "Search Here.." },
  Card: NoticeCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={2} heading="Title" lines={["Stay Tuned For More Updates"]} />,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => [
  ...metaFor(spec.path, { matches }),
  ...feedMeta("notices"),
];

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
