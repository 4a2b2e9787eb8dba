import { VideoCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/video-gallery";
import type { Video } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { yearFilter } from "../lists/filters.ts";
import { matchesFilters, videoItems, yearOptions } from "../lists/rules.ts";

const spec: ListSpec<Video> = {
  path: "/VideoGallery",
  heading: "Video Gallery",
  countLabel: "Total Videos",
  load: async (api) => videoItems(await api.videos()),
  filters: (items) => [
    yearFilter(
      yearOptions(
        items.map((item) => item.date),
        "desc",
      ),
      "All",
    ),
  ],
  matches: (item, { year = "All" }) =>
    matchesFilters(item.date, item.title, { year, month: "All", q: "" }),
  Card: VideoCard,
  keyOf: (item) => item._id,
  empty: <p>No videos to show for this year.</p>,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
