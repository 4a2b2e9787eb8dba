// The list pages' data rules (spec 3, spec 4 "List filter defaults", spec 7 "What the product
// does with each answer" and "Calls whose path is not shown", as amended by DECISIONS.md), as
// pure functions so they are tested without a browser. Nothing here reads the clock: every rule
// where "current" matters takes `today`.

import type {
  Circular,
  Gallery,
  Message,
  NewsItem,
  SchoolEvent,
  Topper,
  Video,
} from "#contracts/entities.ts";
import { classXToppers } from "../home/rules.ts";
import { dateKey, parseDate } from "#contracts/dates.ts";
import type { CalendarDate } from "#contracts/dates.ts";

/** The current year and month (1-12) in the school's time zone. */
export type YearMonth = Pick<CalendarDate, "year" | "month">;

/** The 'All' choice of every select. */
export const ALL = "All";

/** A list page's filters as the URL carries them. */
export interface Filters {
  /** 'All' or a year such as '2026'. */
  year: string;
  /** 'All' or a month '1'..'12'. */
  month: string;
  /** The title (or, on Toppers, name) search, as typed. */
  q: string;
}

/** The Toppers page's filters: a session instead of year and month, and a name search. */
export interface TopperFilters {
  /** 'All' or a session such as '2025-2026'. */
  session: string;
  q: string;
}

/** What the page offers in its selects ('All' is always accepted as well). */
export interface FilterOptions {
  years?: readonly number[];
  months?: readonly number[];
  sessions?: readonly string[];
}

export interface FilterDefaults {
  year?: string;
  month?: string;
  session?: string;
}

function pick(value: string | null, options: readonly string[], fallback: string): string {
  if (value === null) return fallback;
  const text = value.trim();
  return text === ALL || options.includes(text) ? text : fallback;
}

/**
 * Reads `year`, `month`, `session` and `q` from the URL query. A value that is not 'All' and
 * not one of the options falls back to its default (itself 'All' when not given).
 */
export function readFilters(
  params: URLSearchParams,
  defaults: FilterDefaults,
  options: FilterOptions,
): Filters & TopperFilters {
  return {
    year: pick(params.get("year"), (options.years ?? []).map(String), defaults.year ?? ALL),
    month: pick(params.get("month"), (options.months ?? []).map(String), defaults.month ?? ALL),
    session: pick(params.get("session"), options.sessions ?? [], defaults.session ?? ALL),
    q: params.get("q") ?? "",
  };
}

/**
 * The distinct years of the readable dates. Gallery, Notice Board and Video Gallery use
 * 'desc'; News and Events use 'asc' (spec 7). 'All' is added by the page.
 */
export function yearOptions(dates: readonly string[], order: "asc" | "desc"): number[] {
  const years = new Set<number>();
  for (const value of dates) {
    const date = parseDate(value);
    if (date) years.add(date.year);
  }
  return [...years].sort((a, b) => (order === "asc" ? a - b : b - a));
}

/**
 * The months (1-12) of the readable dates, in calendar order, January included (DECISIONS:
 * the original dropped it). News, Events and Gallery.
 */
export function monthOptions(dates: readonly string[]): number[] {
  const months = new Set<number>();
  for (const value of dates) {
    const date = parseDate(value);
    if (date) months.add(date.month);
  }
  return [...months].sort((a, b) => a - b);
}

/** The Notice Board's fixed month list: 1..12. */
export function allMonths(): number[] {
  return Array.from({ length: 12 }, (_, index) => index + 1);
}

/** Case-insensitive substring search on trimmed text; an empty search matches everything. */
function matchesSearch(text: string, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return needle === "" || text.toLowerCase().includes(needle);
}

/**
 * Year, month and title search together. With a year or month chosen, an unreadable date
 * matches nothing; with both 'All', it matches on the title alone.
 */
export function matchesFilters(
  date: string,
  title: string,
  filters: Pick<Filters, "year" | "month" | "q">,
): boolean {
  if (filters.year !== ALL || filters.month !== ALL) {
    const parsed = parseDate(date);
    if (!parsed) return false;
    if (filters.year !== ALL && String(parsed.year) !== filters.year) return false;
    if (filters.month !== ALL && String(parsed.month) !== filters.month) return false;
  }
  return matchesSearch(title, filters.q);
}

/** Newest first by one date field; same day keeps the API's order; unreadable dates go last. */
function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: dateKey(dateOf(item)) }))
    .sort((a, b) => (b.key ?? -Infinity) - (a.key ?? -Infinity) || 0)
    .map(({ item }) => item);
}

/** Items dated in today's month and year first (newest first), then the rest newest first. */
function currentMonthFirst<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  today: YearMonth,
): T[] {
  const sorted = newestFirst(items, dateOf);
  const isCurrent = (item: T) => {
    const date = parseDate(dateOf(item));
    return date !== undefined && date.year === today.year && date.month === today.month;
  };
  return [...sorted.filter(isCurrent), ...sorted.filter((item) => !isCurrent(item))];
}

const isCategory = (value: string, category: string) => value.trim() === category;

/** Gallery page: category 'PhotoGallery' only, newest first by date. */
export function galleryItems(galleries: readonly Gallery[]): Gallery[] {
  return newestFirst(
    galleries.filter((gallery) => isCategory(gallery.category, "PhotoGallery")),
    (gallery) => gallery.date,
  );
}

/** Notice Board page: category 'NoticeBoard' only, newest first by fromDate. */
export function noticeBoardItems(news: readonly NewsItem[]): NewsItem[] {
  return newestFirst(
    news.filter((item) => isCategory(item.category, "NoticeBoard")),
    (item) => item.fromDate,
  );
}

/**
 * News page: every item; fromDate in the current month and year first, newest first among
 * them, then the rest newest first (DECISIONS: the original sorted the rest oldest first).
 */
export function newsItems(news: readonly NewsItem[], today: YearMonth): NewsItem[] {
  return currentMonthFirst(news, (item) => item.fromDate, today);
}

/** Events page: as News, on `date`. */
export function eventItems(events: readonly SchoolEvent[], today: YearMonth): SchoolEvent[] {
  return currentMonthFirst(events, (event) => event.date, today);
}

/** Video Gallery page: newest first by date. */
export function videoItems(videos: readonly Video[]): Video[] {
  return newestFirst(videos, (video) => video.date);
}

/**
 * Gallery and Notice Board year default (DECISIONS): the current year if an item falls in
 * it, otherwise the newest year with items, otherwise 'All'. News and Events default to 'All'.
 */
export function defaultYear(dates: readonly string[], today: YearMonth): string {
  const years = yearOptions(dates, "desc");
  if (years.includes(today.year)) return String(today.year);
  return years[0] === undefined ? ALL : String(years[0]);
}

/** Toppers page: class 'X' only, highest division first (unreadable divisions last). */
export function toppersItems(toppers: readonly Topper[]): Topper[] {
  return classXToppers(toppers);
}

const sessionOrder = new Intl.Collator("en", { numeric: true });

/** The distinct non-empty sessions, newest first ('2025-2026' before '2024-2025'). */
export function sessionOptions(toppers: readonly Topper[]): string[] {
  const sessions = new Set<string>();
  for (const topper of toppers) {
    const session = topper.sessionYear.trim();
    if (session) sessions.add(session);
  }
  return [...sessions].sort((a, b) => sessionOrder.compare(b, a));
}

/**
 * Spec 4: '{year-1}-{year}' when a topper has that session, otherwise the newest session
 * available, otherwise 'All'.
 */
export function defaultSession(toppers: readonly Topper[], today: Pick<YearMonth, "year">): string {
  const sessions = sessionOptions(toppers);
  const current = `${today.year - 1}-${today.year}`;
  if (sessions.includes(current)) return current;
  return sessions[0] ?? ALL;
}

/** Session ('All' matches every topper) and case-insensitive name search. */
export function matchesTopper(topper: Topper, session: string, q: string): boolean {
  if (session !== ALL && topper.sessionYear.trim() !== session) return false;
  return matchesSearch(topper.name, q);
}

export type CircularCategory = "Circular" | "CBSE-Circular" | "Datesheet";

/** Circular, CBSE Circular and Datesheet pages: the records of that category, API order. */
export function circularsOf(records: readonly Circular[], category: CircularCategory): Circular[] {
  return records.filter((record) => isCategory(record.category, category));
}

/**
 * Spec 4: whether the page shows its single placeholder tile. An empty list (or failed fetch,
 * passed as []) shows it on all three pages; a non-empty list with nothing of the category
 * shows it only on Datesheet (Circular and CBSE Circular show nothing).
 */
export function circularPlaceholder(
  records: readonly Circular[],
  category: CircularCategory,
): boolean {
  if (records.length === 0) return true;
  return category === "Datesheet" && circularsOf(records, category).length === 0;
}

export type MessagePage = "Principal" | "Manager" | "Former Principal";

export type PageMessage = Message & { subtitle: string };

const messageCategory: Record<MessagePage, string> = {
  Principal: "Principal",
  Manager: "Manager",
  "Former Principal": "Vice Principal",
};

/**
 * Spec 4, message pages: the FIRST record of the page's category ('Vice Principal' for
 * Former Principal), with its subtitle: the category itself, or 'Former Principal'.
 * Undefined when none matches (the page shows its fallback).
 */
export function messageFor(
  records: readonly Message[],
  page: MessagePage,
): PageMessage | undefined {
  const category = messageCategory[page];
  const record = records.find((message) => isCategory(message.category, category));
  if (!record) return undefined;
  return { ...record, subtitle: page === "Former Principal" ? "Former Principal" : category };
}
