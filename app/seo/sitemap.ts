import { languages, languageTags, pathIn, type Language } from "#contracts/languages.ts";
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

/** One file of the sitemap: its name (`/sitemaps/{name}.xml`) and its pages. */
export interface SitemapPart {
  name: string;
  entries: SitemapEntry[];
}

/**
 * The sitemap in files a crawler reads one at a time: the route table's pages ("pages"), then
 * each list's item pages by the year of their last change ("news-2026", "events-2025"...), so
 * that a school ten years old has small files that change only in their year, each far under
 * the protocol's 50,000 addresses.
 */
export function sitemapParts(
  paths: readonly string[],
  addresses: readonly SitemapEntry[],
): SitemapPart[] {
  const entries = sitemapEntries(paths, addresses);
  const parts = new Map<string, SitemapEntry[]>([["pages", entries.slice(0, paths.length)]]);
  for (const entry of entries.slice(paths.length)) {
    const list = entry.path.split("/")[1]?.toLowerCase() || "pages";
    const name = list === "pages" ? list : `${list}-${entry.lastmod?.slice(0, 4) ?? "undated"}`;
    parts.set(name, [...(parts.get(name) ?? []), entry]);
  }
  return [...parts].map(([name, entries]) => ({ name, entries }));
}

/** The newest last change among `entries`, if any is known. */
const newestChange = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (newest, { lastmod }) => (lastmod && (!newest || lastmod > newest) ? lastmod : newest),
    undefined,
  );

/** A part's own address. */
export const sitemapPartPath = (name: string) => `/sitemaps/${name}.xml`;

/** sitemap.xml: the index of the parts, each with its newest change (sitemaps.org protocol). */
export function sitemapIndexXml(parts: readonly SitemapPart[], origin: string = siteUrl): string {
  const files = parts.map(({ name, entries }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(sitemapPartPath(name), origin))}</loc>`;
    const lastmod = newestChange(entries);
    return `  <sitemap>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</sitemap>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...files,
    `</sitemapindex>`,
    "",
  ].join("\n");
}

/**
 * A sitemap file (sitemaps.org protocol): each page once in each language, an absolute `<loc>`
 * and `<lastmod>` if known, with every language's address as its alternate (`hreflang`, as
 * search engines read them from sitemaps; the English one is also the default).
 */
export function sitemapXml(
  entries: readonly (string | SitemapEntry)[],
  origin: string = siteUrl,
): string {
  const urls = entries.flatMap((entry) => {
    const { path, lastmod } = typeof entry === "string" ? { path: entry } : entry;
    const url = (language: Language) => escapeXml(absoluteUrl(pathIn(path, language), origin));
    const alternates = [
      ...languages.map((language) => [languageTags[language], url(language)] as const),
      ["x-default", url("en")] as const,
    ]
      .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${href}"/>`)
      .join("");
    const changed = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return languages.map(
      (language) => `  <url><loc>${url(language)}</loc>${changed}${alternates}</url>`,
    );
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
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
