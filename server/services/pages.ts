import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import {
  PageDocument,
  type PageDocument as Document,
  type PageVersion,
} from "#contracts/page-content.ts";
import { SchoolSettings, sessionBefore } from "#contracts/school-settings.ts";
import type { Language } from "#contracts/languages.ts";
import type { Untranslated } from "#contracts/page-content.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import { latestDate } from "../office/page-dates.ts";
import { writeContent } from "./content-changes.ts";
import { checkDocument } from "./document-texts.ts";
import type { WritingChecks } from "#contracts/writing-checks.ts";
import {
  namedTables,
  sharedTablesAt,
  sourcePages,
  withSharedTables,
} from "#contracts/shared-tables.ts";

// The static pages' words and the school's settings, as versions: nothing is overwritten, so
// any earlier version can be looked at and restored, and two editors never undo each other.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A page as the site shows it: its words and the version they are. */
export interface PublishedPage {
  path: string;
  number: number;
  /** The language of its words: a Hindi page without a Hindi version is shown in English. */
  language: Language;
  /** A Hindi version: the English version it was written from, when the English is newer. */
  olderThanEnglish?: number;
  document: Document;
  /** The pages it shows tables from, and the versions they were shown at. */
  shown?: { path: string; number: number }[];
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

/** The versions of one page in one language. */
const versionsOf = (schoolId: string, path: string, language: Language) =>
  and(eq(t.pageVersions.schoolId, schoolId), samePath(path), eq(t.pageVersions.language, language));

/**
 * The version on the site at `now` (the newest published one whose time has come), with the
 * tables it shows from other pages in their place as those pages are on the site, and the
 * moment a scheduled version of any of them takes its place, if one is waiting.
 */
export async function publishedPage(
  db: Db,
  schoolId: string,
  path: string,
  now: Date,
  language: Language = "en",
): Promise<{ page?: PublishedPage; until?: number }> {
  const own = await liveIn(db, schoolId, path, now, language);
  const sources = own.page ? sourcePages(own.page.document.blocks) : [];
  if (!own.page || sources.length === 0) return own;
  const kept = new Map<string, Document["blocks"]>();
  const shown: { path: string; number: number }[] = [];
  let until = own.until;
  for (const source of sources) {
    const { page, until: next } = await liveIn(db, schoolId, source, now, own.page.language);
    if (next !== undefined) until = Math.min(until ?? next, next);
    if (!page || page.path.toLowerCase() === own.page.path.toLowerCase()) continue;
    kept.set(page.path.toLowerCase(), page.document.blocks);
    shown.push({ path: page.path, number: page.number });
  }
  const blocks = withSharedTables(own.page.document.blocks, kept);
  return { page: { ...own.page, document: { ...own.page.document, blocks }, shown }, until };
}

/**
 * A page's version on the site at `now` in `language`, or, for a page with no Hindi version on
 * the site yet, its English one (the site says so), and when a scheduled one of either follows.
 * A Hindi version written from an English version older than the one on the site says which.
 */
async function liveIn(
  db: Db,
  schoolId: string,
  path: string,
  now: Date,
  language: Language,
): Promise<{ page?: PublishedPage; until?: number }> {
  const english = await livePage(db, schoolId, path, now, "en");
  if (language === "en" || !english.page) return english;
  const own = await livePage(db, schoolId, path, now, language);
  const until = Math.min(english.until ?? Infinity, own.until ?? Infinity);
  const next = Number.isFinite(until) ? until : undefined;
  if (!own.page) return { page: english.page, until: next };
  const written = own.page.forEnglish ?? 0;
  return {
    page: {
      ...own.page,
      ...(written < english.page.number && { olderThanEnglish: written }),
    },
    until: next,
  };
}

/** A page's version in one language on the site at `now`, and when a scheduled one follows. */
async function livePage(
  db: Db,
  schoolId: string,
  path: string,
  now: Date,
  language: Language,
): Promise<{ page?: PublishedPage & { forEnglish?: number | null }; until?: number }> {
  const [live] = await db
    .select({
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      language: t.pageVersions.language,
      forEnglish: t.pageVersions.forEnglish,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    .where(
      and(
        versionsOf(schoolId, path, language),
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
        versionsOf(schoolId, path, language),
        eq(t.pageVersions.status, "published"),
        gt(t.pageVersions.publishAt, now),
        live ? gt(t.pageVersions.number, live.number) : undefined,
      ),
    )
    .orderBy(asc(t.pageVersions.publishAt))
    .limit(1);
  if (!live) return { until: next?.publishAt?.getTime() };
  const { forEnglish, ...page } = live;
  return {
    page: {
      ...page,
      document: live.document as Document,
      ...(language !== "en" && { forEnglish }),
    },
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
      language: t.pageVersions.language,
      forEnglish: t.pageVersions.forEnglish,
      ...versionColumns,
      heading: sql<string | null>`${t.pageVersions.document}->>'heading'`,
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
    })
    .from(t.pageVersions)
    .where(eq(t.pageVersions.schoolId, schoolId))
    .orderBy(asc(t.pageVersions.path), asc(t.pageVersions.language), desc(t.pageVersions.number));
  const pages = new Map<string, ListedPage>();
  for (const { path, heading, session, language, forEnglish, ...row } of rows) {
    const version = asVersion(row);
    const onSite =
      row.status === "published" && (!row.publishAt || row.publishAt.getTime() <= now.getTime());
    if (language === "en") {
      let page = pages.get(path);
      if (!page) pages.set(path, (page = { path, newest: version }));
      if (onSite && !page.live) {
        Object.assign(page, {
          live: version,
          ...(session && { session }),
          ...(heading && { heading }),
        });
      }
      continue;
    }
    const page = pages.get(path);
    if (!page) continue;
    page.hindi ??= { newest: { ...version, forEnglish: forEnglish ?? 0 } };
    if (onSite && !page.hindi.live) page.hindi.live = { ...version, forEnglish: forEnglish ?? 0 };
  }
  return [...pages.values()];
}

/** A page of the office's list: its English versions, and its Hindi ones where it has any. */
export interface ListedPage {
  path: string;
  newest: PageVersion;
  live?: PageVersion;
  session?: string;
  heading?: string;
  hindi?: {
    newest: PageVersion & { forEnglish: number };
    live?: PageVersion & { forEnglish: number };
  };
}

/** What the office's session warning needs to know of a page bound to a session. */
export interface SessionFacts {
  path: string;
  /** The session of its newest version, where that is not the one on the site (a draft). */
  newestSession?: string;
  /**
   * The session whose words it still has: its version on the site names a later session, but
   * its blocks are those of the last version that named this one.
   */
  unchangedSince?: string;
  /** The latest date its words on the site give ('2026-01-24'). */
  lastDate?: string;
}

/** Of each page of a school, its newest version's path and the `columns` asked for. */
function newestVersions<Columns extends SelectedFields>(
  db: Db | Tx,
  schoolId: string,
  columns: Columns,
) {
  return db
    .selectDistinctOn([t.pageVersions.path], { path: t.pageVersions.path, ...columns })
    .from(t.pageVersions)
    .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.language, "en")))
    .orderBy(asc(t.pageVersions.path), desc(t.pageVersions.number));
}

/**
 * For each page whose version on the site names a session: whether only its label moved on,
 * what its newest version names, and the last date it gives. Blocks are compared by a digest
 * the database makes, and only the versions on the site are read whole.
 */
export async function sessionFacts(db: Db, schoolId: string, now: Date): Promise<SessionFacts[]> {
  const rows = await db
    .select({
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      status: t.pageVersions.status,
      publishAt: t.pageVersions.publishAt,
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
      digest: sql<string>`md5((${t.pageVersions.document}->'blocks')::text)`,
    })
    .from(t.pageVersions)
    .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.language, "en")))
    .orderBy(asc(t.pageVersions.path), desc(t.pageVersions.number));
  const byPath = Map.groupBy(rows, (row) => row.path);
  const facts: { fact: SessionFacts; live: number }[] = [];
  for (const [path, versions] of byPath) {
    const onSite = versions.filter(
      (row) =>
        row.status === "published" && (!row.publishAt || row.publishAt.getTime() <= now.getTime()),
    );
    const live = onSite[0];
    if (!live?.session) continue;
    const fact: SessionFacts = { path };
    const newest = versions[0]!;
    if (newest !== live && newest.session && newest.session !== live.session) {
      fact.newestSession = newest.session;
    }
    const earlier = onSite.find((row) => row.session && row.session !== live.session);
    if (earlier && earlier.digest === live.digest) fact.unchangedSince = earlier.session!;
    facts.push({ fact, live: live.number });
  }
  if (facts.length === 0) return [];
  // The words of every page's version on the site, in one query, for the dates they give.
  const words = await db
    .select({
      path: t.pageVersions.path,
      blocks: sql<string>`(${t.pageVersions.document}->'blocks')::text`,
    })
    .from(t.pageVersions)
    .where(
      and(
        eq(t.pageVersions.schoolId, schoolId),
        eq(t.pageVersions.language, "en"),
        or(
          ...facts.map(({ fact, live }) =>
            and(eq(t.pageVersions.path, fact.path), eq(t.pageVersions.number, live)),
          ),
        ),
      ),
    );
  const blocksOf = new Map(words.map((row) => [row.path, row.blocks]));
  return facts.map(({ fact }) => {
    const lastDate = latestDate(blocksOf.get(fact.path) ?? "");
    return lastDate ? { ...fact, lastDate } : fact;
  });
}

/** One page for the editor: its newest version's words, and the list of its versions. */
export async function pageForEditing(
  db: Db,
  schoolId: string,
  path: string,
  number?: number,
  language: Language = "en",
) {
  const versions = await db
    .select({ ...versionColumns, path: t.pageVersions.path })
    .from(t.pageVersions)
    .where(versionsOf(schoolId, path, language))
    .orderBy(desc(t.pageVersions.number));
  if (versions.length === 0) return undefined;
  const wanted = number ?? versions[0]!.number;
  const [row] = await db
    .select({ document: t.pageVersions.document, forEnglish: t.pageVersions.forEnglish })
    .from(t.pageVersions)
    .where(and(versionsOf(schoolId, path, language), eq(t.pageVersions.number, wanted)))
    .limit(1);
  if (!row) return undefined;
  return {
    path: versions[0]!.path,
    language,
    number: wanted,
    newest: versions[0]!.number,
    document: row.document as Document,
    ...(language !== "en" && { forEnglish: row.forEnglish ?? 0 }),
    versions: versions.map(asVersion),
  };
}

/**
 * A page's newest version, its row locked until the transaction ends: one save at a time per
 * page, so a concurrent save waits, then sees the number has moved.
 */
const lockNewest = (tx: Tx, schoolId: string, path: string, language: Language = "en") =>
  newestVersion(tx, schoolId, path, true, language);

async function newestVersion(
  tx: Tx,
  schoolId: string,
  path: string,
  lock = false,
  language: Language = "en",
) {
  const query = tx
    .select({
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    .where(versionsOf(schoolId, path, language))
    .orderBy(desc(t.pageVersions.number))
    .limit(1);
  const [newest] = await (lock ? query.for("update") : query);
  return newest;
}

export type SaveOutcome =
  /** Saved; what the writing checks said of it (a draft may keep what stops publishing). */
  | { outcome: "saved"; version: PageVersion; checks: WritingChecks }
  /** A table it shows from another page is not there, or one it keeps is shown elsewhere. */
  | { outcome: "refused"; fields: Record<string, string> }
  | { outcome: "missing" }
  | { outcome: "stale"; newest: number };

/**
 * Writes a new version of a page in one language. `basedOn` is the number the editor started
 * from (0 for a page's first Hindi version): when someone saved since, nothing is written and
 * the caller is told which number is newest. A Hindi version names the English version it was
 * written from (`forEnglish`), which must exist.
 */
export async function savePage(
  db: Db,
  schoolId: string,
  actor: Actor,
  input: {
    path: string;
    language?: Language;
    forEnglish?: number;
    document: Document;
    status: "draft" | "published";
    publishAt?: Date | null;
    basedOn: number;
    note?: string;
  },
): Promise<SaveOutcome> {
  const document = PageDocument.parse(input.document);
  const language = input.language ?? "en";
  return writeContent(db, schoolId, async (tx) => {
    const english = await lockNewest(tx, schoolId, input.path);
    if (!english) return { outcome: "missing" };
    const newest =
      language === "en" ? english : await lockNewest(tx, schoolId, english.path, language);
    if ((newest?.number ?? 0) !== input.basedOn) {
      return { outcome: "stale", newest: newest?.number ?? 0 };
    }
    if (language !== "en" && !(input.forEnglish! >= 1 && input.forEnglish! <= english.number)) {
      return {
        outcome: "refused",
        fields: { forEnglish: "Say which English version this Hindi was written from." },
      };
    }
    const fields = await sharingProblems(tx, schoolId, newest ?? english, document, language);
    if (Object.keys(fields).length > 0) return { outcome: "refused", fields };
    // A picture without a description or a heading that skips a level is not published.
    const checks = await checkDocument(tx, document);
    if (input.status === "published" && Object.keys(checks.errors).length > 0) {
      return { outcome: "refused", fields: checks.errors };
    }
    const [row] = await tx
      .insert(t.pageVersions)
      .values({
        schoolId,
        path: english.path,
        language,
        number: (newest?.number ?? 0) + 1,
        forEnglish: language === "en" ? null : input.forEnglish,
        document,
        status: input.status,
        publishAt: input.publishAt ?? null,
        savedBy: actor.name,
        note: input.note ?? "edit",
      })
      .returning(versionColumns);
    const action =
      input.status === "draft" ? "save draft" : input.publishAt ? "schedule" : "publish";
    await audit(tx, schoolId, actor, {
      action: language === "en" ? action : `${action} in Hindi`,
      kind: "page",
      recordId: english.path,
      changes: changedBlocks((newest?.document ?? { blocks: [] }) as Document, document),
    });
    return { outcome: "saved", version: asVersion(row!), checks };
  });
}

/**
 * What is wrong with the tables `document` shares, by field: each table it shows from another
 * page must be kept there (in that page's newest version, so both may be drafts), and each
 * table it stops keeping must not be shown by another page.
 */
async function sharingProblems(
  tx: Tx,
  schoolId: string,
  before: { path: string; document: unknown },
  document: Document,
  language: Language,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const newestOf = new Map<string, Document | undefined>();
  for (const { block, at } of sharedTablesAt(document.blocks)) {
    if (block.page.toLowerCase() === before.path.toLowerCase()) {
      fields[`${at}.page`] =
        "A table kept on this page is shown here as it is: add it, not a copy.";
      continue;
    }
    const key = block.page.toLowerCase();
    if (!newestOf.has(key)) {
      newestOf.set(key, (await newestVersion(tx, schoolId, block.page))?.document as Document);
    }
    const source = newestOf.get(key);
    if (!source) fields[`${at}.page`] = `The school has no page ${block.page}.`;
    else if (!namedTables(source.blocks).has(block.name)) {
      fields[`${at}.name`] = `The page ${block.page} has no table named ${block.name}.`;
    }
  }
  // Other pages show the English page's tables (or its Hindi ones where they have them).
  if (language !== "en") return fields;
  const kept = namedTables(document.blocks);
  const dropped = [...namedTables((before.document as Document).blocks).keys()].filter(
    (name) => !kept.has(name),
  );
  if (dropped.length > 0) {
    const others = await newestVersions(tx, schoolId, { document: t.pageVersions.document });
    for (const other of others) {
      if (other.path.toLowerCase() === before.path.toLowerCase()) continue;
      for (const { block } of sharedTablesAt((other.document as Document).blocks)) {
        if (
          block.page.toLowerCase() === before.path.toLowerCase() &&
          dropped.includes(block.name)
        ) {
          fields.form = `The table ${block.name} is shown on ${other.path} too: take it off that page first, or keep a table of that name here.`;
        }
      }
    }
  }
  return fields;
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
  language: Language = "en",
): Promise<number> {
  // Each page's newest version in each language, and who saved it.
  const versions = await db
    .selectDistinctOn([t.pageVersions.path, t.pageVersions.language], {
      path: t.pageVersions.path,
      language: t.pageVersions.language,
      number: t.pageVersions.number,
      savedBy: t.pageVersions.savedBy,
    })
    .from(t.pageVersions)
    .where(eq(t.pageVersions.schoolId, schoolId))
    .orderBy(t.pageVersions.path, t.pageVersions.language, desc(t.pageVersions.number));
  const newest = (path: string, of: Language) =>
    versions.find((v) => v.language === of && v.path.toLowerCase() === path.toLowerCase());
  // A translation is of a page whose newest English words are the very ones given with it
  // (saved by the same hand): never of words the school has changed since.
  const missing = pages.filter(
    (page) =>
      !newest(page.path, language) &&
      (language === "en" || newest(page.path, "en")?.savedBy === savedBy),
  );
  if (missing.length === 0) return 0;
  await db.insert(t.pageVersions).values(
    missing.map((page) => ({
      schoolId,
      path: language === "en" ? page.path : newest(page.path, "en")!.path,
      language,
      number: 1,
      forEnglish: language === "en" ? null : newest(page.path, "en")!.number,
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

/**
 * Starts `session`: the settings name it (when they name an earlier one), and each page whose
 * newest version names an earlier session gets a draft for this one, its words copied forward
 * for editing. The site shows what it showed until each draft is published.
 */
export async function startSession(
  db: Db,
  schoolId: string,
  actor: Actor,
  input: { session: string },
): Promise<{ session: string; drafts: { path: string; number: number }[] }> {
  return writeContent(db, schoolId, async (tx) => {
    const settings = await currentSettings(tx, schoolId);
    if (settings && sessionBefore(settings.settings.session, input.session)) {
      await tx.insert(t.schoolSettings).values({
        schoolId,
        number: settings.number + 1,
        document: { ...settings.settings, session: input.session },
        savedBy: actor.name,
      });
      await audit(tx, schoolId, actor, {
        action: "start session",
        kind: "settings",
        changes: { session: [settings.settings.session, input.session] },
      });
    }
    const bound = await newestVersions(tx, schoolId, {
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
    });
    const drafts: { path: string; number: number }[] = [];
    for (const page of bound) {
      if (!page.session || !sessionBefore(page.session, input.session)) continue;
      const newest = await lockNewest(tx, schoolId, page.path);
      const document = newest!.document as Document;
      const number = newest!.number + 1;
      await tx.insert(t.pageVersions).values({
        schoolId,
        path: newest!.path,
        number,
        document: { ...document, session: input.session },
        status: "draft",
        savedBy: actor.name,
        note: `start of session ${input.session}`,
      });
      await audit(tx, schoolId, actor, {
        action: "save draft",
        kind: "page",
        recordId: newest!.path,
        changes: { session: [document.session ?? null, input.session] },
      });
      drafts.push({ path: newest!.path, number });
    }
    return { session: input.session, drafts };
  });
}

/**
 * The English words a page's Hindi is written beside: the English version on the site, or
 * while none is, its newest.
 */
export async function englishBeside(db: Db, schoolId: string, path: string, now: Date) {
  const { page } = await livePage(db, schoolId, path, now, "en");
  if (page) return { path: page.path, number: page.number, document: page.document };
  const newest = await pageForEditing(db, schoolId, path);
  return newest && { path: newest.path, number: newest.number, document: newest.document };
}

/** Every page whose Hindi needs writing or bringing up to date, its newest English change first. */
export function untranslated(pages: ListedPage[]): Untranslated[] {
  return pages
    .flatMap((page): Untranslated[] => {
      if (!page.live) return [];
      const hindi = page.hindi;
      const why = !hindi?.live
        ? "missing"
        : hindi.live.forEnglish < page.live.number
          ? "older"
          : undefined;
      if (!why) return [];
      const waiting =
        hindi && hindi.newest.number !== hindi.live?.number ? hindi.newest.number : undefined;
      return [
        {
          path: page.path,
          ...(page.heading && { heading: page.heading }),
          why,
          english: { number: page.live.number, savedAt: page.live.savedAt },
          ...(hindi?.live && { hindiFor: hindi.live.forEnglish }),
          ...(waiting !== undefined && { waiting }),
        },
      ];
    })
    .sort((a, b) => b.english.savedAt.localeCompare(a.english.savedAt));
}
