import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as contactUs } from "#app/routes/contact-us.tsx";
import { answerBy } from "#contracts/privacy-requests.ts";
import * as t from "#server/db/schema.ts";
import { signedIn, type OfficeClient } from "../support/office-client.ts";
import { routeCalls } from "../support/route-calls.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A family's request about its personal data (issue 40): sent from /ContactUs saying what it is
// about, listed for the office with the day it must be answered by (the demo school's 30), and,
// for an erasure, done in one step that deletes the rest of what the school holds for that
// address and marks the request handled with the date.

let backend: TestBackend;
let office: OfficeClient;
let editor: OfficeClient;
let schoolId: string;
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());

beforeAll(async () => {
  backend = await testBackend();
  office = await signedIn(backend.request, "office", "198.51.100.171");
  editor = await signedIn(backend.request, "editor", "198.51.100.172");
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
});

interface Listed {
  id: string;
  email: string;
  subject: string;
  about: string | null;
  answerBy: string | null;
  handledAt: string | null;
  note: string;
}

const requests = async () =>
  (await office.call("GET", "/enquiries?about=requests&limit=50")).json as unknown as Listed[];

describe("a family's request about its personal data", () => {
  it("is sent from the Contact Us form, and the office sees it with its answering day", async () => {
    const email = `erase.${randomUUID().slice(0, 8)}@example.com`;
    const form = {
      about: "erasure",
      name: "Gurleen Kaur",
      email,
      phone: "+91 98150 11111",
      subject: "Please erase our enquiries",
      message: "Our daughter has joined another school; please erase what you hold about us.",
    };
    const sent = await routeCalls(backend).act(contactUs, "/ContactUs", "/ContactUs", {
      form,
      forwardedFor: "198.51.100.173",
    });
    expect(sent.data).toEqual({ status: "sent" });

    const found = (await requests()).find((request) => request.email === email);
    expect(found).toMatchObject({
      about: "erasure",
      answerBy: answerBy(today, 30),
      handledAt: null,
    });
    // An ordinary enquiry is not a request.
    expect((await requests()).every((request) => request.about !== null)).toBe(true);
  });

  it("refuses a request of a kind it does not know, keeping what was typed", async () => {
    const refused = await backend.request(`/api/form/${schoolCode}/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.174" },
      body: JSON.stringify({
        about: "everything",
        name: "A",
        email: "a@example.com",
        phone: "1",
        subject: "S",
        message: "M",
      }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.about).toBe(
      "Choose what it is about.",
    );
  });

  it("is erased in one step: the address's other enquiries and subscription go, the request stays handled", async () => {
    const { db } = backend.database;
    const email = `erase.${randomUUID().slice(0, 8)}@example.com`;
    const enquiry = (subject: string, about?: "erasure") => ({
      schoolId,
      name: "Harjot Singh",
      email,
      phone: "+91 98150 22222",
      subject,
      message: "…",
      about,
      answerBy: about && answerBy(today, 30),
    });
    const [request, earlier] = await db
      .insert(t.enquiries)
      .values([enquiry("Erase my data", "erasure"), enquiry("Nursery admission 2025")])
      .returning({ id: t.enquiries.id });
    await db.insert(t.subscriptions).values({
      schoolId,
      email: email.toUpperCase(),
      token: randomUUID(),
      topics: ["notices"],
      confirmedAt: new Date(),
    });

    // Only the office erases, and only for an erasure request.
    expect((await editor.call("POST", `/enquiries/${request!.id}/erase`, {})).status).toBe(403);
    expect((await office.call("POST", `/enquiries/${earlier!.id}/erase`, {})).status).toBe(404);

    const erased = await office.call("POST", `/enquiries/${request!.id}/erase`, {});
    expect(erased.status).toBe(200);
    expect(erased.json).toEqual({ enquiries: 1, subscriptions: 1, applications: 0 });

    const left = await db
      .select({ id: t.enquiries.id })
      .from(t.enquiries)
      .where(and(eq(t.enquiries.schoolId, schoolId), eq(t.enquiries.email, email)));
    expect(left.map((row) => row.id)).toEqual([request!.id]);
    const subscribed = await db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.email, email.toUpperCase()));
    expect(subscribed).toEqual([]);
    const done = (await requests()).find((one) => one.id === request!.id)!;
    expect(done.handledAt).not.toBeNull();
    expect(done.note).toContain(`Erased on ${new Date().toISOString().slice(0, 10)}`);

    const [line] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.recordId, request!.id), eq(t.auditLog.action, "erase")));
    // Counts only, what went: nothing of the family's.
    expect(line!.changes).toEqual({ enquiries: [1, 0], subscriptions: [1, 0] });
  });

  it("can be written down by the office when it came by phone, letter or in person, and is tracked the same", async () => {
    const received = answerBy(today, -3);
    const refused = await office.call("POST", "/enquiries", {
      name: "Mr Harjit Singh",
      about: "erasure",
      how: "phone",
      receivedOn: received,
      message: "Please erase our details; we moved to another city.",
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.json as { fields: object }).fields)).toEqual(["email"]);
    const request = {
      name: "Mr Harjit Singh",
      phone: "+91 98140 55555",
      about: "erasure",
      how: "phone",
      receivedOn: received,
      message: "Please erase our details; we moved to another city.",
    };
    expect((await editor.call("POST", "/enquiries", request)).status).toBe(403);
    const made = await office.call("POST", "/enquiries", request);
    expect(made.status).toBe(201);
    const id = (made.json as { id: string }).id;

    const listed = (await office.call("GET", "/enquiries?about=requests&limit=50"))
      .json as unknown as Listed[];
    const kept = listed.find((enquiry) => enquiry.id === id)!;
    // Its answering day counts from the day it came, not the day it was written down.
    expect(kept).toMatchObject({ about: "erasure", answerBy: answerBy(received, 30) });
    expect(kept.note).toContain("phone");

    // Without an address there is nothing to find the family's data by: the office is told.
    const erase = await office.call("POST", `/enquiries/${id}/erase`, {});
    expect(erase.status).toBe(400);
    expect(String((erase.json as { error: string }).error)).toMatch(/no e-mail address/);

    const [line] = await backend.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.schoolId, schoolId), eq(t.auditLog.recordId, id)));
    expect(line).toMatchObject({ actorName: "Demo Office", action: "create", kind: "enquiry" });
  });
});
