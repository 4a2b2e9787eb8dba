import { desc, eq } from "drizzle-orm";
import type { Enquiry } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { enquiries } from "../db/schema.ts";

/** An enquiry as the office reads it. */
export interface StoredEnquiry extends Enquiry {
  id: string;
  createdAt: Date;
}

/** Stores a validated enquiry for the school; it is kept once this resolves. */
export async function saveEnquiry(db: Db, schoolId: string, enquiry: Enquiry): Promise<void> {
  const { name, email, phone, subject, message } = enquiry;
  await db.insert(enquiries).values({ schoolId, name, email, phone, subject, message });
}

/** The school's enquiries, newest first: what the office endpoint and `npm run enquiries` show. */
export function listEnquiries(db: Db, schoolId: string): Promise<StoredEnquiry[]> {
  return db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      subject: enquiries.subject,
      message: enquiries.message,
    })
    .from(enquiries)
    .where(eq(enquiries.schoolId, schoolId))
    .orderBy(desc(enquiries.createdAt));
}
