import { NewsCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { listWords } from "../lists/lists.words.ts";
import type { Route } from "./+types/news";
import type { NewsItem } from "#contracts/entities.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, monthFilter, searchBox, yearFilter } from "../lists/filters.ts";
import { monthOptions, yearOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

const path = "/News";

const spec = (language: Language): ListSpec<NewsItem> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listWords[language].totalCount,
  // Every notice and news item, this month's first (spec 7).
  source: { kind: "news", list: "allNews" },
  currentMonthFirst: true,
  filters: (facets) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "asc"), "All", language),
      monthFilter(monthOptions(dates), language),
    ];
  },
  search: searchBox(language),
  Card: NewsCard,
  keyOf: (item) => item._id,
  empty: <p>{listPageWords[language].noNews}</p>,
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(path, { matches });

export default function News({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec(useLanguage())} data={loaderData} />;
}
