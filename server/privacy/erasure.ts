import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { audit, type Actor } from "../office/audit.ts";

// A family's request to erase its personal data (DPDP Act s. 12), done by the office in one step
// from the request itself: every other enquiry from the same address, its subscription, and its
// applications not admitted (with their documents) are deleted; an admitted child's application
// stays, as the school's record of the admission, and so does the request, as the record of
// this erasure. The request is marked handled with what went, and the audit line keeps counts.

export interface Erased {
  enquiries: number;
  subscriptions: number;
  applications: number;
}

/** Erases what the school holds for the address of erasure request `id`; undefined: no such. */
export async function eraseForRequest(
  db: Db,
  privateFiles: FileStore | undefined,
  schoolId: string,
  id: string,
  actor: Actor,
  now: Date,
): Promise<Erased | "no address" | undefined> {
  const [request] = await db
    .select({ email: t.enquiries.email, about: t.enquiries.about })
    .from(t.enquiries)
    .where(and(eq(t.enquiries.id, id), eq(t.enquiries.schoolId, schoolId)));
  if (!request || request.about !== "erasure") return undefined;
  // A request written down from a phone call may give no address: nothing is matched by none.
  if (!request.email.trim()) return "no address";
  const address = sql`lower(${request.email})`;
  const documents: string[] = [];
  const erased = await db.transaction(async (tx) => {
    const enquiries = await tx
      .delete(t.enquiries)
      .where(
        and(
          eq(t.enquiries.schoolId, schoolId),
          eq(sql`lower(${t.enquiries.email})`, address),
          ne(t.enquiries.id, id),
        ),
      )
      .returning({ id: t.enquiries.id });
    const subscriptions = await tx
      .delete(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.schoolId, schoolId),
          eq(sql`lower(${t.subscriptions.email})`, address),
        ),
      )
      .returning({ id: t.subscriptions.id });
    const applications = await tx
      .delete(t.applications)
      .where(
        and(
          eq(t.applications.schoolId, schoolId),
          eq(sql`lower(${t.applications.email})`, address),
          ne(t.applications.state, "admitted"),
        ),
      )
      .returning({ id: t.applications.id, documents: t.applications.documents });
    for (const application of applications) {
      documents.push(...application.documents.map((document) => document.path));
    }
    const counts: Erased = {
      enquiries: enquiries.length,
      subscriptions: subscriptions.length,
      applications: applications.length,
    };
    const said =
      `Erased on ${now.toISOString().slice(0, 10)}: ${counts.enquiries} other enquiries, ` +
      `${counts.subscriptions} subscriptions, ${counts.applications} applications.`;
    await tx
      .update(t.enquiries)
      .set({
        handledAt: now,
        handledBy: actor.name,
        updatedAt: now,
        note: sql`trim(${t.enquiries.note} || ' ' || ${said})`,
      })
      .where(eq(t.enquiries.id, id));
    await audit(tx, schoolId, actor, {
      action: "erase",
      kind: "enquiry",
      recordId: id,
      changes: Object.fromEntries(
        Object.entries(counts).map(([what, count]) => [what, [count, 0]]),
      ),
    });
    return counts;
  });
  // The files go once the rows are gone: a file left by a failure is swept, a row is not.
  for (const path of documents) await privateFiles?.delete(path);
  return erased;
}
