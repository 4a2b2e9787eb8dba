// Dates as the school reads them, the same rules for the backend and the website. Every
// calendar day is the day in the school's time zone (TZ_SCHOOL), so the server and the browser
// print the same thing whatever zone the machine or the visitor is in. No date library:
// Intl.DateTimeFormat with an explicit zone.

import { languageTags, type Language } from "./languages.ts";

/** The school's time zone unless configured otherwise (TZ_SCHOOL). */
export const defaultTimeZone = "Asia/Kolkata";

/** A calendar date: month 1-12, day 1-31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Today in the school's zone, with the English weekday name ('Sunday'). */
export interface TodayParts extends CalendarDate {
  weekday: string;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Spec 9: the month abbreviations Jan to Dec. */
export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** Sunday first, as the event calendar's columns run. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Number of days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day of the week of a calendar date, 0 = Sunday ... 6 = Saturday. */
export function weekdayIndex(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

// One formatter per zone: making one costs far more than using it, and every list asks.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in a time zone at an instant, as its numeric parts. */
function wallClock(timeZone: string, instant: Date) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
}

/** The calendar date of an instant in a time zone. */
function calendarDateAt(instant: Date, timeZone: string): CalendarDate {
  const part = wallClock(timeZone, instant);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** Today's calendar date in the school's time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = calendarDateAt(now, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole seconds (at least 1) until the school's date changes, for caching date lists. */
export function secondsUntilNextDay(timeZone: string, now: Date = new Date()): number {
  const part = wallClock(timeZone, now);
  const elapsed = part("hour") * 3600 + part("minute") * 60 + part("second");
  return Math.max(1, 86_400 - elapsed);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads a date from the API.
 * - 'YYYY-MM-DD' is a calendar date and is taken as is.
 * - An ISO date-time with a zone ('...Z', '+05:30') is an instant: its calendar date in the
 *   school's time zone is returned, so '2026-11-21T20:00:00Z' is 22 November in Asia/Kolkata.
 * - An ISO date-time without a zone is the school's own wall-clock time: its date part is taken.
 * Anything else, or an impossible date such as '2026-02-30', gives undefined.
 */
export function parseDate(
  value: string | null | undefined,
  timeZone: string = defaultTimeZone,
): CalendarDate | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();

  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1, 4).map(Number) as [number, number, number];
    return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
  }

  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return undefined;
  const [year, month, day, hour, minute] = dateTime.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(dateTime[6] ?? 0);
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 60) {
    return undefined;
  }
  if (!dateTime[7]) return { year, month, day };

  const instant = new Date(text.replace(" ", "T"));
  if (Number.isNaN(instant.getTime())) return undefined;
  return calendarDateAt(instant, timeZone);
}

/** A calendar date as a sortable number (YYYYMMDD), or undefined when unreadable. */
export function dateKey(value: string | null | undefined): number | undefined {
  const date = parseDate(value);
  return date && date.year * 10000 + date.month * 100 + date.day;
}

/** Spec 9: 'D Mon YYYY', e.g. '5 Nov 2026' ('5 नव॰ 2026' in Hindi); '' when unreadable. */
export function formatDate(value: string | null | undefined, language: Language = "en"): string {
  const date = parseDate(value);
  return date ? `${date.day} ${monthsIn(language).short[date.month - 1]} ${date.year}` : "";
}

/** The names of the months and weekdays each language's pages show. */
export interface CalendarNames {
  /** January to December. */
  long: readonly string[];
  /** Jan to Dec (spec 9). */
  short: readonly string[];
  /** Sunday to Saturday. */
  weekdays: readonly string[];
}

const english: CalendarNames = {
  long: MONTH_NAMES,
  short: MONTH_ABBREVIATIONS,
  weekdays: WEEKDAY_NAMES,
};

/** As `Intl` writes them for the language: the names a reader of Hindi is used to. */
function namesBy(tag: string): CalendarNames {
  const format = (options: Intl.DateTimeFormatOptions, at: (index: number) => number) => {
    const written = new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" });
    return (index: number) => written.format(at(index));
  };
  const month = (style: "long" | "short") =>
    Array.from({ length: 12 }, (_, index) =>
      format({ month: style }, (m) => Date.UTC(2026, m, 1))(index),
    );
  // 1 March 2026 was a Sunday.
  const weekday = format({ weekday: "long" }, (d) => Date.UTC(2026, 2, 1 + d));
  return {
    long: month("long"),
    short: month("short"),
    weekdays: Array.from({ length: 7 }, (_, index) => weekday(index)),
  };
}

let hindi: CalendarNames | undefined;

export function monthsIn(language: Language): CalendarNames {
  if (language === "en") return english;
  return (hindi ??= namesBy(languageTags.hi));
}

const WRITTEN = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/;

/**
 * A date the office writes by hand (a circular's, spec 3: 'DD.MM.YY', e.g. '23.11.26', or with
 * the year in full, or slashes or dashes) as 'YYYY-MM-DD', day first as the school writes
 * dates; a two-digit year is this century's. Undefined for any other text, which is shown as
 * written.
 */
export function writtenDate(text: string | null | undefined): string | undefined {
  const match = WRITTEN.exec((text ?? "").trim());
  if (!match) return undefined;
  const [day, month, written] = match.slice(1, 4).map(Number) as [number, number, number];
  const year = match[3]!.length === 2 ? 2000 + written : written;
  if (!isCalendarDate(year, month, day)) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** When an event is, against the school's today: still to come, on today, or over. */
export type EventTiming = "upcoming" | "today" | "past";

/**
 * Whether an event (its first day, and its last when it runs several) is upcoming, on today,
 * or past, on the school's calendar; undefined for an unreadable date.
 */
export function eventTiming(
  event: { date: string; endDate?: string },
  today: CalendarDate,
): EventTiming | undefined {
  const first = dateKey(event.date);
  if (first === undefined) return undefined;
  const last = Math.max(first, dateKey(event.endDate) ?? first);
  const now = today.year * 10000 + today.month * 100 + today.day;
  return now < first ? "upcoming" : now > last ? "past" : "today";
}

/** Spec 9, upcoming events: 'D Mon', e.g. '5 Nov'; '' for an unreadable date. */
export function formatDayMonth(
  value: string | null | undefined,
  language: Language = "en",
): string {
  const date = parseDate(value);
  return date ? `${date.day} ${monthsIn(language).short[date.month - 1]}` : "";
}

/**
 * Spec 9, sub-gallery: day/month/year as 'D/M/YYYY' without leading zeros, e.g. '5/11/2026'
 * (the form the original printed from the day, month and year numbers); '' when unreadable.
 */
export function formatDayMonthYearSlash(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${date.day}/${date.month}/${date.year}` : "";
}

/** Today's date and weekday in the school's time zone. */
export function todayParts(now: Date = new Date(), timeZone: string = defaultTimeZone): TodayParts {
  const date = calendarDateAt(now, timeZone);
  return { ...date, weekday: WEEKDAY_NAMES[weekdayIndex(date.year, date.month, date.day)]! };
}

/**
 * 'Today is Sunday, 22 November' from today's parts (spec 4, event calendar); in Hindi
 * 'आज रविवार, 22 नवंबर है'.
 */
export function todayLabel(
  today: Pick<TodayParts, "weekday" | "month" | "day">,
  language: Language = "en",
): string {
  if (language === "en") {
    return `Today is ${today.weekday}, ${today.day} ${MONTH_NAMES[today.month - 1] ?? ""}`;
  }
  const names = monthsIn(language);
  const weekday =
    names.weekdays[WEEKDAY_NAMES.indexOf(today.weekday as (typeof WEEKDAY_NAMES)[number])] ??
    today.weekday;
  return `आज ${weekday}, ${today.day} ${names.long[today.month - 1] ?? ""} है`;
}

/** 'Today is Sunday, 22 November' for an instant, in the school's time zone. */
export function formatToday(
  now: Date = new Date(),
  timeZone: string = defaultTimeZone,
  language: Language = "en",
): string {
  return todayLabel(todayParts(now, timeZone), language);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant at which the school's clocks show `local` ("YYYY-MM-DDTHH:mm", as a
 * datetime-local field gives it), or undefined for anything else. A time the clocks skip
 * (a daylight-saving gap) is read as the moment after the gap.
 */
export function instantAt(local: string, timeZone: string): Date | undefined {
  const match = WALL_CLOCK.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, then at the corrected instant (offsets change at most twice).
  let instant = asUtc;
  for (let i = 0; i < 2; i++) instant = asUtc - offsetMs(timeZone, new Date(instant));
  return new Date(instant);
}

/** What the school's clocks show at `instant`, as "YYYY-MM-DDTHH:mm". */
export function wallClockAt(instant: Date, timeZone: string): string {
  const part = wallClock(timeZone, instant);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${part("year")}-${two(part("month"))}-${two(part("day"))}T${two(part("hour"))}:${two(part("minute"))}`;
}

function offsetMs(timeZone: string, instant: Date): number {
  const part = wallClock(timeZone, instant);
  const shown = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return shown - Math.floor(instant.getTime() / 1000) * 1000;
}
