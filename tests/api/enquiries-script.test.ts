import { beforeAll, describe, expect, it } from "vitest";
import { enquiriesListing } from "../../scripts/enquiries-listing.ts";
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
      json: true,
      timeZone,
    });
    expect(listing.ok).toBe(true);
    const rows = JSON.parse(listing.ok ? listing.text : "[]") as Record<string, string>[];
    expect(rows.slice(0, 2).map((row) => row.subject)).toEqual([
      "Class 3 seats (second)",
      "Class 3 seats (first)",
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["createdAt", "email", "id", "message", "name", "phone", "subject"].sort(),
    );
    const times = rows.map((row) => Date.parse(row.createdAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("prints each enquiry for a person, with the count and the sender", async () => {
    await sendEnquiry("Sports day timing");
    const json = await enquiriesListing(backend.database.db, schoolCode, { json: true, timeZone });
    const count = (JSON.parse(json.ok ? json.text : "[]") as unknown[]).length;
    const listing = await enquiriesListing(backend.database.db, schoolCode, {
      json: false,
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
    const listing = await enquiriesListing(backend.database.db, "NOPE", { json: true, timeZone });
    expect(listing).toEqual({ ok: false, error: expect.stringContaining("NOPE") });
  });
});
