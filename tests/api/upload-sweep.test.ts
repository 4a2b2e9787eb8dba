import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { ensureSweep, sweepUnusedUploads, uploadSweepJobs } from "#server/services/upload-sweep.ts";
import { freshBackend, type FreshBackend } from "../support/fresh-backend.ts";
import type { OfficeClient } from "../support/office-client.ts";
import { notice } from "../support/office-client.ts";
import { uploadPicture } from "../support/uploads.ts";

// Uploads nothing names a day later are deleted; anything a record (deleted or not) or a
// record's history names stays. On a backend of its own: a sweep looks at every school's.

const schoolCode = "SWEEP";
let fresh: FreshBackend;
let administrator: OfficeClient;
beforeAll(async () => {
  fresh = await freshBackend();
  administrator = await fresh.schoolWithAdministrator(schoolCode);
});
afterAll(async () => {
  await fresh?.close();
});

const upload = (colour: string) =>
  uploadPicture(fresh.request, schoolCode, administrator, `${colour}.jpg`, { colour });

const hours = (n: number) => new Date(Date.now() + n * 60 * 60_000);

describe("the daily check for unused uploads", () => {
  it("deletes a day-old upload nothing names, and keeps what records and their history name", async () => {
    const [named, replaced, ofDeleted, unused] = await Promise.all(
      ["#2b6cb0", "#c05621", "#2f855a", "#805ad5"].map(upload),
    );
    const made = await administrator.call(
      "POST",
      "/records/news",
      notice("Annual Day photos", { attachments: replaced }),
    );
    expect(made.status).toBe(201);
    // The photo replaced stays in the record's history, which links it.
    const edited = await administrator.call("PUT", `/records/news/${made.json.id}`, {
      ...notice("Annual Day photos", { attachments: named }),
      version: made.json.version,
    });
    expect(edited.status).toBe(200);
    const gone = await administrator.call(
      "POST",
      "/records/news",
      notice("Withdrawn notice", { attachments: ofDeleted }),
    );
    expect((await administrator.call("DELETE", `/records/news/${gone.json.id}`, {})).status).toBe(
      200,
    );

    const { db } = fresh.database;
    // Not yet a day old: nothing goes.
    expect(await sweepUnusedUploads(db, fresh.files, hours(1))).toEqual([]);
    expect(await sweepUnusedUploads(db, fresh.files, hours(25))).toEqual([unused]);
    expect(await fresh.files.exists(unused!)).toBe(false);
    for (const path of [named, replaced, ofDeleted]) {
      expect(await fresh.files.exists(path!), path).toBe(true);
    }
    // Said in the audit log; a second sweep finds nothing more.
    const said = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, "sweep"), eq(t.auditLog.recordId, unused!)));
    expect(said).toHaveLength(1);
    expect(await sweepUnusedUploads(db, fresh.files, hours(26))).toEqual([]);
  });

  it("runs once a day: each run queues the next day's", async () => {
    const { db } = fresh.database;
    const today = new Date("2031-03-01T02:00:00Z");
    await ensureSweep(db, today);
    await ensureSweep(db, today);
    const sweep = uploadSweepJobs({ db, files: fresh.files })["sweep-uploads"]!;
    const [job] = await db.select().from(t.jobs).where(eq(t.jobs.key, "sweep-uploads:2031-03-01"));
    await sweep(job!, today);
    const keys = (await db.select({ key: t.jobs.key }).from(t.jobs))
      .map((row) => row.key)
      .filter((key) => key?.startsWith("sweep-uploads:2031"));
    expect(keys.sort()).toEqual(["sweep-uploads:2031-03-01", "sweep-uploads:2031-03-02"]);
  });
});
