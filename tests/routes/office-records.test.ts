import { beforeAll, describe, expect, it } from "vitest";
import { action as recordAction, loader as recordLoader } from "#app/office/routes/record-edit.tsx";
import { loader as recordList } from "#app/office/routes/record-list.tsx";
import { loader as itemPage } from "#app/routes/item-page.tsx";
import type { OfficeRecord } from "#contracts/office-records.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";
import { signedIn } from "../support/office-client.ts";
import { cookieOf, routeCalls } from "../support/route-calls.ts";

// The office's record pages: their loader and action called as the server calls them, with the
// signed-in person's cookie, against the API of this process.

const edit = "/office/records/:kind/:id";

let backend: TestBackend;
let pages: ReturnType<typeof routeCalls>;
let editor: string;
let clerk: string;
beforeAll(async () => {
  backend = await testBackend();
  pages = routeCalls(backend);
  editor = cookieOf(await signedIn(backend.request, "editor", "198.51.100.171"));
  clerk = cookieOf(await signedIn(backend.request, "office", "198.51.100.172"));
});

/** A Notice Board notice as the office's form posts it. */
const noticeForm = (title: string, extra: Record<string, string> = {}) => ({
  category: "NoticeBoard",
  title,
  fromDate: "2026-11-21",
  description: "The school stays closed for the local holiday.",
  attachments: "",
  intent: "publish",
  version: "",
  ...extra,
});

describe("adding a notice in the office", () => {
  it("keeps what the editor typed and says, by field, what is missing", async () => {
    const answer = await pages.act(recordAction, edit, "/office/records/news/new", {
      cookie: editor,
      form: noticeForm("", { fromDate: "" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      values: {
        category: "NoticeBoard",
        title: "",
        description: "The school stays closed for the local holiday.",
      },
      errors: { title: "Title is required.", fromDate: "Date is required." },
    });
  });

  it("says beside Publish who will be sent it on each channel, and after how long; nothing for an item on the site", async () => {
    const fresh = await pages.load(recordLoader, edit, "/office/records/news/new", {
      cookie: editor,
    });
    const reach = (fresh.data as { reach?: { counts: Record<string, unknown> } }).reach;
    expect(reach).toMatchObject({ topic: "Notices", audience: [], graceMinutes: 5 });
    for (const channel of ["immediate", "daily", "push", "whatsapp", "sms"]) {
      expect(typeof reach!.counts[channel]).toBe("number");
    }
    const made = await pages.act(recordAction, edit, "/office/records/news/new", {
      cookie: editor,
      form: noticeForm("Reach of a published notice"),
    });
    const live = await pages.load(recordLoader, edit, made.location!, { cookie: editor });
    expect((live.data as { reach?: unknown }).reach).toBeUndefined();
  });

  it("publishes a whole notice, shows it saved, and puts it on the site", async () => {
    const answer = await pages.act(recordAction, edit, "/office/records/news/new", {
      cookie: editor,
      form: noticeForm("Local holiday on Friday"),
    });
    expect(answer.status).toBe(302);
    const [, id] = /^\/office\/records\/news\/([^/?]+)\?saved=published$/.exec(
      answer.location ?? "",
    )!;

    const saved = await pages.load(recordLoader, edit, answer.location!, { cookie: editor });
    const record = (saved.data as { record: OfficeRecord; saved: string }).record;
    expect(record).toMatchObject({
      id,
      state: "live",
      values: { title: "Local holiday on Friday" },
    });
    expect((saved.data as { saved: string }).saved).toBe("published");

    const onSite = await pages.load(
      itemPage,
      "/NoticeBoard/:slug",
      "/NoticeBoard/2026-11-21-local-holiday-on-friday",
    );
    expect(onSite.status).toBe(200);
    expect(onSite.data).toMatchObject({ item: { title: "Local holiday on Friday" } });
  });

  it("keeps a draft off the site", async () => {
    const answer = await pages.act(recordAction, edit, "/office/records/news/new", {
      cookie: editor,
      form: noticeForm("Draft: winter uniform", { intent: "draft" }),
    });
    expect(answer.location).toMatch(/\?saved=draft$/);
    const onSite = await pages.load(
      itemPage,
      "/NoticeBoard/:slug",
      "/NoticeBoard/2026-11-21-draft-winter-uniform",
    );
    expect(onSite.status).toBe(404);
  });

  it("refuses the office clerk, whose role does not publish, and saves nothing", async () => {
    const opened = await pages.load(recordLoader, edit, "/office/records/news/new", {
      cookie: clerk,
    });
    expect(opened).toMatchObject({ status: 403, data: "Your role cannot open this page." });

    const posted = await pages.act(recordAction, edit, "/office/records/news/new", {
      cookie: clerk,
      form: noticeForm("Posted by the wrong role"),
    });
    expect(posted).toMatchObject({ status: 403, data: "Your role cannot open this page." });
    const list = await pages.load(
      recordList,
      "/office/records/:kind",
      "/office/records/news?q=wrong+role",
      { cookie: editor },
    );
    expect((list.data as { records: OfficeRecord[] }).records).toEqual([]);
  });

  it("sends someone not signed in to sign in, and back to the form afterwards", async () => {
    const answer = await pages.load(recordLoader, edit, "/office/records/news/new");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/office/sign-in?next=${encodeURIComponent("/office/records/news/new")}`,
    );
  });
});

describe("the office's list of notices and news", () => {
  it("narrows to what is searched for, on the list chosen", async () => {
    for (const [title, category] of [
      ["Bus routes change: notice", "NoticeBoard"],
      ["Bus routes change: news", "News"],
    ] as const) {
      const saved = await pages.act(recordAction, edit, "/office/records/news/new", {
        cookie: editor,
        form: noticeForm(title, { category }),
      });
      expect(saved.status).toBe(302);
    }
    const answer = await pages.load(
      recordList,
      "/office/records/:kind",
      "/office/records/news?q=bus+routes&filter=News",
      { cookie: editor },
    );
    const { records, query } = answer.data as {
      records: OfficeRecord[];
      query: Record<string, string>;
    };
    expect(records.map((record) => record.values.title)).toEqual(["Bus routes change: news"]);
    expect(query).toEqual({ q: "bus routes", filter: "News" });
  });
});
