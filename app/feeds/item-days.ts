import { parseDate, writtenDate, type CalendarDate } from "#contracts/dates.ts";

// The day an item is dated. Notices, news and events carry ISO dates; a circular's date is free
// text as the office typed it, in India day first: "14.11.26", "14/11/2026", "14-11-2026".

/** The calendar day a date names, or undefined when it cannot be read. */
export function dayOf(text: string): CalendarDate | undefined {
  return parseDate(text) ?? parseDate(writtenDate(text));
}

/** A calendar day as YYYY-MM-DD. */
export const isoDay = ({ year, month, day }: CalendarDate): string =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The day after, across months and years. */
export function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
