import { TopperCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/toppers";
import type { Topper } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { sessionFilter, valuesOf } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { defaultSession, sessionOptions } from "../lists/rules.ts";

const spec: ListSpec<Topper> = {
  path: "/ToppersX",
  heading: "Toppers X",
  countLabel: "Total Count",
  // Class X's toppers, highest percentage first (spec 4).
  source: { kind: "toppers", by: { class: "X" } },
  filters: (facets, today) => {
    const sessions = sessionOptions(valuesOf(facets, "session"));
    return [sessionFilter(sessions, defaultSession(sessions, today))];
  },
  search: { label: "Search by name", placeholder: "Search Here.." },
  Card: TopperCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={4} heading="Student Name" lines={["%", "Subject"]} />,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function ToppersX({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
