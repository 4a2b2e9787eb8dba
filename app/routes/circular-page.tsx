import type { Route } from "./+types/circular-page";
import type { Circular } from "#contracts/entities.ts";
import { useSearchParams } from "react-router";
import { fallbacks } from "../api/client.ts";
import { keptUnless } from "../lists/load-list.server.ts";
import { Pager } from "../lists/pager.tsx";
import { pageSize, type ListFacets } from "#contracts/list-query.ts";
import { FilesBlock } from "../content/files-block.tsx";
import { circularPlaceholder, type CircularCategory } from "../lists/rules.ts";
import { metaFor } from "../seo/meta.ts";
import { feedMeta } from "../feeds/feed-catalogue.ts";
import { apiOf } from "../website.server.ts";
import { itemsIn } from "../i18n/item-language.ts";
import type { InLanguage } from "#contracts/records/hindi.ts";
import { findPage } from "../pages.ts";
import { circularList, itemPath } from "#contracts/item-paths.ts";
import { fileFacts } from "../items/attachment-label.ts";
import { englishPath, languageAt, type Language } from "#contracts/languages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";
import { circularWords } from "./circular-page.words.ts";

// /Circular, /CBSECircular and /Datesheet (spec 2.10, 4): one list of file tiles per category,
// read a page at a time from the shared circular call (spec 7), its category asked for.

const categories: Record<string, CircularCategory> = {
  "/Circular": "Circular",
  "/CBSECircular": "CBSE-Circular",
  "/Datesheet": "Datesheet",
};

const noFacets: ListFacets = { total: 0, months: [], values: {} };
const cursor = /^[\w-]{1,400}$/;

/** The tile shown when there is nothing to show (spec 4): 'Title', 'DD.MM.YY', linking to '#'. */
const placeholder = (language: Language) => ({
  title: circularWords[language].placeholderTitle,
  subtitle: circularWords[language].placeholderDate,
  href: "#",
});

/** The category's records as tiles, in the page's language. */
function tilesFor(records: readonly (Circular & InLanguage)[], language: Language) {
  return records.map((record) => ({
    title: record.title,
    // A title the school has not written in Hindi is English on a Hindi page.
    ...(language === "hi" && !record.inHindi?.includes("title") && { lang: "en-IN" }),
    // Its date as the office wrote it (spec 3), the classes it is for where it is not for
    // everyone, and its file's kind and size.
    subtitle: [
      record.date.trim(),
      record.audience?.length ? circularWords[language].classes(record.audience) : "",
      record.attachments[0]
        ? fileFacts(record.attachments[0], record.attachmentSizes?.[0], language)
        : "",
    ]
      .filter(Boolean)
      .join(" · "),
    ...(record.attachments[0] ? { file: record.attachments[0] } : { href: "#" }),
    ...(record.slug && { page: itemPath(circularList(record.category), record.slug) }),
  }));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageAt(url.pathname);
  const path = findPage(englishPath(url.pathname))?.path ?? "/Circular";
  const category = categories[path] ?? "Circular";
  const api = apiOf(context);
  const source = { kind: "circulars" as const, by: { category } };
  const side = ["before", "after"].find((name) => cursor.test(url.searchParams.get(name) ?? ""));
  const loads = fallbacks();
  // How many circulars there are of every category decides the placeholder (spec 4).
  const [facets, page] = await Promise.all([
    loads.or(api.listFacets({ kind: "circulars" }), noFacets, "Error fetching data"),
    loads.or(
      api.listPage(source, {
        limit: pageSize,
        ...(side && { [side]: url.searchParams.get(side)! }),
      }),
      { items: [], total: 0 },
      "Error fetching data",
    ),
  ]);
  const counts = Object.fromEntries(
    (facets.values.category ?? []).map(({ value, count }) => [value, count]),
  );
  return {
    path,
    tiles: circularPlaceholder(facets.total, counts[category] ?? 0, category)
      ? [placeholder(language)]
      : tilesFor(itemsIn("circulars", page.items, language), language),
    next: page.next,
    previous: page.previous,
    ...keptUnless(loads),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? [
        ...metaFor(loaderData.path, { matches }),
        // Circulars and CBSE circulars share a feed; datesheets are not in it.
        ...(loaderData.path === "/Datesheet"
          ? []
          : feedMeta("circulars", languageAt(location.pathname))),
      ]
    : [];

export default function CircularPage({ loaderData }: Route.ComponentProps) {
  const { path, tiles, next, previous } = loaderData;
  const [params] = useSearchParams();
  const language = useLanguage();
  const page = findPage(path);
  const name = page ? pageName(page, language) : "";
  return (
    <article className="page-body">
      <h1>{name}</h1>
      {tiles.length > 0 ? <FilesBlock items={tiles} /> : null}
      <Pager
        params={params}
        keep={[]}
        next={next}
        previous={previous}
        of={name}
        language={language}
      />
    </article>
  );
}
