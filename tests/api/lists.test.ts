import { beforeAll, describe, expect, it } from "vitest";
import { schoolCode, testBackend, timeZone, type TestBackend } from "../support/test-backend.ts";
import { todayIn } from "#contracts/dates.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

async function list(path: string) {
  const response = await backend.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>[];
  expect(Array.isArray(body), path).toBe(true);
  return body;
}

// Field names exactly as spec 3 (plus `_id`); a home call and its 'all' call send the same.
const newsFields = [
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
];
const eventFields = [
  "_id",
  "date",
  "title",
  "description",
  "time",
  "venue",
  "images",
  "attachments",
];
const albumFields = ["_id", "category", "date", "title", "description", "attachments"];
const fields: Record<string, string[]> = {
  [`/api/onlineRegistration/${schoolCode}`]: ["_id", "title", "url", "attachments"],
  [`/api/highlight/${schoolCode}`]: [
    "_id",
    "title",
    "description",
    "new",
    "fromDate",
    "attachments",
    "url",
  ],
  [`/api/news/${schoolCode}`]: newsFields,
  [`/api/news/all/${schoolCode}`]: newsFields,
  [`/api/events/${schoolCode}`]: eventFields,
  [`/api/events/All/${schoolCode}`]: eventFields,
  [`/api/principalMessage/${schoolCode}`]: ["_id", "category", "name", "message", "attachments"],
  [`/api/topper/${schoolCode}`]: [
    "_id",
    "name",
    "class",
    "sessionYear",
    "division",
    "stream",
    "attachments",
  ],
  [`/api/gallery/${schoolCode}`]: albumFields,
  [`/api/gallery/All/${schoolCode}`]: albumFields,
  [`/api/birthdays/${schoolCode}`]: ["_id", "name", "class", "attachments"],
  [`/api/notification/${schoolCode}`]: [
    "_id",
    "title",
    "description",
    "image",
    "url",
    "urlTitle",
    "attachments",
  ],
  [`/api/circular/all/${schoolCode}`]: ["_id", "category", "title", "date", "attachments"],
  [`/api/video/all/${schoolCode}`]: ["_id", "date", "videoUrl", "title", "attachments"],
};

// Fields beyond spec 3's, sent only where a record has them (docs/decisions/, e.g. 084, 096, 098).
// `slug` is the item's own page's address, which every item of these lists has;
// `attachmentSizes` the sizes of an item's documents (attachment-sizes.test.ts); `hi` its words
// in Hindi, where the school wrote them (decision 230).
const optional: Record<string, string[]> = {
  [`/api/onlineRegistration/${schoolCode}`]: ["attachmentSizes", "hi"],
  [`/api/highlight/${schoolCode}`]: ["attachmentSizes", "hi"],
  [`/api/news/${schoolCode}`]: ["slug", "attachmentSizes", "hi"],
  [`/api/news/all/${schoolCode}`]: ["slug", "attachmentSizes", "hi"],
  [`/api/events/${schoolCode}`]: ["endDate", "slug", "attachmentSizes", "hi"],
  [`/api/events/All/${schoolCode}`]: ["endDate", "slug", "attachmentSizes", "hi"],
  [`/api/principalMessage/${schoolCode}`]: ["hi"],
  [`/api/gallery/${schoolCode}`]: ["slug", "hi"],
  [`/api/gallery/All/${schoolCode}`]: ["slug", "hi"],
  [`/api/notification/${schoolCode}`]: ["hi"],
  [`/api/circular/all/${schoolCode}`]: ["slug", "attachmentSizes", "hi"],
  [`/api/video/all/${schoolCode}`]: ["hi"],
};

describe("list calls of spec 7", () => {
  it.each(Object.entries(fields))(
    "%s answers an array with the spec's field names",
    async (path, keys) => {
      const body = await list(path);
      expect(body.length).toBeGreaterThan(0);
      for (const item of body) {
        const extra = optional[path] ?? [];
        const own = Object.keys(item).filter((key) => !extra.includes(key));
        expect(own.sort()).toEqual([...keys].sort());
        if (extra.includes("slug")) expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const key of ["attachments", "image", "images"]) {
          if (key in item) expect(Array.isArray(item[key])).toBe(true);
        }
      }
    },
  );

  it.each(Object.keys(fields))("%s answers 404 JSON for an unknown school", async (path) => {
    const response = await backend.request(path.replace(schoolCode, "NOSUCHSCHOOL"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Unknown school." });
  });

  it("accepts and ignores a bearer token on public calls", async () => {
    const response = await backend.request(`/api/topper/${schoolCode}`, {
      headers: { Authorization: "Bearer anything" },
    });
    expect(response.status).toBe(200);
  });

  it("sends highlight `new` as the string 'true' or 'false'", async () => {
    const body = await list(`/api/highlight/${schoolCode}`);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(new Set(body.map((h) => h.new))).toEqual(new Set(["true", "false"]));
  });

  it.each([
    { list: "news", all: "news/all", category: "News", atLeast: 12, othersAtLeast: 8 },
    { list: "gallery", all: "gallery/All", category: "PhotoGallery", atLeast: 6, othersAtLeast: 1 },
  ])(
    "serves only $category on /api/$list and every category on /api/$all",
    async ({ list: home, all, category, atLeast, othersAtLeast }) => {
      const homeItems = await list(`/api/${home}/${schoolCode}`);
      const allItems = await list(`/api/${all}/${schoolCode}`);
      expect(homeItems.every((item) => item.category === category)).toBe(true);
      const ofCategory = allItems.filter((item) => item.category === category);
      expect(ofCategory.length).toBeGreaterThanOrEqual(atLeast);
      expect(allItems.length - ofCategory.length).toBeGreaterThanOrEqual(othersAtLeast);
    },
  );

  it("serves upcoming events from today in the school's time zone, soonest first", async () => {
    const today = todayIn(timeZone);
    const upcoming = await list(`/api/events/${schoolCode}`);
    const all = await list(`/api/events/All/${schoolCode}`);
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    const dates = upcoming.map((e) => String(e.date));
    // An event over several days is upcoming until its last day.
    expect(upcoming.every((e) => String(e.endDate ?? e.date) >= today)).toBe(true);
    expect(dates).toEqual([...dates].sort());
  });

  it("sends toppers' divisions as numbers and as strings, as backends do", async () => {
    const toppers = await list(`/api/topper/${schoolCode}`);
    const kinds = new Set(toppers.map((t) => typeof t.division));
    expect(kinds).toEqual(new Set(["number", "string"]));
    const sessions = new Set(toppers.filter((t) => t.class === "X").map((t) => t.sessionYear));
    expect(sessions.size).toBeGreaterThanOrEqual(3);
  });

  it("serves today's birthdays only, without dates of birth", async () => {
    const birthdays = await list(`/api/birthdays/${schoolCode}`);
    expect(birthdays.length).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(birthdays);
    expect(text).not.toMatch(/dateOfBirth|date_of_birth|\d{4}-\d{2}-\d{2}/);
  });

  it("serves leadership messages for the three categories the pages use", async () => {
    const messages = await list(`/api/principalMessage/${schoolCode}`);
    const categories = new Set(messages.map((m) => m.category));
    for (const category of ["Principal", "Manager", "Vice Principal"]) {
      expect(categories.has(category)).toBe(true);
    }
  });

  it("serves circulars of the three categories", async () => {
    const circulars = await list(`/api/circular/all/${schoolCode}`);
    const categories = new Set(circulars.map((c) => c.category));
    expect(categories).toEqual(new Set(["Circular", "CBSE-Circular", "Datesheet"]));
  });
});

describe("/api/subGallery", () => {
  it("answers one album record by id", async () => {
    const [first] = await list(`/api/gallery/All/${schoolCode}`);
    const response = await backend.request(`/api/subGallery?id=${String(first!._id)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(first);
  });

  it.each(["", "abc", "1 OR 1=1", "%00", "../etc/passwd", "1234567890abcdef12345678"])(
    "answers 400 JSON for the malformed id %j",
    async (id) => {
      const response = await backend.request(`/api/subGallery?id=${encodeURIComponent(id)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty("error");
    },
  );

  it("answers 404 JSON for a well-formed id that is not an album", async () => {
    const response = await backend.request(
      "/api/subGallery?id=00000000-0000-4000-8000-000000000000",
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });
});

describe("/api/health and unknown calls", () => {
  it("answers that the database is reachable", async () => {
    const response = await backend.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: true });
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const response = await backend.request("/api/nothing/here");
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });

  it("sends an ETag and answers 304 when the list has not changed", async () => {
    const first = await backend.request(`/api/news/all/${schoolCode}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await backend.request(`/api/news/all/${schoolCode}`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
  });

  it("compresses JSON for clients that accept gzip", async () => {
    const response = await backend.request(`/api/news/all/${schoolCode}`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
