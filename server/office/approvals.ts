import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { mustSubmit, type ApprovalSetting, type Submission } from "#contracts/approvals.ts";
import {
  isRecordKind,
  recordNameFields,
  recordSchema,
  type OfficeRole,
  type RecordInput,
} from "#contracts/office-records.ts";
import type { Language } from "#contracts/languages.ts";
import type { Db } from "../db/database.ts";
import type { Tx } from "../db/db.ts";
import * as t from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { pageForEditing, savePage } from "../services/pages.ts";
import { audit, type Actor } from "./audit.ts";
import { getRecord, updateRecord, type RecordContext } from "./records.ts";

// What waits for approval (issue 41, decision 262): submitting, the queue, approving and sending
// back. The item itself stays a draft (a record) or a draft version (a page) until approved, so
// nothing of it reaches the site before; this table only says that it waits, and why it came back.

/** The school's choice of who approves; "none" until it makes one. */
export async function approvalSetting(db: Db, schoolId: string): Promise<ApprovalSetting> {
  // Asked on every office page and save: only the one field, not the whole (large) document.
  const [row] = await db
    .select({ approval: sql<ApprovalSetting | null>`${t.schoolSettings.document}->>'approval'` })
    .from(t.schoolSettings)
    .where(eq(t.schoolSettings.schoolId, schoolId))
    .orderBy(desc(t.schoolSettings.number))
    .limit(1);
  return row?.approval ?? "none";
}

/** What a record is called in the queue: its title, or whose it is. */
const recordName = (values: Record<string, unknown>) =>
  String(recordNameFields.map((field) => values[field]).find(Boolean) ?? "(untitled)");

const asSubmission = (row: typeof t.submissions.$inferSelect): Submission => ({
  id: row.id,
  kind: row.kind,
  item: row.item,
  language: row.language,
  number: row.number,
  title: row.title,
  state: row.state,
  comment: row.comment,
  submittedBy: row.submittedBy,
  submittedById: row.submittedById,
  submittedAt: row.submittedAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export type SubmitOutcome =
  | { outcome: "submitted"; submission: Submission }
  | { outcome: "missing" }
  | { outcome: "refused"; error: string };

/** Puts a record, as it stands, in the queue; a draft only (a published one is an approver's). */
export async function submitRecord(
  ctx: RecordContext,
  kind: string,
  id: string,
  actor: Actor & { id: string },
): Promise<SubmitOutcome> {
  if (!isRecordKind(kind)) return { outcome: "missing" };
  const record = await getRecord(ctx, kind, id);
  if (!record || record.state === "deleted") return { outcome: "missing" };
  if (record.status !== "draft") {
    return { outcome: "refused", error: "Only a draft is submitted: this one is on the site." };
  }
  return queue(ctx.db, ctx.schoolId, actor, ctx.now, {
    kind,
    item: id,
    language: "en",
    number: null,
    title: recordName(record.values),
  });
}

/** Puts a page's newest version in the queue, in one language; a draft only. */
export async function submitPage(
  db: Db,
  schoolId: string,
  path: string,
  language: Language,
  actor: Actor & { id: string },
  now: Date,
): Promise<SubmitOutcome> {
  const page = await pageForEditing(db, schoolId, path, undefined, language);
  if (!page) return { outcome: "missing" };
  const newest = page.versions.find((version) => version.number === page.newest);
  if (newest?.status !== "draft") {
    return { outcome: "refused", error: "Save your words as a draft first, then submit them." };
  }
  const heading = (page.document as { heading?: string }).heading;
  return queue(db, schoolId, actor, now, {
    kind: "page",
    item: page.path,
    language,
    number: page.newest,
    title: heading || page.path,
  });
}

async function queue(
  db: Db,
  schoolId: string,
  actor: Actor & { id: string },
  now: Date,
  what: { kind: string; item: string; language: Language; number: number | null; title: string },
): Promise<SubmitOutcome> {
  const values = {
    ...what,
    state: "pending" as const,
    comment: "",
    submittedBy: actor.name,
    submittedById: actor.id,
    submittedAt: now,
    decidedBy: null,
    decidedAt: null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.submissions)
      .values({ schoolId, ...values })
      .onConflictDoUpdate({
        target: [
          t.submissions.schoolId,
          t.submissions.kind,
          t.submissions.item,
          t.submissions.language,
        ],
        set: values,
      })
      .returning();
    await audit(tx, schoolId, actor, {
      action: what.language === "en" ? "submit" : "submit in Hindi",
      kind: what.kind,
      recordId: what.item,
      changes: what.number ? { version: [null, what.number] } : {},
    });
    return { outcome: "submitted" as const, submission: asSubmission(row!) };
  });
}

/** The queue: everything pending or sent back, oldest first; or only one member of staff's. */
export async function listSubmissions(
  db: Db,
  schoolId: string,
  only?: { submittedById: string },
): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(t.submissions)
    .where(
      and(
        eq(t.submissions.schoolId, schoolId),
        only && eq(t.submissions.submittedById, only.submittedById),
      ),
    )
    .orderBy(asc(t.submissions.submittedAt));
  return rows.map(asSubmission);
}

/** What waits of one item, if anything: the record form and page editor show it. */
export async function submissionOf(
  db: Db,
  schoolId: string,
  kind: string,
  item: string,
  language: Language = "en",
): Promise<Submission | undefined> {
  const [row] = await db
    .select()
    .from(t.submissions)
    .where(
      and(
        eq(t.submissions.schoolId, schoolId),
        eq(t.submissions.kind, kind),
        eq(t.submissions.item, item),
        eq(t.submissions.language, language),
      ),
    );
  return row && asSubmission(row);
}

async function findSubmission(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.submissions)
    .where(and(eq(t.submissions.schoolId, schoolId), eq(t.submissions.id, id)));
  return row;
}

export type DecisionOutcome =
  | { outcome: "done"; submission: Submission }
  | { outcome: "missing" }
  | { outcome: "refused"; error: string; fields?: Record<string, string> };

/**
 * Publishes what was submitted, now or at `publishAt`, as the approver's own save: checked,
 * announced and logged as any publish. A page whose words someone changed after the submitted
 * version is refused, so nobody's later words are overwritten unseen.
 */
export async function approve(
  ctx: RecordContext,
  id: string,
  publishAt: Date | undefined,
  publishAtText: string | undefined,
  actor: Actor,
): Promise<DecisionOutcome> {
  const row = await findSubmission(ctx.db, ctx.schoolId, id);
  if (!row || row.state !== "pending") return { outcome: "missing" };
  if (row.kind === "page") {
    const page = await pageForEditing(
      ctx.db,
      ctx.schoolId,
      row.item,
      row.number ?? undefined,
      row.language,
    );
    if (!page) {
      await settle(ctx.db, ctx.schoolId, row.kind, [row.item], row.language);
      return { outcome: "missing" };
    }
    if (page.newest !== row.number) {
      return {
        outcome: "refused",
        error:
          "The page was saved again after it was submitted: open it, and submit or publish the newest words.",
      };
    }
    const saved = await savePage(ctx.db, ctx.schoolId, actor, {
      path: row.item,
      language: row.language,
      forEnglish: page.forEnglish,
      document: page.document,
      status: "published",
      publishAt: publishAt ?? null,
      basedOn: page.newest,
      note: `approval of ${row.number}`,
    });
    if (saved.outcome === "refused") {
      return { outcome: "refused", error: "Some blocks need attention.", fields: saved.fields };
    }
    if (saved.outcome !== "saved") {
      return { outcome: "refused", error: "The page was saved meanwhile; open it to see." };
    }
  } else {
    if (!isRecordKind(row.kind)) return { outcome: "missing" };
    const record = await getRecord(ctx, row.kind, row.item);
    if (!record || record.state === "deleted") {
      await settle(ctx.db, ctx.schoolId, row.kind, [row.item]);
      return { outcome: "missing" };
    }
    const input = recordSchema(row.kind).safeParse({
      ...record.values,
      status: "published",
      ...(publishAtText && { publishAt: publishAtText }),
    });
    if (!input.success) {
      return { outcome: "refused", error: input.error.issues[0]?.message ?? "A field is wrong." };
    }
    const saved = await updateRecord(
      ctx,
      row.kind,
      row.item,
      input.data as RecordInput,
      record.version,
      actor,
    );
    if (saved.outcome === "conflict") {
      return { outcome: "refused", error: saved.message, fields: { [saved.field]: saved.message } };
    }
    if (saved.outcome !== "saved") {
      return { outcome: "refused", error: "Someone saved it meanwhile; open it to see." };
    }
  }
  const decided = { ...row, decidedBy: actor.name, decidedAt: ctx.now };
  await ctx.db.transaction(async (tx) => {
    await tx.delete(t.submissions).where(eq(t.submissions.id, id));
    await audit(tx, ctx.schoolId, actor, {
      action: publishAt ? "approve and schedule" : "approve",
      kind: row.kind,
      recordId: row.item,
      changes: {},
    });
    await tellSubmitter(tx, ctx.schoolId, decided, "approved", ctx.now);
  });
  return { outcome: "done", submission: asSubmission(decided) };
}

/** Sends a submission back with what to change; it stays a draft, and its author is told. */
export async function sendBack(
  ctx: RecordContext,
  id: string,
  comment: string,
  actor: Actor,
): Promise<DecisionOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.submissions)
      .set({ state: "returned", comment, decidedBy: actor.name, decidedAt: ctx.now })
      .where(
        and(
          eq(t.submissions.schoolId, ctx.schoolId),
          eq(t.submissions.id, id),
          eq(t.submissions.state, "pending"),
        ),
      )
      .returning();
    if (!row) return { outcome: "missing" as const };
    await audit(tx, ctx.schoolId, actor, {
      action: "send back",
      kind: row.kind,
      recordId: row.item,
      changes: { comment: [null, comment] },
    });
    await tellSubmitter(tx, ctx.schoolId, row, "returned", ctx.now);
    return { outcome: "done" as const, submission: asSubmission(row) };
  });
}

/** The submitter's e-mail, sent by the job worker ("approval-mail", server/mail/mail-jobs.ts). */
async function tellSubmitter(
  tx: Tx,
  schoolId: string,
  row: typeof t.submissions.$inferSelect,
  outcome: "approved" | "returned",
  now: Date,
) {
  await enqueue(tx, {
    queue: "approval-mail",
    key: `approval-mail:${row.id}:${now.getTime()}`,
    payload: {
      userId: row.submittedById,
      outcome,
      kind: row.kind,
      item: row.item,
      language: row.language,
      title: row.title,
      comment: row.comment,
      by: row.decidedBy,
    },
    runAt: now,
    schoolId,
  });
}

/** Whether this member of staff's work waits for approval, by their role and the setting. */
export async function submits(db: Db, schoolId: string, role: OfficeRole): Promise<boolean> {
  if (role !== "editor" && role !== "contributor") return false;
  return mustSubmit(role, await approvalSetting(db, schoolId));
}

/**
 * An item published, or deleted, by an approver's own hand leaves the queue: nothing of it waits
 * any more. (Its author sees it on the site, or gone, in the list.)
 */
export async function settle(
  db: Db,
  schoolId: string,
  kind: string,
  items: readonly string[],
  language: Language = "en",
): Promise<void> {
  if (items.length === 0) return;
  await db
    .delete(t.submissions)
    .where(
      and(
        eq(t.submissions.schoolId, schoolId),
        eq(t.submissions.kind, kind),
        inArray(t.submissions.item, [...items]),
        eq(t.submissions.language, language),
      ),
    );
}
