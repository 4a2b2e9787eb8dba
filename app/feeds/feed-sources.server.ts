import type { ApiClient } from "../api/client.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { absoluteUrl } from "../seo/site-url.ts";
import { homeScreenIcons } from "../seo/home-screen.ts";
import { feedPath, feeds, type FeedFormat, type FeedName } from "./feed-catalogue.ts";
import {
  circularEntry,
  entryLimit,
  newestEntries,
  newsEntry,
  type EntryContext,
  type FeedEntry,
} from "./feed-entries.ts";
import type { Channel } from "./syndication.ts";

// What each feed holds: the newest items its list page shows, read through the same backend
// calls a page at a time, so a feed costs the same after ten years as after one.

const newest = { limit: entryLimit };
const notices = { kind: "news", list: "allNews", by: { category: "NoticeBoard" } } as const;

const sources: Record<FeedName, (api: ApiClient, context: EntryContext) => Promise<FeedEntry[]>> = {
  notices: async (api, context) =>
    (await api.listPage(notices, newest)).items.flatMap((item) => newsEntry(item, context) ?? []),
  // The News page shows every item of the news table, notices too (spec 7), and so does this.
  news: async (api, context) =>
    (await api.listPage({ kind: "news", list: "allNews" }, newest)).items.flatMap(
      (item) => newsEntry(item, context) ?? [],
    ),
  // The Circular and CBSE Circular pages; datesheets have a page of their own.
  circulars: async (api, context) => {
    const pages = await Promise.all(
      ["Circular", "CBSE-Circular"].map((category) =>
        api.listPage({ kind: "circulars", by: { category } }, newest),
      ),
    );
    return pages.flatMap((page) =>
      page.items.flatMap((item) => circularEntry(item, context) ?? []),
    );
  },
};

/** A feed's entries, newest first; a failed backend call throws. */
export async function feedEntries(
  api: ApiClient,
  name: FeedName,
  context: EntryContext,
): Promise<FeedEntry[]> {
  return newestEntries(await sources[name](api, context));
}

const icon = homeScreenIcons.find((entry) => entry.kind === "any")!.path;

/** The feed's own facts: named for the school as its settings say. */
export function channelFor(
  name: FeedName,
  format: FeedFormat,
  school: Pick<SchoolSettings, "titleName">,
  origin: string,
): Channel {
  const { name: title, listPath } = feeds[name];
  return {
    title: `${school.titleName}: ${title}`,
    description: `${title} from ${school.titleName}, newest first.`,
    link: absoluteUrl(listPath, origin),
    self: absoluteUrl(feedPath(name, format), origin),
    author: { name: school.titleName, link: absoluteUrl("/", origin) },
    icon: absoluteUrl(icon, origin),
  };
}
