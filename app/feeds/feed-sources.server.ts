import type { ApiClient } from "../api/client.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { absoluteUrl } from "../seo/site-url.ts";
import { homeScreenIcons } from "../seo/home-screen.ts";
import { feedName, feedPath, feeds, type FeedFormat, type FeedName } from "./feed-catalogue.ts";
import { feedWords } from "./feed.words.ts";
import { itemsIn } from "../i18n/item-language.ts";
import { languageTags, pathIn, type Language } from "#contracts/languages.ts";
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

/** The items' words in the feed's language: their Hindi where the school wrote one. */
const inFeedLanguage = <T extends object>(
  kind: "news" | "circulars",
  items: readonly T[],
  context: EntryContext,
) => itemsIn(kind, items, context.language ?? "en");

const sources: Record<FeedName, (api: ApiClient, context: EntryContext) => Promise<FeedEntry[]>> = {
  notices: async (api, context) =>
    inFeedLanguage("news", (await api.listPage(notices, newest)).items, context).flatMap(
      (item) => newsEntry(item, context) ?? [],
    ),
  // The News page shows every item of the news table, notices too (spec 7), and so does this.
  news: async (api, context) =>
    inFeedLanguage(
      "news",
      (await api.listPage({ kind: "news", list: "allNews" }, newest)).items,
      context,
    ).flatMap((item) => newsEntry(item, context) ?? []),
  // The Circular and CBSE Circular pages; datesheets have a page of their own.
  circulars: async (api, context) => {
    const pages = await Promise.all(
      ["Circular", "CBSE-Circular"].map((category) =>
        api.listPage({ kind: "circulars", by: { category } }, newest),
      ),
    );
    return pages.flatMap((page) =>
      inFeedLanguage("circulars", page.items, context).flatMap(
        (item) => circularEntry(item, context) ?? [],
      ),
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

/** The feed's own facts: named for the school as its settings say, in the feed's language. */
export function channelFor(
  name: FeedName,
  format: FeedFormat,
  school: Pick<SchoolSettings, "titleName">,
  origin: string,
  language: Language = "en",
): Channel {
  const title = feedName(name, language);
  return {
    title: `${school.titleName}: ${title}`,
    description: feedWords[language].channel(title, school.titleName),
    language: languageTags[language],
    link: absoluteUrl(pathIn(feeds[name].listPath, language), origin),
    self: absoluteUrl(feedPath(name, format, language), origin),
    author: { name: school.titleName, link: absoluteUrl("/", origin) },
    icon: absoluteUrl(icon, origin),
  };
}
