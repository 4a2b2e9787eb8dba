import { beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { enquiries } from "#server/db/schema.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

const valid = {
  name: "Harpreet Kaur",
  phone: "+91 12345 00000",
  email: "harpreet.parent@example.com",
  subject: "Nursery admission 2026-27",
  message: "Could you tell us when the interaction session for Nursery will be held?",
};

const post = (
  body: unknown,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) =>
  backend.request(`/api/form/${schoolCode}/enquiry`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/form/{schoolCode}/enquiry", () => {
  it("stores a valid enquiry before answering success", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Your Form Submitted Successfully." });
    const [stored] = await backend.database.db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.createdAt))
      .limit(1);
    expect(stored).toMatchObject(valid);
  });

  it("answers 400 with the form's own message for each missing field", async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      phone: "Phone Number is required.",
      subject: "Subject is required.",
      message: "Message is required.",
    });
  });

  it("refuses an e-mail address that is not one", async () => {
    const response = await post({ ...valid, email: "harpreet at example" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      email: "Email is not valid.",
    });
  });

  it("refuses fields longer than their limits", async () => {
    const response = await post({ ...valid, message: "x".repeat(5001) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.message).toMatch(
      /at most 5000/,
    );
  });

  it("refuses malformed JSON and other content types with 4xx", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(valid, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post("null")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
  });

  it("answers 404 for an unknown school or form", async () => {
    const unknownSchool = await backend.request("/api/form/NOPE/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(unknownSchool.status).toBe(404);
    const unknownForm = await backend.request(`/api/form/${schoolCode}/other`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(unknownForm.status).toBe(404);
  });
});

const storedCount = async () => (await backend.database.db.select().from(enquiries)).length;
const from = (client: string) => ({
  "Content-Type": "application/json",
  "X-Forwarded-For": `${client}, 10.0.0.1`,
});

describe("spam resistance", () => {
  it("answers a filled-in honeypot with the usual success and stores nothing", async () => {
    const before = await storedCount();
    const response = await post(
      { ...valid, website: "https://spam.example" },
      from("203.0.113.10"),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Your Form Submitted Successfully." });
    expect(await storedCount()).toBe(before);
    // An empty honeypot (what people send) is stored as usual.
    expect((await post({ ...valid, website: "" }, from("203.0.113.11"))).status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it("lets a client send five enquiries in ten minutes, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(valid, from("198.51.100.20"))).status).toBe(201);
    }
    const before = await storedCount();
    const refused = await post(valid, from("198.51.100.20"));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      error:
        "You have sent several messages in a short time. Please wait 10 minutes, or call the school office.",
    });
    expect(await storedCount()).toBe(before);
    // Another client is not affected; only the first forwarded address counts.
    expect((await post(valid, from("198.51.100.21"))).status).toBe(201);
  });

  it("does not count refused (invalid) forms against the client", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await post({ ...valid, email: "nope" }, from("198.51.100.30"))).status).toBe(400);
    }
    expect((await post(valid, from("198.51.100.30"))).status).toBe(201);
  });

  it("refuses a body over 20 KB with 413", async () => {
    const before = await storedCount();
    const response = await post({ ...valid, message: "x".repeat(25_000) }, from("198.51.100.40"));
    expect(response.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });
});
