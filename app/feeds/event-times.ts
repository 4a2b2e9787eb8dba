import type { CalendarDate } from "#contracts/dates.ts";
import { dayOf, nextDay } from "./item-days.ts";

// When an event is, for calendars. The office types an event's time as words ("10:00 AM",
// "9:30 AM onwards", "10 AM - 1 PM"): one that reads as a clock time makes a timed event in
// the school's zone; anything else, and every event over several days, is all-day, its time
// kept in the words.

/** A time of day on the school's clocks. */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** All day from `first` up to, not including, `until` (RFC 5545's DTEND of a date). */
export interface AllDaySpan {
  allDay: true;
  first: CalendarDate;
  until: CalendarDate;
}

/** From `start` on `day`, to `end` where the time says one. */
export interface TimedSpan {
  allDay: false;
  day: CalendarDate;
  start: ClockTime;
  end?: ClockTime;
}

export type EventSpan = AllDaySpan | TimedSpan;

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

function clockAt(text: string, meridiem?: string): (ClockTime & { meridiem?: string }) | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase() ?? meridiem;
  if (minute > 59) return undefined;
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    return { hour: (hour % 12) + (half === "p" ? 12 : 0), minute, meridiem: half };
  }
  // Without AM or PM only a 24-hour time with its minutes is a time: "14:30", not "10".
  if (hour > 23 || match[2] === undefined) return undefined;
  return { hour, minute };
}

const minutes = (time: ClockTime) => time.hour * 60 + time.minute;

/**
 * The start and end an event's time names: "10:00 AM", "10 AM to 1 PM", "10-11 am",
 * "14:30 – 16:00", "9:30 AM onwards"; undefined for words that are not a time.
 */
export function clockTimes(text: string): { start: ClockTime; end?: ClockTime } | undefined {
  const words = text
    .trim()
    .replace(/\s+onwards?$/i, "")
    .replace(/^from\s+/i, "");
  const [first, second, ...more] = words.split(/\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b)\s*/i);
  if (!first || more.length > 0) return undefined;
  if (second === undefined) {
    const start = clockAt(first);
    return start && { start: { hour: start.hour, minute: start.minute } };
  }
  const end = clockAt(second);
  // "10 - 11 AM": the start shares the end's half of the day, unless that puts it after the end.
  let start = clockAt(first, end?.meridiem);
  if (start && end && !/[ap]\.?\s*m\.?$/i.test(first) && minutes(start) >= minutes(end)) {
    start = clockAt(first, end.meridiem === "p" ? "a" : "p");
  }
  if (!start || !end) return undefined;
  const times = { start: { hour: start.hour, minute: start.minute } };
  return minutes(end) > minutes(start)
    ? { ...times, end: { hour: end.hour, minute: end.minute } }
    : times;
}

/** An event's span, or undefined when its date cannot be read. */
export function eventSpan(event: {
  date: string;
  endDate?: string;
  time: string;
}): EventSpan | undefined {
  const first = dayOf(event.date);
  if (!first) return undefined;
  const last = event.endDate ? dayOf(event.endDate) : undefined;
  const later =
    last &&
    last.year * 10000 + last.month * 100 + last.day >
      first.year * 10000 + first.month * 100 + first.day;
  if (later) return { allDay: true, first, until: nextDay(last) };
  const times = clockTimes(event.time);
  if (!times) return { allDay: true, first, until: nextDay(first) };
  return { allDay: false, day: first, ...times };
}
