// What `npm run enquiries` prints (scripts/enquiries.ts opens the database and prints it).
import type { Db } from "../server/db/database.ts";
import { enquiriesCsv, listEnquiries } from "../server/services/enquiries.ts";
import { jsonForTerminal, printable } from "../server/services/printable.ts";
import { findSchool } from "../server/services/schools.ts";

export type EnquiriesListing = { ok: true; text: string } | { ok: false; error: string };
export type ListingFormat = "text" | "json" | "csv";

/**
 * The school's enquiries, newest first, read through the same service as the office endpoint:
 * as JSON (the endpoint's fields), as CSV for a spreadsheet, or for a person, with times in the
 * school's time zone. What visitors typed is printed with its control and bidi characters
 * made visible (`server/services/printable.ts`), so it cannot drive the office's terminal.
 */
export async function enquiriesListing(
  db: Db,
  schoolCode: string,
  options: { format: ListingFormat; timeZone: string },
): Promise<EnquiriesListing> {
  const school = await findSchool(db, schoolCode);
  if (!school)
    return { ok: false, error: `No school with the code ${schoolCode} is in this database.` };
  const { enquiries: rows } = await listEnquiries(db, school.id);
  if (options.format === "json") return { ok: true, text: jsonForTerminal(rows) };
  if (options.format === "csv") return { ok: true, text: enquiriesCsv(rows, options.timeZone) };
  if (rows.length === 0) return { ok: true, text: `No enquiries for ${school.name} yet.` };
  const when = new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: options.timeZone,
  });
  const lines = [`${rows.length} enquiries for ${school.name}, newest first:\n`];
  for (const row of rows) {
    const { name, email, phone, subject } = row;
    const message = printable(row.message, { lineBreaks: true });
    lines.push(`${when.format(row.createdAt)}  ${printable(subject)}`);
    lines.push(`  From:  ${printable(name)} <${printable(email)}>, ${printable(phone)}`);
    lines.push(`  ${message.replace(/\n/g, "\n  ")}\n`);
  }
  return { ok: true, text: lines.join("\n") };
}
