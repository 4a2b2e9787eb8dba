import { TopperCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/toppers";
import type { Topper } from "#contracts/entities.ts";
import { metaFor } from "../seo/meta.ts";
import { sessionFilter } from "../lists/filters.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { defaultSession, matchesTopper, sessionOptions, toppersItems } from "../lists/rules.ts";

const spec: ListSpec<Topper> = {
  path: "/ToppersX",
  heading: "Toppers X",
  countLabel: "Total Count",
  load: async (api) => toppersItems(await api.toppers()),
  filters: (items, today) => [sessionFilter(sessionOptions(items), defaultSession(items, today))],
  matches: (item, { session = "All" }, q) => matchesTopper(item, session, q),
  search: { label: "Search by name", placeholder: "Search Here.." },
  Card: TopperCard,
  keyOf: (item) => item._id,
  empty: <Placeholders count={4} heading="Student Name" lines={["%", "Subject"]} />,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
export const meta: Route.MetaFunction = ({ matches }) => metaFor(spec.path, { matches });

export default function ToppersX({ loaderData }: Route.ComponentProps) {
  return <ListView spec={spec} data={loaderData} />;
}
