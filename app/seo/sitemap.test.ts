import { describe, expect, it } from "vitest";
import { pages } from "../pages.ts";
import {
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  sitemapPaths,
  sitemapXml,
} from "./sitemap.ts";

const origin = "https://school.example";

describe("the sitemap", () => {
  it("lists every page of the route table except those that need a query", () => {
    const paths = sitemapPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/Events");
    expect(paths).toContain("/career");
    expect(paths).not.toContain("/SubGallery");
    expect(paths).not.toContain("/Search");
    expect(paths).toHaveLength(pages.filter((p) => p.module && !p.unlisted).length);
  });

  it("gives each, in each language, an absolute address in the sitemaps.org format", () => {
    const xml = sitemapXml(["/", "/AboutUs", "/Odd?a=1&b=<2>"], origin);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/hi`,
      `${origin}/AboutUs`,
      `${origin}/hi/AboutUs`,
      `${origin}/Odd?a=1&amp;b=%3C2%3E`,
      `${origin}/hi/Odd?a=1&amp;b=%3C2%3E`,
    ]);
  });

  it("names each page's twin in the other language and the default, on both", () => {
    const xml = sitemapXml(["/AboutUs"], origin);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) =>
        m.slice(1),
      );
      expect(alternates).toEqual([
        ["en-IN", `${origin}/AboutUs`],
        ["hi-IN", `${origin}/hi/AboutUs`],
        ["x-default", `${origin}/AboutUs`],
      ]);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("adds each item's page and each page's last change, one entry per address", () => {
    const entries = sitemapEntries(
      ["/", "/AboutUs", "/News"],
      [
        { path: "/aboutus", lastmod: "2026-11-01T10:00:00.000Z" },
        { path: "/News/2026-11-20-annual-day", lastmod: "2026-11-20T05:00:00.000Z" },
      ],
    );
    expect(entries).toEqual([
      { path: "/", lastmod: undefined },
      { path: "/AboutUs", lastmod: "2026-11-01T10:00:00.000Z" },
      { path: "/News", lastmod: undefined },
      { path: "/News/2026-11-20-annual-day", lastmod: "2026-11-20T05:00:00.000Z" },
    ]);
    const xml = sitemapXml(entries, origin);
    expect(xml).toContain(
      `<url><loc>${origin}/News/2026-11-20-annual-day</loc><lastmod>2026-11-20T05:00:00.000Z</lastmod><xhtml:link`,
    );
    expect(xml).toContain(
      `<url><loc>${origin}/hi/News/2026-11-20-annual-day</loc><lastmod>2026-11-20T05:00:00.000Z</lastmod><xhtml:link`,
    );
    expect(xml).toContain(`<url><loc>${origin}/News</loc><xhtml:link`);
  });
});

describe("robots.txt", () => {
  it("lets every crawler in and names the sitemap", () => {
    expect(robotsTxt(origin).split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ]);
  });
});

describe("the sitemap's files", () => {
  const parts = sitemapParts(
    ["/", "/News", "/Events"],
    [
      { path: "/News", lastmod: "2026-11-02T10:00:00.000Z" },
      { path: "/News/2026-11-20-annual-day", lastmod: "2026-11-20T05:00:00.000Z" },
      { path: "/News/2019-04-02-sports-meet", lastmod: "2019-04-03T05:00:00.000Z" },
      { path: "/Events/2025-01-26-republic-day", lastmod: "2025-01-20T05:00:00.000Z" },
      { path: "/News/2026-01-05-winter-timings", lastmod: "2026-01-05T05:00:00.000Z" },
    ],
  );

  it("keeps the route table's pages in one file and each list's items by year", () => {
    expect(parts.map(({ name, entries }) => [name, entries.map((entry) => entry.path)])).toEqual([
      ["pages", ["/", "/News", "/Events"]],
      ["news-2026", ["/News/2026-11-20-annual-day", "/News/2026-01-05-winter-timings"]],
      ["news-2019", ["/News/2019-04-02-sports-meet"]],
      ["events-2025", ["/Events/2025-01-26-republic-day"]],
    ]);
  });

  it("indexes the files with each one's newest change", () => {
    const xml = sitemapIndexXml(parts, origin);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      `<sitemap><loc>${origin}/sitemaps/news-2026.xml</loc><lastmod>2026-11-20T05:00:00.000Z</lastmod></sitemap>`,
    );
    expect(xml).toContain(
      `<sitemap><loc>${origin}/sitemaps/pages.xml</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></sitemap>`,
    );
    expect([...xml.matchAll(/<sitemap>/g)]).toHaveLength(4);
  });
});
