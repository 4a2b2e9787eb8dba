import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

/**
 * Every list the API serves, declared once: where its rows come from, which rows, in what
 * order, and the spec 3 field names they are sent with. `today` is the school's date.
 */
interface Collection<Row> {
  table: PgTable & { schoolId: AnyPgColumn; position: AnyPgColumn };
  where?: (today: string) => SQL | undefined;
  /** The rows depend on the school's date, so a copy is good until the day changes. */
  daily?: true;
  orderBy: SQL[];
  limit?: number;
  toJson: (row: Row) => Record<string, unknown>;
}

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
});

const eventJson: (r: Rows["events"]) => Record<string, unknown> = fields(
  "date",
  "title",
  "description",
  "time",
  "venue",
  "images",
  "attachments",
);

const galleryJson: (r: Rows["galleries"]) => Record<string, unknown> = fields(
  "category",
  "date",
  "title",
  "description",
  "attachments",
);

export const collections = {
  onlineRegistration: define<Rows["onlineRegistrations"]>({
    table: t.onlineRegistrations,
    orderBy: [asc(t.onlineRegistrations.position), desc(t.onlineRegistrations.createdAt)],
    toJson: fields("title", "url", "attachments"),
  }),
  highlight: newestFirst(t.highlights, t.highlights.fromDate, (r) => ({
    _id: r.id,
    title: r.title,
    description: r.description,
    new: String(r.isNew),
    fromDate: r.fromDate,
    attachments: r.attachments,
    url: r.url,
  })),
  // The home ticker's news: news items only, newest first.
  news: newestOf(t.news, t.news.fromDate, newsJson, "News", 20),
  // Every news and notice-board item; the pages pick their category.
  allNews: newestFirst(t.news, t.news.fromDate, newsJson),
  // Upcoming events: today and later, soonest first.
  events: define<Rows["events"]>({
    table: t.events,
    where: (today) => gte(t.events.date, today),
    daily: true,
    orderBy: [asc(t.events.date), asc(t.events.position)],
    toJson: eventJson,
  }),
  allEvents: newestFirst(t.events, t.events.date, eventJson),
  principalMessage: define<Rows["messages"]>({
    table: t.messages,
    orderBy: [asc(t.messages.position), asc(t.messages.createdAt)],
    toJson: fields("category", "name", "message", "attachments"),
  }),
  topper: newestFirst(
    t.toppers,
    t.toppers.sessionYear,
    fields("name", "class", "sessionYear", "division", "stream", "attachments"),
  ),
  // The home carousel: the newest photo albums.
  gallery: newestOf(t.galleries, t.galleries.date, galleryJson, "PhotoGallery", 12),
  allGalleries: newestFirst(t.galleries, t.galleries.date, galleryJson),
  // Today's birthdays in the school's time zone; 29 February is celebrated on the 28th in
  // other years. The date of birth itself never leaves the server.
  birthdays: define<Rows["birthdays"]>({
    table: t.birthdays,
    daily: true,
    where: (today) => {
      const [year, month, day] = today.split("-").map(Number) as [number, number, number];
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      const sameDay = sql`(extract(month from ${t.birthdays.dateOfBirth}) = ${month} and extract(day from ${t.birthdays.dateOfBirth}) = ${day})`;
      if (month === 2 && day === 28 && !leap) {
        return sql`(${sameDay} or (extract(month from ${t.birthdays.dateOfBirth}) = 2 and extract(day from ${t.birthdays.dateOfBirth}) = 29))`;
      }
      return sameDay;
    },
    orderBy: [asc(t.birthdays.class), asc(t.birthdays.name)],
    toJson: fields("name", "class", "attachments"),
  }),
  notification: define<Rows["notifications"]>({
    table: t.notifications,
    orderBy: [asc(t.notifications.position), desc(t.notifications.createdAt)],
    toJson: fields("title", "description", "image", "url", "urlTitle", "attachments"),
  }),
  circular: newestFirst(
    t.circulars,
    t.circulars.createdAt,
    fields("category", "title", "date", "attachments"),
  ),
  video: newestFirst(t.videos, t.videos.date, fields("date", "videoUrl", "title", "attachments")),
};

export type CollectionName = keyof typeof collections;

export async function listCollection(
  db: Db,
  name: CollectionName,
  schoolId: string,
  today: string,
): Promise<Record<string, unknown>[]> {
  const c = collections[name];
  const query = db
    .select()
    .from(c.table)
    .where(and(eq(c.table.schoolId, schoolId), c.where?.(today)))
    .orderBy(...c.orderBy)
    .$dynamic();
  const rows = await (c.limit ? query.limit(c.limit) : query);
  return rows.map((row) => c.toJson(row));
}

export async function getGallery(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(t.galleries).where(eq(t.galleries.id, id)).limit(1);
  return row ? galleryJson(row) : undefined;
}
