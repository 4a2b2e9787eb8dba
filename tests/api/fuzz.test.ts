import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import fc from "fast-check";
import { bodyLimitFor } from "#server/http/body-limits.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBackend, type TestApp, type TestBackend } from "../support/test-backend.ts";

// Thousands of random and hostile requests to every API call. Whatever arrives, the API
// answers below 500, never shows a stack trace or a server path, and never returns a file
// from outside its store. Canary files with a secret line sit where a traversal would land.

let backend: TestBackend;
/** The same backend with the office call switched on, so that it is fuzzed too. */
let app: TestApp["app"];
let server: ReturnType<typeof serve>;
let port: number;
const secret = `canary-${crypto.randomBytes(12).toString("hex")}`;
const canaries: string[] = [];
const apiKey = `sk_${crypto.randomBytes(32).toString("base64url")}`;

beforeAll(async () => {
  backend = await testBackend();
  app = backend.configured({}).app;
  // Beside the public store, inside the private one, and in the project folder.
  for (const file of [
    path.join(backend.dataDir, "canary.txt"),
    path.join(backend.privateFiles.root, "canary.txt"),
    path.join(process.cwd(), `fuzz-canary-${process.pid}.txt`),
  ]) {
    fs.writeFileSync(file, `${secret}\n`);
    canaries.push(file);
  }
  // A real socket as well: raw paths reach the server exactly as a client wrote them.
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(async () => {
  for (const file of canaries) fs.rmSync(file, { force: true });
  await new Promise((resolve) => server?.close(resolve));
});

/** What no answer may contain. */
function expectHarmless(status: number, body: string, what: string) {
  expect(status, what).toBeLessThan(500);
  expect(body.includes(secret), `${what} returned a canary file`).toBe(false);
  expect(body, what).not.toMatch(/root:x:0:0|"name":\s*"school-website"/);
  // Stack frames ("at fn (file:line:col)"), module paths, server folders.
  expect(body, what).not.toMatch(/\bat \S+ \(|\bat (?:file|node):|node_modules|\.tsx?:\d+:\d+/);
  expect(body.includes(backend.dataDir), `${what} shows a server folder`).toBe(false);
  expect(body.includes(process.cwd()), `${what} shows a server folder`).toBe(false);
}

/** A GET over a raw socket: the path is sent byte for byte, nothing normalised first. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: rawPath, method: "GET", agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Percent-encoding that also takes lone surrogates (as a browser would, replaced). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

// ---- Traversal payloads ---------------------------------------------------------------

const dotDot = fc.constantFrom(
  "..",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e.",
  "%252e%252e",
  "%c0%ae%c0%ae",
  "..%00",
  "...",
  "..;",
);
const separator = fc.constantFrom("/", "%2f", "%2F", "\\", "%5c", "%5C", "%252f", "/./", "//");
const target = fc.constantFrom(
  "canary.txt",
  "private/canary.txt",
  `fuzz-canary-${process.pid}.txt`,
  "etc/passwd",
  "package.json",
  "HLCA/../../canary.txt",
);
const traversal = fc
  .oneof(
    { weight: 6, arbitrary: fc.tuple(dotDot, separator, fc.integer({ min: 1, max: 9 }), target) },
    { weight: 1, arbitrary: fc.tuple(fc.constant("abs"), separator, fc.constant(0), target) },
  )
  .map(([dots, sep, depth, file]) => {
    if (dots === "abs") {
      const absolute = [
        path.join(backend.dataDir, "canary.txt"),
        path.join(backend.privateFiles.root, "canary.txt"),
        "/etc/passwd",
        `C:\\${file}`,
        `file://${backend.dataDir}/canary.txt`,
      ];
      return absolute[depth % absolute.length]!.split("/").join(sep);
    }
    return `${Array.from({ length: depth }, () => dots).join(sep)}${sep}${file.split("/").join(sep)}`;
  });
const suffix = fc.constantFrom("", "", "", "%00", "%00.pdf", "/", "?download=1", "#x", ";.jpg");

describe("fuzzing the API", () => {
  it("1,000 traversal payloads never reach a file outside the store", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(traversal, suffix, async (payload, end) => {
        const attempt = payload + end;
        for (const rawPath of [
          `/api/image/${attempt}`,
          `/api/image/HLCA/${attempt}`,
          `/api/image?url=${attempt}`,
          `/api/image?url=${encode(attempt)}`,
        ]) {
          const { status, body } = await rawGet(rawPath);
          sent++;
          expectHarmless(status, body, rawPath);
        }
      }),
      { numRuns: 1000 },
    );
    expect(sent).toBe(4000);
    // The store itself still answers: the checks above are not refusing everything.
    const sample = await rawGet("/api/image/HLCA/public/pdf/SAMPLE_TC.pdf");
    expect(sample.status).toBe(200);
  });

  // ---- Every endpoint with random and hostile input --------------------------------------

  const hostile = fc.constantFrom(
    "",
    " ",
    "\0",
    "%00",
    "null",
    "undefined",
    "[]",
    "{}",
    "'; drop table schools; --",
    "' OR '1'='1",
    "<script>alert(1)</script>",
    "${7*7}",
    "{{7*7}}",
    "%",
    "%%",
    "%ZZ",
    "%E2%98",
    "\u202e\u0000\ud800",
    "\u001b[2J\u001b[H",
    "\u001b]0;title\u0007",
    "\u0085\u009b31m\u007f",
    "a\rb",
    "\u2066\u202d\u061c",
    "🙂".repeat(50),
    "a".repeat(5000),
    "HLCA",
    "hlca",
    "00000000-0000-0000-0000-000000000000",
    "__proto__",
    "constructor",
    "tc/" + "f".repeat(64),
  );
  const text = fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    hostile,
  );
  const segment = fc.oneof(
    text.map(encode),
    hostile.filter((s) => !/[\s#?]/.test(s) && !s.includes("\0")),
  );
  const code = fc.oneof(fc.constant("HLCA"), segment);

  const jsonBody = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .record(
        {
          name: fc.oneof(text, fc.jsonValue()),
          admission: fc.oneof(text, fc.jsonValue()),
          email: fc.oneof(text, fc.emailAddress()),
          phone: fc.oneof(text, fc.stringMatching(/^\+?[0-9 ]{6,15}$/)),
          subject: text,
          message: text,
          website: fc.oneof(fc.constant(""), text),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
  );
  const body = fc.oneof(
    { weight: 5, arbitrary: jsonBody },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: jsonBody.map((s) => s.slice(0, Math.max(1, s.length - 1))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "x".repeat(300_000),
        `{"name":"${"a".repeat(200_000)}"}`,
        `{"message":"${"\\u0000".repeat(400_000)}"}`,
        "y".repeat(2 * 1024 * 1024),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(text, text).map((d) => new URLSearchParams(d).toString()),
    },
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/json; charset=ebcdic",
    "",
  );
  const endpoint = fc.constantFrom(
    "GET /api/health",
    "GET /api/onlineRegistration/{code}",
    "GET /api/highlight/{code}",
    "GET /api/news/{code}",
    "GET /api/news/all/{code}",
    "GET /api/events/{code}",
    "GET /api/events/All/{code}",
    "GET /api/events/all/{code}",
    "GET /api/principalMessage/{code}",
    "GET /api/topper/{code}",
    "GET /api/gallery/{code}",
    "GET /api/gallery/All/{code}",
    "GET /api/gallery/all/{code}",
    "GET /api/birthdays/{code}",
    "GET /api/notification/{code}",
    "GET /api/circular/all/{code}",
    "GET /api/video/all/{code}",
    "GET /api/subGallery?id={query}",
    "GET /api/image?url={query}",
    "GET /api/image/{code}/{segment}",
    "GET /api/image/tc/{segment}",
    "GET /api/office/{code}/enquiries",
    "POST /api/office/{code}/records/news",
    "POST /api/office/{code}/session",
    "POST /api/tc/{code}",
    "POST /api/form/{code}/enquiry",
    "POST /api/form/{code}/{segment}",
    "GET /api/{segment}",
    "POST /api/{segment}/{code}",
  );
  const method = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "HEAD") },
  );
  const authorization = fc.oneof(
    fc.constant(undefined),
    text.map((t) => `Bearer ${t}`),
    fc.constant(`Bearer ${apiKey.slice(0, -1)}`),
  );

  it("every endpoint answers thousands of random and hostile requests below 500", async () => {
    let count = 0;
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        method,
        code,
        segment,
        text,
        body,
        contentType,
        authorization,
        fc.ipV4(),
        async (route, otherMethod, school, seg, query, payload, type, auth, client) => {
          const [defaultMethod, template] = route.split(" ") as [string, string];
          const verb = otherMethod ?? defaultMethod;
          const target = template
            .replace("{code}", school)
            .replace("{segment}", seg)
            .replace("{query}", encode(query));
          let url: URL;
          try {
            url = new URL(target, "http://school.test");
          } catch {
            return;
          }
          const headers = new Headers({ "x-forwarded-for": client });
          if (type) headers.set("Content-Type", type);
          if (auth) headers.set("Authorization", auth.replace(/[^\t\x20-\x7e]/g, "?"));
          const withBody = verb !== "GET" && verb !== "HEAD";
          const bytes = withBody ? new Blob([payload]).size : 0;
          const response = await app.request(
            new Request(url, { method: verb, headers, body: withBody ? payload : undefined }),
          );
          const text = Buffer.from(await response.arrayBuffer()).toString();
          count++;
          expectHarmless(response.status, text, `${verb} ${target.slice(0, 200)}`);
          // A body over its call's limit is refused before anything parses it.
          if (bytes > bodyLimitFor(url.pathname)) {
            expect(response.status, `${verb} ${bytes} bytes`).toBe(413);
          }
          // Every answer carries the policy, refusals and errors included.
          expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
        },
      ),
      { numRuns: 3000 },
    );
    expect(count).toBeGreaterThan(2900);
  });

  // ---- Control characters in every form field ------------------------------------------

  const control = fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((code) => code !== 0x0a && code !== 0x0d),
    fc.integer({ min: 0x7f, max: 0x9f }),
  );
  // Inside the text: a tab or form feed at either end is only trimmed away, never stored.
  const withControl = fc
    .tuple(fc.string({ maxLength: 20 }), control, fc.nat())
    .map(([base, code, at]) => {
      const text = `a${base}z`;
      const inside = 1 + (at % (text.length - 1));
      return text.slice(0, inside) + String.fromCharCode(code) + text.slice(inside);
    });

  it("refuses a control character in any enquiry or TC field with 400, never storing it", async () => {
    const enquiry = {
      name: "Nandini Iyer",
      email: "nandini.parent@example.com",
      phone: "+91 12345 00123",
      subject: "Sports coaching",
      message: "Is there swimming coaching after school?",
    };
    const fields = Object.keys(enquiry) as (keyof typeof enquiry)[];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields, "admission" as const, "tcName" as const),
        withControl,
        fc.ipV4(),
        async (field, value, client) => {
          const tc = field === "admission" || field === "tcName";
          const body = tc
            ? {
                admission: field === "admission" ? value : "2019/0412",
                name: field === "tcName" ? value : "Simran Kaur Bhullar",
              }
            : { ...enquiry, [field]: field === "email" ? `a${value}@example.com` : value };
          const response = await app.request(
            new Request(
              new URL(tc ? "/api/tc/HLCA" : "/api/form/HLCA/enquiry", "http://school.test"),
              {
                method: "POST",
                headers: { "Content-Type": "application/json", "x-forwarded-for": client },
                body: JSON.stringify(body),
              },
            ),
          );
          expect(response.status, JSON.stringify(body)).toBe(400);
        },
      ),
      { numRuns: 300 },
    );
  });
});
