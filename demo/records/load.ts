// Turns the records' day offsets into calendar dates. A record says when it happened relative
// to the day the school is seeded ("day": -12 is twelve days ago), so a fresh demo always
// looks current; nothing else in the data knows the date.

import {
  addDays,
  daysInMonth,
  displayDate,
  lastOccurrence,
  longDate,
  parseYmd,
  schoolDay,
  slashDate,
  weekdayDate,
  ymd,
} from "../dates.ts";

/** `day` days from `today`; a school event (not today) moves off a Sunday to the Monday. */
export function dayFrom(today: string, day: number, options: { schoolDay?: boolean } = {}): string {
  const date = addDays(today, day);
  return options.schoolDay && day !== 0 ? schoolDay(date) : date;
}

/** The last time the day of the year "MM-DD" came, on or before `today`, `yearsBack` years more. */
export function lastAnnual(today: string, monthDay: string, yearsBack = 0): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  const date = parseYmd(lastOccurrence(today, month, day));
  const year = date.year - yearsBack;
  return ymd(year, date.month, Math.min(date.day, daysInMonth(year, date.month)));
}

/**
 * A date of birth for a birthday `day` days from today at `age`: the month and day of that
 * date, in the year that gives the age. Someone born on 29 February has a birthday today when
 * today is 29 February (the year is moved to a leap year), and on 28 February otherwise.
 */
export function birthDate(today: string, day: number, age: number): string {
  const t = parseYmd(today);
  if (day === 0) {
    let year = t.year - age;
    if (t.month === 2 && t.day === 29) year -= year % 4;
    return ymd(year, t.month, t.day);
  }
  const d = parseYmd(addDays(today, day));
  let dayOfMonth = d.month === 2 && d.day === 29 ? 28 : d.day;
  // Only the records that say "day": 0 have their birthday today.
  if (d.month === t.month && dayOfMonth === t.day)
    dayOfMonth = dayOfMonth === 1 ? 2 : dayOfMonth - 1;
  return ymd(d.year - age, d.month, dayOfMonth);
}

/** What a record's words may name in braces: dates and a few facts of the school and day. */
export interface Words {
  /** The record's own date, YYYY-MM-DD: {date}, {date+7}, {date:long}. */
  date: string;
  /** Dates other records name, e.g. {ptm:weekday}. */
  dates: Record<string, string>;
  /** Plain words, e.g. {admissionSession}. */
  words: Record<string, string>;
}

const formats: Record<string, (date: string) => string> = {
  display: displayDate,
  long: longDate,
  weekday: weekdayDate,
  slash: slashDate,
  year: (date) => date.slice(0, 4),
  iso: (date) => date,
};

const inHindi =
  (options: Intl.DateTimeFormatOptions) =>
  (date: string): string =>
    new Intl.DateTimeFormat("hi-IN", { timeZone: "UTC", ...options }).format(
      new Date(`${date}T00:00:00Z`),
    );

/** The same forms in Hindi ("5 दिसंबर 2026", "शनिवार, 5 दिसंबर 2026"), figures as written. */
const hindiFormats: Record<string, (date: string) => string> = {
  ...formats,
  display: inHindi({ day: "numeric", month: "long", year: "numeric" }),
  long: inHindi({ day: "numeric", month: "long", year: "numeric" }),
  weekday: inHindi({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
};

/**
 * A record's words in Hindi, as a Hindi-speaking school office writes them, by field; braces
 * as in the English, their dates written in Hindi.
 */
export type HindiOf<Field extends string> = Partial<Record<Field, string>>;

/**
 * Fills the braces of `text`: {name} for a word, {name+N:format} for a date N days after the
 * named one, in the site's display form unless a format (long, weekday, slash, year, iso) is given.
 * An unknown name is an error, so a typo in the data fails the seed's tests.
 */
export function fill(text: string, words: Words, language: "en" | "hi" = "en"): string {
  return text.replace(
    /\{(\w+)(?:([+-]\d+))?(?::(\w+))?\}/g,
    (token, name: string, shift?: string, format = "display") => {
      if (!shift && format === "display" && Object.hasOwn(words.words, name))
        return words.words[name] as string;
      const base = name === "date" ? words.date : words.dates[name];
      const show = (language === "hi" ? hindiFormats : formats)[format];
      if (base === undefined || !show) throw new Error(`Unknown word in demo data: ${token}`);
      return show(shift ? addDays(base, Number(shift)) : base);
    },
  );
}

/** `value` with every string in it filled. */
export function fillAll<T>(value: T, words: Words, language: "en" | "hi" = "en"): T {
  if (typeof value === "string") return fill(value, words, language) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillAll(item, words, language)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAll(item, words, language)]),
    ) as T;
  return value;
}
