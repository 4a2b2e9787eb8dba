import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { knownTc as known, validEnquiry as enquiry } from "../support/forms.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// What a hostile client sends: bodies too large to parse, control characters where text goes,
// and wrong office tokens one after another. Each is refused early and politely, costs the
// sender, never an honest visitor, and leaves nothing of what was typed in the server's log.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});
afterEach(() => {
  vi.restoreAllMocks();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

const post = (target: string, body: BodyInit, client: string, type = "application/json") =>
  backend.request(target, {
    method: "POST",
    headers: { "Content-Type": type, "X-Forwarded-For": client },
    body,
    // A stream is sent without Content-Length, as a client that lies about nothing would.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

/** A body of `bytes` bytes that arrives in chunks, with no Content-Length to trust. */
function streamed(bytes: number, start = '{"name":"'): ReadableStream<Uint8Array> {
  let sent = 0;
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      pulls++;
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode(sent === 0 ? start : "a".repeat(64 * 1024));
      sent += chunk.length;
      controller.enqueue(chunk);
      // Never more than this is produced: the reader gave up long before.
      if (pulls > 2000) controller.error(new Error("read too far"));
    },
  });
}

describe("every POST body has a limit, enforced while it streams", () => {
  const calls = [
    `/api/tc/${schoolCode}`,
    `/api/form/${schoolCode}/enquiry`,
    `/api/form/${schoolCode}/other`,
    "/api/nothing-here",
  ];

  it.each(calls)("%s answers a 1 MB body with 413 and JSON", async (target) => {
    const response = await post(target, `{"name":"${"a".repeat(1024 * 1024)}"}`, newClient());
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/i);
  });

  it.each(calls)("%s stops reading a streamed 50 MB body", async (target) => {
    const response = await post(target, streamed(50 * 1024 * 1024), newClient());
    expect(response.status).toBe(413);
  });

  it("does not count a refused body against the sender's lookups", async () => {
    const client = newClient();
    for (let i = 0; i < 12; i++) {
      const big = JSON.stringify({ name: "x".repeat(64 * 1024), admission: "1" });
      expect((await post(`/api/tc/${schoolCode}`, big, client)).status).toBe(413);
    }
    const lookup = JSON.stringify({ name: known.name, admission: known.admission });
    expect((await post(`/api/tc/${schoolCode}`, lookup, client)).status).toBe(200);
  });
});

describe("control characters", () => {
  const controls = ["\0", "\u001b]0;owned\u0007", "\u009b2J", "\u007f"];

  it.each(Object.keys(enquiry))(
    "in the enquiry's %s are refused with that field's message and logged nowhere",
    async (field) => {
      const logged: string[] = [];
      for (const level of ["log", "info", "warn", "error", "debug"] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          logged.push(
            args.map((a) => (a instanceof Error ? `${a.message}${a.stack}` : String(a))).join(" "),
          );
        });
      }
      const client = newClient();
      for (const control of controls) {
        const value =
          field === "email"
            ? `kavya${control}.parent@example.com`
            : `${enquiry[field as keyof typeof enquiry]}${control}`;
        const response = await post(
          `/api/form/${schoolCode}/enquiry`,
          JSON.stringify({ ...enquiry, [field]: value }),
          client,
        );
        expect(response.status, JSON.stringify(control)).toBe(400);
        const body = (await response.json()) as { errors: Record<string, string> };
        expect(Object.keys(body.errors)).toEqual([field]);
        expect(body.errors[field]).toMatch(/character that cannot be used/);
      }
      const everything = logged.join("\n");
      for (const typed of [enquiry.name, enquiry.email, enquiry.phone, enquiry.subject]) {
        expect(everything).not.toContain(typed);
      }
      // Refused forms cost nothing: the whole budget of five is left.
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(`/api/form/${schoolCode}/enquiry`, JSON.stringify(enquiry), client)).status,
        ).toBe(201);
      }
    },
  );

  it("in a TC lookup are refused with 400 and a field message, and not counted", async () => {
    const client = newClient();
    for (let i = 0; i < 12; i++) {
      const response = await post(
        `/api/tc/${schoolCode}`,
        JSON.stringify({ name: known.name, admission: `${known.admission}\0` }),
        client,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(
        /Admission No\..*character that cannot be used/,
      );
    }
    const lookup = JSON.stringify({ name: known.name, admission: known.admission });
    expect((await post(`/api/tc/${schoolCode}`, lookup, client)).status).toBe(200);
  });

  it("an unexpected error is logged as a summary without the data it was handed", async () => {
    const secret = `${enquiry.name}, ${enquiry.email}`;
    const app = backend.configured({
      ping: () => Promise.reject(new Error(`Failed query: insert ... params: ${secret}`)),
    });
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message}${a.stack}` : String(a))).join(" "),
      );
    });
    const response = await app.request("/api/health");
    expect(response.status).toBe(500);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(secret);
    expect(logged.join("\n")).toMatch(/\/api\/health/);
  });
});
