// The list pages' data rules (spec 3, spec 4 "List filter defaults", spec 7 "What the product
// does with each answer" and "Calls whose path is not shown", as amended by DECISIONS.md), as
// pure functions so they are tested without a browser. Nothing here reads the clock: every rule
// where "current" matters takes `today`.

import type { Message } from "#contracts/entities.ts";
import { parseDate } from "#contracts/dates.ts";
import type { CalendarDate } from "#contracts/dates.ts";

/** The current year and month (1-12) in the school's time zone. */
export type YearMonth = Pick<CalendarDate, "year" | "month">;

/** The 'All' choice of every select. */
export const ALL = "All";

/**
 * The distinct years of the readable dates. Gallery, Notice Board and Video Gallery use
 * 'desc'; News and Events use 'asc' (spec 7). 'All' is added by the page.
 */
export function yearOptions(dates: readonly string[], order: "asc" | "desc"): number[] {
  const years = new Set<number>();
  for (const value of dates) {
    const date = parseDate(value);
    if (date) years.add(date.year);
  }
  return [...years].sort((a, b) => (order === "asc" ? a - b : b - a));
}

/**
 * The months (1-12) of the readable dates, in calendar order, January included (DECISIONS:
 * the original dropped it). News, Events and Gallery.
 */
export function monthOptions(dates: readonly string[]): number[] {
  const months = new Set<number>();
  for (const value of dates) {
    const date = parseDate(value);
    if (date) months.add(date.month);
  }
  return [...months].sort((a, b) => a - b);
}

/** The Notice Board's fixed month list: 1..12. */
export function allMonths(): number[] {
  return Array.from({ length: 12 }, (_, index) => index + 1);
}

/**
 * Gallery and Notice Board year default (DECISIONS): the current year if an item falls in
 * it, otherwise the newest year with items, otherwise 'All'. News and Events default to 'All'.
 */
export function defaultYear(dates: readonly string[], today: YearMonth): string {
  const years = yearOptions(dates, "desc");
  if (years.includes(today.year)) return String(today.year);
  return years[0] === undefined ? ALL : String(years[0]);
}

const sessionOrder = new Intl.Collator("en", { numeric: true });

/** The distinct non-empty sessions, newest first ('2025-2026' before '2024-2025'). */
export function sessionOptions(values: readonly string[]): string[] {
  const sessions = new Set(values.map((value) => value.trim()).filter(Boolean));
  return [...sessions].sort((a, b) => sessionOrder.compare(b, a));
}

/**
 * Spec 4: '{year-1}-{year}' when a topper has that session, otherwise the newest session
 * available, otherwise 'All'.
 */
export function defaultSession(
  sessions: readonly string[],
  today: Pick<YearMonth, "year">,
): string {
  const current = `${today.year - 1}-${today.year}`;
  if (sessions.includes(current)) return current;
  return sessions[0] ?? ALL;
}

const isCategory = (value: string, category: string) => value.trim() === category;

export type CircularCategory = "Circular" | "CBSE-Circular" | "Datesheet";

/**
 * Spec 4: whether the page shows its single placeholder tile. An empty list (or failed fetch,
 * passed as []) shows it on all three pages; a non-empty list with nothing of the category
 * shows it only on Datesheet (Circular and CBSE Circular show nothing).
 */
export function circularPlaceholder(
  total: number,
  ofCategory: number,
  category: CircularCategory,
): boolean {
  if (total === 0) return true;
  return category === "Datesheet" && ofCategory === 0;
}

export type MessagePage = "Principal" | "Manager" | "Former Principal";

export type PageMessage = Message & { subtitle: string };

const messageCategory: Record<MessagePage, string> = {
  Principal: "Principal",
  Manager: "Manager",
  "Former Principal": "Vice Principal",
};

/**
 * Spec 4, message pages: the FIRST record of the page's category ('Vice Principal' for
 * Former Principal), with its subtitle: the category itself, or 'Former Principal'.
 * Undefined when none matches (the page shows its fallback).
 */
export function messageFor<T extends Message>(
  records: readonly T[],
  page: MessagePage,
): (T & PageMessage) | undefined {
  const category = messageCategory[page];
  const record = records.find((message) => isCategory(message.category, category));
  if (!record) return undefined;
  return { ...record, subtitle: page === "Former Principal" ? "Former Principal" : category };
}
