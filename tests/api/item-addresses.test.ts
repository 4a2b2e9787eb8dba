import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";

// Every notice, event, circular and album gets its own page's address once, kept through
// edits; the sitemap's list of addresses; and the alerts at the top of every page.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let startedAt: Date;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.210");
  office = await signedIn(backend.request, "office", "198.51.100.211");
  startedAt = new Date();
});

afterAll(async () => {
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  await writeContent(db, school!.id, async (tx) => {
    for (const table of [t.news, t.events, t.circulars, t.alerts]) {
      await tx.delete(table).where(gte(table.createdAt, startedAt));
    }
  });
});

const notice = (title: string, extra: Record<string, unknown> = {}) => ({
  category: "NoticeBoard",
  title,
  fromDate: "2026-11-21",
  description: "",
  attachments: "",
  status: "published",
  ...extra,
});

async function publicList<T = Record<string, unknown>>(path: string): Promise<T[]> {
  const response = await backend.request(`/api/${path}/${schoolCode}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T[];
}

const slugOf = async (id: string) =>
  (await publicList<{ _id: string; slug?: string }>("news/all")).find((item) => item._id === id)
    ?.slug;

describe("an item's own address", () => {
  it("is made from its date and title, and two alike are told apart", async () => {
    const first = await editor.call(
      "POST",
      "/records/news",
      notice("Annual Day: Rehearsal & Dress!"),
    );
    const second = await editor.call(
      "POST",
      "/records/news",
      notice("Annual Day: Rehearsal & Dress!"),
    );
    expect(await slugOf(first.json.id as string)).toBe("2026-11-21-annual-day-rehearsal-dress");
    expect(await slugOf(second.json.id as string)).toBe("2026-11-21-annual-day-rehearsal-dress-2");
  });

  it("stays when the title is edited, so a shared link keeps working", async () => {
    const made = await editor.call("POST", "/records/news", notice("Sports Day postponed"));
    const before = await slugOf(made.json.id as string);
    const saved = await editor.call("PUT", `/records/news/${made.json.id}`, {
      ...notice("Sports Day postponed to Friday"),
      version: made.json.version,
    });
    expect(saved.status).toBe(200);
    expect(await slugOf(made.json.id as string)).toBe(before);
  });

  it("is given to every seeded event, circular and album", async () => {
    for (const path of ["events/All", "circular/all", "gallery/All"]) {
      const items = await publicList<{ slug?: string }>(path);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.slug ?? ""))).toBe(true);
    }
  });
});

describe("the addresses the sitemap lists", () => {
  it("holds the static pages and each item on the site under its list, with its last change", async () => {
    const made = await editor.call(
      "POST",
      "/records/news",
      notice("Library week", { category: "News" }),
    );
    const draft = await editor.call(
      "POST",
      "/records/news",
      notice("Unfinished notice", { status: "draft" }),
    );
    expect(draft.status).toBe(201);
    const addresses = await publicList<{ path: string; lastmod: string }>("addresses");
    const paths = addresses.map((entry) => entry.path);
    expect(paths).toContain("/AboutUs");
    expect(paths).toContain(`/News/${await slugOf(made.json.id as string)}`);
    expect(paths.some((path) => path.includes("unfinished-notice"))).toBe(false);
    expect(paths.some((path) => path.startsWith("/Events/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/Datesheet/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/Gallery/"))).toBe(true);
    for (const entry of addresses) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  });
});

describe("alerts", () => {
  const alert = (extra: Record<string, unknown> = {}) => ({
    title: "School closed today due to heavy rain",
    severity: "emergency",
    url: "",
    status: "published",
    expireAt: "2099-01-01T08:00",
    ...extra,
  });

  it("are posted by an editor and show at once, the gravest first", async () => {
    const warning = await editor.call(
      "POST",
      "/records/alerts",
      alert({ severity: "warning", title: "Buses late" }),
    );
    const emergency = await editor.call("POST", "/records/alerts", alert());
    expect([warning.status, emergency.status]).toEqual([201, 201]);
    const shown = await publicList<{ title: string; severity: string }>("alerts");
    expect(shown.map((entry) => entry.severity).slice(0, 2)).toEqual(["emergency", "warning"]);
    expect(Object.keys(shown[0]!)).toEqual(["_id", "title", "severity", "url"]);
  });

  it("must say when they come down", async () => {
    const refused = await editor.call("POST", "/records/alerts", alert({ expireAt: "" }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain("Take down at is required");
  });

  it("are not for the office role", async () => {
    const refused = await office.call("POST", "/records/alerts", alert());
    expect(refused.status).toBe(403);
  });

  it("go at their expiry, by the school's clock", async () => {
    await editor.call(
      "POST",
      "/records/alerts",
      alert({ title: "Short-lived", expireAt: "2099-01-01T08:00" }),
    );
    const titlesAt = async (instant: string) => {
      const at = backend.configured({ now: () => new Date(instant) });
      const response = await at.request(`/api/alerts/${schoolCode}`);
      return ((await response.json()) as { title: string }[]).map((entry) => entry.title);
    };
    // 08:00 in Kolkata is 02:30 UTC.
    expect(await titlesAt("2099-01-01T02:29:00Z")).toContain("Short-lived");
    expect(await titlesAt("2099-01-01T02:30:00Z")).not.toContain("Short-lived");
  });
});
