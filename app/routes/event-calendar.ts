import type { Route } from "./+types/event-calendar";
import { slugPattern } from "#contracts/item-paths.ts";
import { eventCalendarPath, feedLanguageAt } from "../feeds/feed-catalogue.ts";
import { calendarAnswer } from "../feeds/calendar-answer.server.ts";

// /feeds/events/2026-11-20-annual-day.ics: one event's file, from its page's "Add to calendar".
export function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.ics$/, "");
  if (slug === params.file || !slugPattern.test(slug)) {
    return new Response("Not found", { status: 404 });
  }
  const language = feedLanguageAt(new URL(request.url).pathname);
  return calendarAnswer(context, request, {
    slug,
    path: eventCalendarPath(slug, language),
    language,
  });
}
