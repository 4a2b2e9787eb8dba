// The site's feeds, where each is, and how a page's head names them to browsers and readers.
// Route modules import this, so it holds names only: the documents are made in syndication.ts.
// Each feed and calendar is in both languages: the Hindi ones under /feeds/hi/, their entries
// in the school's Hindi where it wrote one, each linking to its Hindi page.

import type { Language } from "#contracts/languages.ts";

export type FeedFormat = "rss" | "atom";

/** Each format's media type, as the feed is served and its page's head names it. */
export const feedTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
};

export const feeds = {
  notices: { name: "Notices", hi: "सूचनाएँ", listPath: "/NoticeBoard" },
  news: { name: "News", hi: "समाचार", listPath: "/News" },
  circulars: { name: "Circulars", hi: "सर्कुलर", listPath: "/Circular" },
} as const;
export type FeedName = keyof typeof feeds;

export const feedFormats: readonly FeedFormat[] = ["rss", "atom"];

const formatNames: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom" };

/** Where a language's feeds are: /feeds/ and /feeds/hi/. */
const feedsIn = (language: Language) => (language === "en" ? "/feeds/" : `/feeds/${language}/`);

/** The language of the feed or calendar at `pathname`. */
export const feedLanguageAt = (pathname: string): Language =>
  pathname.startsWith("/feeds/hi/") ? "hi" : "en";

/** /feeds/notices.rss, /feeds/hi/notices.rss and the like. */
export const feedPath = (name: FeedName, format: FeedFormat, language: Language = "en") =>
  `${feedsIn(language)}${name}.${format}`;

/** Reads a feed's address's last part ("news.atom"), or undefined for no feed of ours. */
export function feedAt(file: string): { name: FeedName; format: FeedFormat } | undefined {
  const [name, format, ...rest] = file.split(".");
  if (rest.length > 0 || !name || !format) return undefined;
  if (!Object.hasOwn(feeds, name) || !feedFormats.includes(format as FeedFormat)) return undefined;
  return { name: name as FeedName, format: format as FeedFormat };
}

/** A feed's name in `language`. */
export const feedName = (name: FeedName, language: Language) =>
  language === "en" ? feeds[name].name : feeds[name].hi;

/** `<link rel="alternate">` for each format of a feed, as a route's `links` gives them. */
export const feedLinks = (name: FeedName, language: Language = "en") =>
  feedFormats.map((format) => ({
    rel: "alternate",
    type: feedTypes[format],
    title: `${feedName(name, language)} (${formatNames[format]})`,
    href: feedPath(name, format, language),
  }));

/** The same links as a route's `meta` gives them, for pages whose feed depends on the data. */
export const feedMeta = (name: FeedName, language: Language = "en") =>
  feedLinks(name, language).map((link) => ({ tagName: "link" as const, ...link }));

/** The events calendar (iCalendar), to subscribe to or download. */
export const eventsCalendarPath = (language: Language = "en") => `${feedsIn(language)}events.ics`;

/** One event's calendar file, to add it alone. */
export const eventCalendarPath = (slug: string, language: Language = "en") =>
  `${feedsIn(language)}events/${slug}.ics`;
