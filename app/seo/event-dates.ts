import { instantAt, wallClockAt, type CalendarDate } from "#contracts/dates.ts";
import { eventSpan, type ClockTime } from "../feeds/event-times.ts";
import { isoDay } from "../feeds/item-days.ts";

// When an event is, for schema.org's Event: read as the calendar file reads it
// (app/feeds/event-times.ts), so that "10 AM - 1 PM" is ten to one on both. Its start and end
// are both times or both days: validators flag a timed start beside a date-only end, which
// reads as an event that ends before it begins.

export interface EventDates {
  startDate: string;
  endDate: string;
}

/** The day before, across months and years. */
function dayBefore({ year, month, day }: CalendarDate): CalendarDate {
  const before = new Date(Date.UTC(year, month - 1, day - 1));
  return {
    year: before.getUTCFullYear(),
    month: before.getUTCMonth() + 1,
    day: before.getUTCDate(),
  };
}

/** ISO 8601 with the zone's offset at that moment: '2026-11-05T10:00:00+05:30'. */
function onSchoolClock(day: CalendarDate, time: ClockTime, timeZone: string): string {
  const two = (n: number) => String(Math.abs(n)).padStart(2, "0");
  const instant = instantAt(`${isoDay(day)}T${two(time.hour)}:${two(time.minute)}`, timeZone)!;
  // A time its clocks skip (a change to summer time) is named as the clocks show it.
  const wall = wallClockAt(instant, timeZone);
  const offset = Math.round((Date.parse(`${wall}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  return `${wall}:00${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
}

/**
 * An event's start and end: its times on the school's clocks when its time reads as one
 * ('10:00 AM', '10 AM - 1 PM'), an event without an end time ending as it starts, as in the
 * calendar file; else its first and last days. Undefined when its date cannot be read.
 */
export function eventDates(
  event: { date: string; endDate?: string; time: string },
  timeZone: string,
): EventDates | undefined {
  const span = eventSpan(event);
  if (!span) return undefined;
  if (span.allDay) {
    // The calendar's end is the day after the last; schema.org's is the last day itself.
    return { startDate: isoDay(span.first), endDate: isoDay(dayBefore(span.until)) };
  }
  const startDate = onSchoolClock(span.day, span.start, timeZone);
  return {
    startDate,
    endDate: span.end ? onSchoolClock(span.day, span.end, timeZone) : startDate,
  };
}
