import { MONTH_ABBREVIATIONS, monthsIn } from "#contracts/dates.ts";
import type { Language } from "#contracts/languages.ts";
import type { ListFacets } from "#contracts/list-query.ts";
import type { SelectFilter } from "./list-page.tsx";
import { listWords } from "./lists.words.ts";

// The selects' values are the same in either language ('All', '2026', '3'): only their labels
// are the page's.

const all = (language: Language) => ({ value: "All", label: listWords[language].all });

export function yearFilter(
  years: number[],
  defaultValue: string,
  language: Language = "en",
): SelectFilter {
  return {
    name: "year",
    label: listWords[language].year,
    options: [
      all(language),
      ...years.map((year) => ({ value: String(year), label: String(year) })),
    ],
    defaultValue,
  };
}

/** The months by name: 'Jan' to 'Dec' on English pages, 'जनवरी' to 'दिसंबर' on Hindi ones. */
export function monthFilter(months: number[], language: Language = "en"): SelectFilter {
  const names = language === "en" ? MONTH_ABBREVIATIONS : monthsIn(language).long;
  return {
    name: "month",
    label: listWords[language].month,
    options: [
      all(language),
      ...months.map((month) => ({ value: String(month), label: names[month - 1]! })),
    ],
    defaultValue: "All",
  };
}

export function sessionFilter(
  sessions: string[],
  defaultValue: string,
  language: Language = "en",
): SelectFilter {
  return {
    name: "session",
    label: listWords[language].session,
    options: [all(language), ...sessions.map((session) => ({ value: session, label: session }))],
    defaultValue,
  };
}

/** The title search's words: 'Search', or the page's own label, and 'Search Here..'. */
export const searchBox = (language: Language, label: string = listWords[language].search) => ({
  label,
  placeholder: listWords[language].searchHere,
});

/** A date in each month the list has items in, for the rules that read dates (rules.ts). */
export const monthDates = (facets: ListFacets): string[] =>
  facets.months.map(({ year, month }) => `${year}-${String(month).padStart(2, "0")}-01`);

/** The values a list holds of one of its named columns (a session, a level). */
export const valuesOf = (facets: ListFacets, name: string): string[] =>
  (facets.values[name] ?? []).map(({ value }) => value);
