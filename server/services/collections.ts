import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { galleryJson } from "#contracts/records/albums.ts";
import { shownWithConsent } from "#contracts/records/consents.ts";
import { publicModules, type ModuleKindName } from "#contracts/records/index.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PublicList } from "#contracts/records/kind.ts";
import { hindiJson } from "#contracts/records/hindi.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

/**
 * Every list the API serves: each kind's module (contracts/records/) declares where its rows
 * come from, which rows, in what order, and the spec 3 field names they are sent with.
 */
type Collection<Row> = PublicList<Row>;
type LifeColumns = Collection<unknown>["table"];

export const collections = {
  // Each kind's list under the kind's name, and its other lists under their own.
  ...(Object.fromEntries(
    publicModules.flatMap((module) => [
      [module.office.kind, module.public!.list],
      ...Object.entries(module.public!.more ?? {}).map(([name, more]) => [name, more.list]),
    ]),
  ) as Record<ModuleKindName, Collection<unknown>>),
};

export type CollectionName = keyof typeof collections;

/** What the public sees of a table at `now`: published, not deleted, inside its dates. */
/**
 * A row as the public API sends it: its list's shape, and its Hindi beside the English (`hi`,
 * contracts/records/hindi.ts), so one answer serves the pages of both languages.
 */
export function publicJson<Row>(list: PublicList<Row>, row: Row, now: Date) {
  return { ...list.toJson(row, now), ...hindiJson(row as Record<string, unknown>) };
}

export function onSite(
  table: Pick<LifeColumns, "status" | "deletedAt" | "publishAt" | "expireAt" | "schoolId"> & {
    children?: AnyPgColumn;
  },
  now: Date,
): SQL {
  return and(
    eq(table.status, "published"),
    isNull(table.deletedAt),
    or(isNull(table.publishAt), lte(table.publishAt, now)),
    or(isNull(table.expireAt), gt(table.expireAt, now)),
    // A record that shows children: only while a parent's consent for each is in force.
    shownWithConsent(table),
  )!;
}

export interface ListAnswer {
  rows: Record<string, unknown>[];
  /** The next moment (ms) at which this answer changes by itself: a publish, expiry or badge. */
  until?: number;
}

export async function listCollection(
  db: Db,
  name: CollectionName,
  schoolId: string,
  today: string,
  now: Date = new Date(),
): Promise<ListAnswer> {
  const c: Collection<unknown> = collections[name];
  const [own, also] = await Promise.all([
    readCollection(db, c, schoolId, today, now),
    c.also && readCollection(db, c.also, schoolId, today, now),
  ]);
  if (!also) return own;
  const byDate = (row: Record<string, unknown>) => String(row.fromDate ?? "");
  // A stable sort: rows of one date keep their own list's order, this list's first.
  const rows = [...own.rows, ...also.rows].sort((a, b) => byDate(b).localeCompare(byDate(a)));
  const moments = [own.until, also.until].filter((at) => at !== undefined);
  return { rows, until: moments.length > 0 ? Math.min(...moments) : undefined };
}

async function readCollection(
  db: Db,
  c: Collection<unknown>,
  schoolId: string,
  today: string,
  now: Date,
): Promise<ListAnswer> {
  const query = db
    .select()
    .from(c.table)
    .where(and(eq(c.table.schoolId, schoolId), onSite(c.table, now), c.where?.(today)))
    .orderBy(...c.orderBy)
    .$dynamic();
  const [rows, until] = await Promise.all([
    c.limit ? query.limit(c.limit) : query,
    nextMoment(db, c, schoolId, now),
  ]);
  return { rows: rows.map((row) => publicJson(c, row, now)), until };
}

/** The soonest publish, expiry or other moment after `now` among the school's published rows. */
async function nextMoment(
  db: Db,
  c: Collection<unknown>,
  schoolId: string,
  now: Date,
): Promise<number | undefined> {
  const columns = [c.table.publishAt, c.table.expireAt, ...(c.moments ?? [])];
  const soonest = columns.map((column) => sql`min(${column}) filter (where ${column} > ${now})`);
  const [row] = await db
    .select({ at: sql<unknown>`least(${sql.join(soonest, sql`, `)})` })
    .from(c.table)
    .where(
      and(
        eq(c.table.schoolId, schoolId),
        eq(c.table.status, "published"),
        isNull(c.table.deletedAt),
      ),
    );
  const at = row?.at;
  if (at == null) return undefined;
  const time = new Date(at as string | Date).getTime();
  return Number.isNaN(time) ? undefined : time;
}

export async function getGallery(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select()
    .from(t.galleries)
    .where(and(eq(t.galleries.id, id), onSite(t.galleries, now)))
    .limit(1);
  return row ? { ...galleryJson(row), ...hindiJson(row) } : undefined;
}
