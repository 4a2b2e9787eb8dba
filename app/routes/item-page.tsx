import { data, redirect } from "react-router";
import { Link } from "../link.tsx";
import { typedItemPath } from "../items/typed-address.ts";
import type { Route } from "./+types/item-page";
import { fileUrl } from "../api/urls.ts";
import { itemLists, itemPath, slugPattern, type ItemList } from "#contracts/item-paths.ts";
import type { CrumbsHandle } from "../frame/frame.tsx";
import { findItem } from "../items/find-item.server.ts";
import { eventTiming, todayParts } from "#contracts/dates.ts";
import { typedProseHtml } from "../content/markdown.ts";
import { ItemArticle } from "../items/item-article.tsx";
import { AddToCalendar } from "../feeds/add-to-calendar.tsx";
import { itemJsonLd } from "../items/item-json-ld.ts";
import type { Item } from "../items/item.ts";
import { itemNouns } from "../items/item.words.ts";
import { pageName, sectionName } from "../i18n/page-names.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { itemPageWords } from "./item-page.words.ts";
import { findPage } from "../pages.ts";
import { useSchool } from "../school.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { metaFor } from "../seo/meta.ts";
import { absoluteUrl, siteUrl } from "../seo/site-url.ts";
import { useFileUrl } from "../site-files.ts";
import { englishPath, languageAt, pathIn, type Language } from "#contracts/languages.ts";
import { usePageSettings } from "../page-settings.ts";
import { apiOf, websiteOf } from "../website.server.ts";

// /News/2026-11-20-annual-day and the like: one notice, news item, event, circular, datesheet
// or album on its own page, under its list (contracts/item-paths.ts).

const listAt = (pathname: string): ItemList | undefined => {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return (Object.keys(itemLists) as ItemList[]).find((list) => itemLists[list] === first);
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const language = languageAt(pathname);
  const list = listAt(englishPath(pathname));
  const slug = params.slug;
  const typed = typedItemPath(englishPath(pathname));
  if (typed) throw redirect(pathIn(typed, language), 301);
  if (!list || !slugPattern.test(slug)) throw data(null, { status: 404 });
  const website = websiteOf(context);
  let item: Item | undefined;
  try {
    item = await findItem(apiOf(context), list, slug, language);
  } catch (error) {
    console.warn(`Error fetching ${list} ${JSON.stringify(slug)}: ${(error as Error).message}`);
    return data({ item: null, list, language, url: "", apiBase: website.apiBase }, { status: 503 });
  }
  if (!item) throw data(null, { status: 404 });
  const path = itemPath(item.list, item.slug)!;
  // A notice moved to the news (or a circular to the datesheets) keeps its address's end.
  if (item.list !== list) throw redirect(pathIn(path, language), 301);
  // An event says whether it is to come, on today or over, by the school's day.
  if (item.list === "Events") {
    const timing = eventTiming(item, todayParts(new Date(), website.timeZone));
    if (timing) item = { ...item, timing };
  }
  // Drawn alike for every visitor from the item: kept by the server until its data changes.
  return {
    item,
    descriptionHtml: item.description ? typedProseHtml(item.description) : "",
    list,
    language,
    // The page in its own language: what is shared, and what search engines are told.
    url: absoluteUrl(pathIn(path, language), siteUrl),
    apiBase: website.apiBase,
    shared: true as const,
  };
}

export const handle: CrumbsHandle = {
  crumbs: (loaded) => {
    const {
      list,
      item,
      language = "en",
    } = (loaded ?? {}) as { list?: ItemList; item?: Item | null; language?: Language };
    if (!list) return undefined;
    const page = findPage(itemLists[list]);
    const name = page?.name ?? list;
    const section = page?.section ?? name;
    return [
      // Gallery › Gallery would say one thing twice.
      ...(section === name ? [] : [{ name: sectionName(section, language) }]),
      { name: page ? pageName(page, language) : name, to: itemLists[list] },
      { name: item?.title ?? itemPageWords[language].notAvailableCrumb },
    ];
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const language = languageAt(location.pathname);
  const item = loaderData?.item;
  if (!item) return metaFor(itemLists[loaderData?.list ?? "News"], { matches });
  const picture = item.pictures[0];
  return metaFor(itemPath(item.list, item.slug)!, {
    matches,
    name: item.title,
    type: "article",
    description:
      item.description ||
      itemPageWords[language].description(itemNouns[language][item.list], item.title),
    ...(picture && {
      image: { url: `${fileUrl(picture, loaderData.apiBase)}?w=1200`, alt: item.title },
    }),
  });
};

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const school = useSchool();
  const imageUrl = useFileUrl();
  const { timeZone } = usePageSettings();
  const language = useLanguage();
  const w = useWords(itemPageWords);
  const { item, list, url } = loaderData;
  if (!item) {
    const listPath = itemLists[list];
    const listPage = findPage(listPath);
    return (
      <article className="page-body">
        <h1>{w.notAvailable}</h1>
        <p>
          {w.tryAgain}{" "}
          <Link to={listPath}>{listPage ? pageName(listPage, language) : w.theList}</Link>
          {w.tryAgainEnd}
        </p>
      </article>
    );
  }
  return (
    <>
      <ItemArticle item={item} url={url} descriptionHtml={loaderData.descriptionHtml}>
        {item.list === "Events" ? <AddToCalendar item={item} url={url} /> : null}
      </ItemArticle>
      <JsonLd data={itemJsonLd(item, url, imageUrl, school, timeZone, new URL(url).origin)} />
    </>
  );
}
