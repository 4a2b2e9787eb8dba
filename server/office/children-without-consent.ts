import { and, eq, getTableName, gt, isNull, not, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { RecordKindName } from "#contracts/office-records.ts";
import {
  childShowingTables,
  childrenUnconsented,
  shownWithConsent,
  type ConsentUse,
} from "#contracts/records/consents.ts";
import { recordModules } from "#contracts/records/index.ts";
import type { RecordTable } from "#contracts/records/kind.ts";
import type { Db } from "../db/database.ts";

// The records the site holds back for want of a parent's consent: published, in force, but
// naming a child whose consent for that use is not recorded or was withdrawn. The office's home
// lists them, so a withdrawal's effect is seen and a missing form is asked for.

export interface HeldBack {
  kind: RecordKindName;
  id: string;
  /** The record's name or title, as the office's list shows it. */
  name: string;
  use: ConsentUse;
  /** The admission numbers without a consent in force; none: a birthday or result names nobody. */
  missing: string[];
}

/** The most listed of each kind: enough to act on, never the whole table. */
const perKind = 50;

export async function childrenWithoutConsent(
  db: Db,
  schoolId: string,
  now: Date,
): Promise<HeldBack[]> {
  const kinds = (Object.keys(recordModules) as RecordKindName[]).filter(
    (kind) => childShowingTables[getTableName(recordModules[kind].table)],
  );
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const { table, search } = recordModules[kind] as { table: RecordTable; search: AnyPgColumn };
      const shown = table as RecordTable & { children: AnyPgColumn };
      const rows = await db
        .select({
          id: table.id,
          name: search,
          missing: childrenUnconsented(shown),
        })
        .from(table)
        .where(
          and(
            eq(table.schoolId, schoolId),
            eq(table.status, "published"),
            isNull(table.deletedAt),
            or(isNull(table.expireAt), gt(table.expireAt, now)),
            not(shownWithConsent(shown)!),
          ),
        )
        .orderBy(sql`${table.updatedAt} desc`)
        .limit(perKind);
      const { use } = childShowingTables[getTableName(table)]!;
      return rows.map((row) => ({ kind, use, ...row, id: String(row.id), name: String(row.name) }));
    }),
  );
  return found.flat();
}
