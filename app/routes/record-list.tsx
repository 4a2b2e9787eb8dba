import type { Route } from "./+types/record-list";
import { data } from "react-router";
import { moduleAtPage, type ModuleKindName } from "#contracts/records/index.ts";
import { englishPath, languageAt, type Language } from "#contracts/languages.ts";
import type { RecordModule } from "#contracts/records/kind.ts";
import { RecordCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { Placeholders } from "../lists/placeholders.tsx";
import { metaFor } from "../seo/meta.ts";
import { useLanguage } from "../i18n/words.ts";
import { listWords } from "../lists/lists.words.ts";

// The public list page of every kind of record declared as a module with a page
// (contracts/records/): its words, select, search and card come from the
// module, the page's line from app/pages.ts. On a Hindi page the module's Hindi words (`page.hi`)
// are drawn where it has them.

const all = "All";

/** A module's page as a list page, in `language`. */
function listSpec(module: RecordModule, language: Language = "en"): ListSpec<unknown> {
  const page = module.page!;
  const card = module.card!;
  const { select, search } = page;
  const hi = language === "hi" ? page.hi : undefined;
  const optionLabel = (value: string) =>
    value === all ? listWords[language].all : (hi?.select?.options[value] ?? value);
  return {
    path: page.path,
    heading: hi?.heading ?? page.heading,
    countLabel: hi?.countLabel ?? page.countLabel,
    source: { kind: module.office.kind as ModuleKindName },
    filters: () =>
      select
        ? [
            {
              name: select.name,
              label: hi?.select?.label ?? select.label,
              options: [all, ...select.options].map((value) => ({
                value,
                label: optionLabel(value),
              })),
              defaultValue: all,
            },
          ]
        : [],
    ...(search && {
      search: {
        label: hi?.search?.label ?? search.label,
        placeholder: hi?.search?.placeholder ?? search.placeholder,
      },
    }),
    Card: ({ item }) => <RecordCard card={card} item={item} />,
    keyOf: (item) => String((item as { _id: string })._id),
    empty: (
      <Placeholders
        count={1}
        heading={hi?.heading ?? page.heading}
        lines={[hi?.empty ?? page.empty]}
      />
    ),
  };
}

function moduleOf(pathname: string): RecordModule {
  const module = moduleAtPage(englishPath(pathname));
  if (!module?.page || !module.card) throw data("Not found", { status: 404 });
  return module;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const module = moduleOf(url.pathname);
  const spec = listSpec(module, languageAt(url.pathname));
  return { path: module.page!.path, ...(await loadList(context, spec, url)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? metaFor(loaderData.path, { matches }) : [];

export default function RecordList({ loaderData }: Route.ComponentProps) {
  const spec = listSpec(moduleOf(loaderData.path), useLanguage());
  return <ListView spec={spec} data={loaderData} />;
}
