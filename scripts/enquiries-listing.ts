// What `npm run enquiries` prints (scripts/enquiries.ts opens the database and prints it).
import type { Db } from "../server/db/database.ts";
import { listEnquiries } from "../server/services/enquiries.ts";
import { findSchool } from "../server/services/schools.ts";

export type EnquiriesListing = { ok: true; text: string } | { ok: false; error: string };

/**
 * The school's enquiries, newest first, read through the same service as the office endpoint:
 * as JSON (the endpoint's fields) or for a person, with times in the school's time zone.
 */
export async function enquiriesListing(
  db: Db,
  schoolCode: string,
  options: { json: boolean; timeZone: string },
): Promise<EnquiriesListing> {
  const school = await findSchool(db, schoolCode);
  if (!school)
    return { ok: false, error: `No school with the code ${schoolCode} is in this database.` };
  const rows = await listEnquiries(db, school.id);
  if (options.json) return { ok: true, text: JSON.stringify(rows, null, 2) };
  if (rows.length === 0) return { ok: true, text: `No enquiries for ${school.name} yet.` };
  const when = new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: options.timeZone,
  });
  const lines = [`${rows.length} enquiries for ${school.name}, newest first:\n`];
  for (const row of rows) {
    lines.push(`${when.format(row.createdAt)}  ${row.subject}`);
    lines.push(`  From:  ${row.name} <${row.email}>, ${row.phone}`);
    lines.push(`  ${row.message.replace(/\n/g, "\n  ")}\n`);
  }
  return { ok: true, text: lines.join("\n") };
}
