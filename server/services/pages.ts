import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import {
  PageDocument,
  type PageDocument as Document,
  type PageVersion,
} from "#contracts/page-content.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import { writeContent } from "./content-changes.ts";

// The static pages' words and the school's settings, as versions: nothing is overwritten, so
// any earlier version can be looked at and restored, and two editors never undo each other.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A page as the site shows it: its words and the version they are. */
export interface PublishedPage {
  path: string;
  number: number;
  document: Document;
}

const versionColumns = {
  number: t.pageVersions.number,
  status: t.pageVersions.status,
  publishAt: t.pageVersions.publishAt,
  savedAt: t.pageVersions.savedAt,
  savedBy: t.pageVersions.savedBy,
  note: t.pageVersions.note,
};

const asVersion = (row: {
  number: number;
  status: "draft" | "published";
  publishAt: Date | null;
  savedAt: Date;
  savedBy: string;
  note: string;
}): PageVersion => ({
  number: row.number,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  savedAt: row.savedAt.toISOString(),
  savedBy: row.savedBy,
  note: row.note,
});

/** Paths are matched without regard to case, as the site's addresses are. */
const samePath = (path: string) => sql`lower(${t.pageVersions.path}) = lower(${path})`;

/**
 * The version on the site at `now` (the newest published one whose time has come), and the
 * moment a scheduled one takes its place, if one is waiting.
 */
export async function publishedPage(
  db: Db,
  schoolId: string,
  path: string,
  now: Date,
): Promise<{ page?: PublishedPage; until?: number }> {
  const [live] = await db
    .select({
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    .where(
      and(
        eq(t.pageVersions.schoolId, schoolId),
        samePath(path),
        eq(t.pageVersions.status, "published"),
        or(isNull(t.pageVersions.publishAt), lte(t.pageVersions.publishAt, now)),
      ),
    )
    .orderBy(desc(t.pageVersions.number))
    .limit(1);
  const [next] = await db
    .select({ publishAt: t.pageVersions.publishAt })
    .from(t.pageVersions)
    .where(
      and(
        eq(t.pageVersions.schoolId, schoolId),
        samePath(path),
        eq(t.pageVersions.status, "published"),
        gt(t.pageVersions.publishAt, now),
        live ? gt(t.pageVersions.number, live.number) : undefined,
      ),
    )
    .orderBy(asc(t.pageVersions.publishAt))
    .limit(1);
  return {
    page: live && { ...live, document: live.document as Document },
    until: next?.publishAt?.getTime(),
  };
}

/**
 * Every page of the school with its newest version and the one on the site, and what the live
 * one says of itself (heading, session): read from each version in the database, never whole.
 */
export async function listPages(db: Db, schoolId: string, now: Date) {
  const rows = await db
    .select({
      path: t.pageVersions.path,
      ...versionColumns,
      heading: sql<string | null>`${t.pageVersions.document}->>'heading'`,
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
    })
    .from(t.pageVersions)
    .where(eq(t.pageVersions.schoolId, schoolId))
    .orderBy(asc(t.pageVersions.path), desc(t.pageVersions.number));
  const pages = new Map<
    string,
    { path: string; newest: PageVersion; live?: PageVersion; session?: string; heading?: string }
  >();
  for (const { path, heading, session, ...row } of rows) {
    const version = asVersion(row);
    let page = pages.get(path);
    if (!page) pages.set(path, (page = { path, newest: version }));
    const onSite =
      row.status === "published" && (!row.publishAt || row.publishAt.getTime() <= now.getTime());
    if (onSite && !page.live) {
      Object.assign(page, {
        live: version,
        ...(session && { session }),
        ...(heading && { heading }),
      });
    }
  }
  return [...pages.values()];
}

/** One page for the editor: its newest version's words, and the list of its versions. */
export async function pageForEditing(db: Db, schoolId: string, path: string, number?: number) {
  const versions = await db
    .select({ ...versionColumns, path: t.pageVersions.path })
    .from(t.pageVersions)
    .where(and(eq(t.pageVersions.schoolId, schoolId), samePath(path)))
    .orderBy(desc(t.pageVersions.number));
  if (versions.length === 0) return undefined;
  const wanted = number ?? versions[0]!.number;
  const [row] = await db
    .select({ document: t.pageVersions.document })
    .from(t.pageVersions)
    .where(
      and(eq(t.pageVersions.schoolId, schoolId), samePath(path), eq(t.pageVersions.number, wanted)),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    path: versions[0]!.path,
    number: wanted,
    newest: versions[0]!.number,
    document: row.document as Document,
    versions: versions.map(asVersion),
  };
}

/**
 * A page's newest version, its row locked until the transaction ends: one save at a time per
 * page, so a concurrent save waits, then sees the number has moved.
 */
async function lockNewest(tx: Tx, schoolId: string, path: string) {
  const [newest] = await tx
    .select({
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    .where(and(eq(t.pageVersions.schoolId, schoolId), samePath(path)))
    .orderBy(desc(t.pageVersions.number))
    .limit(1)
    .for("update");
  return newest;
}

export type SaveOutcome =
  | { outcome: "saved"; version: PageVersion }
  | { outcome: "missing" }
  | { outcome: "stale"; newest: number };

/**
 * Writes a new version of a page. `basedOn` is the number the editor started from: when
 * someone saved since, nothing is written and the caller is told which number is newest.
 */
export async function savePage(
  db: Db,
  schoolId: string,
  actor: Actor,
  input: {
    path: string;
    document: Document;
    status: "draft" | "published";
    publishAt?: Date | null;
    basedOn: number;
    note?: string;
  },
): Promise<SaveOutcome> {
  const document = PageDocument.parse(input.document);
  return writeContent(db, schoolId, async (tx) => {
    const newest = await lockNewest(tx, schoolId, input.path);
    if (!newest) return { outcome: "missing" };
    if (newest.number !== input.basedOn) return { outcome: "stale", newest: newest.number };
    const [row] = await tx
      .insert(t.pageVersions)
      .values({
        schoolId,
        path: newest.path,
        number: newest.number + 1,
        document,
        status: input.status,
        publishAt: input.publishAt ?? null,
        savedBy: actor.name,
        note: input.note ?? "edit",
      })
      .returning(versionColumns);
    await audit(tx, schoolId, actor, {
      action: input.status === "draft" ? "save draft" : input.publishAt ? "schedule" : "publish",
      kind: "page",
      recordId: newest.path,
      changes: changedBlocks(newest.document as Document, document),
    });
    return { outcome: "saved", version: asVersion(row!) };
  });
}

/** What the audit log keeps of a page's change: which parts changed, from what to what. */
function changedBlocks(before: Document, after: Document): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of ["heading", "crumb", "description", "session"] as const) {
    if (before[key] !== after[key]) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  const count = Math.max(before.blocks.length, after.blocks.length);
  for (let index = 0; index < count; index++) {
    const was = before.blocks[index];
    const now = after.blocks[index];
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      changes[`block ${index + 1}`] = [was ?? null, now ?? null];
    }
  }
  return changes;
}

/**
 * Writes the next version of a page (its first, for a page the school does not have yet) as
 * published at once: an import, where no editor started from a version.
 */
export async function appendVersion(
  tx: Tx,
  schoolId: string,
  page: { path: string; document: Document },
  savedBy: string,
  note: string,
): Promise<void> {
  const newest = await lockNewest(tx, schoolId, page.path);
  await tx.insert(t.pageVersions).values({
    schoolId,
    path: newest?.path ?? page.path,
    number: (newest?.number ?? 0) + 1,
    document: PageDocument.parse(page.document),
    status: "published",
    savedBy,
    note,
  });
}

/** Writes the first version of pages a school does not have yet (a seed or an import). */
export async function addMissingPages(
  db: Db | Tx,
  schoolId: string,
  pages: { path: string; document: unknown }[],
  savedBy: string,
  note: string,
): Promise<number> {
  const there = new Set(
    (
      await db
        .selectDistinct({ path: t.pageVersions.path })
        .from(t.pageVersions)
        .where(eq(t.pageVersions.schoolId, schoolId))
    ).map((row) => row.path.toLowerCase()),
  );
  const missing = pages.filter((page) => !there.has(page.path.toLowerCase()));
  if (missing.length === 0) return 0;
  await db.insert(t.pageVersions).values(
    missing.map((page) => ({
      schoolId,
      path: page.path,
      number: 1,
      document: PageDocument.parse(page.document),
      status: "published" as const,
      savedBy,
      note,
    })),
  );
  return missing.length;
}

/** The school's settings in force, and their number; undefined before any were saved. */
export async function currentSettings(db: Db | Tx, schoolId: string) {
  const [row] = await db
    .select({ number: t.schoolSettings.number, document: t.schoolSettings.document })
    .from(t.schoolSettings)
    .where(eq(t.schoolSettings.schoolId, schoolId))
    .orderBy(desc(t.schoolSettings.number))
    .limit(1);
  return row && { number: row.number, settings: row.document as SchoolSettings };
}

/** Saves the settings as a new number; refused like a page when someone saved since. */
export async function saveSettings(
  db: Db,
  schoolId: string,
  actor: Actor | { name: string; id: null },
  input: { settings: SchoolSettings; basedOn: number },
): Promise<{ outcome: "saved"; number: number } | { outcome: "stale"; newest: number }> {
  const settings = SchoolSettings.parse(input.settings);
  return writeContent(db, schoolId, async (tx) => {
    const before = await currentSettings(tx, schoolId);
    const newest = before?.number ?? 0;
    if (newest !== input.basedOn) return { outcome: "stale", newest };
    await tx
      .insert(t.schoolSettings)
      .values({ schoolId, number: newest + 1, document: settings, savedBy: actor.name });
    await audit(tx, schoolId, actor, {
      action: before ? "update" : "create",
      kind: "settings",
      changes: changedSettings(before?.settings, settings),
    });
    return { outcome: "saved", number: newest + 1 };
  });
}

function changedSettings(
  before: SchoolSettings | undefined,
  after: SchoolSettings,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof SchoolSettings)[]) {
    const was = before?.[key];
    if (JSON.stringify(was) !== JSON.stringify(after[key]))
      changes[key] = [was ?? null, after[key]];
  }
  return changes;
}
