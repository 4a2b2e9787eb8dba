import { beforeAll, describe, expect, it } from "vitest";
import { knownTc as known, validEnquiry as enquiry } from "../support/forms.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// What the two form calls share: one rate limiter with a budget per call, and one way of
// checking a JSON body.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

// Clients of this file only, so that other files' attempts never count against them.
let clients = 0;
const newClient = () => `192.0.2.${++clients}`;

const send = (
  target: string,
  body: unknown,
  client: string,
  contentType = "application/json",
): Promise<Response> =>
  backend.request(target, {
    method: "POST",
    headers: { "Content-Type": contentType, "X-Forwarded-For": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const postEnquiry = (body: unknown, client: string, contentType?: string) =>
  send(`/api/form/${schoolCode}/enquiry`, body, client, contentType);
const lookUp = (body: unknown, client: string, contentType?: string) =>
  send(`/api/tc/${schoolCode}`, body, client, contentType);

describe("one rate limiter, a budget per call", () => {
  it("counts enquiries and TC lookups of one client separately", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      expect((await lookUp({ name: "Guess", admission: `2019/${i}` }, client)).status).toBe(404);
    }
    const lookupsRefused = await lookUp({ name: known.name, admission: known.admission }, client);
    expect(lookupsRefused.status).toBe(429);
    expect(Number(lookupsRefused.headers.get("Retry-After"))).toBeGreaterThan(0);

    // The lookups used up do not touch the enquiry budget: five, then the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await postEnquiry(enquiry, client)).status).toBe(201);
    const enquiriesRefused = await postEnquiry(enquiry, client);
    expect(enquiriesRefused.status).toBe(429);
    expect(Number(enquiriesRefused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await enquiriesRefused.json()) as { error: string }).error).toMatch(/Please wait/);
  });

  it("uses up the enquiry budget without touching the lookups", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await postEnquiry(enquiry, client)).status).toBe(201);
    expect((await postEnquiry(enquiry, client)).status).toBe(429);
    const lookup = await lookUp({ name: known.name, admission: known.admission }, client);
    expect(lookup.status).toBe(200);
  });

  it("counts only accepted enquiries: refused forms leave the whole budget", async () => {
    const client = newClient();
    for (let i = 0; i < 8; i++) {
      expect((await postEnquiry({ ...enquiry, phone: "" }, client)).status).toBe(400);
    }
    for (let i = 0; i < 5; i++) expect((await postEnquiry(enquiry, client)).status).toBe(201);
    expect((await postEnquiry(enquiry, client)).status).toBe(429);
  });

  it("counts a TC attempt before the lookup, a wrong one too, but not an empty form", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await lookUp({ name: "", admission: "" }, client)).status).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      expect((await lookUp({ name: "Guess", admission: `2020/${i}` }, client)).status).toBe(404);
    }
    const right = await lookUp({ name: known.name, admission: known.admission }, client);
    expect(right.status).toBe(429);
  });
});

describe("one check of a JSON body", () => {
  const calls = [
    ["enquiry", postEnquiry, enquiry, 201],
    ["TC lookup", lookUp, { name: known.name, admission: known.admission }, 200],
  ] as const;

  it.each(calls)(
    "the %s takes application/json, with parameters, in any case",
    async (_, call, body, ok) => {
      for (const type of [
        "application/json",
        "Application/JSON; charset=utf-8",
        "application/json;",
      ]) {
        expect((await call(body, newClient(), type)).status, type).toBe(ok);
      }
    },
  );

  it.each(calls)("the %s refuses look-alike media types with 415", async (_, call, body) => {
    for (const type of [
      "application/jsonx",
      "application/json-patch+json",
      "application/ld+json",
      "text/json",
      "application/json garbage",
      "",
    ]) {
      const response = await call(body, newClient(), type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: "Send the form as application/json." });
    }
  });

  it("answers an enquiry body that is not an object with a plain message", async () => {
    for (const body of ["null", "[]", '[{"name":"Rohan"}]', "42", '"text"', "true"]) {
      const response = await postEnquiry(body, newClient());
      expect(response.status, body).toBe(400);
      const answer = (await response.json()) as { error: string; errors?: unknown };
      expect(answer, body).toEqual({ error: "Send the form's fields as one JSON object." });
    }
  });

  it("answers a TC body that is not an object as an unfilled form", async () => {
    for (const body of ["null", "[]", "42"]) {
      const response = await lookUp(body, newClient());
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: "Please fill in all fields" });
    }
  });

  it("answers malformed JSON with each call's own message", async () => {
    const enquiryAnswer = await postEnquiry('{"name": "Ro', newClient());
    expect(enquiryAnswer.status).toBe(400);
    expect(await enquiryAnswer.json()).toEqual({ error: "The request body is not valid JSON." });
    const lookupAnswer = await lookUp('{"name": ', newClient());
    expect(lookupAnswer.status).toBe(400);
    expect(await lookupAnswer.json()).toEqual({ error: "Please fill in all fields" });
  });
});
