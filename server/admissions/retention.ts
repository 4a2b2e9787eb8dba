import { eq, ne } from "drizzle-orm";
import { todayIn } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { audit } from "../office/audit.ts";
import { currentSettings } from "../services/pages.ts";
import { readAdmissionSettings } from "./admission-settings.ts";
import { purgePersonalData } from "../privacy/retention.ts";

// Children's data is kept no longer than its purpose (issue 39; DPDP Act s. 8(7)): once a day
// the job worker deletes, with their documents,
// - applications begun and never sent, a month after they were last touched;
// - applications not admitted, the school's number of months (`keptMonths`) after the session
//   they were for began (decision 248).
// An admitted child's application stays: it is the record of the admission. The audit log keeps
// the fact of each deletion (the number and the class), never the child's details.

/** A draft untouched this long is deleted. */
export const draftKeptDays = 30;
const sweeper = { id: null, name: "The daily deletion of applications past their time" };

/** The first day of `session` ('2027-28') when sessions begin in `startMonth`. */
const sessionStart = (session: string, startMonth: number) =>
  `${session.slice(0, 4)}-${String(startMonth).padStart(2, "0")}-01`;

/** The day `months` months after `day` (YYYY-MM-DD, the first of a month). */
function monthsAfter(day: string, months: number): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const total = year * 12 + (month - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}-01`;
}

/** Deletes what is past its time for every school; answers how many applications went. */
export async function deleteExpiredApplications(
  db: Db,
  privateFiles: FileStore | undefined,
  options: { timeZone: string; now: Date },
): Promise<number> {
  const today = todayIn(options.timeZone, options.now);
  const draftsBefore = new Date(options.now.getTime() - draftKeptDays * 86_400_000);
  const candidates = await db
    .select({
      id: t.applications.id,
      schoolId: t.applications.schoolId,
      session: t.applications.session,
      state: t.applications.state,
      number: t.applications.number,
      className: t.applications.className,
      updatedAt: t.applications.updatedAt,
      documents: t.applications.documents,
    })
    .from(t.applications)
    .where(ne(t.applications.state, "admitted"));
  const keptMonths = new Map<string, { months: number; startMonth: number }>();
  const rulesOf = async (schoolId: string) => {
    if (!keptMonths.has(schoolId)) {
      const [admission, site] = await Promise.all([
        readAdmissionSettings(db, schoolId),
        currentSettings(db, schoolId),
      ]);
      keptMonths.set(schoolId, {
        // Without settings the form's promise is the longest the settings allow.
        months: admission?.keptMonths ?? 60,
        startMonth: site?.settings.sessionStartMonth ?? 4,
      });
    }
    return keptMonths.get(schoolId)!;
  };
  let deleted = 0;
  for (const one of candidates) {
    const rules = await rulesOf(one.schoolId);
    const due =
      one.state === "draft"
        ? one.updatedAt < draftsBefore
        : monthsAfter(sessionStart(one.session, rules.startMonth), rules.months) <= today;
    if (!due) continue;
    for (const document of one.documents) await privateFiles?.delete(document.path);
    await db.transaction(async (tx) => {
      await tx.delete(t.applications).where(eq(t.applications.id, one.id));
      await audit(tx, one.schoolId, sweeper, {
        action: "delete",
        kind: "application",
        recordId: one.id,
        changes: { application: [`${one.number ?? "not sent"} (${one.className})`, null] },
      });
    });
    deleted++;
  }
  return deleted;
}

/** The day's deletion, queued once a day by whichever instance asks first. */
export async function ensureRetention(db: Db, at: Date): Promise<void> {
  await enqueue(db, {
    queue: "admission-retention",
    key: `admission-retention:${at.toISOString().slice(0, 10)}`,
    runAt: at,
  });
}

export function retentionJobs(deps: {
  db: Db;
  privateFiles?: FileStore;
  timeZone: string;
}): Record<string, JobHandler> {
  return {
    // Applications, then the rest of the personal data past the school's time for it.
    "admission-retention": async (_job, now) => {
      await deleteExpiredApplications(deps.db, deps.privateFiles, { timeZone: deps.timeZone, now });
      await purgePersonalData(deps.db, now);
      await ensureRetention(deps.db, new Date(now.getTime() + 24 * 60 * 60_000));
    },
  };
}
