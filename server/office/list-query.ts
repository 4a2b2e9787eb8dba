import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { instantAt } from "#contracts/dates.ts";
import { officeWords } from "#contracts/records/columns.ts";
import { queryWords } from "#contracts/search.ts";

// What every office list is asked with and narrowed by, in SQL: a page of it, the words searched
// for, a year or month. A school's ten years are never read whole to show fifty rows of them.

/** How many rows a page of an office list shows, unless the caller asks for another number. */
export const pageSize = 50;
/** The most rows one call may ask for. */
export const largestPage = 200;

/** One page of a list: its number from 1, and how many rows a page has. */
export interface Page {
  page: number;
  limit: number;
}

/** The rows before this page. */
export const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

/** A year, a month of a year, or (a month alone) that month in every year. */
export interface Period {
  year?: number;
  /** 1 to 12. */
  month?: number;
}

const whole = (value: string | undefined, least: number, most: number) => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= least && number <= most ? number : undefined;
};

/** The page asked for (`page`, `limit`); anything unreadable is the first page of 50. */
export function pageOf(ask: (name: string) => string | undefined): Page {
  return {
    page: whole(ask("page"), 1, 1_000_000) ?? 1,
    limit: whole(ask("limit"), 1, largestPage) ?? pageSize,
  };
}

/** The year and month asked for; one out of range is not asked. */
export function periodOf(ask: (name: string) => string | undefined): Period {
  return { year: whole(ask("year"), 1900, 2200), month: whole(ask("month"), 1, 12) };
}

/**
 * Rows whose `text` has every word of `q`, each as begun ("examina") or as its English stem
 * ("fees" finds "Fee"), case aside; undefined when `q` has no words. It reads the GIN index on
 * `officeWords(text)`, which the lists' tables keep.
 */
export function hasWords(text: AnyPgColumn | SQL, q: string | undefined): SQL | undefined {
  const words = queryWords(q ?? "");
  if (words.length === 0) return undefined;
  // Made of letters and digits only, so no word can carry the query language's operators.
  const each = words.map(
    (word) => sql`(to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}))`,
  );
  return sql`${officeWords(text)} @@ (${sql.join(each, sql` && `)})`;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * Rows whose `column` is in the period: a `date` column as written, a moment (`instant`) by
 * the school's clock. A year (or a month of one) is a range the column's index answers.
 */
export function inPeriod(
  column: AnyPgColumn,
  type: "date" | "instant",
  period: Period,
  timeZone: string,
): SQL | undefined {
  const { year, month } = period;
  if (year === undefined) {
    if (month === undefined) return undefined;
    const local = type === "date" ? sql`${column}` : sql`(${column} at time zone ${timeZone})`;
    return sql`extract(month from ${local}) = ${month}`;
  }
  const [from, to] =
    month === undefined
      ? [`${year}-01-01`, `${year + 1}-01-01`]
      : [
          `${year}-${twoDigits(month)}-01`,
          month === 12 ? `${year + 1}-01-01` : `${year}-${twoDigits(month + 1)}-01`,
        ];
  if (type === "date") return and(gte(column, from), lt(column, to));
  return and(
    gte(column, instantAt(`${from}T00:00`, timeZone)!),
    lt(column, instantAt(`${to}T00:00`, timeZone)!),
  );
}

/** The first and last year of `column` among the rows asked, by the school's clock. */
export function yearSpan(column: AnyPgColumn, type: "date" | "instant", timeZone: string) {
  const year = (value: SQL) =>
    type === "date"
      ? sql<number | null>`extract(year from ${value})::int`
      : sql<number | null>`extract(year from ${value} at time zone ${timeZone})::int`;
  return { first: year(sql`min(${column})`), last: year(sql`max(${column})`) };
}

/** The years from the first to the last, newest first (none when there are no rows). */
export function yearsBetween(span: { first: number | null; last: number | null } | undefined) {
  const first = span?.first == null ? undefined : Number(span.first);
  const last = span?.last == null ? undefined : Number(span.last);
  if (first === undefined || last === undefined) return [];
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
