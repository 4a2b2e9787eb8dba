import { itemPath } from "#contracts/item-paths.ts";
// The home page's data rules (spec 7, "What the product does with each answer", and the event
// calendar of spec 4), as pure functions so they are tested without a browser.

import type { Gallery, Highlight, Message, NewsItem, SchoolEvent } from "#contracts/entities.ts";
import { photoUrl } from "../api/urls.ts";
import { dateKey, daysInMonth, monthsIn, parseDate, weekdayIndex } from "#contracts/dates.ts";
import type { CalendarDate } from "#contracts/dates.ts";
import type { Language } from "#contracts/languages.ts";

/** Spec 9: at most 4 upcoming events on the home page. */
export const UPCOMING_EVENTS_LIMIT = 4;
/**
 * The Notice Board ticker's newest highlights: a school's years of notices put on the home page
 * would otherwise all scroll past, oldest last, and weigh the page down.
 */
export const HIGHLIGHTS_LIMIT = 12;

/** Spec 7 (home principal teaser): the first record with category 'Principal'. */
export function principalMessage<T extends Message>(messages: readonly T[]): T | undefined {
  return messages.find((message) => message.category.trim() === "Principal");
}

/**
 * Spec 7 (home news): by fromDate, newest first. Items with the same day keep the API's order;
 * items with an unreadable fromDate go last.
 */
export function newsNewestFirst(news: readonly NewsItem[]): NewsItem[] {
  return news
    .map((item) => ({ item, key: dateKey(item.fromDate) }))
    .sort((a, b) => (b.key ?? -Infinity) - (a.key ?? -Infinity) || 0)
    .map(({ item }) => item);
}

/** Spec 7 (home upcoming events): the first 4; the API already sends them soonest first. */
export function upcomingEvents(events: readonly SchoolEvent[]): SchoolEvent[] {
  return events.slice(0, UPCOMING_EVENTS_LIMIT);
}

export interface GalleryCover {
  id: string;
  title: string;
  /** The album's first attachment (a stored-file path, shown through `fileUrl`). */
  cover?: string;
  /** The album's own page; '/SubGallery?id={_id}' (spec 2.7) for one without an address. */
  href: string;
}

/** Spec 2.7 / 7 (home gallery carousel): each album's cover, title and 'View Gallery' link. */
export function galleryCovers(galleries: readonly Gallery[]): GalleryCover[] {
  return galleries.map((gallery) => ({
    id: gallery._id,
    title: gallery.title,
    cover: gallery.attachments[0],
    href: itemPath("Gallery", gallery.slug) ?? `/SubGallery?id=${encodeURIComponent(gallery._id)}`,
  }));
}

/** Spec 2.7 / 3: the 'new' badge shows only when `new` is exactly the string 'true'. */
export function isNewNotice(highlight: Pick<Highlight, "new">): boolean {
  return highlight.new === "true";
}

/**
 * Spec 7: a birthday photo goes through `/api/image?url={path}`. Undefined when there is no
 * path, so the card shows its placeholder instead of a broken image.
 */
export function birthdayPhoto(path: string | undefined, apiBase = ""): string | undefined {
  return path && path.trim() ? photoUrl(path, apiBase) : undefined;
}

/**
 * Spec 7: when a birthday image fails to load, it is retried with the extension case swapped:
 * '.jpg' ↔ '.JPG', '.jpeg' ↔ '.JPEG', '.png' ↔ '.PNG'. A mixed-case extension ('.Jpg') is
 * retried in lower case. Undefined when the path has none of these extensions.
 */
export function swapExtensionCase(path: string): string | undefined {
  const match = /\.(jpe?g|png)$/i.exec(path);
  if (!match) return undefined;
  const extension = match[0];
  const swapped =
    extension === extension.toLowerCase() ? extension.toUpperCase() : extension.toLowerCase();
  return path.slice(0, match.index) + swapped;
}

/** A day of the event calendar's grid. */
export interface CalendarDay {
  day: number;
  hasEvents: boolean;
  isToday: boolean;
}

/** One 'day : title' line under the grid. */
export interface CalendarListItem {
  day: number;
  title: string;
}

export interface CalendarMonth {
  year: number;
  month: number;
  /** 'November 2026' ('नवंबर 2026' in Hindi). */
  title: string;
  /** Sunday-first rows of 7; null before the 1st and after the last day. */
  weeks: (CalendarDay | null)[][];
  /** The month's events, sorted by day, then title. */
  list: CalendarListItem[];
}

const titleOrder = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The event calendar of spec 4 for one month: events are matched by the month and year of
 * their date (read in the school's time zone); `today` marks today's cell when it is in this
 * month. The title names the month in `language`.
 */
export function calendarMonth(
  year: number,
  month: number,
  events: readonly Pick<SchoolEvent, "date" | "title">[],
  today?: CalendarDate,
  language: Language = "en",
): CalendarMonth {
  const list: CalendarListItem[] = [];
  for (const event of events) {
    const date = parseDate(event.date);
    if (date && date.year === year && date.month === month) {
      list.push({ day: date.day, title: event.title.trim() });
    }
  }
  list.sort((a, b) => a.day - b.day || titleOrder.compare(a.title, b.title));
  const eventDays = new Set(list.map((item) => item.day));

  const cells: (CalendarDay | null)[] = Array.from(
    { length: weekdayIndex(year, month, 1) },
    () => null,
  );
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    cells.push({
      day,
      hasEvents: eventDays.has(day),
      isToday: today?.year === year && today.month === month && today.day === day,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);

  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));

  const title = `${monthsIn(language).long[month - 1]} ${year}`;
  return { year, month, title, weeks, list };
}

/** The month `delta` months away (negative for earlier), wrapping across years. */
export function shiftMonth(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  const newYear = Math.floor(index / 12);
  return { year: newYear, month: index - newYear * 12 + 1 };
}
