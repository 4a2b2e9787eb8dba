import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Enquiry } from "#contracts/entities.ts";
import { todayIn } from "#contracts/dates.ts";
import { answerBy, requestNames, type PrivacyRequest } from "#contracts/privacy-requests.ts";
import { privacyOf } from "#contracts/school-settings.ts";
import { currentSettings } from "./pages.ts";
import type { Db } from "../db/database.ts";
import { enquiries, enquiryReplies, enquiryText } from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import {
  hasWords,
  inPeriod,
  offsetOf,
  yearSpan,
  yearsBetween,
  type Page,
  type Period,
} from "../office/list-query.ts";
import { enqueue } from "../jobs/queue.ts";
import { csvRecords } from "./printable.ts";

/** An enquiry as the office reads it. */
export interface StoredEnquiry extends Omit<Enquiry, "about"> {
  /** A request about the family's personal data, and the day it is to be answered by. */
  about: PrivacyRequest | null;
  answerBy: string | null;
  id: string;
  createdAt: Date;
  /** When the office marked it handled, by whom, and its note; null while it waits. */
  handledAt: Date | null;
  handledBy: string | null;
  note: string;
}

export interface EnquiryQuery extends Period {
  /** Words in the name, e-mail, phone, subject or message, each as begun or as its stem. */
  q?: string;
  handled?: boolean;
  /** Only the families' requests about their personal data. */
  requests?: boolean;
  /** Newest first unless `oldest`. */
  sort?: "newest" | "oldest";
}

/**
 * Stores a validated enquiry for the school, and with it (where mail can be sent) the job that
 * tells the school's inbox (server/mail/mail-jobs.ts): both are kept once this resolves, or
 * neither.
 */
export async function saveEnquiry(
  db: Db,
  schoolId: string,
  enquiry: Omit<Enquiry, "about"> & { about?: PrivacyRequest },
  options: { tellInbox?: boolean; timeZone?: string; now?: Date } = {},
): Promise<void> {
  const { name, email, phone, subject, message, about } = enquiry;
  // A request is answered within the school's days (DPDP Rules 2025, r. 14: 90 at most).
  const due =
    about &&
    answerBy(
      todayIn(options.timeZone ?? "Asia/Kolkata", options.now ?? new Date()),
      privacyOf((await currentSettings(db, schoolId))?.settings).answerDays,
    );
  const row = { schoolId, name, email, phone, subject, message, about, answerBy: due };
  if (!options.tellInbox) {
    await db.insert(enquiries).values(row);
    return;
  }
  await db.transaction(async (tx) => {
    const [saved] = await tx.insert(enquiries).values(row).returning({ id: enquiries.id });
    await enqueue(tx, {
      queue: "enquiry-mail",
      key: `enquiry-mail:${saved!.id}`,
      payload: { enquiryId: saved!.id },
      schoolId,
    });
  });
}

const columns = {
  id: enquiries.id,
  createdAt: enquiries.createdAt,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  subject: enquiries.subject,
  message: enquiries.message,
  handledAt: enquiries.handledAt,
  handledBy: enquiries.handledBy,
  note: enquiries.note,
  about: enquiries.about,
  answerBy: enquiries.answerBy,
};

function matching(schoolId: string, query: EnquiryQuery, timeZone: string) {
  return and(
    eq(enquiries.schoolId, schoolId),
    hasWords(enquiryText(enquiries), query.q),
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(enquiries.handledAt)
        : isNull(enquiries.handledAt),
    inPeriod(enquiries.createdAt, "instant", query, timeZone),
    query.requests ? isNotNull(enquiries.about) : undefined,
  );
}

const orderOf = (query: EnquiryQuery) =>
  query.sort === "oldest"
    ? [asc(enquiries.createdAt), asc(enquiries.id)]
    : [desc(enquiries.createdAt), desc(enquiries.id)];

/**
 * The school's enquiries as `query` narrows them, newest first: every one (what the CSV and
 * `npm run enquiries` give), or with `page` that page of them and how many there are in all.
 */
export async function listEnquiries(
  db: Db,
  schoolId: string,
  query: EnquiryQuery = {},
  options: { timeZone?: string; page?: Page } = {},
): Promise<{ enquiries: StoredEnquiry[]; total: number }> {
  const where = matching(schoolId, query, options.timeZone ?? "UTC");
  const rows = db
    .select(columns)
    .from(enquiries)
    .where(where)
    .orderBy(...orderOf(query));
  const { page } = options;
  if (!page) {
    const all = await rows;
    return { enquiries: all, total: all.length };
  }
  const [found, [counted]] = await Promise.all([
    rows.limit(page.limit).offset(offsetOf(page)),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { enquiries: await withReplies(db, found), total: Number(counted?.total ?? 0) };
}

/** A reply the office sent (or is sending) to an enquiry. */
export interface EnquiryReply {
  message: string;
  sentBy: string;
  createdAt: Date;
  /** Null while it waits for the mail server. */
  sentAt: Date | null;
}

/** The page's enquiries, each with the office's replies to it, oldest first: one query. */
async function withReplies(
  db: Db,
  page: StoredEnquiry[],
): Promise<(StoredEnquiry & { replies: EnquiryReply[] })[]> {
  if (page.length === 0) return [];
  const replies = await db
    .select({
      enquiryId: enquiryReplies.enquiryId,
      message: enquiryReplies.message,
      sentBy: enquiryReplies.sentBy,
      createdAt: enquiryReplies.createdAt,
      sentAt: enquiryReplies.sentAt,
    })
    .from(enquiryReplies)
    .where(
      inArray(
        enquiryReplies.enquiryId,
        page.map((enquiry) => enquiry.id),
      ),
    )
    .orderBy(asc(enquiryReplies.createdAt));
  const byEnquiry = Map.groupBy(replies, (reply) => reply.enquiryId);
  return page.map((enquiry) => ({
    ...enquiry,
    replies: (byEnquiry.get(enquiry.id) ?? []).map((reply) => ({
      message: reply.message,
      sentBy: reply.sentBy,
      createdAt: reply.createdAt,
      sentAt: reply.sentAt,
    })),
  }));
}

/**
 * The office's reply to an enquiry, by e-mail: kept, queued for the mail server (the same
 * transaction), the enquiry marked handled, and a line in the audit log. False when the school
 * has no such enquiry.
 */
export async function replyToEnquiry(
  db: Db,
  schoolId: string,
  id: string,
  reply: { message: string; actor: Actor; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx
      .update(enquiries)
      .set({ handledAt: reply.now, handledBy: reply.actor.name, updatedAt: reply.now })
      .where(and(eq(enquiries.id, id), eq(enquiries.schoolId, schoolId)))
      .returning({ id: enquiries.id });
    if (!enquiry) return false;
    const [saved] = await tx
      .insert(enquiryReplies)
      .values({ schoolId, enquiryId: id, message: reply.message, sentBy: reply.actor.name })
      .returning({ id: enquiryReplies.id });
    await enqueue(tx, {
      queue: "enquiry-reply",
      key: `enquiry-reply:${saved!.id}`,
      payload: { replyId: saved!.id },
      schoolId,
    });
    // The log says who replied to which enquiry and when; the words are kept with the enquiry
    // and go with it.
    await audit(tx, schoolId, reply.actor, {
      action: "reply by e-mail",
      kind: "enquiry",
      recordId: id,
      changes: {},
    });
    return true;
  });
}

/** The years the school's enquiries came in, newest first, by the school's clock. */
export async function enquiryYears(db: Db, schoolId: string, timeZone: string) {
  const [span] = await db
    .select(yearSpan(enquiries.createdAt, "instant", timeZone))
    .from(enquiries)
    .where(eq(enquiries.schoolId, schoolId));
  return yearsBetween(span);
}

/** How many of the school's enquiries wait for an answer, counted by the database. */
export async function countWaitingEnquiries(db: Db, schoolId: string): Promise<number> {
  const [counted] = await db
    .select({ waiting: count() })
    .from(enquiries)
    .where(and(eq(enquiries.schoolId, schoolId), isNull(enquiries.handledAt)));
  return Number(counted?.waiting ?? 0);
}

/** Marks an enquiry handled (with a note for colleagues) or waiting again. */
export async function markEnquiry(
  db: Db,
  schoolId: string,
  id: string,
  change: { handled: boolean; note: string; by: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(enquiries)
    .set({
      handledAt: change.handled ? change.now : null,
      handledBy: change.handled ? change.by : null,
      note: change.note,
      updatedAt: change.now,
    })
    .where(and(eq(enquiries.id, id), eq(enquiries.schoolId, schoolId)))
    .returning({ id: enquiries.id });
  return updated.length > 0;
}

/**
 * Enquiries as CSV for a spreadsheet (RFC 4180, formulas defused): what the office downloads
 * and `npm run enquiries -- --csv` prints. Times are the school's, in a form spreadsheets read.
 */
export function enquiriesCsv(rows: readonly StoredEnquiry[], timeZone: string): string {
  const when = new Intl.DateTimeFormat("sv-SE", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone,
  });
  const header = ["received", "name", "email", "phone", "subject", "message", "handled", "note"];
  const records = rows.map((row) => [
    when.format(row.createdAt),
    row.name,
    row.email,
    row.phone,
    row.subject,
    row.message,
    row.handledAt ? `${when.format(row.handledAt)} ${row.handledBy ?? ""}`.trim() : "",
    row.note,
  ]);
  return csvRecords([header, ...records]);
}

/** A request a family made by phone, by letter or at the school, as the office writes it down. */
export interface RecordedRequest {
  name: string;
  email: string;
  phone: string;
  about: PrivacyRequest;
  message: string;
  /** How it came: "phone", "letter", "in person". */
  how: string;
  /** The day it came (YYYY-MM-DD): its answering day is counted from it. */
  receivedOn: string;
}

/**
 * Keeps a request the office was given other than through the website, as an enquiry like those
 * the website brings, so it is answered, tracked and erased the same way; the audit log says
 * who wrote it down.
 */
export async function recordRequest(
  db: Db,
  schoolId: string,
  request: RecordedRequest,
  actor: Actor,
): Promise<string> {
  const days = privacyOf((await currentSettings(db, schoolId))?.settings).answerDays;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(enquiries)
      .values({
        schoolId,
        name: request.name,
        email: request.email,
        phone: request.phone,
        subject: `Request for ${requestNames[request.about]} (by ${request.how})`,
        message: request.message,
        about: request.about,
        answerBy: answerBy(request.receivedOn, days),
        note: `Received by ${request.how} on ${request.receivedOn}; written down by ${actor.name}.`,
      })
      .returning({ id: enquiries.id });
    await audit(tx, schoolId, actor, {
      action: "create",
      kind: "enquiry",
      recordId: saved!.id,
      changes: { request: [null, `${requestNames[request.about]} for ${request.name}`] },
    });
    return saved!.id;
  });
}
