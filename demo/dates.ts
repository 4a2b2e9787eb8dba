// Calendar arithmetic on plain YYYY-MM-DD strings. Everything is done in UTC, so a date is a
// calendar day and never shifts with the machine's time zone.

import {
  MONTH_ABBREVIATIONS as MONTHS,
  MONTH_NAMES as LONG_MONTHS,
  WEEKDAY_NAMES as WEEKDAYS,
} from "#contracts/dates.ts";

export interface Ymd {
  year: number;
  month: number; // 1-12
  day: number;
}

export function parseYmd(date: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

export function ymd(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseYmd(date);
  return ymd(year, month, day + days);
}

/** The same day `months` months away, clamped to the end of a shorter month. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseYmd(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return ymd(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The most recent date on or before `today` that falls on month/day (29 Feb becomes 28 Feb). */
export function lastOccurrence(today: string, month: number, day: number): string {
  const t = parseYmd(today);
  for (const year of [t.year, t.year - 1]) {
    const candidate = ymd(year, month, Math.min(day, daysInMonth(year, month)));
    if (candidate <= today) return candidate;
  }
  return ymd(t.year - 1, month, Math.min(day, daysInMonth(t.year - 1, month)));
}

/** 'D Mon YYYY', the site's display form. */
export function displayDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'D Month YYYY', for letters and certificates. */
export function longDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${day} ${LONG_MONTHS[month - 1]} ${year}`;
}

export function weekdayDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${longDate(date)}`;
}

export function weekday(date: string): number {
  const { year, month, day } = parseYmd(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'DD.MM.YY', the circular pages' form. */
export function dottedDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${pad(day)}.${pad(month)}.${pad(year % 100)}`;
}

/** 'DD/MM/YYYY', as on certificates. */
export function slashDate(date: string): string {
  const { year, month, day } = parseYmd(date);
  return `${pad(day)}/${pad(month)}/${year}`;
}

export function monthName(month: number): string {
  return LONG_MONTHS[month - 1] as string;
}

/** Moves a date off Sunday (to Monday) so that school events fall on school days. */
export function schoolDay(date: string): string {
  return weekday(date) === 0 ? addDays(date, 1) : date;
}

/** The academic session (April to March) that `date` falls in, e.g. { start: 2025, label: '2025-26' }. */
export function sessionOf(date: string): { start: number; label: string; longLabel: string } {
  const { year, month } = parseYmd(date);
  const start = month >= 4 ? year : year - 1;
  return { start, label: `${start}-${pad((start + 1) % 100)}`, longLabel: `${start}-${start + 1}` };
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
