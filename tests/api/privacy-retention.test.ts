import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { valueRemoved } from "#contracts/audit-changes.ts";
import { addDays, todayIn } from "#contracts/dates.ts";
import type { ReadKind } from "#contracts/reads.ts";
import * as t from "#server/db/schema.ts";
import { purgePersonalData } from "#server/privacy/retention.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// The nightly removal of personal data past the school's time for it (issue 40): the demo
// school keeps enquiries 24 months, certificate downloads 12, ended subscriptions 6 and the
// audit log's values 24 (demo/demo-settings.ts).

let backend: TestBackend;
let schoolId: string;
// Tonight: the demo school's own records are all younger than its shortest time.
const now = new Date();
const monthsAgo = (months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

beforeAll(async () => {
  backend = await testBackend();
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
});

describe("personal data past its time", () => {
  it("is removed each night by the school's months, and the audit line keeps the fact without the values", async () => {
    const { db } = backend.database;
    const enquiry = (name: string, createdAt: Date) => ({
      schoolId,
      name,
      phone: "+91 98140 00000",
      email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
      subject: "Admission",
      message: "When is the Nursery interaction?",
      createdAt,
      updatedAt: createdAt,
    });
    const [oldEnquiry, newEnquiry] = await db
      .insert(t.enquiries)
      .values([enquiry("Old Enquirer", monthsAgo(25)), enquiry("New Enquirer", monthsAgo(23))])
      .returning({ id: t.enquiries.id });

    const [certificate] = await db
      .select({ id: t.transferCertificates.id })
      .from(t.transferCertificates)
      .where(eq(t.transferCertificates.schoolId, schoolId))
      .limit(1);
    const [oldDownload, newDownload] = await db
      .insert(t.certificateDownloads)
      .values([
        { schoolId, certificateId: certificate!.id, at: monthsAgo(13), address: "203.0.113.5" },
        { schoolId, certificateId: certificate!.id, at: monthsAgo(11), address: "203.0.113.6" },
      ])
      .returning({ id: t.certificateDownloads.id });

    const subscription = (email: string, extra: Partial<typeof t.subscriptions.$inferInsert>) => ({
      schoolId,
      email,
      token: randomUUID(),
      topics: ["notices"],
      createdAt: monthsAgo(30),
      ...extra,
    });
    const [ended, unconfirmed, endedLately, active] = await db
      .insert(t.subscriptions)
      .values([
        subscription("ended.parent@example.com", {
          confirmedAt: monthsAgo(30),
          unsubscribedAt: monthsAgo(7),
        }),
        subscription("never.confirmed@example.com", {}),
        subscription("ended.lately@example.com", {
          confirmedAt: monthsAgo(30),
          unsubscribedAt: monthsAgo(5),
        }),
        subscription("still.reading@example.com", { confirmedAt: monthsAgo(30) }),
      ])
      .returning({ id: t.subscriptions.id });

    const line = (at: Date) => ({
      schoolId,
      at,
      actorId: null,
      actorName: "Demo Office",
      action: "update",
      kind: "birthdays",
      recordId: randomUUID(),
      changes: { name: ["Aarav Gil", "Aarav Gill"], class: ["III-B", "III-C"] } as Record<
        string,
        [unknown, unknown]
      >,
    });
    const [oldLine, newLine] = await db
      .insert(t.auditLog)
      .values([line(monthsAgo(25)), line(monthsAgo(23))])
      .returning({ id: t.auditLog.id });

    const purged = (await purgePersonalData(db, now)).get(schoolId)!;
    expect(purged.enquiries).toBeGreaterThanOrEqual(1);
    expect(purged.downloads).toBeGreaterThanOrEqual(1);
    expect(purged.subscriptions).toBeGreaterThanOrEqual(2);
    expect(purged.auditLines).toBeGreaterThanOrEqual(1);

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.id);
    expect(
      await ids(
        db
          .select({ id: t.enquiries.id })
          .from(t.enquiries)
          .where(inArray(t.enquiries.id, [oldEnquiry!.id, newEnquiry!.id])),
      ),
    ).toEqual([newEnquiry!.id]);
    expect(
      await ids(
        db
          .select({ id: t.certificateDownloads.id })
          .from(t.certificateDownloads)
          .where(inArray(t.certificateDownloads.id, [oldDownload!.id, newDownload!.id])),
      ),
    ).toEqual([newDownload!.id]);
    expect(
      (
        await ids(
          db
            .select({ id: t.subscriptions.id })
            .from(t.subscriptions)
            .where(
              inArray(t.subscriptions.id, [
                ended!.id,
                unconfirmed!.id,
                endedLately!.id,
                active!.id,
              ]),
            ),
        )
      ).sort(),
    ).toEqual([endedLately!.id, active!.id].sort());

    const [redacted] = await db.select().from(t.auditLog).where(eq(t.auditLog.id, oldLine!.id));
    // Who changed which fields of what, and when, stays; what they were does not.
    expect(redacted).toMatchObject({
      actorName: "Demo Office",
      action: "update",
      kind: "birthdays",
    });
    expect(redacted!.changes).toEqual({
      name: [valueRemoved, valueRemoved],
      class: [valueRemoved, valueRemoved],
    });
    const [kept] = await db.select().from(t.auditLog).where(eq(t.auditLog.id, newLine!.id));
    expect(kept!.changes).toEqual({ name: ["Aarav Gil", "Aarav Gill"], class: ["III-B", "III-C"] });

    // The removal is a line of the log itself, of counts only.
    const [fact] = await db
      .select()
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.schoolId, schoolId), eq(t.auditLog.kind, "personal data past its time")),
      );
    expect(fact!.changes.enquiries).toEqual([purged.enquiries, 0]);
    expect(JSON.stringify(fact!.changes)).not.toContain("example.com");

    // The next night finds nothing more of these.
    const again = (await purgePersonalData(db, now)).get(schoolId)!;
    expect(again).toEqual({
      enquiries: 0,
      downloads: 0,
      subscriptions: 0,
      auditLines: 0,
      accessLines: 0,
      searches: 0,
    });
  });

  it("keeps a search's words 90 days and the site's read counts 13 months", async () => {
    const { db } = backend.database;
    const today = todayIn("UTC", now);
    const row = (kind: ReadKind, key: string, day: string) => ({
      schoolId,
      kind,
      key,
      day,
      count: 3,
    });
    await db
      .insert(t.readCounts)
      .values([
        row("nothing-found", "retention old words", addDays(today, -91)),
        row("nothing-found", "retention new words", addDays(today, -89)),
        row("page", "/RetentionOld", addDays(today, -400)),
        row("page", "/RetentionNew", addDays(today, -300)),
      ]);
    const purged = (await purgePersonalData(db, now)).get(schoolId)!;
    expect(purged.searches).toBe(1);
    const left = await db
      .select({ key: t.readCounts.key })
      .from(t.readCounts)
      .where(
        and(
          eq(t.readCounts.schoolId, schoolId),
          inArray(t.readCounts.key, [
            "retention old words",
            "retention new words",
            "/RetentionOld",
            "/RetentionNew",
          ]),
        ),
      );
    expect(left.map((entry) => entry.key).sort()).toEqual(["/RetentionNew", "retention new words"]);
  });
});
