import type { Circular, NewsItem } from "#contracts/entities.ts";
import { formatDate, instantAt, type CalendarDate } from "#contracts/dates.ts";
import { circularList, itemPath, newsList, type ItemList } from "#contracts/item-paths.ts";
import { escapeHtml } from "../school.ts";
import { fileUrl } from "../api/urls.ts";
import { absoluteUrl } from "../seo/site-url.ts";
import { itemNouns } from "../items/item.words.ts";
import { pathIn, type Language } from "#contracts/languages.ts";
import { feedWords } from "./feed.words.ts";
import { dayOf, isoDay } from "./item-days.ts";

/** One entry of a feed, the same for RSS and Atom. */
export interface FeedEntry {
  /** A URI naming the item for good: made from its record's id, so edits keep it. */
  id: string;
  title: string;
  /** The item's own page, absolute. */
  link: string;
  /** The start, at the school, of the day the item is dated. */
  published: Date;
  /** Its last change as the backend tells it, or `published`. */
  updated: Date;
  /** HTML: the item's words, escaped, and for a circular a link to its PDF. */
  summary: string;
}

/** What entries are made with: the site's origin, the school's zone, each page's last change. */
export interface EntryContext {
  origin: string;
  /** The feed's language: its own words, its dates, and the pages its entries link to. */
  language?: Language;
  timeZone: string;
  /** Item page path → ISO time of its last change (the sitemap's addresses). */
  changed: ReadonlyMap<string, string>;
  /** Where the browser reads stored files: "" for this site. */
  apiBase: string;
}

/** A feed lists this many of the newest items: readers keep what they have already read. */
export const entryLimit = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entry's permanent id. A record's UUID is one already (RFC 4122's URN); another backend's
 * id is made a tag URI (RFC 4151) under the site's host.
 */
export function entryId(recordId: string, origin: string): string {
  if (UUID.test(recordId)) return `urn:uuid:${recordId.toLowerCase()}`;
  return `tag:${new URL(origin).hostname},2026:${encodeURIComponent(recordId)}`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`);

interface Dated {
  recordId: string;
  list: ItemList;
  slug: string | undefined;
  title: string;
  day: CalendarDate | undefined;
  summary: string[];
}

function toEntry(item: Dated, context: EntryContext): FeedEntry | undefined {
  const path = itemPath(item.list, item.slug);
  if (!path) return undefined;
  // An item's last change is its English page's (one record, two pages).
  const lastChange = context.changed.get(path);
  const changed = lastChange ? new Date(lastChange) : undefined;
  const began = item.day && instantAt(`${isoDay(item.day)}T00:00`, context.timeZone);
  const published = began ?? changed;
  // Nothing says when it was: a reader could not place it among the others.
  if (!published) return undefined;
  const updated = changed && changed > published ? changed : published;
  return {
    id: entryId(item.recordId, context.origin),
    title: item.title,
    link: absoluteUrl(pathIn(path, context.language ?? "en"), context.origin),
    published,
    updated,
    summary: item.summary.join("\n"),
  };
}

/** Newest first by the day they are dated, the later change first on one day, at most `limit`. */
export function newestEntries(entries: readonly (FeedEntry | undefined)[], limit = entryLimit) {
  return entries
    .filter((entry): entry is FeedEntry => entry !== undefined)
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        b.entry.published.getTime() - a.entry.published.getTime() ||
        b.entry.updated.getTime() - a.entry.updated.getTime() ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** A notice or news item: its words, then when and where if it says. */
export function newsEntry(item: NewsItem, context: EntryContext): FeedEntry | undefined {
  const language = context.language ?? "en";
  const w = feedWords[language];
  const day = dayOf(item.fromDate);
  const [time, venue] = [item.time.trim(), item.venue.trim()];
  // A happening (a time, a place) says when and where; a notice's date is the entry's own.
  const facts = [
    ...(time
      ? [
          `${w.when}${[day && formatDate(item.fromDate, language), time].filter(Boolean).join(", ")}`,
        ]
      : []),
    ...(venue ? [`${w.where}${venue}`] : []),
  ];
  const list = newsList(item.category);
  const words = [
    ...paragraphs(item.description),
    ...facts.map((fact) => `<p>${escapeHtml(fact)}</p>`),
  ];
  return toEntry(
    {
      recordId: item._id,
      list,
      slug: item.slug,
      title: item.title,
      day,
      summary:
        words.length > 0
          ? words
          : [`<p>${escapeHtml(`${itemNouns[language][list]}: ${item.title}`)}</p>`],
    },
    context,
  );
}

/** A circular: its date and classes as the office wrote them, and its PDF. */
export function circularEntry(item: Circular, context: EntryContext): FeedEntry | undefined {
  const language = context.language ?? "en";
  const w = feedWords[language];
  const list = circularList(item.category);
  const classes = item.audience?.length ? w.forClasses(item.audience.join(", ")) : "";
  const dated = item.date.trim() ? w.dated(item.date.trim()) : "";
  const pdf = item.attachments[0];
  return toEntry(
    {
      recordId: item._id,
      list,
      slug: item.slug,
      title: item.title,
      day: dayOf(item.date),
      summary: [
        `<p>${escapeHtml(`${itemNouns[language][list]}${dated}${classes}.`)}</p>`,
        ...(pdf
          ? [
              `<p><a href="${escapeHtml(absoluteUrl(fileUrl(pdf, context.apiBase), context.origin))}">${escapeHtml(`${item.title}${w.pdf}`)}</a></p>`,
            ]
          : []),
      ],
    },
    context,
  );
}
