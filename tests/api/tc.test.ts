import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { demoTransferCertificates } from "#content/people.ts";
import { transferCertificates } from "#server/db/schema.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

// Each test is its own client, so that the rate limit of one does not starve another.
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

const post = (
  body: unknown,
  client = newClient(),
  headers: Record<string, string> = { "Content-Type": "application/json" },
  code = schoolCode,
) =>
  backend.request(`/api/tc/${code}`, {
    method: "POST",
    headers: { ...headers, "x-forwarded-for": `${client}, 10.0.0.1` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const [pdfTc, , , jpgTc] = demoTransferCertificates as [
  (typeof demoTransferCertificates)[number],
  unknown,
  unknown,
  (typeof demoTransferCertificates)[number],
];

async function lookup(name: string, admission: string): Promise<string> {
  const response = await post({ name, admission });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: string };
  expect(body.data).toMatch(/^tc\/[0-9a-f]{64,}$/);
  return body.data;
}

describe("POST /api/tc/{schoolCode}", () => {
  it("matches the demo credentials as given", async () => {
    expect(pdfTc.file).toBe("pdf");
    await lookup(pdfTc.name, pdfTc.admission);
  });

  it("compares the name trimmed, with spaces collapsed, case-insensitively", async () => {
    const client = newClient();
    for (const name of [
      pdfTc.name.toUpperCase(),
      `  ${pdfTc.name.toLowerCase()}  `,
      pdfTc.name.replaceAll(" ", "   "),
    ]) {
      const response = await post({ name, admission: ` ${pdfTc.admission} ` }, client);
      expect(response.status).toBe(200);
    }
  });

  it("hands out a different token on every match", async () => {
    const a = await lookup(pdfTc.name, pdfTc.admission);
    const b = await lookup(pdfTc.name, pdfTc.admission);
    expect(a).not.toBe(b);
  });

  it("answers a wrong number and a wrong name identically", async () => {
    const answers = [];
    for (const body of [
      { name: pdfTc.name, admission: "2019/9999" },
      { name: "Simran Kaur", admission: pdfTc.admission },
      { name: jpgTc.name, admission: pdfTc.admission },
      { name: "Nobody", admission: "nothing" },
    ]) {
      const response = await post(body);
      answers.push({
        status: response.status,
        body: await response.text(),
        type: response.headers.get("Content-Type"),
      });
    }
    expect(answers[0]).toEqual({
      status: 404,
      body: JSON.stringify({ error: "Wrong credentials" }),
      type: "application/json",
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("does not match parts of the admission number", async () => {
    const response = await post({ name: pdfTc.name, admission: pdfTc.admission.slice(0, 4) });
    expect(response.status).toBe(404);
  });

  it.each([
    [{ name: "", admission: pdfTc.admission }],
    [{ name: pdfTc.name, admission: "   " }],
    [{ name: pdfTc.name }],
    [{}],
    [{ name: 12, admission: 34 }],
    [null],
    [[]],
  ])("rejects missing or empty fields: %j", async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please fill in all fields" });
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await post("{name: ");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please fill in all fields" });
  });

  it("rejects other content types with 415", async () => {
    const form = new URLSearchParams({ name: pdfTc.name, admission: pdfTc.admission });
    const response = await post(form.toString(), newClient(), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
  });

  it("answers 404 for an unknown school", async () => {
    const response = await post(
      { name: pdfTc.name, admission: pdfTc.admission },
      newClient(),
      { "Content-Type": "application/json" },
      "NOPE",
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Unknown school." });
  });

  it("allows 10 attempts per client in 10 minutes, then 429 with Retry-After", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++) {
      const response = await post({ name: "Guess", admission: `2019/${i}` }, client);
      expect(response.status).toBe(404);
    }
    const blocked = await post({ name: pdfTc.name, admission: pdfTc.admission }, client);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await blocked.json()).toEqual({
      error: "Too many attempts. Please wait 10 minutes and try again.",
    });
    // Another client is not affected.
    expect((await post({ name: pdfTc.name, admission: pdfTc.admission })).status).toBe(200);
  });
});

describe("GET /api/image/tc/{token}", () => {
  it("downloads the PDF certificate, privately and as tc.pdf", async () => {
    const path = await lookup(pdfTc.name, pdfTc.admission);
    const response = await backend.request(`/api/image/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="tc.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("downloads the JPEG certificate as tc.jpg", async () => {
    expect(jpgTc.file).toBe("jpg");
    const path = await lookup(jpgTc.name, jpgTc.admission);
    const response = await backend.request(`/api/image/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="tc.jpg"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it("answers 404 for a guessed token", async () => {
    for (const guess of ["0".repeat(64), "abc", "../../private", ""]) {
      const response = await backend.request(`/api/image/tc/${guess}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/json/);
    }
  });

  it("answers 404 once the token has expired (10 minutes)", async () => {
    const path = await lookup(pdfTc.name, pdfTc.admission);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 9 * 60 * 1000);
    expect((await backend.request(`/api/image/${path}`)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const response = await backend.request(`/api/image/${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No file at this path." });
  });

  it("downloads from another instance that shares the secret, and from none that does not", async () => {
    const secret = "one-secret-for-every-instance-of-the-backend";
    const [first, second, stranger] = [secret, secret, `${secret}-other`].map((shared) =>
      backend.configured({ secret: shared }),
    );
    const response = await first!.request(`/api/tc/${schoolCode}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-forwarded-for": newClient() },
      body: JSON.stringify({ name: pdfTc.name, admission: pdfTc.admission }),
    });
    const { data } = (await response.json()) as { data: string };
    expect((await second!.request(`/api/image/${data}`)).status).toBe(200);
    expect((await stranger!.request(`/api/image/${data}`)).status).toBe(404);
  });

  it("hands out nothing once the certificate is withdrawn, even on a live token", async () => {
    const path = await lookup(jpgTc.name, jpgTc.admission);
    const row = eq(transferCertificates.admissionNo, jpgTc.admission);
    const { db } = backend.database;
    await db.update(transferCertificates).set({ deletedAt: new Date() }).where(row);
    try {
      expect((await backend.request(`/api/image/${path}`)).status).toBe(404);
    } finally {
      await db.update(transferCertificates).set({ deletedAt: null }).where(row);
    }
    expect((await backend.request(`/api/image/${path}`)).status).toBe(200);
  });

  it("never serves a certificate at its stored path", async () => {
    const rows = await backend.database.db
      .select({ filePath: transferCertificates.filePath })
      .from(transferCertificates);
    expect(rows.length).toBe(demoTransferCertificates.length);
    for (const { filePath } of rows) {
      expect(await backend.privateFiles.exists(filePath)).toBe(true);
      for (const target of [
        `/api/image/${filePath}`,
        `/api/image?url=${encodeURIComponent(filePath)}`,
        `/api/image/tc/${filePath}`,
        `/api/image/${encodeURIComponent(`../private/${filePath}`)}`,
      ]) {
        const response = await backend.request(target);
        expect(response.status, target).toBeGreaterThanOrEqual(400);
        expect(response.headers.get("Content-Type"), target).toMatch(/json/);
      }
    }
  });

  it("keeps certificates out of the public store", async () => {
    const [row] = await backend.database.db
      .select({ filePath: transferCertificates.filePath })
      .from(transferCertificates)
      .where(eq(transferCertificates.admissionNo, pdfTc.admission));
    expect(row?.filePath.startsWith(`${schoolCode}/tc/`)).toBe(true);
    expect(await backend.files.exists(row!.filePath)).toBe(false);
  });
});
