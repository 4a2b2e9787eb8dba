// Every notice, news item, event, circular, datesheet and album has its own page under its list:
// /News/2026-11-20-annual-day. The address is made once from the item's date and title (the
// `slug`, kept by the backend through later edits) and read here by the website, its feeds,
// sitemap and e-mails alike.

/** The kinds of item that have their own page, and the list page each sits under. */
export const itemLists = {
  NoticeBoard: "/NoticeBoard",
  News: "/News",
  Events: "/Events",
  Circular: "/Circular",
  CBSECircular: "/CBSECircular",
  Datesheet: "/Datesheet",
  Gallery: "/Gallery",
} as const;
export type ItemList = keyof typeof itemLists;

/** The list a news-table row sits under, by its category. */
export const newsList = (category: string): ItemList =>
  category === "NoticeBoard" ? "NoticeBoard" : "News";

/** The list a circular sits under, by its category. */
export const circularList = (category: string): ItemList =>
  category === "Datesheet"
    ? "Datesheet"
    : category === "CBSE-Circular"
      ? "CBSECircular"
      : "Circular";

/** An item's page, or undefined for an item without an address yet. */
export function itemPath(list: ItemList, slug: string | undefined): string | undefined {
  return slug ? `${itemLists[list]}/${slug}` : undefined;
}

/** Letters and digits of a title, joined by hyphens, at most `max` characters, whole words. */
export function titleWords(title: string, max = 60): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let joined = "";
  for (const word of words) {
    const next = joined ? `${joined}-${word}` : word;
    if (next.length > max) break;
    joined = next;
  }
  return joined || words[0]?.slice(0, max) || "item";
}

/** The address an item is first given: its date and its title's words, e.g. 2026-11-20-annual-day. */
export const slugFor = (date: string, title: string): string =>
  `${/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}-` : ""}${titleWords(title)}`;

/** What an address's last part may be: what `slugFor` makes, with a -2 where two collide. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
