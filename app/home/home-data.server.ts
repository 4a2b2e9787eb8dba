import { orFallback } from "../api/client.ts";
import type { RouterContextProvider } from "react-router";
import { apiOf, websiteOf } from "../website.server.ts";
import { todayParts } from "#contracts/dates.ts";
import {
  classXToppers,
  galleryCovers,
  newsNewestFirst,
  principalMessage,
  upcomingEvents,
} from "./rules.ts";
import { sanitizeMessage } from "#contracts/message-html.ts";

/**
 * Everything the home page shows from the backend, fetched in parallel. Each call has its own
 * timeout and fallback (an empty list), so one failing section never holds up or breaks the
 * others; the page draws each section's placeholder from content/home.ts.
 */
export async function loadHome(context: Readonly<RouterContextProvider>) {
  const api = apiOf(context);
  const [
    notifications,
    registrations,
    notices,
    news,
    events,
    allEvents,
    messages,
    toppers,
    galleries,
    birthdays,
  ] = await Promise.all([
    orFallback(api.notifications(), [], "Error fetching notifications"),
    orFallback(api.onlineRegistration(), [], "Error fetching online registration data"),
    orFallback(api.highlights(), [], "Error fetching notices"),
    orFallback(api.news(), [], "Error fetching news"),
    orFallback(api.upcomingEvents(), [], "Error fetching events"),
    orFallback(api.allEvents(), [], "Error fetching the event calendar"),
    orFallback(api.messages(), [], "Error fetching online registration data"),
    orFallback(api.toppers(), [], "Error fetching topper data"),
    orFallback(api.galleries(), [], "Error fetching gallery data"),
    orFallback(api.birthdays(), [], "Error fetching birthdays"),
  ]);
  const principal = principalMessage(messages);
  return {
    notifications,
    registration: registrations[0] ?? null,
    notices,
    news: newsNewestFirst(news),
    upcoming: upcomingEvents(events),
    calendarEvents: allEvents.map(({ _id, date, title }) => ({ _id, date, title })),
    principal: principal
      ? {
          name: principal.name,
          photo: principal.attachments[0],
          message: sanitizeMessage(principal.message),
        }
      : null,
    toppers: classXToppers(toppers),
    galleries: galleryCovers(galleries),
    birthdays,
    today: todayParts(new Date(), websiteOf(context).timeZone),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
