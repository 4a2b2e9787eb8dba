import { GalleryCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/gallery";
import type { Gallery } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { monthDates, monthFilter, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { defaultYear, monthOptions, yearOptions } from "../lists/rules.ts";

const spec: ListSpec<Gallery> = {
  path: "/Gallery",
  heading: "Gallery",
  countLabel: "Total Categories",
  source: { kind: "albums", list: "allGalleries", by: { category: "PhotoGallery" } },
  filters: (facets, today) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today)),
      monthFilter(monthOptions(dates)),
    ];
  },
  search: { label: "Search", placeholder: "Search Here.." },
  Card: GalleryCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={3} heading="Title" lines={["DD MM", "NO"]} />,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
