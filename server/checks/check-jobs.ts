import { and, desc, eq, notInArray } from "drizzle-orm";
import { secondsUntilNextDay, todayIn } from "#contracts/dates.ts";
import type { Finding } from "#contracts/site-checks.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { checkSchool, newlyRed, type CheckDeps } from "./site-check.ts";

// The nightly check of every school's site (./site-check.ts), in the jobs table every instance
// shares: run once a night by whichever instance claims it, each school's findings kept, and
// the administrators told by e-mail ("check-mail", server/mail/mail-jobs.ts) of what newly
// turned red.

/** Checks kept per school: enough to tell what is new, and to show a week back. */
const keptChecks = 14;

/** Two o'clock in the school's night after `now`: when the site is checked, unhurried. */
export const nightAfter = (now: Date, timeZone: string) =>
  new Date(now.getTime() + (secondsUntilNextDay(timeZone, now) + 2 * 60 * 60) * 1000);

/** The night's check, queued once a day by whichever instance asks first. */
export async function ensureSiteCheck(db: Db, at: Date): Promise<void> {
  await enqueue(db, {
    queue: "site-check",
    key: `site-check:${at.toISOString().slice(0, 10)}`,
    runAt: at,
  });
}

/** Checks one school now: keeps what was found, and queues the e-mail of what turned red. */
export async function checkAndKeep(
  deps: CheckDeps,
  school: { id: string; schoolCode: string },
  timeZone: string,
  now: Date,
): Promise<{ id: string; findings: Finding[]; red: Finding[] }> {
  const { db } = deps;
  const today = todayIn(timeZone, now);
  const findings = await checkSchool(deps, school, today, now);
  const [before] = await db
    .select({ findings: t.siteChecks.findings })
    .from(t.siteChecks)
    .where(eq(t.siteChecks.schoolId, school.id))
    .orderBy(desc(t.siteChecks.checkedAt))
    .limit(1);
  const red = newlyRed(findings, before?.findings ?? []);
  const [kept] = await db
    .insert(t.siteChecks)
    .values({ schoolId: school.id, checkedAt: now, findings })
    .returning({ id: t.siteChecks.id });
  const recent = db
    .select({ id: t.siteChecks.id })
    .from(t.siteChecks)
    .where(eq(t.siteChecks.schoolId, school.id))
    .orderBy(desc(t.siteChecks.checkedAt))
    .limit(keptChecks);
  await db
    .delete(t.siteChecks)
    .where(and(eq(t.siteChecks.schoolId, school.id), notInArray(t.siteChecks.id, recent)));
  if (red.length > 0) {
    await enqueue(db, {
      queue: "check-mail",
      key: `check-mail:${kept!.id}`,
      payload: { checkId: kept!.id, red },
      schoolId: school.id,
    });
  }
  return { id: kept!.id, findings, red };
}

/** The last check of a school's site, if it was ever checked. */
export async function lastCheck(db: Db, schoolId: string) {
  const [last] = await db
    .select({ checkedAt: t.siteChecks.checkedAt, findings: t.siteChecks.findings })
    .from(t.siteChecks)
    .where(eq(t.siteChecks.schoolId, schoolId))
    .orderBy(desc(t.siteChecks.checkedAt))
    .limit(1);
  return last && { checkedAt: last.checkedAt.toISOString(), findings: last.findings };
}

export function siteCheckJobs(deps: CheckDeps & { timeZone: string }): Record<string, JobHandler> {
  return {
    "site-check": async (_job, now) => {
      const schools = await deps.db
        .select({ id: t.schools.id, schoolCode: t.schools.schoolCode })
        .from(t.schools);
      for (const school of schools) await checkAndKeep(deps, school, deps.timeZone, now);
      await ensureSiteCheck(deps.db, nightAfter(now, deps.timeZone));
    },
  };
}
