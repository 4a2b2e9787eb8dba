import { data, redirect } from "react-router";
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
import { itemNoun, type Item } from "../items/item.ts";
import { findPage } from "../pages.ts";
import { useSchool } from "../school.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { metaFor } from "../seo/meta.ts";
import { absoluteUrl, siteUrl } from "../seo/site-url.ts";
import { useFileUrl } from "../site-files.ts";
import { usePageSettings } from "../page-settings.ts";
import { apiOf, websiteOf } from "../website.server.ts";

// /News/2026-11-20-annual-day and the like: one notice, news item, event, circular, datesheet
// or album on its own page, under its list (contracts/item-paths.ts).

const listAt = (pathname: string): ItemList | undefined => {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return (Object.keys(itemLists) as ItemList[]).find((list) => itemLists[list] === first);
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const list = listAt(new URL(request.url).pathname);
  const slug = params.slug;
  const typed = typedItemPath(new URL(request.url).pathname);
  if (typed) throw redirect(typed, 301);
  if (!list || !slugPattern.test(slug)) throw data(null, { status: 404 });
  const website = websiteOf(context);
  let item: Item | undefined;
  try {
    item = await findItem(apiOf(context), list, slug);
  } catch (error) {
    console.warn(`Error fetching ${list} ${JSON.stringify(slug)}: ${(error as Error).message}`);
    return data({ item: null, list, url: "", apiBase: website.apiBase }, { status: 503 });
  }
  if (!item) throw data(null, { status: 404 });
  const path = itemPath(item.list, item.slug)!;
  // A notice moved to the news (or a circular to the datesheets) keeps its address's end.
  if (item.list !== list) throw redirect(path, 301);
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
    url: absoluteUrl(path, siteUrl),
    apiBase: website.apiBase,
    shared: true as const,
  };
}

export const handle: CrumbsHandle = {
  crumbs: (loaded) => {
    const { list, item } = (loaded ?? {}) as { list?: ItemList; item?: Item | null };
    if (!list) return undefined;
    const page = findPage(itemLists[list]);
    const name = page?.name ?? list;
    const section = page?.section ?? name;
    return [
      // Gallery › Gallery would say one thing twice.
      ...(section === name ? [] : [{ name: section }]),
      { name, to: itemLists[list] },
      { name: item?.title ?? "Not available" },
    ];
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const item = loaderData?.item;
  if (!item) return metaFor(itemLists[loaderData?.list ?? "News"], { matches });
  const picture = item.pictures[0];
  return metaFor(itemPath(item.list, item.slug)!, {
    matches,
    name: item.title,
    type: "article",
    description: item.description || `${itemNoun[item.list]} from {school}: ${item.title}.`,
    ...(picture && {
      image: { url: `${fileUrl(picture, loaderData.apiBase)}?w=1200`, alt: item.title },
    }),
  });
};

export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const school = useSchool();
  const imageUrl = useFileUrl();
  const { timeZone } = usePageSettings();
  const { item, list, url } = loaderData;
  if (!item) {
    const listPath = itemLists[list];
    return (
      <article className="page-body">
        <h1>Not available just now</h1>
        <p>
          This page could not be loaded just now. Please try again in a moment, or see{" "}
          <a href={listPath}>{findPage(listPath)?.name ?? "the list"}</a>.
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
