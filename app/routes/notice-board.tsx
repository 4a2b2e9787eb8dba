import { NoticeCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { listWords } from "../lists/lists.words.ts";
import type { Route } from "./+types/notice-board";
import type { NewsItem } from "#contracts/entities.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { feedMeta } from "../feeds/feed-catalogue.ts";
import { monthDates, monthFilter, searchBox, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { allMonths, defaultYear, yearOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

const path = "/NoticeBoard";

const spec = (language: Language): ListSpec<NewsItem> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listWords[language].totalCount,
  source: { kind: "news", list: "allNews", by: { category: "NoticeBoard" } },
  filters: (facets, today) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today), language),
      monthFilter(allMonths(), language),
    ];
  },
  search: searchBox(language),
  Card: NoticeCard,
  keyOf: (item) => item._id,
  empty: (
    <Placeholders
      count={2}
      heading={listPageWords[language].placeholderTitle}
      lines={[listPageWords[language].stayTuned]}
    />
  ),
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFor(path, { matches }),
  ...feedMeta("notices", languageAt(location.pathname)),
];

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec(useLanguage())} data={loaderData} />;
}
