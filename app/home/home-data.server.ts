import { fallbacks } from "../api/client.ts";
import { keptUnless } from "../lists/load-list.server.ts";
import { redirect, type RouterContextProvider } from "react-router";
import { apiOf, websiteOf } from "../website.server.ts";
import { todayParts } from "#contracts/dates.ts";
import { itemsIn } from "../i18n/item-language.ts";
import { languageAt, pathIn, type Language } from "#contracts/languages.ts";
import { maxPageSize } from "#contracts/list-query.ts";
import type { Topper } from "#contracts/entities.ts";
import type { TodayParts } from "#contracts/dates.ts";
import type { ApiClient } from "../api/client.ts";
import { defaultSession, sessionOptions } from "../lists/rules.ts";
import { valuesOf } from "../lists/filters.ts";
import { monthEvents } from "./calendar-months.server.ts";
import {
  HIGHLIGHTS_LIMIT,
  UPCOMING_EVENTS_LIMIT,
  galleryCovers,
  newsNewestFirst,
  principalMessage,
  upcomingEvents,
} from "./rules.ts";
import { sanitizeMessage } from "#contracts/message-html.ts";
import { letterOpening } from "./letter-opening.ts";
import { loadRecordSections } from "./record-sections.tsx";
import { popupClosedScriptCookie, popupClosedSetCookie, popupClosedToday } from "./popup-cookie.ts";

/**
 * Everything the home page shows from the backend, fetched in parallel. Each call has its own
 * timeout and fallback (an empty list), so one failing section never holds up or breaks the
 * others; the page draws each section's placeholder from content/home.ts. A popup closed
 * earlier on the school's day (its cookie) is not asked for, and not drawn.
 */
export async function loadHome(context: Readonly<RouterContextProvider>, request: Request) {
  const api = apiOf(context);
  const loads = fallbacks();
  const { timeZone } = websiteOf(context);
  const now = new Date();
  const popupClosed = popupClosedToday(request.headers.get("Cookie"), timeZone, now);
  const today = todayParts(now, timeZone);
  const language = languageAt(new URL(request.url).pathname);
  const [
    sentNotifications,
    sentRegistrations,
    sentNotices,
    sentNews,
    sentEvents,
    monthsEvents,
    sentMessages,
    toppers,
    sentGalleries,
    birthdays,
    sentSections,
  ] = await Promise.all([
    popupClosed ? [] : loads.or(api.notifications(), [], "Error fetching notifications"),
    loads.or(api.onlineRegistration(), [], "Error fetching online registration data"),
    loads.or(api.highlights(), [], "Error fetching notices"),
    loads.or(api.news(), [], "Error fetching news"),
    loads.or(
      api.listPage({ kind: "events" }, { limit: UPCOMING_EVENTS_LIMIT }).then((page) => page.items),
      [],
      "Error fetching events",
    ),
    loads.or(
      monthEvents(api, today.year, today.month, language),
      [],
      "Error fetching the event calendar",
    ),
    loads.or(api.messages(), [], "Error fetching the leadership messages"),
    loads.or(sessionToppers(api, today), [], "Error fetching topper data"),
    loads.or(api.galleries(), [], "Error fetching gallery data"),
    loads.or(api.birthdays(), [], "Error fetching birthdays"),
    loadRecordSections(api, loads.or),
  ]);
  // The school's words in the page's language: each item's Hindi where it has one on the site.
  const notifications = itemsIn("notifications", sentNotifications, language);
  const registrations = itemsIn("registrations", sentRegistrations, language);
  const notices = itemsIn("highlights", sentNotices, language);
  const news = itemsIn("news", sentNews, language);
  const events = itemsIn("events", sentEvents, language);
  const messages = itemsIn("messages", sentMessages, language);
  const galleries = itemsIn("albums", sentGalleries, language);
  const recordSections = sentSections.map((section) => ({
    ...section,
    items: itemsIn(section.kind, section.items as object[], language),
  }));
  const principal = principalMessage(messages);
  return {
    // Drawn alike for every visitor from these lists (with the popup's cookie as its variant):
    // kept by the server until they change (app/content/shared-rendering.ts), unless one failed.
    ...keptUnless(loads),
    notifications,
    /** What the popup's script remembers a closing by, until the school's midnight. */
    popupClosedCookie: popupClosedScriptCookie(timeZone, now),
    registration: registrations[0] ?? null,
    notices: notices.slice(0, HIGHLIGHTS_LIMIT),
    news: newsNewestFirst(news),
    upcoming: upcomingEvents(events),
    calendarEvents: monthsEvents,
    principal: principal
      ? {
          name: principal.name,
          photo: principal.attachments[0],
          opening: letterOpening(sanitizeMessage(principal.message), principal.name),
          english: language === "hi" && !principal.inHindi?.includes("message"),
        }
      : null,
    toppers,
    galleries: galleryCovers(galleries),
    birthdays,
    /** The sections of the kinds declared as modules that ask for one. */
    recordSections,
    today,
  };
}

/**
 * Class X's toppers of the session the Toppers page opens on (spec 4), highest first: the
 * newest toppers, not every topper the school has had.
 */
async function sessionToppers(api: ApiClient, today: TodayParts): Promise<Topper[]> {
  const source = { kind: "toppers", by: { class: "X" } } as const;
  const facets = await api.listFacets(source);
  const session = defaultSession(sessionOptions(valuesOf(facets, "session")), today);
  const by: Record<string, string> = session === "All" ? {} : { session };
  return (await api.listPage(source, { limit: maxPageSize, by })).items;
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/**
 * Closing the popup without JavaScript (its Close button posts here): remembered for the rest
 * of the school's day, then back to the home page (in the language it was closed in), where it
 * is not drawn again.
 */
export function closePopup(
  context: Readonly<RouterContextProvider>,
  language: Language = "en",
): Response {
  return redirect(pathIn("/", language), {
    status: 303,
    headers: { "Set-Cookie": popupClosedSetCookie(websiteOf(context).timeZone) },
  });
}
