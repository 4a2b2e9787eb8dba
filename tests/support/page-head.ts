import type { SiteAnswer } from "./site.ts";

// What a search engine or a link preview reads of a page, taken from the parsed document: its
// language, title, meta tags, canonical address and JSON-LD blocks.

export interface Head {
  lang: string | null;
  title: string;
  /** The contents of the meta tags with this name or property, in order. */
  meta: (key: string) => string[];
  canonicals: string[];
}

export function headOf(page: SiteAnswer): Head {
  const metas = page.all("head meta");
  return {
    lang: page.document.documentElement.getAttribute("lang"),
    title: page.document.querySelector("head title")?.textContent ?? "",
    meta: (key) =>
      metas
        .filter((m) => m.getAttribute("property") === key || m.getAttribute("name") === key)
        .map((m) => m.getAttribute("content") ?? ""),
    canonicals: page
      .all('head link[rel="canonical"]')
      .map((link) => link.getAttribute("href") ?? ""),
  };
}

/** The page's JSON-LD blocks, parsed, in order. */
export function jsonLdOf(page: SiteAnswer): Record<string, unknown>[] {
  return page
    .all('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>);
}

/** The site's public origin (SITE_URL at build time), as a page's canonical address names it. */
export function publicOrigin(page: SiteAnswer): string {
  const [canonical] = headOf(page).canonicals;
  if (!canonical) throw new Error("the page names no canonical address");
  return new URL(canonical).origin;
}
