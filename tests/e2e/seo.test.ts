import { beforeAll, describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import { site } from "#content/site.ts";
import { pages } from "#app/pages.ts";
import { itemLists, itemPath, newsList } from "#contracts/item-paths.ts";
import { pathIn } from "#contracts/languages.ts";
import { useBrowser, openPage } from "../support/browser.ts";
import { sitemapFiles, sitemapXmlOf } from "../support/sitemap.ts";

// What a search engine or a messaging app's link preview reads: the HTML as the server sends
// it, without running any script.

const baseUrl = inject("baseUrl");
const listed = pages.filter((page) => page.module && !page.unlisted).map((page) => page.path);

interface Head {
  lang: string | undefined;
  title: string;
  meta: (key: string) => string[];
  canonicals: string[];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]),
  );
}

function readHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map((m) => attributes(m[0]));
  const metas = tags("meta");
  return {
    lang: attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? "").lang,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta: (key) =>
      metas.filter((m) => m.property === key || m.name === key).map((m) => m.content ?? ""),
    canonicals: tags("link")
      .filter((link) => link.rel === "canonical")
      .map((link) => link.href ?? ""),
  };
}

// The site's public origin (SITE_URL at build time), as the home page names it.
let origin: string;
beforeAll(async () => {
  const home = readHead(await (await fetch(baseUrl + "/")).text());
  origin = new URL(home.canonicals[0]!).origin;
});

describe("every page, as search engines and link previews read it", () => {
  // Every route of app/pages.ts; the search page with the query it needs. An album's old address
  // answers 301 to the album's own page (tests/e2e/item-pages.test.ts reads that page's head).
  const addresses = pages
    .filter((page) => page.module && page.path !== "/SubGallery")
    .map((page) => (page.path === "/Search" ? "/Search?q=rules" : page.path));

  it.each(addresses)(
    "%s has a title, a canonical address, a description and an Open Graph card",
    async (address) => {
      const target = address;
      const response = await fetch(baseUrl + target, { redirect: "manual" });
      expect(response.status).toBe(200);
      const head = readHead(await response.text());
      const page = pages.find((p) => p.path === target.split("?")[0])!;

      expect(head.lang).toBe("en-IN");
      expect(head.title).toBe(`${page.name} - ${site.titleName}`);
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
      expect(head.meta("og:site_name")).toEqual([site.titleName]);
      expect(head.meta("twitter:card")).toEqual(["summary_large_image"]);

      const [image] = head.meta("og:image");
      expect(new URL(image!).origin).toBe(origin);
      const picture = await fetch(baseUrl + new URL(image!).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\//);
      expect(head.meta("og:image:width")).toEqual(["1200"]);
      expect(head.meta("og:image:height")).toEqual(["630"]);
    },
  );

  it("share one card image of 1200 by 630 pixels, small enough for any preview", async () => {
    const head = readHead(await (await fetch(baseUrl + "/Events")).text());
    const bytes = Buffer.from(
      await (await fetch(baseUrl + new URL(head.meta("og:image")[0]!).pathname)).arrayBuffer(),
    );
    expect(bytes.length).toBeLessThan(300_000);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists every page of the route table with its absolute address", async () => {
    const response = await fetch(baseUrl + "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await response.text()).toContain("<sitemapindex");
    const xml = await sitemapXmlOf(baseUrl);
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
    const news = (await (await fetch(`${baseUrl}/api/news/all/HLCA`)).json()) as {
      category: string;
      slug: string;
    }[];
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      expect(locs).toContain(origin + itemPath(newsList(item.category), item.slug));
    }
  });

  it("the sitemap is an index of small files: the pages, then each list's items by year", async () => {
    const files = await sitemapFiles(baseUrl);
    expect(files[0]).toBe("/sitemaps/pages.xml");
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      expect(file).toMatch(/^\/sitemaps\/(pages|[a-z]+-\d{4})\.xml$/);
      const response = await fetch(baseUrl + file);
      expect(response.status, file).toBe(200);
      const xml = await response.text();
      expect(xml).toContain("<urlset");
      const locs = [...xml.matchAll(/<loc>[^<]*<\/loc>/g)];
      expect(locs.length, file).toBeGreaterThan(0);
      expect(locs.length, file).toBeLessThan(50_000);
    }
    expect((await fetch(baseUrl + "/sitemaps/news-1999.xml")).status).toBe(404);
  });

  it.each(["/sitemap.xml", "/sitemaps/pages.xml", "/feeds/news.rss", "/feeds/events.ics"])(
    "%s answers 304 to a copy that is still current",
    async (path) => {
      const first = await fetch(baseUrl + path);
      const etag = first.headers.get("ETag");
      const lastModified = first.headers.get("Last-Modified");
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();
      const again = await fetch(baseUrl + path, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const since = await fetch(baseUrl + path, {
        headers: { "If-Modified-Since": lastModified! },
      });
      expect(since.status).toBe(304);
      const older = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      const changed = await fetch(baseUrl + path, { headers: { "If-Modified-Since": older } });
      expect(changed.status).toBe(200);
    },
  );

  it("robots.txt lets crawlers in and names the sitemap", async () => {
    const response = await fetch(baseUrl + "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines.some((line) => /^Disallow:\s*\/\s*$/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("structured data (JSON-LD)", () => {
  const browser = useBrowser();

  async function jsonLd(path: string) {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    await context.close();
    // The page hydrates without complaint: the data block is the same on server and browser.
    expect(problems).toEqual([]);
    return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  it("/Events describes each event with its name, start, place and description", async () => {
    const events = (await (await fetch(`${baseUrl}/api/events/All/HLCA`)).json()) as {
      title: string;
    }[];
    // Beside the breadcrumb's BreadcrumbList, the page's events.
    const data = (await jsonLd("/Events")).find((block) => "@graph" in block);
    const graph = data!["@graph"] as Record<string, unknown>[];
    expect(data!["@context"]).toBe("https://schema.org");
    expect(graph.map((item) => item.name).sort()).toEqual(events.map((e) => e.title).sort());
    for (const item of graph) {
      expect(item["@type"]).toBe("Event");
      expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})?$/);
      expect(item.location).toMatchObject({
        "@type": "Place",
        address: { addressLocality: site.city },
      });
      expect(typeof item.description).toBe("string");
    }
  });

  it("the home page describes the school", async () => {
    const [school] = await jsonLd("/");
    expect(school).toMatchObject({
      "@type": "School",
      name: site.titleName,
      telephone: site.phones[0],
      email: site.email,
      url: `${origin}/`,
      logo: `${origin}/images/logo.svg`,
    });
    const logo = await fetch(baseUrl + new URL(school!.logo as string).pathname);
    expect(logo.headers.get("content-type")).toMatch(/^image\//);
  });
});
