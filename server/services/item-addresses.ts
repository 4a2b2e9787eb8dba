import { and, eq, isNull, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { slugFor } from "#contracts/item-paths.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The tables whose rows have their own page, and the date each address starts with. */
const addressed: {
  table: typeof t.news | typeof t.events | typeof t.galleries | typeof t.circulars;
  date: (timeZone: string) => SQL | AnyPgColumn;
}[] = [
  { table: t.news, date: () => t.news.fromDate },
  { table: t.events, date: () => t.events.date },
  { table: t.galleries, date: () => t.galleries.date },
  // A circular's date is free text ("14.11.26"): the day it was first saved is used instead.
  {
    table: t.circulars,
    date: (timeZone) =>
      sql`to_char(${t.circulars.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
  },
];

/**
 * Gives every row of these tables that has no address yet its own, made from its date and title
 * (two alike get -2, -3). Run after rows are added, in the same transaction, and at start for
 * rows saved before addresses existed. An address once given is never changed.
 */
export async function addMissingAddresses(
  db: Db | Tx,
  timeZone: string,
  schoolId?: string,
): Promise<number> {
  let given = 0;
  for (const { table, date } of addressed) {
    const bySchool = schoolId ? eq(table.schoolId, schoolId) : undefined;
    const missing = await db
      .select({
        id: table.id,
        schoolId: table.schoolId,
        title: table.title,
        date: sql<string>`${date(timeZone)}`,
      })
      .from(table)
      .where(and(isNull(table.slug), bySchool))
      .orderBy(table.createdAt, table.position);
    if (missing.length === 0) continue;
    const taken = new Map<string, Set<string>>();
    const takenIn = async (school: string) => {
      let set = taken.get(school);
      if (!set) {
        const rows = await db
          .select({ slug: table.slug })
          .from(table)
          .where(and(eq(table.schoolId, school), isNotNull(table.slug)));
        taken.set(school, (set = new Set(rows.map((row) => row.slug!))));
      }
      return set;
    };
    for (const row of missing) {
      const set = await takenIn(row.schoolId);
      const base = slugFor(String(row.date ?? ""), row.title);
      let slug = base;
      for (let n = 2; set.has(slug); n++) slug = `${base}-${n}`;
      set.add(slug);
      await db.update(table).set({ slug }).where(eq(table.id, row.id));
      given++;
    }
  }
  return given;
}
