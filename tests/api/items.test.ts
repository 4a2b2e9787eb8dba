import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { findSchool } from "#server/services/schools.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// One item with its own page, by its address: /api/{kind's list}/{schoolCode}/item/{slug}.

let backend: TestBackend;
let schoolId: string;
let otherSchoolId: string;
const otherCode = "ITEMS2";
const added: string[] = [];

beforeAll(async () => {
  backend = await testBackend();
  const { db } = backend.database;
  schoolId = (await findSchool(db, schoolCode))!.id;
  await db
    .insert(t.schools)
    .values({ schoolCode: otherCode, name: "Another school" })
    .onConflictDoNothing();
  otherSchoolId = (await findSchool(db, otherCode))!.id;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const school of [schoolId, otherSchoolId]) {
    await writeContent(backend.database.db, school, (tx) =>
      tx.delete(t.news).where(inArray(t.news.id, added)),
    );
  }
});

/** A news row written as the office's saves are, its change notice sent. */
async function addNews(values: Partial<typeof t.news.$inferInsert> & { slug: string }) {
  const school = values.schoolId ?? schoolId;
  const [row] = await writeContent(backend.database.db, school, (tx) =>
    tx
      .insert(t.news)
      .values({
        schoolId: school,
        category: "News",
        fromDate: "2026-02-03",
        title: `Item ${values.slug}`,
        ...values,
      })
      .returning({ id: t.news.id }),
  );
  added.push(row!.id);
  return row!.id;
}

/** Counts the statements the API sends to the database while `run` runs. */
async function queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = backend.database.db.$client as unknown as { query: (...args: never[]) => unknown };
  const spy = vi.spyOn(client, "query");
  try {
    return { result: await run(), queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

const itemPath = (slug: string, code = schoolCode) => `/api/news/${code}/item/${slug}`;

async function notFound(path: string) {
  const response = await backend.request(path);
  expect(response.status, path).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as { error: string };
}

describe("an item by its address", () => {
  // Each kind with its own pages: its list of every item, and its item calls' address.
  it.each([
    { kind: "news", list: "news/all", item: "news" },
    { kind: "events", list: "events/All", item: "events" },
    { kind: "albums", list: "gallery/All", item: "gallery" },
    { kind: "circulars", list: "circular/all", item: "circular/all" },
  ])(
    "answers one of the $kind exactly as its list of every item sends it",
    async ({ list, item }) => {
      const response = await backend.request(`/api/${list}/${schoolCode}`);
      const items = (await response.json()) as { slug?: string }[];
      // The oldest and the newest: neither is found by being first.
      for (const listed of [items.at(-1)!, items[0]!]) {
        const answer = await backend.request(`/api/${item}/${schoolCode}/item/${listed.slug}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await answer.json()).toEqual(listed);
      }
    },
  );

  it("sends the sizes of a notice's documents, as the list does", async () => {
    const items = (await (await backend.request(`/api/news/all/${schoolCode}`)).json()) as {
      slug: string;
      attachmentSizes?: (number | null)[];
    }[];
    const withDocuments = items.find((item) => item.attachmentSizes?.some((size) => size))!;
    expect(withDocuments).toBeDefined();
    const answer = await (await backend.request(itemPath(withDocuments.slug))).json();
    expect(answer).toMatchObject({ attachmentSizes: withDocuments.attachmentSizes });
  });

  it("answers 404 with a JSON error for an address that names no item", async () => {
    expect(await notFound(itemPath("2020-01-01-no-such-item"))).toEqual({
      error: "No notice or news item is published at this address.",
    });
    // Not an address the site makes at all.
    await notFound(itemPath("Not_An_Address"));
    expect(await notFound(itemPath("2020-01-01-no-such-item", "NOSUCHSCHOOL"))).toEqual({
      error: "Unknown school.",
    });
  });

  it("finds no draft, deleted, expired or not yet published item", async () => {
    const hour = 3_600_000;
    const hidden = {
      "items-test-draft": { status: "draft" as const },
      "items-test-deleted": { deletedAt: new Date() },
      "items-test-expired": { expireAt: new Date(Date.now() - hour) },
      "items-test-scheduled": { publishAt: new Date(Date.now() + hour) },
    };
    for (const [slug, values] of Object.entries(hidden)) await addNews({ slug, ...values });
    for (const slug of Object.keys(hidden)) await notFound(itemPath(slug));
  });

  it("finds only the school's own item, though another school's has the same address", async () => {
    await addNews({ slug: "items-test-elsewhere", schoolId: otherSchoolId, title: "Elsewhere" });
    await notFound(itemPath("items-test-elsewhere"));
    const there = await backend.request(itemPath("items-test-elsewhere", otherCode));
    expect(await there.json()).toMatchObject({ title: "Elsewhere", slug: "items-test-elsewhere" });
  });

  it("answers a notice at the address news items have: one address per kind", async () => {
    await addNews({ slug: "items-test-notice", category: "NoticeBoard" });
    const answer = await backend.request(itemPath("items-test-notice"));
    expect(await answer.json()).toMatchObject({ category: "NoticeBoard" });
  });
});

describe("an item's answer kept", () => {
  it("is answered again from memory, with the lists' Cache-Control and ETag, 304 when current", async () => {
    await addNews({ slug: "items-test-kept" });
    const path = itemPath("items-test-kept");
    const first = await queriesDuring(() => backend.request(path));
    expect(first.queries).toBeGreaterThan(0);
    const second = await queriesDuring(() => backend.request(path));
    expect(second.queries).toBe(0);
    expect(await second.result.text()).toBe(await first.result.text());
    expect(second.result.headers.get("Cache-Control")).toBe(
      "public, max-age=60, stale-while-revalidate=300",
    );
    const etag = second.result.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await backend.request(path, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("is read again after a write to the school's content", async () => {
    const id = await addNews({ slug: "items-test-edited", title: "Before the edit" });
    const path = itemPath("items-test-edited");
    expect(await (await backend.request(path)).json()).toMatchObject({ title: "Before the edit" });
    await writeContent(backend.database.db, schoolId, (tx) =>
      tx.update(t.news).set({ title: "After the edit" }).where(eq(t.news.id, id)),
    );
    expect(await (await backend.request(path)).json()).toMatchObject({ title: "After the edit" });
  });

  it("is found once its publish time comes, and gone at its expiry, with no write between", async () => {
    const start = new Date("2031-05-01T04:00:00Z");
    await addNews({
      slug: "items-test-timed",
      publishAt: new Date(start.getTime() + 60_000),
      expireAt: new Date(start.getTime() + 90_000),
    });
    const path = itemPath("items-test-timed");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    await notFound(path);
    vi.setSystemTime(new Date(start.getTime() + 60_000));
    const shown = await backend.request(path);
    expect(shown.status).toBe(200);
    // Nobody keeps it past its expiry, 30 seconds on.
    expect(shown.headers.get("Cache-Control")).toBe("public, max-age=30");
    vi.setSystemTime(new Date(start.getTime() + 90_000));
    await notFound(path);
  });
});
