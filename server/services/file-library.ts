import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import { hasWords, offsetOf, type Page } from "../office/list-query.ts";

// The office's file library (server/db/schema.ts `libraryFiles`): a line for each file the
// office stores for the site, added when it is uploaded and taken away when the daily sweep
// deletes it unused. Its name and description are the clerk's to change; the file is not.

export type LibraryKind = "pdf" | "picture";

export interface LibraryFile {
  path: string;
  kind: LibraryKind;
  name: string;
  alt: string;
  bytes: number | null;
  addedAt: string;
  addedBy: string;
}

const l = t.libraryFiles;

const listed = (row: typeof l.$inferSelect): LibraryFile => ({
  path: row.path,
  kind: row.kind,
  name: row.name,
  alt: row.alt,
  bytes: row.bytes,
  addedAt: row.addedAt.toISOString(),
  addedBy: row.addedBy,
});

/** A file's name as a person reads it: the name it was sent with, its folders left out. */
export const fileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "Untitled file";

/** Adds a file the office has just stored. */
export async function addToLibrary(
  db: Db,
  schoolId: string,
  file: {
    path: string;
    kind: LibraryKind;
    name: string;
    bytes: number;
    addedBy: string;
    /** Put in the library on purpose, so kept though no record names it. */
    kept: boolean;
  },
): Promise<void> {
  await db
    .insert(l)
    .values({ schoolId, ...file, name: fileName(file.name) })
    .onConflictDoNothing();
}

/** A page of the library, newest first: all of it, one kind, or those whose words match `q`. */
export async function listLibrary(
  db: Db,
  schoolId: string,
  query: { q?: string; kind?: LibraryKind },
  page: Page,
): Promise<{ files: LibraryFile[]; total: number }> {
  const q = query.q?.trim();
  const where = and(
    eq(l.schoolId, schoolId),
    query.kind ? eq(l.kind, query.kind) : undefined,
    q ? or(eq(l.path, q), hasWords(t.libraryText(l), q)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(l)
      .where(where)
      .orderBy(desc(l.addedAt), desc(l.path))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(l).where(where),
  ]);
  return { files: rows.map(listed), total: Number(counted?.total ?? 0) };
}

/** The library's lines for `paths` (those it has), for a form that shows its files by name. */
export async function libraryFilesAt(
  db: Db,
  schoolId: string,
  paths: readonly string[],
): Promise<LibraryFile[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .select()
    .from(l)
    .where(and(eq(l.schoolId, schoolId), inArray(l.path, [...new Set(paths)].slice(0, 200))));
  return rows.map(listed);
}

/**
 * Renames a file or changes its description, in the audit log; false when it is not there. A
 * file a clerk has named is one they mean to keep: the sweep of unused uploads leaves it.
 */
export async function describeFile(
  db: Db,
  schoolId: string,
  actor: Actor,
  change: { path: string; name: string; alt: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(l)
      .where(and(eq(l.schoolId, schoolId), eq(l.path, change.path)))
      .for("update");
    if (!before) return false;
    const name = fileName(change.name);
    const alt = change.alt.trim().slice(0, 300);
    await tx
      .update(l)
      .set({ name, alt, kept: true })
      .where(and(eq(l.schoolId, schoolId), eq(l.path, change.path)));
    await audit(tx, schoolId, actor, {
      action: "describe",
      kind: before.kind,
      recordId: change.path,
      changes: { name: [before.name, name], alt: [before.alt, alt] },
    });
    return true;
  });
}

/** Takes a deleted file's line away. */
export async function removeFromLibrary(db: Db, schoolId: string, path: string): Promise<void> {
  await db.delete(l).where(and(eq(l.schoolId, schoolId), eq(l.path, path)));
}
