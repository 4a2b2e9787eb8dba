import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { valueRemoved } from "#contracts/audit-changes.ts";
import { addDays, todayIn } from "#contracts/dates.ts";
import { privacyOf } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit } from "../office/audit.ts";
import { currentSettings } from "../services/pages.ts";

// Personal data kept no longer than the school says (issue 40; DPDP Act s. 8(7)): each night,
// for every school, by its privacy settings (contracts/school-settings.ts, privacyOf):
// - enquiries older than `keepEnquiries` months are deleted, with the office's replies;
// - certificate downloads (who fetched which certificate, from which address) older than
//   `keepDownloads` months are deleted;
// - subscriptions ended, or never confirmed, longer than `keepSubscriptions` months ago are
//   deleted with their addresses and numbers;
// - audit lines older than `keepAuditValues` months keep who changed which field of what, and
//   when, but each value becomes `valueRemoved`; access log lines that old are deleted;
// - the site's read counts older than 13 months, and a search's words after 90 days.
// One audit line per school says how many of each went; it names nobody. Applications have their
// own rule (server/admissions/retention.ts), run by the same nightly job.

export interface Purged {
  enquiries: number;
  downloads: number;
  subscriptions: number;
  auditLines: number;
  accessLines: number;
  /** Searches that found nothing, past 90 days (the counts go after 13 months, uncounted). */
  searches: number;
}

/** How long the site's read counts are kept, and a search's words (decision 260). */
const readCountMonths = 13;
const searchWordsDays = 90;

const sweeper = { id: null, name: "The nightly removal of personal data past its time" };

/** `months` months before `now`. */
function monthsBefore(now: Date, months: number): Date {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
}

/** Removes, for every school, what is past its time; answers the counts per school. */
export async function purgePersonalData(db: Db, now: Date): Promise<Map<string, Purged>> {
  const schools = await db.select({ id: t.schools.id }).from(t.schools);
  const purged = new Map<string, Purged>();
  for (const { id: schoolId } of schools) {
    const keep = privacyOf((await currentSettings(db, schoolId))?.settings);
    const counts = await db.transaction(async (tx) => {
      // A table's rows of the school dated before `before`, deleted; answers how many went.
      const older = async (
        table: typeof t.enquiries | typeof t.certificateDownloads | typeof t.accessLog,
        dated: AnyPgColumn,
        before: Date,
      ) =>
        (
          await tx
            .delete(table)
            .where(and(eq(table.schoolId, schoolId), lt(dated, before)))
            .returning({ id: table.id })
        ).length;
      const enquiries = await older(
        t.enquiries,
        t.enquiries.createdAt,
        monthsBefore(now, keep.keepEnquiries),
      );
      const downloads = await older(
        t.certificateDownloads,
        t.certificateDownloads.at,
        monthsBefore(now, keep.keepDownloads),
      );
      const ended = monthsBefore(now, keep.keepSubscriptions);
      const subscriptions = await tx
        .delete(t.subscriptions)
        .where(
          and(
            eq(t.subscriptions.schoolId, schoolId),
            or(
              and(
                isNotNull(t.subscriptions.unsubscribedAt),
                lt(t.subscriptions.unsubscribedAt, ended),
              ),
              and(isNull(t.subscriptions.confirmedAt), lt(t.subscriptions.createdAt, ended)),
            ),
          ),
        )
        .returning({ id: t.subscriptions.id });
      // Each value of a line becomes the marker; a line done already is not read again.
      const removed = sql`jsonb_build_array(${valueRemoved}::text, ${valueRemoved}::text)`;
      const auditLines = await tx
        .update(t.auditLog)
        .set({
          changes: sql`(select coalesce(jsonb_object_agg(entry.key, ${removed}), '{}'::jsonb)
            from jsonb_each(${t.auditLog.changes}) as entry)`,
        })
        .where(
          and(
            eq(t.auditLog.schoolId, schoolId),
            lt(t.auditLog.at, monthsBefore(now, keep.keepAuditValues)),
            sql`exists (select 1 from jsonb_each(${t.auditLog.changes}) as entry
              where entry.value <> ${removed})`,
          ),
        )
        .returning({ id: t.auditLog.id });
      // Who read what is kept as long as the audit's values: a year at least.
      const accessLines = await older(
        t.accessLog,
        t.accessLog.at,
        monthsBefore(now, keep.keepAuditValues),
      );
      await tx
        .delete(t.readCounts)
        .where(
          and(
            eq(t.readCounts.schoolId, schoolId),
            lt(t.readCounts.day, todayIn("UTC", monthsBefore(now, readCountMonths))),
          ),
        );
      const searches = await tx
        .delete(t.readCounts)
        .where(
          and(
            eq(t.readCounts.schoolId, schoolId),
            eq(t.readCounts.kind, "nothing-found"),
            lt(t.readCounts.day, addDays(todayIn("UTC", now), -searchWordsDays)),
          ),
        )
        .returning({ key: t.readCounts.key });
      const counts: Purged = {
        enquiries,
        downloads,
        subscriptions: subscriptions.length,
        auditLines: auditLines.length,
        accessLines,
        searches: searches.length,
      };
      if (Object.values(counts).some((count) => count > 0)) {
        await audit(tx, schoolId, sweeper, {
          action: "delete",
          kind: "personal data past its time",
          changes: Object.fromEntries(
            Object.entries(counts)
              .filter(([, count]) => count > 0)
              .map(([what, count]) => [what, [count, 0]]),
          ),
        });
      }
      return counts;
    });
    purged.set(schoolId, counts);
  }
  return purged;
}
