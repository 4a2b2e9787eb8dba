import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { recordKinds, type OfficeRecord, type RecordKindName } from "#contracts/office-records.ts";
import { moduleOf } from "#contracts/records/index.ts";
import type { RecordTable } from "#contracts/records/kind.ts";
import * as t from "../db/schema.ts";
import { onSite } from "../services/collections.ts";
import {
  hasWords,
  inPeriod,
  offsetOf,
  yearSpan,
  yearsBetween,
  type Page,
  type Period,
} from "./list-query.ts";
import { purgeDeleted, toRecord, type RecordContext, type Row } from "./records.ts";

// The office's list of a kind of record, a page at a time, searched, narrowed and ordered in
// SQL on the indexes each kind's table keeps (contracts/records/columns.ts, officeListIndexes),
// and the counts of each state the office's home shows.

export type RecordState = OfficeRecord["state"];
export const recordStates = ["live", "scheduled", "draft", "expired", "deleted"] as const;

/** How a list may be ordered: last changed first, by its date (newest first), by its title. */
export const recordOrders = ["changed", "date", "title"] as const;
export type RecordOrder = (typeof recordOrders)[number];

export interface ListQuery extends Period {
  /** Words of the title (or name): every one must be there, as begun or as its stem. */
  q?: string;
  /** A value of the kind's filter field (e.g. the category, which list it shows on). */
  filter?: string;
  /** Records in this state at `now`; every one but the deleted when not said. */
  state?: RecordState;
  /** The id of the member of staff who added it, by the audit log. */
  author?: string;
  sort?: RecordOrder;
}

/** A kind's table, read by the names of its columns. */
const columnsOf = (kind: RecordKindName) =>
  moduleOf(kind).table as unknown as RecordTable & Record<string, AnyPgColumn>;

/** The column a kind's list is dated by, and whether it holds a date or a moment. */
function datedOf(kind: RecordKindName): { column: AnyPgColumn; type: "date" | "instant" } {
  const field = recordKinds[kind].dated;
  const table = columnsOf(kind);
  return field
    ? { column: table[field]!, type: "date" }
    : { column: table.createdAt!, type: "instant" };
}

/** The rows in `state` at `now` (as records.ts's `stateOf` tells it); by default all but deleted. */
function inState(table: RecordTable, state: RecordState | undefined, now: Date): SQL {
  if (state === "deleted") return isNotNull(table.deletedAt);
  const published = and(isNull(table.deletedAt), eq(table.status, "published"))!;
  switch (state) {
    case "draft":
      return and(isNull(table.deletedAt), eq(table.status, "draft"))!;
    case "live":
      return onSite(table, now);
    case "scheduled":
      return and(
        published,
        gt(table.publishAt, now),
        or(isNull(table.expireAt), gt(table.expireAt, now)),
      )!;
    case "expired":
      return and(published, lte(table.expireAt, now))!;
    default:
      return isNull(table.deletedAt);
  }
}

/** The state of each row at `now`, in SQL, as `stateOf` tells it in records.ts. */
function stateAt(table: RecordTable, now: Date): SQL<RecordState> {
  return sql<RecordState>`case
    when ${table.deletedAt} is not null then 'deleted'
    when ${table.status} = 'draft' then 'draft'
    when ${table.expireAt} is not null and ${table.expireAt} <= ${now} then 'expired'
    when ${table.publishAt} is not null and ${table.publishAt} > ${now} then 'scheduled'
    else 'live' end`;
}

function conditions(ctx: RecordContext, kind: RecordKindName, query: ListQuery) {
  const table = columnsOf(kind);
  const { search } = moduleOf(kind);
  const filterField = recordKinds[kind].filter;
  const dated = datedOf(kind);
  const addedBy = ctx.db
    .select({ id: t.auditLog.recordId })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, ctx.schoolId),
        eq(t.auditLog.actorId, query.author ?? ""),
        eq(t.auditLog.kind, kind),
        inArray(t.auditLog.action, ["create", "import"]),
      ),
    );
  return and(
    eq(table.schoolId, ctx.schoolId),
    inState(table, query.state, ctx.now),
    hasWords(search, query.q),
    filterField && query.filter ? eq(table[filterField]!, query.filter) : undefined,
    inPeriod(dated.column, dated.type, query, ctx.timeZone),
    query.author ? inArray(sql`${table.id}::text`, addedBy) : undefined,
  );
}

function orderOf(kind: RecordKindName, sort: RecordOrder | undefined): SQL[] {
  const table = columnsOf(kind);
  if (sort === "title") return [asc(moduleOf(kind).search), asc(table.id)];
  if (sort === "date") return [desc(datedOf(kind).column), desc(table.updatedAt), desc(table.id)];
  return [desc(table.updatedAt), desc(table.id)];
}

/**
 * One page of the school's records of a kind, as `query` narrows and orders them (last changed
 * first unless asked otherwise), and how many there are in all.
 */
export async function listRecords(
  ctx: RecordContext,
  kind: RecordKindName,
  query: ListQuery,
  page: Page,
): Promise<{ records: OfficeRecord[]; total: number }> {
  await purgeDeleted(ctx, kind);
  const table = columnsOf(kind);
  const where = conditions(ctx, kind, query);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(kind, query.sort))
      .limit(page.limit)
      .offset(offsetOf(page)) as unknown as Promise<Row[]>,
    ctx.db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    records: rows.map((row) => toRecord(kind, row, ctx.timeZone, ctx.now)),
    total: Number(counted?.total ?? 0),
  };
}

/** The years a kind's records are dated in, newest first, for the list's year filter. */
export async function recordYears(ctx: RecordContext, kind: RecordKindName): Promise<number[]> {
  const table = columnsOf(kind);
  const dated = datedOf(kind);
  const [span] = await ctx.db
    .select(yearSpan(dated.column, dated.type, ctx.timeZone))
    .from(table)
    .where(eq(table.schoolId, ctx.schoolId));
  return yearsBetween(span);
}

/** How many of a kind's records are in each state at `now`, counted by the database. */
export async function countRecords(
  ctx: RecordContext,
  kind: RecordKindName,
): Promise<Record<RecordState, number>> {
  const table = columnsOf(kind);
  const state = stateAt(table, ctx.now);
  const rows = await ctx.db
    .select({ state, count: count() })
    .from(table)
    .where(eq(table.schoolId, ctx.schoolId))
    // By position: the state's expression carries `now` as a parameter of its own each time.
    .groupBy(sql`1`);
  const counts = Object.fromEntries(recordStates.map((name) => [name, 0])) as Record<
    RecordState,
    number
  >;
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}
