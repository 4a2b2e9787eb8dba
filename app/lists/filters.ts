import { MONTH_ABBREVIATIONS } from "#contracts/dates.ts";
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
