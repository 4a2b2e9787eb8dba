import { and, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListFacets, ListPage, ListQuery } from "#contracts/list-query.ts";
import type { ListPaging, PageKey, PublicList } from "#contracts/records/kind.ts";
import type { Db } from "../db/database.ts";
import { onSite, publicJson } from "./collections.ts";

// A public list a page at a time (docs/api.md "Lists a page at a time"): filters, order and
// cursor all in SQL, so a page costs the same whatever the school's age. A cursor is its item's
// keys (contracts/records/kind.ts `ListPaging`), read as text from the database so no
// timestamp loses its microseconds on the way.

type Paged = PublicList<unknown> & { paging: ListPaging };

export class BadCursor extends Error {}

const encodeCursor = (values: string[]) =>
  Buffer.from(JSON.stringify(values)).toString("base64url");

function decodeCursor(cursor: string, keys: readonly PageKey[]): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(values) &&
      values.length === keys.length &&
      values.every((value) => typeof value === "string" && value.length <= 200)
    ) {
      return values as string[];
    }
  } catch {
    // Told below, as any other cursor that is not one of ours.
  }
  throw new BadCursor("The cursor is not valid.");
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows the filters keep: the school's, on the site, of the asked year, month and words. */
function filtered(
  list: Paged,
  schoolId: string,
  today: string,
  now: Date,
  query: Omit<ListQuery, "limit">,
  leaveOut?: string,
): SQL {
  const { date, words, by = {} } = list.paging;
  const conditions: (SQL | undefined)[] = [
    eq(list.table.schoolId, schoolId),
    onSite(list.table, now),
    list.where?.(today),
  ];
  if (date) {
    // Ranges on the date itself, so its index is read; a month of every year cannot be one.
    if (query.year !== undefined) {
      conditions.push(gte(date, `${query.year}-01-01`), lt(date, `${query.year + 1}-01-01`));
    }
    if (query.month !== undefined) {
      conditions.push(sql`extract(month from ${date}) = ${query.month}`);
    }
    if (query.from) conditions.push(gte(date, query.from));
    if (query.to) conditions.push(lt(date, query.to));
  }
  // An item's Hindi is searched too, Devanagari without its nukta (drizzle/0017_item_hindi.sql).
  const hindi = (list.table as { hindi?: AnyPgColumn }).hindi;
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(
        ...words.map((column) => ilike(column, pattern)),
        hindi && sql`search_plain(search_hindi_words(${hindi})) ilike search_plain(${pattern})`,
      ),
    );
  }
  for (const [name, value] of Object.entries(query.by)) {
    const column = by[name];
    if (column && name !== leaveOut) conditions.push(eq(column, value));
  }
  return and(...conditions)!;
}

/** The keys a page is ordered by: this month's items first when `first` asks for it. */
function orderKeys(list: Paged, first: string | undefined): PageKey[] {
  const { date, keys } = list.paging;
  if (!first || !date) return keys;
  const [year, month] = first.split("-").map(Number) as [number, number];
  const start = `${first}-01`;
  const end =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const rank = sql`(case when ${date} >= ${start} and ${date} < ${end} then 0 else 1 end)`;
  return [{ value: rank, type: "integer" }, ...keys];
}

const typed = (value: string, type: PageKey["type"]) => sql`cast(${value} as ${sql.raw(type)})`;

/**
 * Rows after the cursor's place in the order (`forward`), or before it: the first key past
 * it, or equal on that and past it on the next, and so on.
 */
function past(keys: readonly PageKey[], values: readonly string[], forward: boolean): SQL {
  const branches = keys.map((key, index) => {
    const equal = keys
      .slice(0, index)
      .map((earlier, at) => sql`${earlier.value} = ${typed(values[at]!, earlier.type)}`);
    const later = Boolean(key.desc) !== forward;
    const value = typed(values[index]!, key.type);
    const beyond = later ? sql`${key.value} > ${value}` : sql`${key.value} < ${value}`;
    return and(...equal, beyond)!;
  });
  return or(...branches)!;
}

const direction = (key: PageKey, forward: boolean) =>
  Boolean(key.desc) === forward ? sql`${key.value} desc` : sql`${key.value} asc`;

/** One page of `list` with the total its filters keep and the cursors on either side. */
export async function listPage(
  db: Db,
  list: Paged,
  schoolId: string,
  today: string,
  now: Date,
  query: ListQuery,
): Promise<ListPage<Record<string, unknown>>> {
  const keys = orderKeys(list, query.first);
  const where = filtered(list, schoolId, today, now, query);
  const cursor = query.before ?? query.after;
  const forward = query.after === undefined;
  const values = cursor === undefined ? undefined : decodeCursor(cursor, keys);
  const placed = values && past(keys, values, forward);
  const keyText = keys.map((key) => sql`${key.value}::text`);

  const read = (condition: SQL | undefined, ahead: boolean, limit: number) =>
    db
      .select({
        ...getTableColumns(list.table),
        pageKeys: sql<string[]>`array[${sql.join(keyText, sql`, `)}]`,
      })
      .from(list.table)
      .where(and(where, condition))
      .orderBy(...keys.map((key) => direction(key, ahead)))
      .limit(limit);
  const [rows, behind, [count]] = await Promise.all([
    read(placed, forward, query.limit + 1),
    // Whether anything lies on the cursor's other side: the page the visitor came from.
    values ? read(past(keys, values, !forward), !forward, 1) : Promise.resolve([]),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(list.table)
      .where(where),
  ]);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (!forward) page.reverse();
  const firstKeys = page[0]?.pageKeys;
  const lastKeys = page.at(-1)?.pageKeys;
  const hasNext = forward ? more : behind.length > 0;
  const hasPrevious = forward ? behind.length > 0 : more;
  return {
    items: page.map((row) => publicJson(list, row, now)),
    total: count?.total ?? 0,
    ...(hasNext && lastKeys && { next: encodeCursor(lastKeys) }),
    ...(hasPrevious && firstKeys && { previous: encodeCursor(firstKeys) }),
  };
}

/**
 * How many of a list's items each month holds, and each named column's values, the other
 * filters applied: what a list page offers in its selects.
 */
export async function listFacets(
  db: Db,
  list: Paged,
  schoolId: string,
  today: string,
  now: Date,
  query: Omit<ListQuery, "limit">,
): Promise<ListFacets> {
  const { date, by = {} } = list.paging;
  const count = sql<number>`count(*)::int`;
  const monthsOf = async () => {
    if (!date) return [];
    const year = sql<number>`extract(year from ${date})::int`;
    const month = sql<number>`extract(month from ${date})::int`;
    return db
      .select({ year, month, count })
      .from(list.table)
      .where(filtered(list, schoolId, today, now, query))
      .groupBy(year, month)
      .orderBy(sql`1 desc`, sql`2 desc`);
  };
  const [months, [all], ...values] = await Promise.all([
    monthsOf(),
    db
      .select({ count })
      .from(list.table)
      .where(filtered(list, schoolId, today, now, query)),
    ...Object.entries(by).map(([name, column]) =>
      db
        .select({ value: sql<string>`${column}::text`, count })
        .from(list.table)
        .where(filtered(list, schoolId, today, now, query, name))
        .groupBy(column)
        .orderBy(column),
    ),
  ]);
  return {
    total: all?.count ?? 0,
    months,
    values: Object.fromEntries(Object.keys(by).map((name, index) => [name, values[index]!])),
  };
}
