import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as calendar } from "#app/routes/calendar.ts";
import { loader as eventCalendar } from "#app/routes/event-calendar.ts";
import { loader as feed } from "#app/routes/feed.ts";
import { loader as sitemap } from "#app/routes/sitemap.ts";
import { loader as sitemapPart } from "#app/routes/sitemap-part.ts";
import { createCache } from "#contracts/cache.ts";
import { inlineHashesHeader } from "#contracts/security-policy.ts";
import { serverCachePolicies } from "#server/cache/caches.ts";
import { createRenderings, type Rendering } from "#server/cache/renderings.ts";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { routeCalls } from "../support/route-calls.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// Feeds, calendars and sitemap files are drawn once per version of the data they show and kept
// by the server, as the pages are: their loaders called as the server calls them, with the
// server's kept pages, against the seeded demo school.

let backend: TestBackend;
let editor: OfficeClient;
let firstEvent: string;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.181");
  const events = (await (await backend.request(`/api/events/all/${schoolCode}`)).json()) as {
    slug?: string;
  }[];
  firstEvent = events.find((event) => event.slug)!.slug!;
});

/** The site's loaders with the server's kept pages, counting each drawing kept. */
function withKeptPages(calls = routeCalls(backend)) {
  const cache = createCache<Rendering>(serverCachePolicies.renderings);
  const renderings = createRenderings(cache);
  const drawn: string[] = [];
  calls.website.renderings = {
    answer: (request, key) => renderings.answer(request, key),
    keep: (request, key, text, headers) => {
      drawn.push(new URL(request.url).pathname);
      return renderings.keep(request, key, text, headers);
    },
  };
  return { calls, cache, drawn };
}

let kept: ReturnType<typeof withKeptPages>;
beforeEach(() => {
  kept = withKeptPages();
});

const files = () =>
  [
    [feed, "/feeds/:file", "/feeds/news.rss"],
    [feed, "/feeds/:file", "/feeds/circulars.atom"],
    [calendar, "/feeds/events.ics", "/feeds/events.ics"],
    [eventCalendar, "/feeds/events/:file", `/feeds/events/${firstEvent}.ics`],
    [sitemap, "/sitemap.xml", "/sitemap.xml"],
    [sitemapPart, "/sitemaps/:file", "/sitemaps/pages.xml"],
  ] as const;

describe("feeds, calendars and sitemap files", () => {
  it("are drawn once, then answered from the kept copy, with no nonce to allow", async () => {
    for (const [loader, pattern, path] of files()) {
      const first = await kept.calls.load(loader, pattern, path);
      expect(first.status, path).toBe(200);
      const again = await kept.calls.load(loader, pattern, path);
      expect(again.data, path).toBe(first.data);
      expect(again.headers.get("ETag"), path).toBe(first.headers.get("ETag"));
      expect(again.headers.get("Last-Modified"), path).toBeTruthy();
      // Nothing in it runs: its policy names no script, so a kept copy serves everyone.
      expect(again.headers.get(inlineHashesHeader), path).toBe("script ; style");
      expect(
        kept.drawn.filter((drawn) => drawn === path),
        path,
      ).toHaveLength(1);
    }
    expect(kept.cache.size).toBe(files().length);
  });

  it("answer 304 from the kept copy to a copy still current", async () => {
    const first = await kept.calls.load(feed, "/feeds/:file", "/feeds/notices.rss");
    const conditions: Record<string, string>[] = [
      { "If-None-Match": first.headers.get("ETag")! },
      { "If-Modified-Since": first.headers.get("Last-Modified")! },
    ];
    for (const headers of conditions) {
      const again = await kept.calls.load(feed, "/feeds/:file", "/feeds/notices.rss", { headers });
      expect(again.status).toBe(304);
      expect(again.data).toBe("");
    }
    expect(kept.drawn).toHaveLength(1);
  });

  it("are drawn again with the new data after an office save, and only those it changed", async () => {
    for (const [loader, pattern, path] of files()) await kept.calls.load(loader, pattern, path);
    const title = `Kept feeds redrawn ${Date.now()}`;
    // Dated after every other test's notices, so it is among the newest the feed shows.
    const made = await editor.call(
      "POST",
      "/records/news",
      notice(title, { category: "News", fromDate: "2099-06-01" }),
    );
    expect(made.status).toBe(201);
    const event = await editor.call("POST", "/records/events", {
      title: `${title}: the fair`,
      date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      venue: "School ground",
      status: "published",
    });
    expect(event.status).toBe(201);

    const news = await kept.calls.load(feed, "/feeds/:file", "/feeds/news.rss");
    expect(news.data).toContain(title);
    const events = await kept.calls.load(calendar, "/feeds/events.ics", "/feeds/events.ics");
    expect(events.data).toContain(`${title}: the fair`);
    const index = await kept.calls.load(sitemap, "/sitemap.xml", "/sitemap.xml");
    expect(index.status).toBe(200);
    for (const path of ["/feeds/news.rss", "/feeds/events.ics", "/sitemap.xml"]) {
      expect(
        kept.drawn.filter((drawn) => drawn === path),
        path,
      ).toHaveLength(2);
    }
    // Neither the circulars nor the site's own pages changed: still the kept copies.
    await kept.calls.load(feed, "/feeds/:file", "/feeds/circulars.atom");
    await kept.calls.load(sitemapPart, "/sitemaps/:file", "/sitemaps/pages.xml");
    await kept.calls.load(eventCalendar, "/feeds/events/:file", `/feeds/events/${firstEvent}.ics`);
    expect(kept.drawn.filter((drawn) => !/news|events\.ics|sitemap\.xml/.test(drawn))).toEqual([
      "/feeds/circulars.atom",
      `/feeds/events/${firstEvent}.ics`,
      "/sitemaps/pages.xml",
    ]);
  });

  it("are never kept when drawn while the backend's addresses failed", async () => {
    const failing = withKeptPages(
      routeCalls({
        ...backend,
        app: {
          fetch: (request: Request) =>
            /^\/api\/addresses\//.test(new URL(request.url).pathname)
              ? Promise.reject(new Error("took longer than 500 ms"))
              : backend.app.fetch(request),
        },
      } as TestBackend),
    );
    for (const [loader, pattern, path] of files()) {
      const answer = await failing.calls.load(loader, pattern, path);
      expect(answer.status, path).toBe(200);
      // Drawn for this visitor alone, with this request's nonce.
      expect(answer.headers.get(inlineHashesHeader), path).toBeNull();
    }
    expect(failing.drawn).toEqual([]);
    expect(failing.cache.size).toBe(0);
  });
});
