import type { Route } from "./+types/calendar";
import { eventsCalendarPath } from "../feeds/feed-catalogue.ts";
import { calendarAnswer } from "../feeds/calendar-answer.server.ts";

// /feeds/events.ics: the events of the last year and every one to come, for a parent's calendar
// to subscribe to (webcal://).
export const loader = ({ context, request }: Route.LoaderArgs) =>
  calendarAnswer(context, request, { all: true, path: eventsCalendarPath });
