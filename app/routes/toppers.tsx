import { TopperCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { listWords } from "../lists/lists.words.ts";
import type { Route } from "./+types/toppers";
import type { Topper } from "#contracts/entities.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { searchBox, sessionFilter, valuesOf } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { defaultSession, sessionOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

const path = "/ToppersX";

const spec = (language: Language): ListSpec<Topper> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listWords[language].totalCount,
  // Class X's toppers, highest percentage first (spec 4).
  source: { kind: "toppers", by: { class: "X" } },
  filters: (facets, today) => {
    const sessions = sessionOptions(valuesOf(facets, "session"));
    return [sessionFilter(sessions, defaultSession(sessions, today), language)];
  },
  search: searchBox(language, listPageWords[language].searchByName),
  Card: TopperCard,
  keyOf: (item) => item._id,
  empty: (
    <Placeholders
      count={4}
      heading={listPageWords[language].studentName}
      lines={["%", listPageWords[language].subject]}
    />
  ),
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(path, { matches });

export default function ToppersX({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec(useLanguage())} data={loaderData} />;
}
