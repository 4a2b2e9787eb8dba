import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { applicationStates, type ApplicationState } from "#contracts/admissions/application.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import { offsetOf, type Page } from "../office/list-query.ts";
import { csvCell } from "../services/printable.ts";
import type { Application } from "./applications.ts";

// The office's side of admissions (issue 39): sent applications by class and state, found by
// number, name, e-mail or phone; moved along the states one by one or many at once; noted; the
// fee marked paid. Every change is a line of the audit log. Drafts are the families' own until
// they are sent: the office counts them, and does not read them.

export interface ApplicationQuery {
  session?: string;
  className?: string;
  state?: ApplicationState;
  q?: string;
  fee?: "paid" | "unpaid";
}

/** An application in the office's list. */
export type ListedApplication = Pick<
  Application,
  | "id"
  | "number"
  | "session"
  | "className"
  | "stream"
  | "state"
  | "childName"
  | "dateOfBirth"
  | "email"
  | "submittedAt"
  | "feePaidAt"
> & { phone: string };

const listed = {
  id: t.applications.id,
  number: t.applications.number,
  session: t.applications.session,
  className: t.applications.className,
  stream: t.applications.stream,
  state: t.applications.state,
  childName: t.applications.childName,
  dateOfBirth: t.applications.dateOfBirth,
  email: t.applications.email,
  phone: sql<string>`coalesce(${t.applications.answers}->>'phone', '')`,
  submittedAt: t.applications.submittedAt,
  feePaidAt: t.applications.feePaidAt,
};

function matching(schoolId: string, query: ApplicationQuery): SQL {
  const a = t.applications;
  const words = query.q?.trim().slice(0, 100);
  const like = words && `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(a.schoolId, schoolId),
    ne(a.state, "draft"),
    query.session ? eq(a.session, query.session) : undefined,
    query.className ? eq(a.className, query.className) : undefined,
    query.state ? eq(a.state, query.state) : undefined,
    query.fee === "paid" ? isNotNull(a.feePaidAt) : undefined,
    query.fee === "unpaid" ? sql`${a.feePaidAt} is null` : undefined,
    like
      ? or(
          ilike(a.number, like),
          ilike(a.childName, like),
          ilike(a.email, like),
          sql`${a.answers}->>'phone' ilike ${like}`,
        )
      : undefined,
  )!;
}

export async function listApplications(
  db: Db,
  schoolId: string,
  query: ApplicationQuery,
  page?: Page,
): Promise<{ applications: ListedApplication[]; total: number }> {
  const where = matching(schoolId, query);
  const rows = db
    .select(listed)
    .from(t.applications)
    .where(where)
    .orderBy(desc(t.applications.submittedAt));
  if (!page) {
    const all = await rows;
    return { applications: all, total: all.length };
  }
  const [found, [counted]] = await Promise.all([
    rows.limit(page.limit).offset(offsetOf(page)),
    db.select({ total: count() }).from(t.applications).where(where),
  ]);
  return { applications: found, total: Number(counted?.total ?? 0) };
}

/** How many applications each class has in each state (drafts: begun, not sent). */
export async function pipelineCounts(
  db: Db,
  schoolId: string,
  session?: string,
): Promise<{ className: string; state: ApplicationState; count: number }[]> {
  const a = t.applications;
  return db
    .select({ className: a.className, state: a.state, count: sql<number>`count(*)::int` })
    .from(a)
    .where(and(eq(a.schoolId, schoolId), session ? eq(a.session, session) : undefined))
    .groupBy(a.className, a.state);
}

/** One sent application, whole, for the office. */
export async function officeApplication(
  db: Db,
  schoolId: string,
  id: string,
): Promise<Application | undefined> {
  const [found] = await db
    .select()
    .from(t.applications)
    .where(
      and(
        eq(t.applications.schoolId, schoolId),
        eq(t.applications.id, id),
        ne(t.applications.state, "draft"),
      ),
    );
  return found;
}

/** Moves sent applications to `state`; the ones it moved, each a line of the audit log. */
export async function moveApplications(
  db: Db,
  schoolId: string,
  ids: readonly string[],
  state: ApplicationState,
  actor: Actor,
  now: Date,
): Promise<number> {
  if (state === "draft" || !applicationStates.includes(state) || ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: t.applications.id, state: t.applications.state })
      .from(t.applications)
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          inArray(t.applications.id, [...ids]),
          ne(t.applications.state, "draft"),
          ne(t.applications.state, state),
        ),
      );
    if (before.length === 0) return 0;
    await tx
      .update(t.applications)
      .set({ state, updatedAt: now })
      .where(
        inArray(
          t.applications.id,
          before.map((one) => one.id),
        ),
      );
    for (const one of before) {
      await audit(tx, schoolId, actor, {
        action: "update",
        kind: "application",
        recordId: one.id,
        changes: { state: [one.state, state] },
      });
    }
    return before.length;
  });
}

/** A note beside the application, and the fee marked paid (or not) by the office. */
export async function changeApplication(
  db: Db,
  schoolId: string,
  id: string,
  change: { note?: string; feePaid?: { reference: string } | false },
  actor: Actor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(t.applications)
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          eq(t.applications.id, id),
          ne(t.applications.state, "draft"),
        ),
      )
      .for("update");
    if (!found) return false;
    const changes: Record<string, [unknown, unknown]> = {};
    const set: Partial<typeof t.applications.$inferInsert> = { updatedAt: now };
    if (change.note) {
      set.notes = [...found.notes, { by: actor.name, at: now.toISOString(), text: change.note }];
      changes.note = [null, change.note];
    }
    if (change.feePaid && !found.feePaidAt) {
      Object.assign(set, {
        feePaidAt: now,
        feeMethod: "office",
        feeReference: change.feePaid.reference,
      });
      changes.feePaid = [null, change.feePaid.reference || "yes"];
    } else if (change.feePaid === false && found.feePaidAt) {
      Object.assign(set, { feePaidAt: null, feeMethod: null, feeReference: null });
      changes.feePaid = [found.feeReference || "yes", null];
    }
    if (Object.keys(changes).length === 0) return true;
    await tx.update(t.applications).set(set).where(eq(t.applications.id, id));
    await audit(tx, schoolId, actor, {
      action: "update",
      kind: "application",
      recordId: id,
      changes,
    });
    return true;
  });
}

const csvColumns = [
  "Number",
  "Class",
  "Stream",
  "State",
  "Child",
  "Date of birth",
  "E-mail",
  "Mobile",
  "Sent",
  "Fee paid",
] as const;

/** The list as a spreadsheet reads it: every cell quoted and never taken for a formula. */
export function applicationsCsv(rows: readonly ListedApplication[]): string {
  const line = (cells: string[]) => cells.map(csvCell).join(",");
  return (
    [
      line([...csvColumns]),
      ...rows.map((row) =>
        line([
          row.number ?? "",
          row.className,
          row.stream ?? "",
          row.state,
          row.childName,
          row.dateOfBirth,
          row.email,
          row.phone,
          row.submittedAt?.toISOString() ?? "",
          row.feePaidAt?.toISOString() ?? "",
        ]),
      ),
    ].join("\r\n") + "\r\n"
  );
}
