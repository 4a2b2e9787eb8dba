import type { Route } from "./+types/calendar";
import { eventsCalendarPath, feedLanguageAt } from "../feeds/feed-catalogue.ts";
import { calendarAnswer } from "../feeds/calendar-answer.server.ts";

// /feeds/events.ics (and /feeds/hi/events.ics): the events of the last year and every one to
// come, for a parent's calendar to subscribe to (webcal://).
export const loader = ({ context, request }: Route.LoaderArgs) => {
  const language = feedLanguageAt(new URL(request.url).pathname);
  return calendarAnswer(context, request, {
    all: true,
    path: eventsCalendarPath(language),
    language,
  });
};
