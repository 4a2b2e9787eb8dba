import type { ApiClient } from "../api/client.ts";
import { maxPageSize } from "#contracts/list-query.ts";
import { shiftMonth } from "./rules.ts";
import type { Language } from "#contracts/languages.ts";
import { itemsIn } from "../i18n/item-language.ts";

/** What the event calendar draws of an event: its day and its title. */
export interface CalendarEvent {
  date: string;
  title: string;
}

const day = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}-01`;

/**
 * One month's events for the calendar, read as a window of the list of every event, so the
 * home page carries one month's events however many years the school has had; each title in
 * `language` where the school wrote it.
 */
export async function monthEvents(
  api: ApiClient,
  year: number,
  month: number,
  language: Language = "en",
): Promise<CalendarEvent[]> {
  const next = shiftMonth(year, month, 1);
  const page = await api.listPage(
    { kind: "events", list: "allEvents" },
    { from: day(year, month), to: day(next.year, next.month), limit: maxPageSize },
  );
  return itemsIn("events", page.items, language).map(({ date, title }) => ({ date, title }));
}
