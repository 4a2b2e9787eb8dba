import { sql, type SQL } from "drizzle-orm";
import type { HindiColumn } from "./hindi.ts";
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  text,
  timestamp,
  uuid,
  pgTable,
} from "drizzle-orm/pg-core";

// The columns every kind of record's table shares, for the kinds' modules (contracts/records/)
// and server/db/schema.ts alike. Declared in contracts/ so that a kind's module can hold its own
// table; the website imports these modules on the server only (pages do not hydrate), so
// nothing here reaches a visitor's browser.

// Every content row belongs to one school; the API is keyed by the school's code so one
// backend can serve many schools.
export const schools = pgTable("schools", {
  id: uuid().primaryKey().defaultRandom(),
  schoolCode: text("school_code").notNull().unique(),
  name: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A JSON value kept exactly as given. Both drivers already parse jsonb, so the value is not
// parsed a second time (which would turn the string "95.2" into the number 95.2).
export const jsonValue = <T>() =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  });

export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A record's life in the school office: a draft is never public; a published record shows from
 * `publishAt` (at once when empty) until `expireAt` (for ever when empty); a deleted one is kept
 * for 30 days so it can be restored. `version` goes up with every save, so a save made from an
 * older copy is refused rather than overwriting someone else's.
 */
function life() {
  return {
    status: text({ enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishAt: at("publish_at"),
    expireAt: at("expire_at"),
    deletedAt: at("deleted_at"),
    version: integer().notNull().default(1),
  };
}

/** The columns of every record: its id, school, place in its list, times and life. */
export const common = () => ({
  id: uuid().primaryKey().defaultRandom(),
  schoolId: uuid("school_id")
    .notNull()
    .references((): AnyPgColumn => schools.id, { onDelete: "cascade" }),
  // Lists keep the order the school office gave them where the spec reads "the first item".
  position: integer().notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ...life(),
});

/**
 * A record's Hindi, for a kind with fields written in Hindi too: a draft and a published version
 * of its own, each with the English it was written from (contracts/records/hindi.ts).
 */
export const hindi = () => ({ hindi: jsonValue<HindiColumn>()("hindi") });

/**
 * The admission numbers of the children a record names or shows: it is on the site only while a
 * parent's consent for each is in force (contracts/records/consents.ts, shownWithConsent).
 */
export const children = () => ({
  children: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * The item's own address on the site (e.g. 2026-11-20-annual-day), given once when it is first
 * saved and kept through later edits of its title, so a shared link keeps working.
 */
export const slug = () => text();

/** A list of stored files' paths or addresses (also used for other lists of text). */
export const attachments = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The words of a text (a record's title or name) as the office's lists search them: as English
 * stems, so "fees" finds "Fee", and as written, so a word half typed ("examina") finds the whole
 * one. Each list's index is on this very expression, so a search reads the index.
 */
export const officeWords = (text: AnyPgColumn | SQL) =>
  sql`(to_tsvector('english', ${text}) || to_tsvector('simple', ${text}))`;

/**
 * What the office's list of a kind searches, narrows and orders by (server/office/record-list.ts),
 * each within one school: when last changed, its title's words and the title itself, and the
 * date it is dated by (`dated`, left out where the table already has that index); and the few
 * deleted records, which every list read looks through for those past their 30 days (a scan of
 * the whole table otherwise: 7 ms of a ten-year school's list of notices).
 */
export const officeListIndexes = (
  name: string,
  t: { schoolId: AnyPgColumn; updatedAt: AnyPgColumn; deletedAt: AnyPgColumn },
  title: AnyPgColumn,
  dated?: AnyPgColumn,
) => [
  index(`${name}_office_changed`).on(t.schoolId, t.updatedAt),
  index(`${name}_office_deleted`)
    .on(t.schoolId, t.deletedAt)
    .where(sql`${t.deletedAt} is not null`),
  index(`${name}_office_title`).on(t.schoolId, title),
  index(`${name}_office_words`).using("gin", officeWords(title)),
  ...(dated ? [index(`${name}_office_dated`).on(t.schoolId, dated)] : []),
];
