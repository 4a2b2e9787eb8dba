import { and, desc, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import type { Enquiry } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { enquiries } from "../db/schema.ts";
import { csvRecords } from "./printable.ts";

/** An enquiry as the office reads it. */
export interface StoredEnquiry extends Enquiry {
  id: string;
  createdAt: Date;
  /** When the office marked it handled, by whom, and its note; null while it waits. */
  handledAt: Date | null;
  handledBy: string | null;
  note: string;
}

export interface EnquiryQuery {
  /** Words in the name, e-mail, phone, subject or message. */
  q?: string;
  handled?: boolean;
}

/** Stores a validated enquiry for the school; it is kept once this resolves. */
export async function saveEnquiry(db: Db, schoolId: string, enquiry: Enquiry): Promise<void> {
  const { name, email, phone, subject, message } = enquiry;
  await db.insert(enquiries).values({ schoolId, name, email, phone, subject, message });
}

/** The school's enquiries, newest first: what the office endpoint and `npm run enquiries` show. */
export function listEnquiries(
  db: Db,
  schoolId: string,
  query: EnquiryQuery = {},
): Promise<StoredEnquiry[]> {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const columns = [
    enquiries.name,
    enquiries.email,
    enquiries.phone,
    enquiries.subject,
    enquiries.message,
  ];
  return db
    .select({
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
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.schoolId, schoolId),
        like ? or(...columns.map((column) => ilike(column, like))) : undefined,
        query.handled === undefined
          ? undefined
          : query.handled
            ? isNotNull(enquiries.handledAt)
            : isNull(enquiries.handledAt),
      ),
    )
    .orderBy(desc(enquiries.createdAt));
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
