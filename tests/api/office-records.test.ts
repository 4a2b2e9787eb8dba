import { beforeAll, describe, expect, it } from "vitest";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { notice, OfficeClient, signedIn } from "../support/office-client.ts";

let backend: TestBackend;
let editor: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.150");
});

async function publicTitles(app: { request: TestBackend["request"] }, list = `news/all`) {
  const response = await app.request(`/api/${list}/${schoolCode}`);
  const items = (await response.json()) as {
    title: string;
    new?: string;
    endDate?: string;
    slug?: string;
  }[];
  return items;
}

describe("publishing a notice", () => {
  it("shows a published notice in the public list at once, in spec 7's shape", async () => {
    const made = await editor.call("POST", "/records/news", notice("Holiday on Monday"));
    expect(made.status).toBe(201);
    expect(made.json.state).toBe("live");
    const items = await publicTitles(backend);
    const item = items.find((entry) => entry.title === "Holiday on Monday");
    expect(Object.keys(item!)).toEqual([
      "_id",
      "category",
      "fromDate",
      "date",
      "title",
      "description",
      "attachments",
      "image",
      "time",
      "venue",
      // Its own page's address (contracts/item-paths.ts), beyond spec 3's fields.
      "slug",
    ]);
    expect(item!.slug).toMatch(/^\d{4}-\d{2}-\d{2}-holiday-on-monday$/);
  });

  it("puts a notice in the home page's Notice Board ticker when asked, among the highlights", async () => {
    await editor.call(
      "POST",
      "/records/news",
      notice("Winter timings from 1 December", { onHome: "on", fromDate: "2099-01-01" }),
    );
    const ticker = await publicTitles(backend, "highlight");
    // Dated furthest ahead, so first: newest first, across both lists.
    expect(ticker[0]).toMatchObject({ title: "Winter timings from 1 December", new: "false" });
    expect(Object.keys(ticker[0]!)).toEqual([
      "_id",
      "title",
      "description",
      "new",
      "fromDate",
      "attachments",
      "url",
    ]);
    expect(ticker.map((item) => item.title)).not.toContain("Holiday on Monday");
  });

  it("keeps a draft off the site until it is published", async () => {
    const draft = await editor.call(
      "POST",
      "/records/news",
      notice("Draft: sports day", { status: "draft" }),
    );
    expect(draft.json.state).toBe("draft");
    expect((await publicTitles(backend)).map((item) => item.title)).not.toContain(
      "Draft: sports day",
    );
    const published = await editor.call("PUT", `/records/news/${draft.json.id}`, {
      ...notice("Draft: sports day"),
      version: draft.json.version,
    });
    expect(published.status).toBe(200);
    expect((await publicTitles(backend)).map((item) => item.title)).toContain("Draft: sports day");
  });

  it("answers with each field's message, as the forms show them", async () => {
    const refused = await editor.call("POST", "/records/news", {
      category: "Gossip",
      title: "  ",
      fromDate: "20/11/2026",
      attachments: "../../etc/passwd",
      status: "published",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({
      category: "Shown on must be one of: NoticeBoard, News.",
      title: "Title is required.",
      fromDate: "Date must be a date.",
      attachments: expect.stringContaining("each line must be"),
    });
  });

  it("refuses a save made from an older copy and gives back the one saved since", async () => {
    const made = await editor.call("POST", "/records/news", notice("Fee notice"));
    const first = await editor.call("PUT", `/records/news/${made.json.id}`, {
      ...notice("Fee notice (revised)"),
      version: made.json.version,
    });
    expect(first.status).toBe(200);
    const stale = await editor.call("PUT", `/records/news/${made.json.id}`, {
      ...notice("Fee notice (my edit)"),
      version: made.json.version,
    });
    expect(stale.status).toBe(409);
    expect((stale.json.current as { values: { title: string } }).values.title).toBe(
      "Fee notice (revised)",
    );
    const record = await editor.call("GET", `/records/news/${made.json.id}`);
    expect((record.json.values as { title: string }).title).toBe("Fee notice (revised)");
  });

  it("deletes softly: gone from the site, listed as deleted, restorable", async () => {
    const made = await editor.call("POST", "/records/news", notice("Bus route change"));
    expect((await editor.call("DELETE", `/records/news/${made.json.id}`, {})).status).toBe(200);
    expect((await publicTitles(backend)).map((item) => item.title)).not.toContain(
      "Bus route change",
    );
    const deleted = await editor.call("GET", "/records/news?state=deleted");
    expect((deleted.json as unknown as { id: string }[]).map((r) => r.id)).toContain(made.json.id);
    expect((await editor.call("POST", `/records/news/${made.json.id}/restore`, {})).status).toBe(
      200,
    );
    expect((await publicTitles(backend)).map((item) => item.title)).toContain("Bus route change");
  });

  it("writes every change to the audit log, field by field", async () => {
    const made = await editor.call("POST", "/records/news", notice("PTM on Saturday"));
    await editor.call("PUT", `/records/news/${made.json.id}`, {
      ...notice("PTM on Saturday", { description: "From 9 to 12." }),
      version: made.json.version,
    });
    const record = await editor.call("GET", `/records/news/${made.json.id}`);
    const history = record.json.history as {
      action: string;
      actorName: string;
      changes: Record<string, unknown>;
    }[];
    expect(history.map((line) => line.action)).toEqual(["update", "create"]);
    expect(history[0]!.actorName).toBe("Demo Editor");
    expect(history[0]!.changes).toEqual({
      description: ["School remains closed.", "From 9 to 12."],
    });
  });

  it("finds records by words of their title and by category", async () => {
    await editor.call("POST", "/records/news", notice("Kabaddi trials on Friday"));
    await editor.call(
      "POST",
      "/records/news",
      notice("Kabaddi team wins the zonal cup", { category: "News" }),
    );
    const found = await editor.call("GET", "/records/news?q=kabaddi&filter=NoticeBoard");
    const titles = (found.json as unknown as { values: { title: string } }[]).map(
      (r) => r.values.title,
    );
    expect(titles).toEqual(["Kabaddi trials on Friday"]);
  });
});

describe("a record's life by the school's clock", () => {
  // Years ahead, so the real clock of the other tests never meets these moments.
  it("appears at its publish time and goes at its expiry, without a restart", async () => {
    let now = new Date("2031-11-24T01:00:00Z"); // 06:30 in Asia/Kolkata
    const app = backend.configured({ now: () => now });
    const clerk = await signedIn(app.request, "editor", "198.51.100.151");
    const made = await clerk.call(
      "POST",
      "/records/news",
      notice("Assembly moved to the hall", {
        publishAt: "2031-11-24T07:00",
        expireAt: "2031-11-24T14:00",
      }),
    );
    expect(made.json.state).toBe("scheduled");
    const titles = async () => (await publicTitles(app)).map((item) => item.title);
    expect(await titles()).not.toContain("Assembly moved to the hall");
    // Browsers are not told to keep the list past 07:00 either.
    const early = await app.request(`/api/news/all/${schoolCode}`);
    expect(early.headers.get("Cache-Control")).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(early.headers.get("Cache-Control")!)![1]);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);

    now = new Date("2031-11-24T01:30:00Z"); // 07:00
    expect(await titles()).toContain("Assembly moved to the hall");
    now = new Date("2031-11-24T08:29:00Z"); // 13:59
    expect(await titles()).toContain("Assembly moved to the hall");
    now = new Date("2031-11-24T08:30:00Z"); // 14:00
    expect(await titles()).not.toContain("Assembly moved to the hall");
    const record = await clerk.call("GET", `/records/news/${made.json.id}`);
    expect(record.json.state).toBe("expired");
    // Each state lists what is in it at the clock's time.
    const ids = async (state: string) =>
      (
        (await clerk.call("GET", `/records/news?state=${state}`)).json as unknown as {
          id: string;
        }[]
      ).map((r) => r.id);
    expect(await ids("expired")).toContain(made.json.id);
    expect(await ids("live")).not.toContain(made.json.id);
    now = new Date("2031-11-24T01:00:00Z");
    expect(await ids("scheduled")).toContain(made.json.id);
    expect(await ids("expired")).not.toContain(made.json.id);
    now = new Date("2031-11-24T02:00:00Z");
    expect(await ids("live")).toContain(made.json.id);
  });

  it("shows a notice marked new once in the home ticker, its badge going by itself", async () => {
    let now = new Date("2031-11-26T04:00:00Z"); // 09:30 in Asia/Kolkata
    const app = backend.configured({ now: () => now });
    const clerk = await signedIn(app.request, "editor", "198.51.100.158");
    const title = "Fee deadline extended to Friday";
    const made = await clerk.call(
      "POST",
      "/records/news",
      notice(title, {
        onHome: "on",
        isNew: "on",
        newUntil: "2031-11-27T17:00",
        fromDate: "2098-12-01",
      }),
    );
    expect(made.status).toBe(201);
    const shown = async () =>
      (await publicTitles(app, "highlight")).filter((item) => item.title === title);
    expect(await shown()).toEqual([expect.objectContaining({ new: "true" })]);
    now = new Date("2031-11-27T11:31:00Z"); // 17:01 the next day
    expect(await shown()).toEqual([expect.objectContaining({ new: "false" })]);
  });

  it("keeps a deleted record restorable for 30 days, then removes it", async () => {
    let now = new Date("2031-12-01T06:00:00Z");
    const app = backend.configured({ now: () => now });
    const clerk = await signedIn(app.request, "editor", "198.51.100.153");
    const kept = await clerk.call("POST", "/records/news", notice("Old circular on uniforms"));
    const gone = await clerk.call("POST", "/records/news", notice("Old circular on fees"));
    await clerk.call("DELETE", `/records/news/${kept.json.id}`, {});
    await clerk.call("DELETE", `/records/news/${gone.json.id}`, {});

    now = new Date("2031-12-30T06:00:00Z"); // 29 days on
    expect((await clerk.call("POST", `/records/news/${kept.json.id}/restore`, {})).status).toBe(
      200,
    );
    now = new Date("2032-01-01T06:00:01Z"); // 31 days on
    const deleted = await clerk.call("GET", "/records/news?state=deleted");
    expect((deleted.json as unknown as { id: string }[]).map((r) => r.id)).not.toContain(
      gone.json.id,
    );
    expect((await clerk.call("POST", `/records/news/${gone.json.id}/restore`, {})).status).toBe(
      404,
    );
    expect((await clerk.call("GET", `/records/news/${kept.json.id}`)).status).toBe(200);
  });

  it("takes the 'new' badge off a highlight at its time", async () => {
    let now = new Date("2031-11-24T04:00:00Z");
    const app = backend.configured({ now: () => now });
    const clerk = await signedIn(app.request, "editor", "198.51.100.152");
    await clerk.call("POST", "/records/highlights", {
      title: "Admissions open for Nursery",
      fromDate: "2031-11-24",
      isNew: "on",
      newUntil: "2031-11-30T00:00",
      status: "published",
    });
    const badge = async () =>
      (await publicTitles(app, "highlight")).find(
        (item) => item.title === "Admissions open for Nursery",
      )?.new;
    expect(await badge()).toBe("true");
    now = new Date("2031-11-29T18:30:00Z"); // midnight in Asia/Kolkata
    expect(await badge()).toBe("false");
  });

  it("keeps a multi-day event's last day and refuses one that ends before it starts", async () => {
    const event = {
      title: "Inter-house athletics meet",
      date: "2026-12-10",
      endDate: "2026-12-12",
      venue: "School ground",
      status: "published",
    };
    expect((await editor.call("POST", "/records/events", event)).status).toBe(201);
    const all = await publicTitles(backend, "events/all");
    expect(all.find((item) => item.title === event.title)?.endDate).toBe("2026-12-12");
    // Started two days ago, ends in two days: still among the upcoming events.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await editor.call("POST", "/records/events", {
      ...event,
      title: "Science exhibition week",
      date: day(-2),
      endDate: day(2),
    });
    expect((await publicTitles(backend, "events")).map((item) => item.title)).toContain(
      "Science exhibition week",
    );
    const backwards = await editor.call("POST", "/records/events", {
      ...event,
      endDate: "2026-12-01",
    });
    expect(backwards.json.fields).toEqual({ endDate: "Last day must be on or after the date." });
  });
});

describe("leadership messages", () => {
  it("are written in Markdown and stored as safe HTML", async () => {
    const made = await editor.call("POST", "/records/messages", {
      category: "Vice Principal",
      name: "Mrs. Kavita Rao",
      message:
        "Dear parents,\n\nWe are **proud**.<script>alert(1)</script> [Read](javascript:alert(1))",
      status: "draft",
    });
    expect(made.status).toBe(201);
    const html = (made.json.values as { message: string }).message;
    expect(html).toContain("<p>Dear parents,</p>");
    expect(html).toContain("<strong>proud</strong>");
    expect(html).not.toMatch(/script|javascript/i);
  });
});
