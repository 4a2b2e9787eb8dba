import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { enquiriesListing } from "../../scripts/enquiries-listing.ts";
import { schools } from "#server/db/schema.ts";
import { saveEnquiry } from "#server/services/enquiries.ts";
import { schoolCode, testBackend, timeZone, type TestBackend } from "../support/test-backend.ts";

// `npm run enquiries` reads through the same enquiries service as the office endpoint, so what
// a visitor sent through the API is what the script lists.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

const sendEnquiry = async (subject: string) => {
  const response = await backend.request(`/api/form/${schoolCode}/enquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.150" },
    body: JSON.stringify({
      name: "Meera Joshi",
      phone: "+91 12345 00002",
      email: "meera.parent@example.com",
      subject,
      message: "Is there a waiting list for Class 3?\nWe move in June.",
    }),
  });
  expect(response.status).toBe(201);
};

describe("npm run enquiries", () => {
  it("lists, as JSON, what the API stored, newest first", async () => {
    await sendEnquiry("Class 3 seats (first)");
    await sendEnquiry("Class 3 seats (second)");
    const listing = await enquiriesListing(backend.database.db, schoolCode, {
      format: "json",
      timeZone,
    });
    expect(listing.ok).toBe(true);
    const rows = JSON.parse(listing.ok ? listing.text : "[]") as Record<string, string>[];
    expect(rows.slice(0, 2).map((row) => row.subject)).toEqual([
      "Class 3 seats (second)",
      "Class 3 seats (first)",
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "about",
        "answerBy",
        "createdAt",
        "email",
        "handledAt",
        "handledBy",
        "id",
        "message",
        "name",
        "note",
        "phone",
        "subject",
      ].sort(),
    );
    const times = rows.map((row) => Date.parse(row.createdAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("prints each enquiry for a person, with the count and the sender", async () => {
    await sendEnquiry("Sports day timing");
    const json = await enquiriesListing(backend.database.db, schoolCode, {
      format: "json",
      timeZone,
    });
    const count = (JSON.parse(json.ok ? json.text : "[]") as unknown[]).length;
    const listing = await enquiriesListing(backend.database.db, schoolCode, {
      format: "text",
      timeZone,
    });
    if (!listing.ok) throw new Error(listing.error);
    expect(listing.text).toMatch(new RegExp(`^${count} enquiries for .+, newest first:`));
    expect(listing.text).toContain("Sports day timing");
    expect(listing.text).toContain("From:  Meera Joshi <meera.parent@example.com>");
    // A message's later lines stay indented under it.
    expect(listing.text).toContain("\n  We move in June.");
  });

  it("says so when the school code is not in the database", async () => {
    const listing = await enquiriesListing(backend.database.db, "NOPE", {
      format: "json",
      timeZone,
    });
    expect(listing).toEqual({ ok: false, error: expect.stringContaining("NOPE") });
  });

  // Stored before the form refused control characters, or by another backend on this database.
  const hostile = {
    name: "Evil\u001b[2J\u001b[H Sender",
    email: '=HYPERLINK("http://x.example")@example.com',
    phone: "+91 12345 00099",
    subject: "Fees \u202eredaolnwod\u202c due",
    message: "line one\r\nline\u0007 two\u009b31m\u2066hidden\u2069",
  };
  const storeHostile = async () => {
    const [school] = await backend.database.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.schoolCode, schoolCode));
    await saveEnquiry(backend.database.db, school!.id, hostile);
  };
  const raw =
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

  it("prints stored control and bidi characters visibly, never raw", async () => {
    await storeHostile();
    for (const format of ["text", "json", "csv"] as const) {
      const listing = await enquiriesListing(backend.database.db, schoolCode, { format, timeZone });
      if (!listing.ok) throw new Error(listing.error);
      const text = format === "csv" ? listing.text.replaceAll("\r\n", "\n") : listing.text;
      expect(text, format).not.toMatch(raw);
      if (format !== "json") expect(text, format).toContain("Evil<U+001B>[2J<U+001B>[H Sender");
    }
  });

  it("writes CSV with a header, quoted cells and no formula a spreadsheet would run", async () => {
    await storeHostile();
    const listing = await enquiriesListing(backend.database.db, schoolCode, {
      format: "csv",
      timeZone,
    });
    if (!listing.ok) throw new Error(listing.error);
    const [header, first] = listing.text.split("\r\n");
    expect(header).toBe('"received","name","email","phone","subject","message","handled","note"');
    expect(first).toContain(`"'=HYPERLINK(""http://x.example"")@example.com"`);
    expect(first).toContain(`"'+91 12345 00099"`);
    expect(first).toContain('"Fees <U+202E>redaolnwod<U+202C> due"');
    expect(listing.text.endsWith("\r\n")).toBe(true);
  });
});
