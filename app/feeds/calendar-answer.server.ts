import type { RouterContextProvider } from "react-router";
import type { SchoolEvent } from "#contracts/entities.ts";
import { fallbacks, type ApiClient } from "../api/client.ts";
import { maxPageSize } from "#contracts/list-query.ts";
import { schoolSettings } from "../school.server.ts";
import { newestOf } from "../seo/conditional-answer.server.ts";
import { keptAnswer } from "../seo/kept-answer.server.ts";
import { todayIn } from "#contracts/dates.ts";
import { absoluteUrl, siteUrl } from "../seo/site-url.ts";
import { apiOf, websiteOf } from "../website.server.ts";
import { eventsCalendar } from "./event-calendar.ts";
import { feedWords } from "./feed.words.ts";
import { settingsIn } from "#contracts/school-settings.ts";
import { itemsIn } from "../i18n/item-language.ts";
import type { Language } from "#contracts/languages.ts";

/**
 * What a calendar answer holds: the subscription's events (those of the last year and every
 * one to come), or one event's file to add it alone.
 */
export type CalendarChoice = ({ all: true } | { slug: string }) & {
  path: string;
  /** Its events' words in this language where the school wrote them; its links to its pages. */
  language: Language;
};

/**
 * The events calendar, or one event's, as an iCalendar answer: read through the backend's
 * events list as the Events page reads it. Calendars look again on their own; five minutes
 * old is fresh enough. A backend that cannot answer gets a 503, never an empty calendar,
 * which would take every event out of a subscriber's calendar. The server keeps each calendar
 * as drawn until its events change (app/seo/kept-answer.server.ts).
 */
export async function calendarAnswer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  choice: CalendarChoice,
): Promise<Response> {
  const website = websiteOf(context);
  const api = apiOf(context);
  const loads = fallbacks();
  const [{ number, settings }, addresses] = await Promise.all([
    schoolSettings(api),
    loads.or(api.addresses(), [], "Error fetching addresses"),
  ]);
  const now = new Date();
  const today = todayIn(website.timeZone, now);
  let events: SchoolEvent[];
  try {
    if ("slug" in choice) {
      const event = await api.item("events", choice.slug);
      events = event ? [event] : [];
    } else {
      events = await eventsSince(api, shiftDays(yearAgo(today), -lastingDays));
    }
    events = itemsIn("events", events, choice.language);
  } catch (error) {
    console.warn(`Error fetching the events calendar: ${(error as Error).message}`);
    return new Response("The calendar cannot be read just now.", {
      status: 503,
      headers: { "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
  const chosen = "slug" in choice ? events : subscribed(events, today);
  if ("slug" in choice && chosen.length === 0) return new Response("Not found", { status: 404 });
  const slugs = new Set(chosen.map((event) => event.slug));
  const changed = addresses.filter((address) => slugs.has(address.path.split("/").pop()));
  const drawnFrom = { settings: number, events: chosen, changed };
  const w = feedWords[choice.language];
  const school = settingsIn(settings, choice.language);
  return keptAnswer(context, request, { drawnFrom, keep: !loads.any }, () => ({
    body: eventsCalendar(chosen, {
      name: "slug" in choice ? chosen[0]!.title : `${school.titleName}: ${w.events}`,
      description: w.eventsAt(school.titleName),
      language: choice.language,
      origin: siteUrl,
      timeZone: website.timeZone,
      changed: new Map(changed.map((address) => [address.path, address.lastmod])),
      now,
      source: absoluteUrl(choice.path, siteUrl),
    }),
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // One event is a file to open; the whole calendar is what a calendar subscribes to.
      "Content-Disposition":
        "slug" in choice
          ? `attachment; filename="${choice.slug}.ics"`
          : `inline; filename="events.ics"`,
      "Cache-Control": "public, max-age=300",
    },
    lastModified: newestOf(changed.map((address) => address.lastmod)),
  }));
}

// An event that began this long before a year ago may still end within the year, and so be
// carried: longer than any term's break or exam season.
const lastingDays = 92;

const yearAgo = (today: string) => `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every event dated on or after `from`, read a page at a time (docs/api.md). */
async function eventsSince(api: ApiClient, from: string): Promise<SchoolEvent[]> {
  const events: SchoolEvent[] = [];
  let before: string | undefined;
  do {
    const page = await api.listPage(
      { kind: "events", list: "allEvents" },
      { from, limit: maxPageSize, ...(before && { before }) },
    );
    events.push(...page.items);
    before = page.next;
  } while (before);
  return events;
}

/**
 * The events a subscription carries: those that ended within the last year and every one to
 * come, so that a school's tenth year is no heavier for a phone than its first.
 */
export function subscribed(events: readonly SchoolEvent[], today: string): SchoolEvent[] {
  const since = yearAgo(today);
  return events.filter((event) => (event.endDate || event.date) >= since);
}
