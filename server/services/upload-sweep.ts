import { and, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { allRecordModules } from "#contracts/records/index.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { audit } from "../office/audit.ts";
import { removeFromLibrary } from "./file-library.ts";
import { isOfficeUpload, officePathsIn } from "./office-uploads.ts";

// Files the office uploaded that nothing uses a day later (a form left unsaved, a photo sent
// twice, an upload the page had given up on) are deleted, once a day, by the job worker. A file
// counts as used when any record names it (deleted ones too: they can be restored for 30 days),
// any version of a page or of the settings, or any line of the audit log but its upload's (a
// record's history links the files it replaced), or when it was kept in the file library.

/** How long an upload waits for a record to name it. */
export const unusedAfterMs = 24 * 60 * 60_000;
/** Uploads older than this were looked at by earlier sweeps already. */
const lookBackMs = 30 * 24 * 60 * 60_000;
const sweeper = { id: null, name: "The daily check for unused files" };

/** Every office upload path a school's records, pages, settings and history name. */
async function usedPaths(db: Db, schoolId: string): Promise<Set<string>> {
  const used = new Set<string>();
  const collect = (value: unknown) => {
    for (const path of officePathsIn(value)) used.add(path);
  };
  for (const module of allRecordModules) {
    collect(await db.select().from(module.table).where(eq(module.table.schoolId, schoolId)));
  }
  collect(
    await db
      .select({ document: t.pageVersions.document })
      .from(t.pageVersions)
      .where(eq(t.pageVersions.schoolId, schoolId)),
  );
  collect(
    await db
      .select({ document: t.schoolSettings.document })
      .from(t.schoolSettings)
      .where(eq(t.schoolSettings.schoolId, schoolId)),
  );
  collect(
    await db
      .select({ changes: t.auditLog.changes })
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.schoolId, schoolId),
          notInArray(t.auditLog.action, ["upload", "sweep"]),
          sql`${t.auditLog.changes}::text like '%office/%'`,
        ),
      ),
  );
  const kept = await db
    .select({ path: t.libraryFiles.path })
    .from(t.libraryFiles)
    .where(and(eq(t.libraryFiles.schoolId, schoolId), eq(t.libraryFiles.kept, true)));
  for (const { path } of kept) used.add(path);
  return used;
}

/** Deletes the uploads of a day ago or more that nothing names; answers their paths. */
export async function sweepUnusedUploads(db: Db, files: FileStore, now: Date): Promise<string[]> {
  const uploads = await db
    .select({ schoolId: t.auditLog.schoolId, path: t.auditLog.recordId, kind: t.auditLog.kind })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.action, "upload"),
        inArray(t.auditLog.kind, ["pdf", "picture"]),
        lt(t.auditLog.at, new Date(now.getTime() - unusedAfterMs)),
        gte(t.auditLog.at, new Date(now.getTime() - lookBackMs)),
      ),
    );
  const swept: string[] = [];
  const bySchool = Map.groupBy(
    uploads.filter((upload) => upload.path && isOfficeUpload(upload.path)),
    (upload) => upload.schoolId,
  );
  for (const [schoolId, candidates] of bySchool) {
    const used = await usedPaths(db, schoolId);
    for (const { path, kind } of candidates) {
      if (!path || used.has(path) || !(await files.exists(path))) continue;
      await files.delete(path);
      await db.delete(t.documentTexts).where(eq(t.documentTexts.path, path));
      await removeFromLibrary(db, schoolId, path);
      await audit(db, schoolId, sweeper, { action: "sweep", kind, recordId: path, changes: {} });
      swept.push(path);
    }
  }
  return swept;
}

/** The day's sweep, queued once a day by whichever instance asks first. */
export async function ensureSweep(db: Db, at: Date): Promise<void> {
  await enqueue(db, {
    queue: "sweep-uploads",
    key: `sweep-uploads:${at.toISOString().slice(0, 10)}`,
    runAt: at,
  });
}

/** The job worker's handler: sweeps, then queues the next day's. */
export function uploadSweepJobs(deps: { db: Db; files: FileStore }): Record<string, JobHandler> {
  return {
    "sweep-uploads": async (_job, now) => {
      await sweepUnusedUploads(deps.db, deps.files, now);
      await ensureSweep(deps.db, new Date(now.getTime() + 24 * 60 * 60_000));
    },
  };
}
