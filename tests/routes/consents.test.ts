import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as feed } from "#app/routes/feed.ts";
import * as t from "#server/db/schema.ts";
import { readItem } from "#server/mail/items.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { routeCalls } from "../support/route-calls.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// Consent you can prove (issue 40): a child named by a birthday, a result, an album or a news
// item is on the site only while a parent's consent for that use is recorded and not withdrawn;
// a withdrawal takes the child off every list, item page, feed and search answer at once, and
// an e-mail not yet sent is not sent. The office keeps the register; editors cannot read it.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let startedAt: Date;
let schoolId: string;

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.150");
  office = await signedIn(backend.request, "office", "198.51.100.151");
  startedAt = new Date();
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
});

// The records made here go again, so the other files' tests see the demo school as seeded.
afterAll(async () => {
  await writeContent(backend.database.db, schoolId, async (tx) => {
    for (const table of [t.toppers, t.birthdays, t.galleries, t.news, t.consents]) {
      await tx.delete(table).where(gte(table.createdAt, startedAt));
    }
  });
});

const child = "2098/0417";
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());

const consentOf = (uses: string[], extra: Record<string, unknown> = {}) => ({
  childName: "Rehmat Kaur Sandhu",
  admissionNumber: child,
  class: "X-B",
  parentName: "Mrs Gurpreet Kaur (mother)",
  method: "Signed paper (scanned)",
  givenOn: "2098-04-02",
  uses,
  status: "published",
  ...extra,
});

const text = async (path: string) => (await backend.request(path)).text();

/** Everything public that could name the child, as one text per place. */
async function publicPlaces(newsSlug: string) {
  const feedAnswer = await routeCalls(backend).load(feed, "/feeds/:file", "/feeds/news.rss");
  return {
    toppers: await text(`/api/topper/${schoolCode}`),
    birthdays: await text(`/api/birthdays/${schoolCode}`),
    albums: await text(`/api/gallery/All/${schoolCode}`),
    news: await text(`/api/news/all/${schoolCode}`),
    newsPage: (await backend.request(`/api/news/${schoolCode}/item/${newsSlug}`)).status,
    search: await text(`/api/search/${schoolCode}?q=xylorimba`),
    feed: String(feedAnswer.data),
  };
}

describe("a child on the site", () => {
  let consentId: string;
  let version: number;
  let newsId: string;
  let newsSlug: string;

  it("is published only with a consent in force for that use, and the clerk is told why not", async () => {
    const recorded = await office.call("POST", "/records/consents", consentOf(["Birthday"]));
    expect(recorded.status).toBe(201);
    consentId = recorded.json.id as string;
    version = recorded.json.version as number;

    const topper = {
      name: "Rehmat Kaur Sandhu",
      class: "X",
      sessionYear: "2097-2098",
      division: "98.2",
      children: child,
      status: "published",
    };
    const refused = await editor.call("POST", "/records/toppers", topper);
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ children: expect.stringContaining(child) });
    // A draft may wait for the form.
    expect(
      (await editor.call("POST", "/records/toppers", { ...topper, status: "draft" })).status,
    ).toBe(201);
    // A birthday or a result names its child.
    const nobody = await editor.call("POST", "/records/toppers", { ...topper, children: "" });
    expect(nobody.status).toBe(400);
    expect(nobody.json.fields).toEqual({ children: "Admission number is required." });

    const widened = await office.call("PUT", `/records/consents/${consentId}`, {
      ...consentOf(["Birthday", "Result", "Photos", "News"]),
      version,
    });
    expect(widened.status).toBe(200);
    version = widened.json.version as number;

    expect((await editor.call("POST", "/records/toppers", topper)).status).toBe(201);
    const born = `2082${today.slice(4)}`;
    const birthday = {
      name: "Rehmat Kaur Sandhu",
      class: "X-B",
      dateOfBirth: born,
      children: child,
    };
    expect(
      (await editor.call("POST", "/records/birthdays", { ...birthday, status: "published" }))
        .status,
    ).toBe(201);
    const album = await editor.call("POST", "/records/albums", {
      category: "PhotoGallery",
      title: "Xylorimba recital",
      date: "2098-04-10",
      children: `${child}, 2098/0418`,
      status: "published",
    });
    // The second child named has no consent: the album waits.
    expect(album.status).toBe(400);
    expect(album.json.fields).toEqual({ children: expect.stringContaining("2098/0418") });
    expect(
      (
        await editor.call("POST", "/records/albums", {
          category: "PhotoGallery",
          title: "Xylorimba recital",
          date: "2098-04-10",
          children: child,
          status: "published",
        })
      ).status,
    ).toBe(201);
    const news = await editor.call(
      "POST",
      "/records/news",
      notice("Xylorimba solo at the district festival", {
        category: "News",
        fromDate: "2098-04-11",
        children: child,
      }),
    );
    expect(news.status).toBe(201);
    newsId = news.json.id as string;
    const all = (await (await backend.request(`/api/news/all/${schoolCode}`)).json()) as {
      _id: string;
      slug: string;
    }[];
    newsSlug = all.find((item) => item._id === newsId)!.slug;

    const shown = await publicPlaces(newsSlug);
    expect(shown.toppers).toContain("Rehmat Kaur Sandhu");
    expect(shown.birthdays).toContain("Rehmat Kaur Sandhu");
    expect(shown.albums).toContain("Xylorimba recital");
    expect(shown.news).toContain("Xylorimba solo");
    expect(shown.newsPage).toBe(200);
    expect(shown.search).toContain("Xylorimba");
    expect(shown.feed).toContain("Xylorimba solo");
  });

  it("leaves every public place the moment the withdrawal is saved, and is not e-mailed", async () => {
    const withdrawn = await office.call("PUT", `/records/consents/${consentId}`, {
      ...consentOf(["Birthday", "Result", "Photos", "News"]),
      withdrawnOn: today,
      note: "Father's e-mail of today.",
      version,
    });
    expect(withdrawn.status).toBe(200);

    const gone = await publicPlaces(newsSlug);
    expect(gone.toppers).not.toContain("Rehmat Kaur Sandhu");
    expect(gone.birthdays).not.toContain("Rehmat Kaur Sandhu");
    expect(gone.albums).not.toContain("Xylorimba recital");
    expect(gone.news).not.toContain("Xylorimba solo");
    expect(gone.newsPage).toBe(404);
    expect(gone.search).not.toContain("Xylorimba");
    expect(gone.feed).not.toContain("Xylorimba solo");
    // The announcement waiting its few minutes reads the item as off the site, so sends nothing.
    expect((await readItem(backend.database.db, "news", newsId, new Date()))?.onSite).toBe(false);

    // The office's home lists what the site now holds back, and the numbers missing a consent.
    const counts = await editor.call("GET", "/counts");
    const heldBack = counts.json.heldBack as { kind: string; name: string; missing: string[] }[];
    expect(
      heldBack
        .filter((record) => record.missing.includes(child))
        .map((record) => record.kind)
        .sort(),
    ).toEqual(["albums", "birthdays", "news", "toppers"]);
  });

  it("comes back when a parent consents again", async () => {
    const again = await office.call("PUT", `/records/consents/${consentId}`, {
      ...consentOf(["Result"], { givenOn: today, method: "E-mail from the parent" }),
      withdrawnOn: "",
      version: version + 1,
    });
    expect(again.status).toBe(200);
    const places = await publicPlaces(newsSlug);
    expect(places.toppers).toContain("Rehmat Kaur Sandhu");
    expect(places.birthdays).not.toContain("Rehmat Kaur Sandhu");
    expect(places.news).not.toContain("Xylorimba solo");
  });
});

describe("the consent register", () => {
  it("is kept by the office role and administrators, not read by editors", async () => {
    expect((await editor.call("GET", "/records/consents")).status).toBe(403);
    expect((await editor.call("POST", "/records/consents", consentOf(["Photos"]))).status).toBe(
      403,
    );
    const listed = await office.call("GET", "/records/consents");
    expect(listed.status).toBe(200);
  });

  it("holds one consent per child, and says so", async () => {
    const first = await office.call(
      "POST",
      "/records/consents",
      consentOf(["Photos"], { admissionNumber: "2098/0500", childName: "Arjun Bhullar" }),
    );
    expect(first.status).toBe(201);
    const second = await office.call(
      "POST",
      "/records/consents",
      consentOf(["Result"], { admissionNumber: "2098/0500", childName: "Arjun Bhullar" }),
    );
    expect(second.status).toBe(400);
    expect(second.json.fields).toEqual({
      admissionNumber: expect.stringMatching(/recorded already/),
    });
  });

  it("refuses a method or a use it does not know, and an admission number that is not one", async () => {
    const refused = await office.call(
      "POST",
      "/records/consents",
      consentOf(["Everything"], { method: "Nodded", admissionNumber: "2098 0501; DROP" }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields as object).sort()).toEqual(["method", "uses"]);
  });
});
