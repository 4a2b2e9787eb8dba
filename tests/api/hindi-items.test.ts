import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { schoolCode, testBackend, timeZone, type TestBackend } from "../support/test-backend.ts";
import { wallClockAt } from "#contracts/dates.ts";
import { createJobWorker } from "#server/jobs/worker.ts";
import { hindiJobs } from "#server/office/record-hindi.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";

// An item's Hindi (issue 37): written beside its English in the office, a draft until it is
// published, sent with the item (`hi`) so both languages' pages draw from one answer, known to
// be older once its English changes, listed among the Hindi to write, and found by a Hindi search
// with or without the nukta.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
const made: string[] = [];

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.230");
  office = await signedIn(backend.request, "office", "198.51.100.231");
});

afterAll(async () => {
  if (made.length > 0) {
    await backend.database.db.delete(t.news).where(inArray(t.news.id, made));
  }
});

const notice = (title: string) => ({
  category: "NoticeBoard",
  title,
  fromDate: "2026-11-25",
  description: "The school will remain closed on Friday.",
  venue: "",
  attachments: "",
  status: "published",
});

interface PublicItem {
  _id: string;
  slug?: string;
  title: string;
  hi?: { fields: Record<string, string>; older?: true };
}

async function publicItem(id: string): Promise<PublicItem | undefined> {
  const response = await backend.request(`/api/news/all/${schoolCode}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as PublicItem[]).find((item) => item._id === id);
}

interface Translations {
  items: { kind: string; id: string; why: "missing" | "older"; waiting?: true }[];
  total: number;
}

const toTranslate = async (id: string) => {
  const answer = await editor.call("GET", "/records/translations");
  expect(answer.status).toBe(200);
  return (answer.json as unknown as Translations).items.find((item) => item.id === id);
};

async function newNotice(title: string) {
  const answer = await editor.call("POST", "/records/news", notice(title));
  expect(answer.status).toBe(201);
  made.push(answer.json.id as string);
  return answer.json as { id: string; version: number };
}

describe("an item's Hindi", () => {
  it("waits as a draft, then shows beside the English once published", async () => {
    const record = await newNotice("Holiday on account of Guru Nanak Jayanti");
    expect((await publicItem(record.id))?.hi).toBeUndefined();
    expect(await toTranslate(record.id)).toMatchObject({ kind: "news", why: "missing" });

    const draft = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "गुरु नानक जयंती पर अवकाश",
      publish: false,
    });
    expect(draft.status).toBe(200);
    expect(draft.json.hindi).toMatchObject({
      draft: { fields: { title: "गुरु नानक जयंती पर अवकाश" } },
    });
    expect((await publicItem(record.id))?.hi).toBeUndefined();
    expect(await toTranslate(record.id)).toMatchObject({ why: "missing", waiting: true });

    const published = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: draft.json.version,
      title: "गुरु नानक जयंती पर अवकाश",
      description: "शुक्रवार को विद्यालय बंद रहेगा।",
      publish: true,
    });
    expect(published.status).toBe(200);
    const item = await publicItem(record.id);
    expect(item?.title).toBe("Holiday on account of Guru Nanak Jayanti");
    expect(item?.hi).toEqual({
      fields: { title: "गुरु नानक जयंती पर अवकाश", description: "शुक्रवार को विद्यालय बंद रहेगा।" },
    });
    // The item's own address answers with its Hindi too.
    const own = await backend.request(`/api/news/${schoolCode}/item/${item!.slug}`);
    expect(((await own.json()) as PublicItem).hi?.fields.title).toBe("गुरु नानक जयंती पर अवकाश");
    expect(await toTranslate(record.id)).toBeUndefined();

    const history = await editor.call("GET", `/records/news/${record.id}`);
    const actions = (history.json.history as { action: string }[]).map((line) => line.action);
    expect(actions).toEqual(expect.arrayContaining(["draft in Hindi", "publish in Hindi"]));
  });

  it("scheduled for later, goes on the site at its moment by the job queue", async () => {
    const record = await newNotice("Republic Day assembly");
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    const scheduled = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "गणतंत्र दिवस पर विशेष प्रार्थना सभा",
      publish: true,
      publishAt: wallClockAt(inAnHour, timeZone),
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.hindi).toMatchObject({ draft: { publishAt: expect.any(String) } });
    expect((await publicItem(record.id))?.hi).toBeUndefined();

    const { db } = backend.database;
    const worker = (at: Date) =>
      createJobWorker({ db, handlers: hindiJobs({ db }), now: () => at });
    await worker(new Date()).runDue();
    expect((await publicItem(record.id))?.hi).toBeUndefined();
    await worker(new Date(inAnHour.getTime() + 60_000)).runDue();
    expect((await publicItem(record.id))?.hi?.fields.title).toBe("गणतंत्र दिवस पर विशेष प्रार्थना सभा");

    const history = await editor.call("GET", `/records/news/${record.id}`);
    const actions = (history.json.history as { action: string }[]).map((line) => line.action);
    expect(actions).toEqual(
      expect.arrayContaining(["schedule in Hindi", "publish in Hindi (scheduled)"]),
    );
  });

  it("is known to be older once the English it was written from changes", async () => {
    const record = await newNotice("Parent-teacher meeting on Saturday");
    const hindi = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "शनिवार को अभिभावक-शिक्षक बैठक",
      publish: true,
    });
    // Editing a field the Hindi does not give leaves it current.
    const venue = await editor.call("PUT", `/records/news/${record.id}`, {
      ...notice("Parent-teacher meeting on Saturday"),
      venue: "School hall",
      version: hindi.json.version,
    });
    expect(venue.status).toBe(200);
    expect((await publicItem(record.id))?.hi?.older).toBeUndefined();

    const edited = await editor.call("PUT", `/records/news/${record.id}`, {
      ...notice("Parent-teacher meeting moved to Monday"),
      version: venue.json.version,
    });
    expect(edited.status).toBe(200);
    expect((await publicItem(record.id))?.hi).toMatchObject({ older: true });
    expect(edited.json.hindi).toMatchObject({ published: { older: true } });
    expect(await toTranslate(record.id)).toMatchObject({ why: "older" });
  });

  it("is refused when saved from an older version, and its words kept for the clerk", async () => {
    const record = await newNotice("Winter uniform from Monday");
    await editor.call("PUT", `/records/news/${record.id}`, {
      ...notice("Winter uniform from Monday, 1 December"),
      version: record.version,
    });
    const stale = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "सोमवार से शीतकालीन गणवेश",
      publish: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ version: record.version + 1 });
    expect((await publicItem(record.id))?.hi).toBeUndefined();
  });

  it("is checked as its English is, and only by the roles that edit the kind", async () => {
    const record = await newNotice("Science exhibition");
    const bad = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "विज्ञान\u0007प्रदर्शनी",
      publish: true,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields as object)).toEqual(["title"]);
    const long = await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "क".repeat(201),
      publish: true,
    });
    expect(long.status).toBe(400);

    const refused = await office.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "विज्ञान प्रदर्शनी",
      publish: true,
    });
    expect(refused.status).toBe(403);
    expect((await office.call("GET", "/records/translations")).status).toBe(403);
    // A kind with no words in Hindi (a topper's name is written once) has no Hindi to save.
    const toppers = await editor.call("PUT", `/records/toppers/${record.id}/hindi`, {
      version: 1,
      publish: true,
    });
    expect(toppers.status).toBe(404);
  });

  it("is found by a Hindi search, with or without the nukta, and in its list's search", async () => {
    const record = await newNotice("Fee deposit reminder");
    await editor.call("PUT", `/records/news/${record.id}/hindi`, {
      version: record.version,
      title: "फ़ीस जमा करने की याद",
      publish: true,
    });
    for (const query of ["फ़ीस", "फीस"]) {
      const response = await backend.request(
        `/api/search/${schoolCode}?q=${encodeURIComponent(query)}&language=hi`,
      );
      const answer = (await response.json()) as {
        groups: { kind: string; results: { title: string; language: string }[] }[];
      };
      const notices = answer.groups.find((group) => group.kind === "Notice");
      expect(notices?.results).toContainEqual(
        expect.objectContaining({ title: "फ़ीस जमा करने की याद", language: "hi" }),
      );
    }
    // An English search finds it by its English, and names it in English.
    const english = await backend.request(`/api/search/${schoolCode}?q=deposit%20reminder`);
    const found = (await english.json()) as { groups: { results: { title: string }[] }[] };
    expect(found.groups.flatMap((group) => group.results.map((r) => r.title))).toContain(
      "Fee deposit reminder",
    );

    const listed = await backend.request(
      `/api/news/all/${schoolCode}?q=${encodeURIComponent("फीस जमा")}&limit=20`,
    );
    const items = (await listed.json()) as PublicItem[];
    expect(items.map((item) => item._id)).toEqual([record.id]);
  });
});
