import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as t from "#server/db/schema.ts";
import { contentChanged, writeContent } from "#server/services/content-changes.ts";
import { findSchool } from "#server/services/schools.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
let schoolId: string;
beforeAll(async () => {
  backend = await testBackend();
  schoolId = (await findSchool(backend.database.db, schoolCode))!.id;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Counts the statements the API sends to the database while `run` runs. */
async function queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = backend.database.db.$client as unknown as { query: (...args: never[]) => unknown };
  const spy = vi.spyOn(client, "query");
  try {
    const result = await run();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

async function get(path: string, headers?: Record<string, string>) {
  const response = await backend.request(path, { headers });
  return { response, text: await response.text() };
}

describe("list answers from memory", () => {
  it("answers a repeated list call without asking the database, with the same body and ETag", async () => {
    contentChanged(backend.database.db, schoolId);
    const path = `/api/news/all/${schoolCode}`;
    const first = await queriesDuring(() => get(path));
    expect(first.queries).toBeGreaterThan(0);
    expect(first.result.response.status).toBe(200);

    const second = await queriesDuring(() => get(path));
    expect(second.queries).toBe(0);
    expect(second.result.response.status).toBe(200);
    expect(second.result.text).toBe(first.result.text);
    const etag = first.result.response.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.result.response.headers.get("ETag")).toBe(etag);
    expect(second.result.response.headers.get("Cache-Control")).toBe(
      "public, max-age=60, stale-while-revalidate=300",
    );

    // A browser that holds the answer is told it is still good, without a body.
    const revalidated = await queriesDuring(() => get(path, { "If-None-Match": etag! }));
    expect(revalidated.queries).toBe(0);
    expect(revalidated.result.response.status).toBe(304);
    expect(revalidated.result.text).toBe("");
  });

  it("answers each client in the encoding it reads, made once, the same JSON once decoded", async () => {
    const path = `/api/news/all/${schoolCode}`;
    const plain = await backend.request(path);
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);
    const browser = await backend.request(path, {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(browser.headers.get("Content-Encoding")).toBe("br");
    const brotli = Buffer.from(await browser.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString("utf8")).toBe(plainBody);
    const zipped = await backend.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainBody.length);
    expect(gunzipSync(bytes).toString("utf8")).toBe(plainBody);
    // The two forms have their own tags, and each revalidates.
    const tag = zipped.headers.get("ETag")!;
    expect(new Set([tag, browser.headers.get("ETag"), plain.headers.get("ETag")]).size).toBe(3);
    const again = await backend.request(path, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": tag },
    });
    expect(again.status).toBe(304);
  });

  it("reads the database again after a write to the school's collections", async () => {
    const path = `/api/news/all/${schoolCode}`;
    await get(path);
    const title = "Inter-house quiz moved to Friday";
    const [row] = await writeContent(backend.database.db, schoolId, (tx) =>
      tx
        .insert(t.news)
        .values({ schoolId, category: "News", fromDate: "2026-01-05", title })
        .returning({ id: t.news.id }),
    );
    try {
      const fresh = await queriesDuring(() => get(path));
      expect(fresh.queries).toBeGreaterThan(0);
      expect(fresh.result.text).toContain(title);
    } finally {
      await writeContent(backend.database.db, schoolId, (tx) =>
        tx.delete(t.news).where(eq(t.news.id, row!.id)),
      );
    }
    const afterDelete = await get(path);
    expect(afterDelete.text).not.toContain(title);
  });

  it("reads date lists again when the school's day changes, and lets nobody cache them past midnight", async () => {
    const name = "Aarav Test Birthday";
    // Born on 15 March; the school's time zone is Asia/Kolkata (UTC+5:30).
    // A child the site may greet: a parent's consent to the birthday is recorded.
    const child = "2015/9001";
    const [row] = await writeContent(backend.database.db, schoolId, async (tx) => {
      await tx.insert(t.consents).values({
        schoolId,
        childName: name,
        admissionNumber: child,
        parentName: "Mrs Test Parent (mother)",
        method: "Consent form",
        givenOn: "2026-04-01",
        uses: ["Birthday"],
      });
      return tx
        .insert(t.birthdays)
        .values({ schoolId, name, class: "V-A", dateOfBirth: "2015-03-15", children: [child] })
        .returning({ id: t.birthdays.id });
    });
    try {
      vi.useFakeTimers({ toFake: ["Date"] });
      const path = `/api/birthdays/${schoolCode}`;
      vi.setSystemTime(new Date("2027-03-14T18:29:00Z")); // 23:59 on 14 March at the school
      const evening = await get(path);
      expect(evening.text).not.toContain(name);
      expect(evening.response.headers.get("Cache-Control")).toBe("public, max-age=60");
      const again = await queriesDuring(() => get(path));
      expect(again.queries).toBe(0);

      vi.setSystemTime(new Date("2027-03-14T18:31:00Z")); // 00:01 on 15 March at the school
      const morning = await queriesDuring(() => get(path));
      expect(morning.queries).toBeGreaterThan(0);
      expect(morning.result.text).toContain(name);
      expect(morning.result.response.headers.get("Cache-Control")).toBe(
        "public, max-age=60, stale-while-revalidate=300",
      );
    } finally {
      vi.useRealTimers();
      await writeContent(backend.database.db, schoolId, (tx) =>
        Promise.all([
          tx.delete(t.birthdays).where(eq(t.birthdays.id, row!.id)),
          tx.delete(t.consents).where(eq(t.consents.admissionNumber, child)),
        ]),
      );
    }
  });
});
