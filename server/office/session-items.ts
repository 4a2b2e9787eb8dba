import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { publicModules } from "#contracts/records/index.ts";
import { sessionBefore } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import { onSite } from "../services/collections.ts";

// Items on the site whose titles name only sessions that have ended ("Admissions 2025-26",
// "Datesheet for session 2025-26"): listed beside the pages behind the session, to take down
// or bring up to date. An item dated by a session of its own (a topper's result year) is a
// record of that year, not behind, and has no title to name one in.

export interface ItemBehind {
  kind: string;
  id: string;
  title: string;
  /** The newest session its title names. */
  session: string;
}

/** The most listed: a school that has many has a list to work through, not a warning. */
const listed = 20;

/** A session as schools write it, "2026-27" or "2026 - 2027", in JavaScript and in SQL alike. */
const sessionPattern = "(20[0-9]{2}) *[-–] *(20)?([0-9]{2})";

/** Every session a text names, written as 2026-27 (from "2026-27" or "2026-2027"). */
export function sessionsNamed(text: string): string[] {
  return [...text.matchAll(new RegExp(`\\b${sessionPattern}\\b`, "g"))]
    .filter(([, first, , last]) => (Number(first) + 1) % 100 === Number(last))
    .map(([, first, , last]) => `${first}-${last}`);
}

export async function itemsBehind(
  db: Db,
  schoolId: string,
  session: string,
  now: Date,
): Promise<ItemBehind[]> {
  const titled = publicModules.filter((module) => "title" in module.table);
  const found = await Promise.all(
    titled.map(async (module) => {
      const table = module.table as typeof module.table & { title: AnyPgColumn; id: AnyPgColumn };
      const rows = await db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(
          and(
            eq(table.schoolId, schoolId),
            onSite(table, now),
            sql`${table.title} ~ ${sessionPattern}`,
          ),
        );
      return rows.flatMap((row) => {
        const named = sessionsNamed(String(row.title)).sort();
        const newest = named.at(-1);
        if (!newest || !sessionBefore(newest, session)) return [];
        return [
          {
            kind: module.office.kind,
            id: String(row.id),
            title: String(row.title),
            session: newest,
          },
        ];
      });
    }),
  );
  return found.flat().slice(0, listed);
}
