import { and, desc, eq, max, ne, sql } from "drizzle-orm";
import { todayIn } from "#contracts/dates.ts";
import { recordKinds, type RecordKindName } from "#contracts/office-records.ts";
import { moduleOf } from "#contracts/records/index.ts";
import {
  dueOn,
  homeKinds,
  homeSubject,
  kindIntervals,
  pageInterval,
  type Review,
  type ReviewInterval,
} from "#contracts/reviews.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { currentSettings } from "../services/pages.ts";
import { audit, type Actor } from "./audit.ts";

// The review dates of a school's site (contracts/reviews.ts): when each kind of record, each
// page and the home page was last changed or looked at, by whom, and when it is due again.
// Changes are read where they are kept (a kind's newest `updated_at`, a page's newest version)
// and their authors from the audit log, which also keeps each review; nothing is copied.

export interface ReviewContext {
  db: Db;
  schoolId: string;
  now: Date;
  timeZone: string;
}

interface Look {
  at: Date;
  by?: string;
  reviewed: boolean;
}

const later = (a: Look | undefined, b: Look | undefined) =>
  !a ? b : !b ? a : a.at.getTime() >= b.at.getTime() ? a : b;

/** The kinds the site shows: the office's own registers (certificates, consents) are not. */
export const reviewedKinds = (Object.keys(recordKinds) as RecordKindName[]).filter(
  (kind) => kind in kindIntervals,
);

const intervalAction = "set review interval";

/** The newest change or review of `kind` the audit log has (and of `recordId`): who last looked. */
async function lastLine(db: Db, schoolId: string, kind: string, recordId?: string) {
  const [line] = await db
    .select({ at: t.auditLog.at, by: t.auditLog.actorName, action: t.auditLog.action })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, schoolId),
        eq(t.auditLog.kind, kind),
        ne(t.auditLog.action, intervalAction),
        recordId === undefined ? undefined : eq(t.auditLog.recordId, recordId),
      ),
    )
    .orderBy(desc(t.auditLog.at))
    .limit(1);
  return line && { at: line.at, by: line.by, reviewed: line.action === "review" };
}

/**
 * A kind's last look: its newest change, with its author when the audit log's newest line is
 * that change (the seed's and an import's rows have none), or its newest review.
 */
async function kindLook(db: Db, schoolId: string, kind: string): Promise<Look | undefined> {
  const table = moduleOf(kind as RecordKindName).table as unknown as typeof t.news;
  const [[changed], line] = await Promise.all([
    db
      .select({ at: max(table.updatedAt) })
      .from(table)
      .where(eq(table.schoolId, schoolId)),
    lastLine(db, schoolId, kind),
  ]);
  const change: Look | undefined = changed?.at ? { at: changed.at, reviewed: false } : undefined;
  // The change and its line are written in one transaction, by the clock of each.
  if (line && change && line.at.getTime() >= change.at.getTime() - 60_000) return line;
  return later(change, line);
}

/** Each page's newest version in either language, its English heading and whether a session binds it. */
async function pageLooks(db: Db, schoolId: string) {
  // The newest versions found by the index alone; only their words are read, not every
  // version's (a school keeps years of them).
  const newest = db
    .selectDistinctOn([t.pageVersions.path, t.pageVersions.language], { id: t.pageVersions.id })
    .from(t.pageVersions)
    .where(eq(t.pageVersions.schoolId, schoolId))
    .orderBy(t.pageVersions.path, t.pageVersions.language, desc(t.pageVersions.number))
    .as("newest");
  const rows = await db
    .select({
      path: t.pageVersions.path,
      language: t.pageVersions.language,
      at: t.pageVersions.savedAt,
      by: t.pageVersions.savedBy,
      heading: sql<string | null>`${t.pageVersions.document}->>'heading'`,
      session: sql<string | null>`${t.pageVersions.document}->>'session'`,
    })
    .from(t.pageVersions)
    .innerJoin(newest, eq(newest.id, t.pageVersions.id));
  const reviews = await db
    .selectDistinctOn([t.auditLog.recordId], {
      path: t.auditLog.recordId,
      at: t.auditLog.at,
      by: t.auditLog.actorName,
    })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, schoolId),
        eq(t.auditLog.kind, "page"),
        eq(t.auditLog.action, "review"),
      ),
    )
    .orderBy(t.auditLog.recordId, desc(t.auditLog.at));
  const pages = new Map<string, { title: string; sessionBound: boolean; look?: Look }>();
  for (const row of rows) {
    const page = pages.get(row.path) ?? { title: row.path, sessionBound: false };
    if (row.language === "en") {
      page.title = row.heading ?? row.path;
      page.sessionBound = Boolean(row.session);
    }
    page.look = later(page.look, { at: row.at, by: row.by, reviewed: false });
    pages.set(row.path, page);
  }
  for (const review of reviews) {
    const page = review.path ? pages.get(review.path) : undefined;
    if (page) page.look = later(page.look, { at: review.at, by: review.by, reviewed: true });
  }
  return pages;
}

/** Every part of the site with its review date, what is overdue first, then by due date. */
export async function reviewList(ctx: ReviewContext): Promise<Review[]> {
  const { db, schoolId, now, timeZone } = ctx;
  const [kindLooks, pages, homeReview, chosen, settings, [school]] = await Promise.all([
    Promise.all(reviewedKinds.map((kind) => kindLook(db, schoolId, kind))),
    pageLooks(db, schoolId),
    lastLine(db, schoolId, "home"),
    db
      .select({ subject: t.reviewIntervals.subject, every: t.reviewIntervals.every })
      .from(t.reviewIntervals)
      .where(eq(t.reviewIntervals.schoolId, schoolId)),
    currentSettings(db, schoolId),
    db.select({ at: t.schools.createdAt }).from(t.schools).where(eq(t.schools.id, schoolId)),
  ]);
  // A kind with nothing in it yet counts from the day the school's site began.
  const began: Look = { at: school?.at ?? now, reviewed: false };
  const startMonth = settings?.settings.sessionStartMonth ?? 4;
  const everyOf = new Map(chosen.map((row) => [row.subject, row.every]));
  const today = todayIn(timeZone, now);
  const review = (
    subject: string,
    kind: Review["kind"],
    title: string,
    usual: ReviewInterval,
    look: Look | undefined,
  ): Review => {
    const every = everyOf.get(subject) ?? usual;
    const last = look ?? began;
    const due = dueOn(todayIn(timeZone, last.at), every, startMonth);
    return {
      subject,
      kind,
      title,
      every,
      usual,
      lastAt: last.at.toISOString(),
      ...(last.by && { lastBy: last.by }),
      lastReviewed: last.reviewed,
      dueOn: due,
      overdue: due <= today,
    };
  };
  const looks = new Map(reviewedKinds.map((kind, i) => [kind, kindLooks[i]]));
  const homeLook = homeKinds.reduce<Look | undefined>(
    (newest, kind) => later(newest, looks.get(kind)),
    homeReview,
  );
  const list = [
    review(homeSubject, "home", "Home page", "week", homeLook),
    ...reviewedKinds.map((kind) =>
      review(kind, "records", recordKinds[kind].title, kindIntervals[kind]!, looks.get(kind)),
    ),
    ...[...pages].map(([path, page]) =>
      review(path, "page", page.title, pageInterval(page.sessionBound), page.look),
    ),
  ];
  return list.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.dueOn.localeCompare(b.dueOn) ||
      a.title.localeCompare(b.title),
  );
}

/** What a subject is, for the audit log: the kind it is logged under, and its record. */
function auditTarget(subject: string): { kind: string; recordId?: string } {
  return subject.startsWith("/") ? { kind: "page", recordId: subject } : { kind: subject };
}

/** Whether `subject` names a part of the site that is reviewed. */
export async function isSubject(db: Db, schoolId: string, subject: string): Promise<boolean> {
  if (subject === homeSubject || (reviewedKinds as string[]).includes(subject)) return true;
  if (!subject.startsWith("/")) return false;
  const [page] = await db
    .select({ path: t.pageVersions.path })
    .from(t.pageVersions)
    .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.path, subject)))
    .limit(1);
  return Boolean(page);
}

/** Records that `subject` was looked at and left as it is. */
export async function markReviewed(ctx: ReviewContext, actor: Actor, subject: string) {
  await audit(ctx.db, ctx.schoolId, actor, {
    action: "review",
    ...auditTarget(subject),
    changes: {},
    at: ctx.now,
  });
}

/** Sets how often `subject` is reviewed; the usual interval again clears the school's choice. */
export async function setReviewInterval(
  ctx: ReviewContext,
  actor: Actor,
  subject: string,
  every: ReviewInterval,
  usual: ReviewInterval,
) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ every: t.reviewIntervals.every })
      .from(t.reviewIntervals)
      .where(
        and(eq(t.reviewIntervals.schoolId, ctx.schoolId), eq(t.reviewIntervals.subject, subject)),
      );
    const was = before?.every ?? usual;
    if (was === every) return;
    if (every === usual) {
      await tx
        .delete(t.reviewIntervals)
        .where(
          and(eq(t.reviewIntervals.schoolId, ctx.schoolId), eq(t.reviewIntervals.subject, subject)),
        );
    } else {
      await tx
        .insert(t.reviewIntervals)
        .values({ schoolId: ctx.schoolId, subject, every })
        .onConflictDoUpdate({
          target: [t.reviewIntervals.schoolId, t.reviewIntervals.subject],
          set: { every },
        });
    }
    await audit(tx, ctx.schoolId, actor, {
      action: intervalAction,
      ...auditTarget(subject),
      changes: { every: [was, every] },
    });
  });
}
