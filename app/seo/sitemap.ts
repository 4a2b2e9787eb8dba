import { pages } from "../pages.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** Every page a search engine should find: built routes, without those that need a query. */
export function sitemapPaths(): string[] {
  return pages.filter((page) => page.module && !page.unlisted).map((page) => page.path);
}

/** sitemap.xml (sitemaps.org protocol): one absolute `<loc>` per page. */
export function sitemapXml(paths: readonly string[], origin: string = siteUrl): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc></url>`,
  );
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
