import { and, asc, eq, gt, lte } from "drizzle-orm";
import { formatDate, todayIn } from "#contracts/dates.ts";
import { reaches } from "#contracts/classes.ts";
import type { Frequency, SubscriptionTopic } from "#contracts/subscriptions.ts";
import type { Language } from "#contracts/languages.ts";
import type { Finding } from "#contracts/site-checks.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue, removeDone, type Job } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { countWaitingEnquiries } from "../services/enquiries.ts";
import { findSubscription, stateOf, subscribers } from "../services/subscriptions.ts";
import { nextDigest } from "./digest-times.ts";
import { isAnnouncedTable, readItem, type AnnouncedTable, type MailItem } from "./items.ts";
import { createMailer, type MailSettings } from "./mailer.ts";
import { senderFor } from "./sender.ts";
import {
  alreadySubscribedMessage,
  confirmationMessage,
  digestMessage,
  enquiryMessage,
  enquiryReplyMessage,
  itemMessage,
  resetPasswordMessage,
  siteCheckMessage,
  approvalMessage,
} from "./messages.ts";
import { submissionLink } from "#contracts/approvals.ts";
import { resetLinkHours } from "../office/auth.ts";
import { recordDelivery } from "../reach/delivery-report.ts";

// The jobs behind the subscriptions, run by the job worker:
// - announce: an item's time has come; one "mail" job per subscriber who wants it at once.
// - digest: a school's day is over; one "mail" job per daily subscriber with anything new.
// - mail: one message to one address (a confirmation, a reminder, an item, a digest).
// - staff-mail: a member of staff's link to set a new password.
// - enquiry-mail: the school's inbox told that an enquiry came.
// - enquiry-reply: the office's reply to an enquiry, to the address it came from.
// Each reads again what it is about when it runs, so what changed since is respected: an item
// taken off the site is not sent, an address unsubscribed in the meantime gets nothing.

export interface MailJobsDeps {
  db: Db;
  /** Without it nothing can be sent: mail jobs fail, and are tried again later. */
  mail?: MailSettings;
  timeZone: string;
}

type ItemRef = { table: AnnouncedTable; id: string };

type MailPayload =
  | { kind: "confirm"; subscriptionId: string }
  | {
      kind: "already";
      subscriptionId: string;
      topics: SubscriptionTopic[];
      frequency: Frequency;
      language?: Language;
    }
  | { kind: "item"; subscriptionId: string; table: AnnouncedTable; id: string }
  | { kind: "digest"; subscriptionId: string; items: ItemRef[]; date: string };

/** Sent mail jobs are kept this long (their keys stop a message going twice), then removed. */
const keptDays = 30;

/** Queues the digest of the school's next day, unless it is queued already. */
export async function ensureDigest(
  db: Db,
  schoolId: string,
  settings: { timeZone: string; digestTime: string },
  now: Date,
  since?: Date,
): Promise<void> {
  const next = nextDigest(settings.timeZone, settings.digestTime, now);
  const from = since ?? new Date(next.at.getTime() - 24 * 60 * 60_000);
  await enqueue(db, {
    queue: "digest",
    key: `digest:${schoolId}:${next.date}`,
    payload: { schoolId, date: next.date, since: from.toISOString(), until: next.at.toISOString() },
    runAt: next.at,
    schoolId,
  });
}

export function mailJobs(deps: MailJobsDeps): {
  handlers: Record<string, JobHandler>;
  close: () => void;
} {
  const { db } = deps;
  const mailer = deps.mail && createMailer(deps.mail);
  const digestTime = deps.mail?.digestTime ?? "17:00";

  const senderOf = (schoolId: string) => senderFor(db, schoolId, deps.mail);

  const announce: JobHandler = async (job, now) => {
    const { table, id } = job.payload as Partial<ItemRef>;
    if (!isAnnouncedTable(table) || typeof id !== "string") return { drop: true };
    const item = await readItem(db, table, id, now);
    if (item?.scheduledFor) return { later: item.scheduledFor };
    // A draft, deleted or expired item: a later publish announces it afresh.
    if (!item?.onSite) return { drop: true };
    const reach = { topic: item.topic, audience: item.audience, urgent: item.urgent };
    // An emergency goes to every address at once, daily digests' too.
    const frequency = item.urgent ? undefined : "immediate";
    for (const subscription of await subscribers(db, item.schoolId, frequency, reach)) {
      await enqueue(db, {
        queue: "mail",
        key: `mail:${job.key ?? job.id}:${subscription.id}`,
        payload: { kind: "item", subscriptionId: subscription.id, table, id },
        runAt: now,
        schoolId: item.schoolId,
      });
    }
    if (!item.urgent && (await subscribers(db, item.schoolId, "daily", reach)).length > 0) {
      await ensureDigest(db, item.schoolId, { timeZone: deps.timeZone, digestTime }, now);
    }
    // The phones of the parents it is for (server/reach/reach-jobs.ts).
    await enqueue(db, {
      queue: "reach",
      key: `reach:${table}:${id}`,
      payload: { table, id },
      runAt: now,
      schoolId: item.schoolId,
    });
    await removeDone(db, ["mail", "digest"], new Date(now.getTime() - keptDays * 86_400_000));
  };

  const digest: JobHandler = async (job, now) => {
    const { schoolId, date, since, until } = job.payload as Record<string, string>;
    if (!schoolId || !date || !since || !until) return { drop: true };
    // Every item announced in the day before this digest's time, as it is now.
    const announced = await db
      .select({ payload: t.jobs.payload })
      .from(t.jobs)
      .where(
        and(
          eq(t.jobs.queue, "announce"),
          eq(t.jobs.schoolId, schoolId),
          gt(t.jobs.doneAt, new Date(since)),
          lte(t.jobs.doneAt, new Date(until)),
        ),
      )
      .orderBy(asc(t.jobs.doneAt));
    const items: MailItem[] = [];
    for (const { payload } of announced) {
      const { table, id } = payload as Partial<ItemRef>;
      if (!isAnnouncedTable(table) || typeof id !== "string") continue;
      const item = await readItem(db, table, id, now);
      // An emergency went to everyone at once.
      if (item?.onSite && !item.urgent) items.push(item);
    }
    const daily = await subscribers(db, schoolId, "daily");
    for (const subscription of daily) {
      const wanted = items.filter(
        (item) =>
          subscription.topics.includes(item.topic) && reaches(item.audience, subscription.classes),
      );
      if (wanted.length === 0) continue;
      await enqueue(db, {
        queue: "mail",
        key: `mail:${job.key ?? job.id}:${subscription.id}`,
        payload: {
          kind: "digest",
          subscriptionId: subscription.id,
          items: wanted.map(({ table, id }) => ({ table, id })),
          date,
        },
        runAt: now,
        schoolId,
      });
    }
    if (daily.length > 0) {
      const settings = { timeZone: deps.timeZone, digestTime };
      await ensureDigest(db, schoolId, settings, now, new Date(until));
    }
    await removeDone(db, ["mail", "digest"], new Date(now.getTime() - keptDays * 86_400_000));
  };

  /**
   * "staff-mail": a member of staff's link to set a new password (server/office/auth.ts). Its
   * token is not kept once it is sent.
   */
  const staffMail: JobHandler = async (job) => {
    const { userId, token } = job.payload as { userId?: string; token?: string };
    if (typeof userId !== "string") return { drop: true };
    const [user] = await db.select().from(t.officeUsers).where(eq(t.officeUsers.id, userId));
    // An account turned off or gone since it asked gets nothing.
    if (!user || user.disabled || typeof token !== "string") return;
    if (!mailer) throw new Error("No SMTP server is set (SMTP_URL): nothing can be sent.");
    const sender = await senderOf(user.schoolId);
    await mailer.send(resetPasswordMessage(sender, user, token, resetLinkHours));
    await db.update(t.jobs).set({ payload: { userId } }).where(eq(t.jobs.id, job.id));
    await removeDone(db, ["staff-mail"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  /**
   * "enquiry-mail": the school's inbox told that an enquiry came (server/services/enquiries.ts),
   * unless the office has handled or deleted it by then.
   */
  const enquiryMail: JobHandler = async (job) => {
    const { enquiryId } = job.payload as { enquiryId?: string };
    if (typeof enquiryId !== "string") return { drop: true };
    const [enquiry] = await db.select().from(t.enquiries).where(eq(t.enquiries.id, enquiryId));
    // Without an SMTP server the office home's count of waiting enquiries is the notice: a
    // message sent days later, once one is set, would tell of what is long known.
    if (!enquiry || enquiry.handledAt || !mailer) return;
    const sender = await senderOf(enquiry.schoolId);
    const waiting = await countWaitingEnquiries(db, enquiry.schoolId);
    await mailer.send(enquiryMessage(sender, enquiry, waiting));
    await removeDone(db, ["enquiry-mail"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  /**
   * "enquiry-reply": the office's reply to an enquiry, to the address it came from. One the
   * office typed must go: without an SMTP server it waits, and the office sees it waiting.
   */
  const enquiryReply: JobHandler = async (job, now) => {
    const { replyId } = job.payload as { replyId?: string };
    if (typeof replyId !== "string") return { drop: true };
    const [found] = await db
      .select({ reply: t.enquiryReplies, enquiry: t.enquiries })
      .from(t.enquiryReplies)
      .innerJoin(t.enquiries, eq(t.enquiries.id, t.enquiryReplies.enquiryId))
      .where(eq(t.enquiryReplies.id, replyId));
    // Deleted with its enquiry, or sent already by a worker that stopped before it was done.
    if (!found || found.reply.sentAt) return;
    if (!mailer) throw new Error("No SMTP server is set (SMTP_URL): nothing can be sent.");
    const sender = await senderOf(found.enquiry.schoolId);
    const writtenOn = formatDate(todayIn(deps.timeZone, found.enquiry.createdAt));
    await mailer.send(enquiryReplyMessage(sender, found.enquiry, found.reply, writtenOn));
    await db.update(t.enquiryReplies).set({ sentAt: now }).where(eq(t.enquiryReplies.id, replyId));
    await removeDone(db, ["enquiry-reply"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  /**
   * "check-mail": the school's administrators told once of what the night's check of the site
   * found newly wrong (server/checks/check-jobs.ts); the office's home lists it meanwhile.
   */
  const checkMail: JobHandler = async (job) => {
    const { checkId, red } = job.payload as { checkId?: string; red?: Finding[] };
    if (typeof checkId !== "string" || !Array.isArray(red)) return { drop: true };
    const [check] = await db.select().from(t.siteChecks).where(eq(t.siteChecks.id, checkId));
    if (!check) return;
    // Without an SMTP server the office's home is the notice, as for enquiries.
    if (!mailer) return;
    const sender = await senderOf(check.schoolId);
    const administrators = await db
      .select({ email: t.officeUsers.email, name: t.officeUsers.name })
      .from(t.officeUsers)
      .where(
        and(
          eq(t.officeUsers.schoolId, check.schoolId),
          eq(t.officeUsers.role, "administrator"),
          eq(t.officeUsers.disabled, false),
        ),
      );
    const told = new Set(red.map((finding) => finding.what));
    const others = check.findings.filter((finding) => !told.has(finding.what));
    const count = {
      red: others.filter((finding) => finding.severity === "red").length,
      amber: others.filter((finding) => finding.severity === "amber").length,
    };
    for (const administrator of administrators) {
      await mailer.send(siteCheckMessage(sender, administrator, red, count));
    }
    await removeDone(db, ["check-mail"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  /**
   * "approval-mail": whoever submitted an item told that it was approved, or sent back with the
   * approver's comment (server/office/approvals.ts). It waits for an SMTP server: the comment is
   * also shown above their form, but they should not have to go looking.
   */
  const approvalMail: JobHandler = async (job) => {
    const about = job.payload as {
      userId?: string;
      outcome?: "approved" | "returned";
      kind?: string;
      item?: string;
      language?: "en" | "hi";
      title?: string;
      comment?: string;
      by?: string;
    };
    if (typeof about.userId !== "string" || !about.kind || !about.item) return { drop: true };
    const [user] = await db.select().from(t.officeUsers).where(eq(t.officeUsers.id, about.userId));
    if (!user || user.disabled) return;
    if (!mailer) throw new Error("No SMTP server is set (SMTP_URL): nothing can be sent.");
    const sender = await senderOf(user.schoolId);
    await mailer.send(
      approvalMessage(sender, user, {
        outcome: about.outcome === "approved" ? "approved" : "returned",
        title: about.title ?? "",
        link: submissionLink({
          kind: about.kind,
          item: about.item,
          language: about.language ?? "en",
        }),
        comment: about.comment ?? "",
        by: about.by ?? "An approver",
      }),
    );
    await removeDone(db, ["approval-mail"], new Date(job.runAt.getTime() - keptDays * 86_400_000));
  };

  const mail: JobHandler = async (job: Job, now) => {
    const payload = job.payload as MailPayload;
    const subscription = await findSubscription(db, payload.subscriptionId);
    // Gone, or a parent reached by notifications only.
    if (!subscription?.email) return;
    const state = stateOf(subscription);
    // A confirmation goes to an address not yet confirmed; everything else to one in force.
    if (payload.kind === "confirm" ? state !== "unconfirmed" : state !== "confirmed") return;
    if (!mailer) throw new Error("No SMTP server is set (SMTP_URL): nothing can be sent.");
    const sender = await senderOf(subscription.schoolId);
    const to = { ...subscription, email: subscription.email };
    if (payload.kind === "confirm") {
      await mailer.send(confirmationMessage(sender, to));
      return;
    }
    if (payload.kind === "already") {
      await mailer.send(alreadySubscribedMessage(sender, to, payload));
      return;
    }
    // What was sent, for the delivery report (server/reach/delivery-report.ts).
    const delivered = (item: MailItem) =>
      recordDelivery(
        db,
        {
          schoolId: to.schoolId,
          subscriptionId: to.id,
          table: item.table,
          id: item.id,
          channel: "email",
          status: "sent",
        },
        now,
      );
    if (payload.kind === "item") {
      const item = await readItem(db, payload.table, payload.id, now, to.language);
      if (item?.onSite) {
        await mailer.send(itemMessage(sender, to, item));
        await delivered(item);
      }
      return;
    }
    const items: MailItem[] = [];
    for (const ref of payload.items) {
      const item = await readItem(db, ref.table, ref.id, now, to.language);
      if (item?.onSite) items.push(item);
    }
    if (items.length > 0) {
      await mailer.send(digestMessage(sender, to, items, formatDate(payload.date, to.language)));
      for (const item of items) await delivered(item);
    }
  };

  return {
    handlers: {
      announce,
      digest,
      mail,
      "staff-mail": staffMail,
      "enquiry-mail": enquiryMail,
      "enquiry-reply": enquiryReply,
      "check-mail": checkMail,
      "approval-mail": approvalMail,
    },
    close: () => mailer?.close(),
  };
}
