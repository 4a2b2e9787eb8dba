// The site's feeds, where each is, and how a page's head names them to browsers and readers.
// Route modules import this, so it holds names only: the documents are made in syndication.ts.

export type FeedFormat = "rss" | "atom";

/** Each format's media type, as the feed is served and its page's head names it. */
export const feedTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml",
  atom: "application/atom+xml",
};

export const feeds = {
  notices: { name: "Notices", listPath: "/NoticeBoard" },
  news: { name: "News", listPath: "/News" },
  circulars: { name: "Circulars", listPath: "/Circular" },
} as const;
export type FeedName = keyof typeof feeds;

export const feedFormats: readonly FeedFormat[] = ["rss", "atom"];

const formatNames: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom" };

/** /feeds/notices.rss and the like. */
export const feedPath = (name: FeedName, format: FeedFormat) => `/feeds/${name}.${format}`;

/** Reads a feed's address's last part ("news.atom"), or undefined for no feed of ours. */
export function feedAt(file: string): { name: FeedName; format: FeedFormat } | undefined {
  const [name, format, ...rest] = file.split(".");
  if (rest.length > 0 || !name || !format) return undefined;
  if (!Object.hasOwn(feeds, name) || !feedFormats.includes(format as FeedFormat)) return undefined;
  return { name: name as FeedName, format: format as FeedFormat };
}

/** `<link rel="alternate">` for each format of a feed, as a route's `links` gives them. */
export const feedLinks = (name: FeedName) =>
  feedFormats.map((format) => ({
    rel: "alternate",
    type: feedTypes[format],
    title: `${feeds[name].name} (${formatNames[format]})`,
    href: feedPath(name, format),
  }));

/** The same links as a route's `meta` gives them, for pages whose feed depends on the data. */
export const feedMeta = (name: FeedName) =>
  feedLinks(name).map((link) => ({ tagName: "link" as const, ...link }));

/** The events calendar (iCalendar), to subscribe to or download. */
export const eventsCalendarPath = "/feeds/events.ics";

/** One event's calendar file, to add it alone. */
export const eventCalendarPath = (slug: string) => `/feeds/events/${slug}.ics`;
