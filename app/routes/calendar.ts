import type { Route } from "./+types/calendar";
import { eventsCalendarPath } from "../feeds/feed-catalogue.ts";
import { calendarAnswer } from "../feeds/calendar-answer.server.ts";

// /feeds/events.ics: every event, for a parent's calendar to subscribe to (webcal://).
export const loader = ({ context }: Route.LoaderArgs) =>
  calendarAnswer(context, { all: true, path: eventsCalendarPath });
