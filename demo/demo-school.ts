// Seeds one demo school: every collection of spec 3 with realistic, fictional records dated
// relative to `today`, and every file those records and the site's pages refer to.

import os from "node:os";
import { site } from "../content/site.ts";
import { eq } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../server/db/database.ts";
import * as t from "../server/db/schema.ts";
import { contentChanged } from "../server/services/content-changes.ts";
import type { FileStore } from "../server/files/file-store.ts";
import { buildDemoPlan, type FileJob } from "./demo-content.ts";
import { demoTables } from "./demo-tables.ts";
import { seedDemoAccounts } from "./office-accounts.ts";
import { demoSettings } from "./demo-settings.ts";
import { demoAdmissions } from "./demo-admissions.ts";
import { addMissingPages } from "../server/services/pages.ts";
import { addMissingAddresses } from "../server/services/item-addresses.ts";
import { defaultTimeZone } from "#contracts/dates.ts";
import { contentFileJobs, loadContentPages } from "./content-files.ts";

export { demoTransferCertificates } from "../content/people.ts";

/** The school the demo seeds unless told another code: the content's own. */
export const demoSchoolCode = site.schoolCode;

export interface SeedOptions {
  db: Db;
  /** The public store, served at /api/image/{path}. */
  files: FileStore;
  /** The store for transfer certificates, never served at a stored path. */
  privateFiles: FileStore;
  schoolCode: string;
  /** By default the content's school name. */
  schoolName?: string;
  /** YYYY-MM-DD in the school's time zone. */
  today: string;
  /** The school's time zone (circulars' addresses carry the day they were saved there). */
  timeZone?: string;
  /**
   * How a file's bytes are made: by default drawn (render-file.ts). Another school made beside
   * the demo (demo/decade/) copies the demo's pictures instead, the drawing being most of a
   * seed's time.
   */
  makeFile?: (job: FileJob) => Promise<Uint8Array>;
}

/**
 * Seeds the demo school unless a school with `schoolCode` exists already. Files are written
 * first (rewriting them is harmless); the rows go in in one transaction, so a school is either
 * seeded whole or not at all.
 */
export async function seedDemoSchool(options: SeedOptions): Promise<{ seeded: boolean }> {
  const { db, schoolCode, schoolName = site.titleName, today } = options;
  const [existing] = await db
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode))
    .limit(1);
  if (existing) {
    // A school seeded before pages and settings were kept in the database gets them now.
    await seedPagesAndSettings(db, existing.id, today);
    if ((await addMissingAddresses(db, options.timeZone ?? defaultTimeZone, existing.id)) > 0) {
      contentChanged(db, existing.id);
    }
    return { seeded: false };
  }

  const plan = buildDemoPlan({ schoolCode, schoolName, today });
  await writeFiles(plan.files, options);

  const { records } = plan;
  const result = await db.transaction(async (tx) => {
    const [school] = await tx
      .insert(t.schools)
      .values({ schoolCode, name: schoolName })
      .onConflictDoNothing({ target: t.schools.schoolCode })
      .returning({ id: t.schools.id });
    // Another process seeded the same school in the meantime.
    if (!school) return { seeded: false, schoolId: undefined };
    const schoolId = school.id;
    for (const [name, table] of Object.entries(demoTables)) {
      // DemoRecords is made from demoTables, so these are this table's rows; TypeScript cannot
      // follow that pairing through a loop.
      const rows: object[] = records[name as keyof typeof demoTables];
      // A kind may have no demo records (demo/kinds.ts).
      if (rows.length === 0) continue;
      const owned = rows.map((row) => ({ ...row, schoolId })) as PgInsertValue<PgTable>[];
      await tx.insert(table as PgTable).values(owned);
    }
    await addMissingAddresses(tx, options.timeZone ?? defaultTimeZone, schoolId);
    await seedDemoAccounts(tx, schoolId, schoolCode);
    await seedPagesAndSettings(tx, schoolId, today);
    const library = libraryOf(plan.files, schoolCode);
    if (library.length > 0)
      await tx.insert(t.libraryFiles).values(library.map((file) => ({ ...file, schoolId })));
    return { seeded: true, schoolId };
  });
  // Copies of this school's lists kept by a running API are out of date now.
  if (result.seeded) contentChanged(db, result.schoolId);
  return { seeded: result.seeded };
}

/** The static pages' words (content/pages) and the school's settings, where it has none yet. */
async function seedPagesAndSettings(db: Db | Tx, schoolId: string, today: string) {
  const pages = await loadContentPages();
  const added = await addMissingPages(
    db,
    schoolId,
    pages.map(({ path, ...document }) => ({ path, document })),
    "Demo content",
    "seed",
  );
  // The most read pages in Hindi too, each written from the English version just seeded.
  const translated = await addMissingPages(
    db,
    schoolId,
    (await loadContentPages("hi")).map(({ path, ...document }) => ({ path, document })),
    "Demo content",
    "seed",
    "hi",
  );
  const [settings] = await db
    .select({ number: t.schoolSettings.number })
    .from(t.schoolSettings)
    .where(eq(t.schoolSettings.schoolId, schoolId))
    .limit(1);
  if (!settings) {
    await db
      .insert(t.schoolSettings)
      .values({ schoolId, number: 1, document: demoSettings(today), savedBy: "Demo content" });
  }
  // A school seeded before admissions were taken online gets the demo's now.
  await db
    .insert(t.admissionSettings)
    .values({ schoolId, document: demoAdmissions(today), savedBy: "Demo content" })
    .onConflictDoNothing();
  if (added + translated > 0 || !settings) contentChanged(db as Db, schoolId);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Makes the pictures the static pages name and the demo school does not have yet; run at every
 * start, so that a page added to the content later has its images too. Existing files stay.
 */
export async function ensureContentFiles(
  options: Pick<SeedOptions, "files" | "privateFiles" | "schoolCode" | "makeFile">,
): Promise<number> {
  const wanted = contentFileJobs(await loadContentPages(), options.schoolCode);
  const there = await Promise.all(wanted.map((job) => options.files.exists(job.path)));
  const jobs = wanted.filter((_, index) => !there[index]);
  await writeFiles(jobs, options);
  return jobs.length;
}

/**
 * The demo's files in the office's file library, by a name a clerk would give them: its records'
 * pictures and documents (the site's own static files are offered by the page editor already).
 */
function libraryOf(files: FileJob[], schoolCode: string) {
  const uploads = `${schoolCode}/uploads/`;
  return files
    .filter((file) => file.store === "files" && file.path.startsWith(uploads))
    .filter((file, i, all) => all.findIndex((other) => other.path === file.path) === i)
    .map((file) => {
      const [folder = "", name = ""] = file.path.split("/").slice(-2);
      return {
        path: file.path,
        kind: file.kind === "pdf" ? ("pdf" as const) : ("picture" as const),
        // An album's photos are numbered within its folder: the album names them.
        name:
          file.kind === "pdf"
            ? `${file.doc.title}.pdf`
            : /^\d+\./.test(name)
              ? `${folder} ${name}`
              : name,
        addedBy: "Demo school",
        kept: true,
      };
    });
}

async function writeFiles(
  jobs: FileJob[],
  stores: Pick<SeedOptions, "files" | "privateFiles" | "makeFile">,
): Promise<void> {
  if (jobs.length === 0) return;
  // The drawing libraries (fonts, avatars, PDFs) are loaded only when there is something to
  // draw: a server restarted on a seeded school never holds them.
  const renderFile = stores.makeFile ?? (await import("./render-file.ts")).renderFile;
  const queue = [...jobs];
  const workers = Math.max(2, Math.min(6, os.availableParallelism() * 2));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await stores[job.store].write(job.path, await renderFile(job));
      }
    }),
  );
}
