import type { Route } from "./+types/record-list";
import { data } from "react-router";
import { moduleAtPage, type ModuleKindName } from "#contracts/records/index.ts";
import type { RecordModule } from "#contracts/records/kind.ts";
import { RecordCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { metaFor } from "../seo/meta.ts";

// The public list page of every kind of record declared as a module with a page
// (contracts/records/): its words, select, search and card come from the
// module, the page's line from app/pages.ts.

const all = "All";

/** A module's page as a list page. */
function listSpec(module: RecordModule): ListSpec<unknown> {
  const page = module.page!;
  const card = module.card!;
  const { select, search } = page;
  return {
    path: page.path,
    heading: page.heading,
    countLabel: page.countLabel,
    source: { kind: module.office.kind as ModuleKindName },
    filters: () =>
      select
        ? [
            {
              name: select.name,
              label: select.label,
              options: [all, ...select.options].map((value) => ({ value, label: value })),
              defaultValue: all,
            },
          ]
        : [],
    ...(search && { search: { label: search.label, placeholder: search.placeholder } }),
    Card: ({ item }) => <RecordCard card={card} item={item} />,
    keyOf: (item) => String((item as { _id: string })._id),
    empty: <Placeholders count={1} heading={page.heading} lines={[page.empty]} />,
  };
}

function moduleOf(pathname: string): RecordModule {
  const module = moduleAtPage(pathname);
  if (!module?.page || !module.card) throw data("Not found", { status: 404 });
  return module;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const module = moduleOf(url.pathname);
  return { path: module.page!.path, ...(await loadList(context, listSpec(module), url)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? metaFor(loaderData.path, { matches }) : [];

export default function RecordList({ loaderData }: Route.ComponentProps) {
  const spec = listSpec(moduleOf(loaderData.path));
  return <ListView spec={spec} data={loaderData} />;
}
