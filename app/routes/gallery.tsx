import { GalleryCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/gallery";
import type { Gallery } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { monthFilter, yearFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import {
  defaultYear,
  galleryItems,
  matchesFilters,
  monthOptions,
  yearOptions,
} from "../lists/rules.ts";

const spec: ListSpec<Gallery> = {
  path: "/Gallery",
  heading: "Gallery",
  countLabel: "Total Categories",
  load: async (api) => galleryItems(await api.allGalleries()),
  filters: (items, today) => {
    const dates = items.map((item) => item.date);
    return [
      yearFilter(yearOptions(dates, "desc"), defaultYear(dates, today)),
      monthFilter(monthOptions(dates)),
    ];
  },
  matches: (item, { year = "All", month = "All" }, q) =>
    matchesFilters(item.date, item.title, { year, month, q }),
  search: { label: "Search", placeholder: "Search Here.." },
  Card: GalleryCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={3} heading="Title" lines={["DD MM", "NO"]} />,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
