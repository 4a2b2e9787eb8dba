import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { galleryJson } from "#contracts/records/albums.ts";
import { publicModules, type ModuleKindName } from "#contracts/records/index.ts";
import type { PublicList } from "#contracts/records/kind.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

/**
 * Every list the API serves, declared once: where its rows come from, which rows, in what
 * order, and the spec 3 field names they are sent with. `today` is the school's date.
 */
type Collection<Row> = PublicList<Row>;
type LifeColumns = Collection<unknown>["table"];

const define = <Row>(collection: Collection<Row>) => collection as Collection<unknown>;

/** A row as `_id` then the named columns under their own names, in the order given (spec 3's). */
function fields<Row extends { id: string }, Key extends keyof Row & string>(...keys: Key[]) {
  return (row: Row): Record<string, unknown> => {
    const json: Record<string, unknown> = { _id: row.id };
    for (const key of keys) json[key] = row[key];
    return json;
  };
}

/**
 * A list newest first by `date` (rows of one date in their set order); with `only`, the home
 * page's cut of it: the rows it selects, the first `limit` of them.
 */
function newestFirst<Table extends Collection<unknown>["table"]>(
  table: Table,
  date: AnyPgColumn,
  toJson: (row: Table["$inferSelect"]) => Record<string, unknown>,
  only?: { where: SQL; limit: number },
) {
  return define<Table["$inferSelect"]>({
    table,
    ...(only && { where: () => only.where, limit: only.limit }),
    orderBy: [desc(date), asc(table.position)],
    toJson,
  });
}

/** The home page's cut of a list with categories: the newest `limit` rows of one category. */
function newestOf<Table extends typeof t.news | typeof t.galleries>(
  table: Table,
  date: AnyPgColumn,
  toJson: (row: Table["$inferSelect"]) => Record<string, unknown>,
  category: string,
  limit: number,
) {
  return newestFirst(table, date, toJson, { where: eq(table.category, category), limit });
}

type Rows = {
  [K in keyof typeof t]: (typeof t)[K] extends PgTable ? (typeof t)[K]["$inferSelect"] : never;
};

const newsJson = (r: Rows["news"]) => ({
  _id: r.id,
  category: r.category,
  fromDate: r.fromDate,
  date: r.date ?? r.fromDate,
  title: r.title,
  description: r.description,
  attachments: r.attachments,
  image: r.image,
  time: r.time,
  venue: r.venue,
  ...(r.slug && { slug: r.slug }),
});

const eventFields: (r: Rows["events"]) => Record<string, unknown> = fields(
  "date",
  "title",
  "description",
  "time",
  "venue",
  "images",
  "attachments",
);
// Spec 3's fields, and the last day only for an event that has one.
const eventJson = (r: Rows["events"]) => ({
  ...eventFields(r),
  ...(r.endDate && { endDate: r.endDate }),
  ...(r.slug && { slug: r.slug }),
});

export const collections = {
  highlight: define<Rows["highlights"]>({
    ...newestFirst(t.highlights, t.highlights.fromDate, (r) => r),
    documents: true,
    moments: [t.highlights.newUntil],
    // Notices the office also put on the home page's Notice Board, in the highlights' shape.
    also: define<Rows["news"]>({
      table: t.news,
      where: () => and(eq(t.news.category, "NoticeBoard"), eq(t.news.onHome, true)),
      orderBy: [desc(t.news.fromDate), asc(t.news.position)],
      toJson: (r) => ({
        _id: r.id,
        title: r.title,
        description: r.description,
        new: "false",
        fromDate: r.fromDate,
        attachments: r.attachments,
        url: "",
      }),
    }),
    toJson: (r, now) => ({
      _id: r.id,
      title: r.title,
      description: r.description,
      // The badge goes by itself at `newUntil`.
      new: String(r.isNew && (r.newUntil === null || r.newUntil > now)),
      fromDate: r.fromDate,
      attachments: r.attachments,
      url: r.url,
    }),
  }),
  // The home ticker's news: news items only, newest first.
  news: { ...newestOf(t.news, t.news.fromDate, newsJson, "News", 20), documents: true as const },
  // Every news and notice-board item; the pages pick their category.
  allNews: { ...newestFirst(t.news, t.news.fromDate, newsJson), documents: true as const },
  // Upcoming events: today and later, soonest first.
  events: define<Rows["events"]>({
    table: t.events,
    // An event over several days stays upcoming until its last day has passed.
    where: (today) => or(gte(t.events.date, today), gte(t.events.endDate, today)),
    daily: true,
    orderBy: [asc(t.events.date), asc(t.events.position)],
    toJson: eventJson,
    documents: true,
  }),
  allEvents: { ...newestFirst(t.events, t.events.date, eventJson), documents: true as const },
  // The alerts at the top of every page: the gravest first, then the newest.
  alert: define<Rows["alerts"]>({
    table: t.alerts,
    orderBy: [
      sql`case ${t.alerts.severity} when 'emergency' then 0 when 'warning' then 1 else 2 end`,
      desc(t.alerts.createdAt),
    ],
    toJson: fields("title", "severity", "url"),
  }),
  // The kinds declared as modules (contracts/records/): each one's list under the kind's name,
  // and its other lists under their own.
  ...(Object.fromEntries(
    publicModules.flatMap((module) => [
      [module.office.kind, module.public!.list],
      ...Object.entries(module.public!.more ?? {}).map(([name, more]) => [name, more.list]),
    ]),
  ) as Record<ModuleKindName, Collection<unknown>>),
};

export type CollectionName = keyof typeof collections;

/** What the public sees of a table at `now`: published, not deleted, inside its dates. */
export function onSite(
  table: Pick<LifeColumns, "status" | "deletedAt" | "publishAt" | "expireAt">,
  now: Date,
): SQL {
  return and(
    eq(table.status, "published"),
    isNull(table.deletedAt),
    or(isNull(table.publishAt), lte(table.publishAt, now)),
    or(isNull(table.expireAt), gt(table.expireAt, now)),
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
  return { rows: rows.map((row) => c.toJson(row, now)), until };
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
  return row ? galleryJson(row) : undefined;
}
