import { GalleryCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/gallery";
import type { Gallery } from "#contracts/entities.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, monthFilter, searchBox, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { defaultYear, monthOptions, yearOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

const path = "/Gallery";

const spec = (language: Language): ListSpec<Gallery> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listPageWords[language].totalAlbums,
  source: { kind: "albums", list: "allGalleries", by: { category: "PhotoGallery" } },
  filters: (facets, today) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today), language),
      monthFilter(monthOptions(dates), language),
    ];
  },
  search: searchBox(language),
  Card: GalleryCard,
  keyOf: (item) => item._id,
  empty: (
    <Placeholders
      count={3}
      heading={listPageWords[language].placeholderTitle}
      lines={[listPageWords[language].placeholderDate, listPageWords[language].placeholderCount]}
    />
  ),
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(path, { matches });

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec(useLanguage())} data={loaderData} />;
}
