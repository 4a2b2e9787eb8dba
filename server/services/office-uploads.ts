import { and, eq, inArray } from "drizzle-orm";
import { allRecordModules } from "#contracts/records/index.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

// The office keeps its uploads under one `office/{year}/` folder for every school, named by a
// random id (server/office/attachments.ts), so a school's own are found by who names them: its
// records, its pages and settings, and the audit log's line for each upload.

const address = String.raw`office/\d{4}/[0-9a-f-]{36}\.(?:pdf|jpg|png|webp)`;
/** An upload's address wherever it is written: alone, on a line of its own, or in a link. */
const officePath = new RegExp(address, "g");

/** Every office upload address written anywhere in `value`. */
export const officePathsIn = (value: unknown): string[] =>
  [...JSON.stringify(value ?? null).matchAll(officePath)].map((found) => found[0]);

/** Whether `path` is an address the office gives its uploads, and nothing else. */
export const isOfficeUpload = (path: string) => new RegExp(`^${address}$`).test(path);

/** The tables of records a school's site shows; certificates are private and stay behind. */
const recordTables = [
  ...allRecordModules.filter((module) => !module.private).map((module) => module.table),
];

/** Every office upload of `schoolId` that its records, the `named` content or its log name. */
export async function officeUploadsOf(db: Db, schoolId: string, named: unknown): Promise<string[]> {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    for (const [path] of JSON.stringify(value ?? null).matchAll(officePath)) found.add(path);
  };
  collect(named);
  for (const table of recordTables) {
    collect(await db.select().from(table).where(eq(table.schoolId, schoolId)));
  }
  const uploads = await db
    .select({ path: t.auditLog.recordId })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, schoolId),
        eq(t.auditLog.action, "upload"),
        inArray(t.auditLog.kind, ["pdf", "picture"]),
      ),
    );
  collect(uploads.map((row) => row.path));
  return [...found].sort();
}
