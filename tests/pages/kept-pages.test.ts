import { beforeAll, describe, expect, it } from "vitest";
import { circularList, itemPath, newsList } from "#contracts/item-paths.ts";
import { askCompressed, bodyText, whenKeptIn } from "../support/kept-answers.ts";
import { siteInProcess, type Site } from "../support/site.ts";
import { sitemapFiles } from "../support/sitemap.ts";

// The home, list, item, circular and message pages are drawn from the backend's lists, alike
// for everyone, and so are the feeds, calendars and sitemap files: the server keeps each one
// drawn (per address, query and the popup's cookie) until its data changes, and answers it from
// memory, byte for byte what drawing it afresh gives.

let site: Site;
// Another site on the same database, with pages kept of its own: the first time it is asked
// for a page it draws it afresh, where `site` answers it from memory.
let fresh: Site;
beforeAll(async () => {
  [site, fresh] = await Promise.all([siteInProcess(), siteInProcess()]);
});

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
  askCompressed(site, path, headers);

/** The page as a site that has never kept it draws it. */
const drawnAfresh = async (path: string) => bodyText(await askCompressed(fresh, path));

describe("pages drawn from the lists, kept", () => {
  it.each(pages)(
    "%s: from memory, the very bytes of a fresh drawing, with an ETag",
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      await whenKeptIn(site, path);
      const kept = await get(path);
      const body = await bodyText(kept);
      expect(await drawnAfresh(path)).toBe(body);
      expect(await bodyText(first)).toBe(body);

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
      await whenKeptIn(site, path);
      const kept = await get(path);
      const body = await bodyText(kept);
      expect(await drawnAfresh(path), path).toBe(body);
      expect(kept.headers.get("Content-Encoding"), path).toBe("br");
      expect(kept.headers.get("Content-Security-Policy"), path).not.toMatch(/nonce-/);
      const again = await get(path, { "If-None-Match": kept.headers.get("ETag")! });
      expect(again.status, path).toBe(304);
    }
  });

  it("keeps each filter query apart", async () => {
    const all = await bodyText(await get("/News"));
    const none = await bodyText(await get("/News?q=no-such-words-anywhere"));
    expect(none).not.toBe(all);
    expect(await bodyText(await get("/News"))).toBe(all);
    expect(await bodyText(await get("/News?q=no-such-words-anywhere"))).toBe(none);
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
    await whenKeptIn(site, path);
    const kept = await get(path);
    const body = await bodyText(kept);
    expect(await bodyText(await get(path))).toBe(body);
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
    const files = await sitemapFiles((path) => site.request(path));
    const part = files.find((file) => /^\/sitemaps\/news-\d{4}\.xml$/.test(file))!;
    expect(part).toBeDefined();
    for (const path of [`/feeds/events/${event.slug}.ics`, part]) {
      await whenKeptIn(site, path);
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
  return (await (await site.request(`/api/${path}/HLCA`)).json()) as Listed[];
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
