import { VideoCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/video-gallery";
import type { Video } from "#contracts/entities.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, yearFilter } from "../lists/filters.ts";
import { yearOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

const path = "/VideoGallery";

const spec = (language: Language): ListSpec<Video> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listPageWords[language].totalVideos,
  source: { kind: "videos" },
  filters: (facets) => [yearFilter(yearOptions(monthDates(facets), "desc"), "All", language)],
  Card: VideoCard,
  keyOf: (item) => item._id,
  empty: <p>{listPageWords[language].noVideos}</p>,
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(path, { matches });

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec(useLanguage())} data={loaderData} />;
}
