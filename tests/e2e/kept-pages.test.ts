import { describe, expect, inject, it } from "vitest";
import { circularList, itemPath, newsList } from "#contracts/item-paths.ts";
import { whenKept } from "../support/kept.ts";

// The home, list, item, circular and message pages are drawn from the backend's lists, alike
// for everyone, and so are the feeds, calendars and sitemap files: the server keeps each one
// drawn (per address, query and the popup's cookie) until its data changes, and answers it from
// memory, byte for byte what drawing it afresh gives.

const baseUrl = inject("baseUrl");
const pages = [
  "/",
  "/News",
  "/NoticeBoard",
  "/Events",
  "/Gallery",
  "/ToppersX",
  "/PrincipalMessage",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, { headers: { "Accept-Encoding": "br", ...headers } });

/** A page drawn for `?drawn=…`, as drawn without it: the language link keeps the query. */
const withoutQuery = (html: string) => html.replace(/\?drawn=\d+"/g, '"');

describe("pages drawn from the lists, kept", () => {
  it.each(pages)(
    "%s: from memory, the very bytes of a fresh drawing, with an ETag",
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      await whenKept(baseUrl + path);
      const kept = await get(path);
      const body = await kept.text();
      // Another query draws the page afresh: these pages read none of it (but the language
      // link, which leads to the same page, query and all, in the other language).
      const fresh = await get(`${path}?drawn=${Date.now()}`);
      expect(withoutQuery(await fresh.text())).toBe(body);
      expect(await first.text()).toBe(body);

      const etag = kept.headers.get("ETag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(kept.headers.get("Content-Encoding")).toBe("br");
      expect(kept.headers.get("Cache-Control")).toBe("private, no-cache");
      const again = await get(path, { "If-None-Match": etag! });
      expect(again.status).toBe(304);
    },
  );

  it("an item's page of each list, the circulars' and the datesheets', as well", async () => {
    const paths = ["/Circular", "/CBSECircular", "/Datesheet", ...(await itemPages())];
    for (const path of paths) {
      expect((await get(path)).status, path).toBe(200);
      await whenKept(baseUrl + path);
      const kept = await get(path);
      const body = await kept.text();
      expect(withoutQuery(await (await get(`${path}?drawn=${Date.now()}`)).text()), path).toBe(
        body,
      );
      expect(kept.headers.get("Content-Encoding"), path).toBe("br");
      expect(kept.headers.get("Content-Security-Policy"), path).not.toMatch(/nonce-/);
      const again = await get(path, { "If-None-Match": kept.headers.get("ETag")! });
      expect(again.status, path).toBe(304);
    }
  });

  it("keeps each filter query apart", async () => {
    const all = await (await get("/News")).text();
    const none = await (await get("/News?q=no-such-words-anywhere")).text();
    expect(none).not.toBe(all);
    expect(await (await get("/News")).text()).toBe(all);
    expect(await (await get("/News?q=no-such-words-anywhere")).text()).toBe(none);
  });
});

describe("feeds, calendars and sitemap files, kept", () => {
  it.each([
    "/feeds/news.rss",
    "/feeds/notices.atom",
    "/feeds/circulars.rss",
    "/feeds/events.ics",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
  ])("%s: from memory, compressed once, with no nonce, and 304", async (path) => {
    expect((await get(path)).status).toBe(200);
    await whenKept(baseUrl + path);
    const kept = await get(path);
    const body = await kept.text();
    expect(await (await get(path)).text()).toBe(body);
    expect(kept.headers.get("Content-Encoding")).toBe("br");
    expect(kept.headers.get("Cache-Control")).toBe("public, max-age=300");
    // Nothing in it runs, and no nonce is needed for what does not.
    expect(kept.headers.get("Content-Security-Policy")).not.toMatch(/nonce-/);
    expect(kept.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'(;|$)/);
    expect((await get(path, { "If-None-Match": kept.headers.get("ETag")! })).status).toBe(304);
    const since = { "If-Modified-Since": kept.headers.get("Last-Modified")! };
    expect((await get(path, since)).status).toBe(304);
  });

  it("an event's own calendar file and a sitemap file of a list's year, as well", async () => {
    const event = (await listed("events/all")).find((item) => item.slug)!;
    const index = await (await get("/sitemap.xml")).text();
    const part = /<loc>[^<]*(\/sitemaps\/news-\d{4}\.xml)<\/loc>/.exec(index)![1]!;
    for (const path of [`/feeds/events/${event.slug}.ics`, part]) {
      await whenKept(baseUrl + path);
      const kept = await get(path);
      expect(kept.headers.get("Content-Encoding"), path).toBe("br");
      expect((await get(path, { "If-None-Match": kept.headers.get("ETag")! })).status).toBe(304);
    }
  });
});

interface Listed {
  slug?: string;
  category: string;
}

async function listed(path: string): Promise<Listed[]> {
  return (await (await fetch(`${baseUrl}/api/${path}/HLCA`)).json()) as Listed[];
}

/** The own page of an item of each list: a notice, news, an event, a circular, an album. */
async function itemPages(): Promise<string[]> {
  const first = <T extends Listed>(items: T[], category?: string) =>
    items.find((item) => item.slug && (!category || item.category === category))!;
  const news = await listed("news/all");
  const circulars = await listed("circular/all");
  return [
    itemPath(newsList("NoticeBoard"), first(news, "NoticeBoard").slug),
    itemPath(newsList("News"), first(news, "News").slug),
    itemPath("Events", first(await listed("events/all")).slug),
    itemPath(circularList("Circular"), first(circulars, "Circular").slug),
    itemPath(circularList("Datesheet"), first(circulars, "Datesheet").slug),
    itemPath("Gallery", first(await listed("gallery/all")).slug),
  ].map((path) => path!);
}
