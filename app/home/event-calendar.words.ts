import type { Language } from "#contracts/languages.ts";
import { monthsIn } from "#contracts/dates.ts";

// The event calendar's words. Its grid is drawn by the server and again by the calendar's
// script in the browser (calendar-month-html.ts), so these are a plain object, not a
// `defineWords` (app/i18n/words.ts brings react-router into whatever imports it).

interface CalendarWords {
  previousMonth: string;
  nextMonth: string;
  /** The table's caption: 'Calendar for November 2026'. */
  calendarFor: (month: string) => string;
  /** The list's name: 'Events in November 2026'. */
  eventsIn: (month: string) => string;
  /** After a day with events, for screen readers. */
  hasEvents: string;
  /** After today, for screen readers. */
  today: string;
  noEvents: string;
}

export const calendarWords = {
  en: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    calendarFor: (month) => `Calendar for ${month}`,
    eventsIn: (month) => `Events in ${month}`,
    hasEvents: " (events)",
    today: " (today)",
    noEvents: "No events this month.",
  },
  hi: {
    previousMonth: "पिछला महीना",
    nextMonth: "अगला महीना",
    calendarFor: (month) => `${month} का कैलेंडर`,
    eventsIn: (month) => `${month} के कार्यक्रम`,
    hasEvents: " (कार्यक्रम)",
    today: " (आज)",
    noEvents: "इस महीने कोई कार्यक्रम नहीं है।",
  },
} satisfies Record<Language, CalendarWords>;

/**
 * The grid's column headings, Sunday first: 'Sun' to 'Sat'; in Hindi the names without their
 * 'वार' ('रवि', 'सोम', 'मंगल' ...), as Hindi calendars head their columns.
 */
export function weekdayHeadings(language: Language): string[] {
  return monthsIn(language).weekdays.map((name) =>
    language === "en" ? name.slice(0, 3) : name.replace(/वार$/, ""),
  );
}
