import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { site as school } from "#content/site.ts";
import { pages } from "#app/pages.ts";
import { itemLists, itemPath, newsList } from "#contracts/item-paths.ts";
import { pathIn } from "#contracts/languages.ts";
import { crawl, type Crawled, crawledSite } from "../../support/crawl.ts";
import { headOf, jsonLdOf, publicOrigin } from "../../support/page-head.ts";
import { type Site } from "../../support/site.ts";
import { sitemapFiles, sitemapXmlOf } from "../../support/sitemap.ts";

// What a search engine or a messaging app's link preview reads: the HTML as the server sends
// it, without running any script, and the sitemap and robots.txt that lead crawlers to it.
// That the pages' JSON-LD hydrates without complaint is tests/e2e/seo.test.ts's.

const listed = pages.filter((page) => page.module && !page.unlisted).map((page) => page.path);

let site: Site;
let documents: Crawled[];
// The site's public origin (SITE_URL at build time), as the home page names it; the site in
// process answers at another (siteOrigin).
let origin: string;
beforeAll(async () => {
  site = await crawledSite();
  documents = await crawl(site);
  origin = publicOrigin(english("/"));
});

/** The crawl's English document of a route. */
function english(route: string) {
  const found = documents.find((d) => d.route === route && d.language === "en");
  if (!found) throw new Error(`the crawl has no English ${route}`);
  return found.answer;
}

const ask = (path: string) => site.request(path);

describe("every page, as search engines and link previews read it", () => {
  // Every route of app/pages.ts (the crawl asks the search page with the query it needs). An
  // album's old address answers 301 to the album's own page (tests/pages/item-pages.test.ts
  // reads that page's head).
  const routes = pages
    .filter((page) => page.module && page.path !== "/SubGallery")
    .map((page) => page.path);

  it.each(routes)(
    "%s has a title, a canonical address, a description and an Open Graph card",
    async (route) => {
      const answer = english(route);
      expect(answer.status).toBe(200);
      const head = headOf(answer);
      const page = pages.find((p) => p.path === route)!;

      expect(head.lang).toBe("en-IN");
      expect(head.title).toBe(`${page.name} - ${school.titleName}`);
      // One canonical, absolute, with the route table's casing.
      expect(head.canonicals).toEqual([origin + page.path]);
      expect(origin).toMatch(/^https?:\/\/[^/]+$/);

      const [description] = head.meta("description");
      expect(description!.length).toBeGreaterThan(30);
      expect(description!.length).toBeLessThanOrEqual(155);
      expect(head.meta("og:title")).toEqual([head.title]);
      expect(head.meta("og:description")).toEqual([description]);
      expect(head.meta("og:url")).toEqual(head.canonicals);
      expect(head.meta("og:type")).toEqual(["website"]);
      expect(head.meta("og:site_name")).toEqual([school.titleName]);
      expect(head.meta("twitter:card")).toEqual(["summary_large_image"]);

      const [image] = head.meta("og:image");
      expect(new URL(image!).origin).toBe(origin);
      const picture = await site.request(new URL(image!).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\//);
      expect(head.meta("og:image:width")).toEqual(["1200"]);
      expect(head.meta("og:image:height")).toEqual(["630"]);
    },
  );

  it("share one card image of 1200 by 630 pixels, small enough for any preview", async () => {
    const head = headOf(english("/Events"));
    const card = await site.request(new URL(head.meta("og:image")[0]!).pathname);
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.length).toBeLessThan(300_000);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists every page of the route table with its absolute address", async () => {
    const response = await site.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await response.text()).toContain("<sitemapindex");
    const xml = await sitemapXmlOf(ask);
    const all = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    // Each address once in English and once in Hindi, its twin under /hi (issue 37).
    const hindi = new RegExp(`^${origin}/hi(/|$)`);
    const locs = all.filter((loc) => !hindi.test(loc));
    expect(all.filter((loc) => hindi.test(loc)).sort()).toEqual(
      locs.map((loc) => origin + pathIn(new URL(loc).pathname, "hi")).sort(),
    );
    // Beside the pages, each item's own page (its list's path and its address).
    const lists = Object.values(itemLists).join("|");
    const itemLoc = new RegExp(`^${origin}(${lists})/[a-z0-9-]+$`);
    expect(locs.filter((loc) => !itemLoc.test(loc)).sort()).toEqual(
      listed.map((path) => origin + path).sort(),
    );
    const news = (await (await site.request("/api/news/all/HLCA")).json()) as {
      category: string;
      slug: string;
    }[];
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      expect(locs).toContain(origin + itemPath(newsList(item.category), item.slug));
    }
  });

  it("the sitemap is an index of small files: the pages, then each list's items by year", async () => {
    const files = await sitemapFiles(ask);
    expect(files[0]).toBe("/sitemaps/pages.xml");
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      expect(file).toMatch(/^\/sitemaps\/(pages|[a-z]+-\d{4})\.xml$/);
      const response = await site.request(file);
      expect(response.status, file).toBe(200);
      const xml = await response.text();
      expect(xml).toContain("<urlset");
      const locs = [...xml.matchAll(/<loc>[^<]*<\/loc>/g)];
      expect(locs.length, file).toBeGreaterThan(0);
      expect(locs.length, file).toBeLessThan(50_000);
    }
    expect((await site.request("/sitemaps/news-1999.xml")).status).toBe(404);
  });

  it.each(["/sitemap.xml", "/sitemaps/pages.xml", "/feeds/news.rss", "/feeds/events.ics"])(
    "%s answers 304 to a copy that is still current",
    async (path) => {
      const first = await site.request(path);
      const etag = first.headers.get("ETag");
      const lastModified = first.headers.get("Last-Modified");
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();
      const again = await site.request(path, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const since = await site.request(path, {
        headers: { "If-Modified-Since": lastModified! },
      });
      expect(since.status).toBe(304);
      const older = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      const changed = await site.request(path, { headers: { "If-Modified-Since": older } });
      expect(changed.status).toBe(200);
    },
  );

  it("robots.txt lets crawlers in and names the sitemap", async () => {
    const response = await site.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines.some((line) => /^Disallow:\s*\/\s*$/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("structured data (JSON-LD)", () => {
  it("/Events describes each event with its name, start, place and description", async () => {
    const events = (await (await site.request("/api/events/All/HLCA")).json()) as {
      title: string;
    }[];
    // Beside the breadcrumb's BreadcrumbList, the page's events.
    const data = jsonLdOf(english("/Events")).find((block) => "@graph" in block);
    const graph = data!["@graph"] as Record<string, unknown>[];
    expect(data!["@context"]).toBe("https://schema.org");
    expect(graph.map((item) => item.name).sort()).toEqual(events.map((e) => e.title).sort());
    for (const item of graph) {
      expect(item["@type"]).toBe("Event");
      expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
      expect(item.location).toMatchObject({
        "@type": "Place",
        address: { addressLocality: school.city },
      });
      expect(typeof item.description).toBe("string");
    }
  });

  it("the home page describes the school", async () => {
    const [described] = jsonLdOf(english("/"));
    expect(described).toMatchObject({
      "@type": "School",
      name: school.titleName,
      telephone: school.phones[0],
      email: school.email,
      url: `${origin}/`,
      logo: `${origin}/images/logo.svg`,
    });
    const logo = await site.request(new URL(described!.logo as string).pathname);
    expect(logo.headers.get("content-type")).toMatch(/^image\//);
  });
});
