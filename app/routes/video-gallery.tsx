import { VideoCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/video-gallery";
import type { Video } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, yearFilter } from "../lists/filters.ts";
import { yearOptions } from "../lists/rules.ts";

const spec: ListSpec<Video> = {
  path: "/VideoGallery",
  heading: "Video Gallery",
  countLabel: "Total Videos",
  source: { kind: "videos" },
  filters: (facets) => [yearFilter(yearOptions(monthDates(facets), "desc"), "All")],
  Card: VideoCard,
  keyOf: (item) => item._id,
  empty: <p>No videos to show for this year.</p>,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
