import type { Circular, Gallery, NewsItem, SchoolEvent } from "#contracts/entities.ts";
import { circularList, newsList, type ItemList } from "#contracts/item-paths.ts";
import { writtenDate, type EventTiming } from "#contracts/dates.ts";
import { itemNouns } from "./item.words.ts";
import type { InLanguage } from "#contracts/records/hindi.ts";

/** Which of an item's words are in Hindi, carried to the page that draws it. */
const language = ({ inHindi, olderThanEnglish }: InLanguage): InLanguage => ({
  ...(inHindi && { inHindi }),
  ...(olderThanEnglish && { olderThanEnglish }),
});

/** A notice, news item, event, circular, datesheet or album, as its own page draws it. */
export interface Item extends InLanguage {
  list: ItemList;
  slug: string;
  title: string;
  /**
   * YYYY-MM-DD, or "" for a circular whose free-text date (`dateShown`) is not a date the
   * office writes by hand (DD.MM.YY).
   */
  date: string;
  /** The last day of an event over several days. */
  endDate?: string;
  dateShown?: string;
  time?: string;
  venue?: string;
  description: string;
  pictures: string[];
  /** One per picture where an album gives them. */
  captions?: string[];
  attachments: string[];
  /** Each attachment's size in bytes, where the backend sent them. */
  attachmentSizes?: (number | null)[];
  /** An event's: upcoming, on today or past, on the school's calendar (set when drawn). */
  timing?: EventTiming;
  /** The classes a circular, notice or event is for, when it is not for everyone. */
  audience?: string[];
}

/** What a list page's one item is called, e.g. for its attachments' labels (in Hindi: itemNouns.hi). */
export const itemNoun: Record<ItemList, string> = itemNouns.en;

export const fromNews = (item: NewsItem & InLanguage & { slug: string }): Item => ({
  ...language(item),
  list: newsList(item.category),
  slug: item.slug,
  title: item.title,
  date: item.fromDate,
  time: item.time,
  venue: item.venue,
  description: item.description,
  pictures: item.image,
  attachments: item.attachments,
  ...(item.attachmentSizes && { attachmentSizes: item.attachmentSizes }),
  ...(item.audience?.length && { audience: item.audience }),
});

export const fromEvent = (item: SchoolEvent & InLanguage & { slug: string }): Item => ({
  ...language(item),
  list: "Events",
  slug: item.slug,
  title: item.title,
  date: item.date,
  ...(item.endDate && item.endDate > item.date && { endDate: item.endDate }),
  time: item.time,
  venue: item.venue,
  description: item.description,
  pictures: item.images,
  attachments: item.attachments,
  ...(item.attachmentSizes && { attachmentSizes: item.attachmentSizes }),
  ...(item.audience?.length && { audience: item.audience }),
});

export const fromCircular = (item: Circular & InLanguage & { slug: string }): Item => ({
  ...language(item),
  list: circularList(item.category),
  slug: item.slug,
  title: item.title,
  date: writtenDate(item.date) ?? "",
  dateShown: item.date,
  description: "",
  pictures: [],
  attachments: item.attachments,
  ...(item.attachmentSizes && { attachmentSizes: item.attachmentSizes }),
  ...(item.audience?.length && { audience: item.audience }),
});

export const fromAlbum = (item: Gallery & InLanguage & { slug: string }): Item => ({
  ...language(item),
  list: "Gallery",
  slug: item.slug,
  title: item.title,
  date: item.date,
  description: item.description,
  pictures: item.attachments,
  ...(item.captions && { captions: item.captions }),
  attachments: [],
});
