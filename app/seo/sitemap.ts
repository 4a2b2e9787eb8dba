import { pages } from "../pages.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** Every page a search engine should find: built routes, without those that need a query. */
export function sitemapPaths(): string[] {
  return pages.filter((page) => page.module && !page.unlisted).map((page) => page.path);
}

/** A page for the sitemap, with the moment it last changed where that is known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The route table's pages and, from the backend, every item's own page and each page's last
 * change: one entry per address, the route table's order first.
 */
export function sitemapEntries(
  paths: readonly string[],
  addresses: readonly SitemapEntry[],
): SitemapEntry[] {
  const changed = new Map(addresses.map((entry) => [entry.path.toLowerCase(), entry.lastmod]));
  const listed = new Set(paths.map((path) => path.toLowerCase()));
  return [
    ...paths.map((path) => ({ path, lastmod: changed.get(path.toLowerCase()) })),
    ...addresses.filter((entry) => !listed.has(entry.path.toLowerCase())),
  ];
}

/** sitemap.xml (sitemaps.org protocol): one absolute `<loc>` per page, `<lastmod>` if known. */
export function sitemapXml(
  entries: readonly (string | SitemapEntry)[],
  origin: string = siteUrl,
): string {
  const urls = entries.map((entry) => {
    const { path, lastmod } = typeof entry === "string" ? { path: entry } : entry;
    const loc = `<loc>${escapeXml(absoluteUrl(path, origin))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * robots.txt: everything may be crawled, the files under /api/image included (pages show them),
 * and where the sitemap is.
 */
export function robotsTxt(origin: string = siteUrl): string {
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", origin)}`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!,
  );
}
