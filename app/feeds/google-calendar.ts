import type { CalendarDate } from "#contracts/dates.ts";
import { eventSpan, type ClockTime } from "./event-times.ts";

// Google Calendar's "add event" page, filled in: the phone calendar most parents in India use,
// which opens an .ics file only clumsily. The same span as the .ics file (event-times.ts).

const two = (n: number) => String(n).padStart(2, "0");
const day = (date: CalendarDate) => `${date.year}${two(date.month)}${two(date.day)}`;
const clock = (date: CalendarDate, time: ClockTime) =>
  `${day(date)}T${two(time.hour)}${two(time.minute)}00`;

/** Google keeps the whole address, but a long one is cut by some browsers and chat apps. */
const detailsLength = 600;

export interface CalendarEvent {
  title: string;
  date: string;
  endDate?: string;
  time?: string;
  venue?: string;
  description?: string;
}

/** The address of Google Calendar's form for the event, or undefined for an unreadable date. */
export function googleCalendarUrl(
  event: CalendarEvent,
  page: string,
  timeZone: string,
): string | undefined {
  const span = eventSpan({ date: event.date, endDate: event.endDate, time: event.time ?? "" });
  if (!span) return undefined;
  const dates = span.allDay
    ? `${day(span.first)}/${day(span.until)}`
    : `${clock(span.day, span.start)}/${clock(span.day, span.end ?? span.start)}`;
  const words = (event.description ?? "").trim();
  const time = span.allDay && event.time?.trim() ? `Time: ${event.time.trim()}` : "";
  const shortened =
    words.length > detailsLength ? `${words.slice(0, detailsLength - 1).trimEnd()}…` : words;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates,
    ctz: timeZone,
    details: [shortened, time, page].filter(Boolean).join("\n\n"),
  });
  if (event.venue?.trim()) params.set("location", event.venue.trim());
  return `https://calendar.google.com/calendar/render?${params}`;
}
