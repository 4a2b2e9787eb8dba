import ical, { ICalCalendarMethod } from "ical-generator";
import type { SchoolEvent } from "#contracts/entities.ts";
import { itemLists, itemPath } from "#contracts/item-paths.ts";
import { absoluteUrl } from "../seo/site-url.ts";
import { eventSpan } from "./event-times.ts";
import { schoolClock } from "./school-clock.ts";
import { vtimezone } from "./vtimezone.ts";
import { feedWords } from "./feed.words.ts";
import { pathIn, type Language } from "#contracts/languages.ts";

// The school's events as an iCalendar (RFC 5545) a parent's calendar subscribes to or imports.
// Each event's UID comes from its record's id, so an edited event replaces itself in a
// subscriber's calendar at the next refresh, and importing one event's file again updates it.

export interface CalendarContext {
  /** The calendar's name: "{school}: Events". */
  name: string;
  description: string;
  /** The site's public origin: pages and UIDs are made under it. */
  origin: string;
  /** The school's zone (TZ_SCHOOL): timed events are on its clocks. */
  timeZone: string;
  /** Item page path → ISO time of its last change (the sitemap's addresses). */
  changed: ReadonlyMap<string, string>;
  /** When the calendar is drawn: the stamp of an event whose last change is not known. */
  now: Date;
  /** This calendar's own address, absolute. */
  source?: string;
  /** Its language: its own words, and the pages its events link to (English when not said). */
  language?: Language;
}

/** An event's UID: its record's id at the site's host, the same in every file that holds it. */
export const eventUid = (recordId: string, origin: string) =>
  `${recordId}@${new URL(origin).hostname}`;

/** Each edit's SEQUENCE is higher than the last: minutes from 2024 to the edit. */
const sequenceOf = (changed: Date) =>
  Math.max(0, Math.floor((changed.getTime() - Date.UTC(2024, 0, 1)) / 60_000));

/** The events as one calendar; an event whose date cannot be read is left out. */
export function eventsCalendar(events: readonly SchoolEvent[], context: CalendarContext): string {
  const language = context.language ?? "en";
  const calendar = ical({
    name: context.name,
    description: context.description,
    prodId: {
      company: new URL(context.origin).hostname,
      product: "Events",
      language: language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(pathIn(itemLists.Events, language), context.origin),
    ...(context.source && { source: context.source }),
    // A subscribing calendar may look again hourly (most choose their own pace).
    ttl: 3600,
    x: { "X-WR-TIMEZONE": context.timeZone },
  });
  const years: number[] = [];
  for (const event of events) {
    const span = eventSpan(event);
    if (!span) continue;
    const path = itemPath("Events", event.slug) ?? itemLists.Events;
    const page = absoluteUrl(pathIn(path, language), context.origin);
    const lastChange = context.changed.get(path);
    const changed = lastChange ? new Date(lastChange) : undefined;
    // An all-day event keeps its time as the school wrote it ("9:30 AM onwards").
    const time =
      span.allDay && event.time.trim() ? `${feedWords[language].time}${event.time.trim()}` : "";
    const words = [event.description.trim(), time, page].filter(Boolean).join("\n\n");
    const common = {
      id: eventUid(event._id, context.origin),
      summary: event.title,
      description: words,
      ...(event.venue.trim() && { location: event.venue.trim() }),
      url: page,
      stamp: changed ?? context.now,
      ...(changed && { lastModified: changed, sequence: sequenceOf(changed) }),
    };
    if (span.allDay) {
      // Dates without a time or zone: the days themselves, wherever the calendar is read.
      const date = (day: typeof span.first) => new Date(Date.UTC(day.year, day.month - 1, day.day));
      calendar.createEvent({
        ...common,
        allDay: true,
        start: date(span.first),
        end: date(span.until),
      });
    } else {
      years.push(span.day.year);
      calendar.createEvent({
        ...common,
        timezone: context.timeZone,
        start: schoolClock(span.day, span.start),
        // No end the school did not give: RFC 5545 has such an event end as it starts.
        ...(span.end && { end: schoolClock(span.day, span.end) }),
      });
    }
  }
  if (years.length > 0) {
    const [from, to] = [Math.min(...years), Math.max(...years)];
    // Named on the events only: a calendar-wide zone would have DTSTAMP written off UTC.
    calendar.timezone({ name: null, generator: (zone) => vtimezone(zone, from, to) });
  }
  // RFC 5545 ends every content line with CRLF, the last (END:VCALENDAR) too; ical-generator
  // leaves it off the last, which validators report.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
