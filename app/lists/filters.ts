import { MONTH_ABBREVIATIONS } from "#contracts/dates.ts";
import type { ListFacets } from "#contracts/list-query.ts";
import type { SelectFilter } from "./list-page.tsx";

const all = { value: "All", label: "All" };

export function yearFilter(years: number[], defaultValue: string): SelectFilter {
  return {
    name: "year",
    label: "Year",
    options: [all, ...years.map((year) => ({ value: String(year), label: String(year) }))],
    defaultValue,
  };
}

export function monthFilter(months: number[]): SelectFilter {
  return {
    name: "month",
    label: "Month",
    options: [
      all,
      ...months.map((month) => ({ value: String(month), label: MONTH_ABBREVIATIONS[month - 1]! })),
    ],
    defaultValue: "All",
  };
}

export function sessionFilter(sessions: string[], defaultValue: string): SelectFilter {
  return {
    name: "session",
    label: "Session",
    options: [all, ...sessions.map((session) => ({ value: session, label: session }))],
    defaultValue,
  };
}

/** A date in each month the list has items in, for the rules that read dates (rules.ts). */
export const monthDates = (facets: ListFacets): string[] =>
  facets.months.map(({ year, month }) => `${year}-${String(month).padStart(2, "0")}-01`);

/** The values a list holds of one of its named columns (a session, a level). */
export const valuesOf = (facets: ListFacets, name: string): string[] =>
  (facets.values[name] ?? []).map(({ value }) => value);
