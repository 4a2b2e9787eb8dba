import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// The lists that carry documents (notices and news, events, circulars, the highlights and the
// registration notice) send each attachment's size in bytes beside it, for the website's
// labels ("Notice (PDF, 120 KB)"); null where the size cannot be known.

let backend: TestBackend;
let schoolId: string;
/** A notice and an event whose attachments are a link elsewhere, a file never uploaded and a stored one. */
const added: { notice?: string; event?: string } = {};
let stored: string;

type Row = { _id: string; attachments: string[]; attachmentSizes?: (number | null)[] };

async function list(path: string): Promise<Row[]> {
  const response = await backend.request(`/api/${path}/${schoolCode}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

beforeAll(async () => {
  backend = await testBackend();
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  stored = (await list("news/all")).find((row) => row.attachments.length > 0)!.attachments[0]!;
  const attachments = [
    "https://cbseacademic.nic.in/web_material/Circulars/2026/circular.pdf",
    `${schoolCode}/uploads/notices/never-uploaded.pdf`,
    stored,
  ];
  await writeContent(db, schoolId, async (tx) => {
    const [notice] = await tx
      .insert(t.news)
      .values({
        schoolId,
        category: "NoticeBoard",
        fromDate: "2026-11-22",
        title: "Attachments of every sort",
        attachments,
        status: "published",
      })
      .returning();
    const [event] = await tx
      .insert(t.events)
      .values({
        schoolId,
        date: "2026-11-22",
        title: "An event with papers",
        attachments,
        status: "published",
      })
      .returning();
    added.notice = notice!.id;
    added.event = event!.id;
  });
});

afterAll(async () => {
  await writeContent(backend.database.db, schoolId, async (tx) => {
    if (added.notice) await tx.delete(t.news).where(eq(t.news.id, added.notice));
    if (added.event) await tx.delete(t.events).where(eq(t.events.id, added.event));
  });
});

/** The size the file answers with where it is served, as a browser would learn it. */
async function servedSize(path: string): Promise<number> {
  const response = await backend.request(`/api/image/${path}`, { method: "HEAD" });
  expect(response.status, path).toBe(200);
  return Number(response.headers.get("content-length"));
}

describe("attachment sizes on the lists of documents", () => {
  it.each(["news/all", "news", "events/All", "circular/all", "highlight"])(
    "/api/%s gives each stored attachment its size as served, in the same order",
    async (path) => {
      const rows = await list(path);
      const withFiles = rows.filter((row) => row.attachments.length > 0);
      expect(withFiles.length, path).toBeGreaterThan(0);
      for (const row of withFiles) {
        expect(row.attachmentSizes).toHaveLength(row.attachments.length);
        for (const [i, file] of row.attachments.entries()) {
          if (file.startsWith("https://") || file.includes("never-uploaded")) continue;
          expect(row.attachmentSizes![i], file).toBe(await servedSize(file));
        }
      }
      for (const row of rows.filter((row) => row.attachments.length === 0)) {
        expect(row.attachmentSizes, row._id).toBeUndefined();
      }
    },
  );

  it("gives null for a link to elsewhere and for a file the store does not have", async () => {
    const size = await servedSize(stored);
    const notice = (await list("news/all")).find((item) => item._id === added.notice)!;
    expect(notice.attachmentSizes).toEqual([null, null, size]);
    const event = (await list("events/All")).find((item) => item._id === added.event)!;
    expect(event.attachmentSizes).toEqual([null, null, size]);
  });

  it("leaves the lists of pictures as spec 3 has them", async () => {
    for (const path of ["gallery/All", "video/all", "topper"]) {
      for (const row of await list(path)) expect(row.attachmentSizes, path).toBeUndefined();
    }
  });
});
