import { findPage } from "#app/pages.ts";
import { siteOrigin } from "./site.ts";

// The internal addresses a page names, read from its parsed document: its links, pictures,
// icons, sources, scripts and frames, each with what it should be (a page, an image, a file).

export interface Reference {
  /** Absolute, on the site's origin in process, without its fragment. */
  url: string;
  kind: "page" | "image" | "file";
  /** Where it was found, for the failure message. */
  from: string;
}

/** The internal URL an attribute value names, without its fragment; null when external. */
export function internal(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  if (/^(mailto|tel|javascript|data|blob):/i.test(trimmed)) return null;
  const url = new URL(trimmed, base);
  if (url.origin !== siteOrigin) return null;
  url.hash = "";
  return url.href;
}

/** Whether an internal address is a page (a route, or no file's address) rather than a file. */
export function isPage(url: string): boolean {
  const { pathname } = new URL(url);
  if (findPage(pathname)) return true;
  return !/^\/(api|assets|images)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** The addresses of a `srcset`'s candidates. */
function srcset(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** The references of one page at `from` (an absolute address), in document order. */
export function referencesOf(document: Document, from: string): Reference[] {
  const found: Reference[] = [];
  const add = (value: string | null, kind: Reference["kind"] | ((url: string) => boolean)) => {
    const url = value === null ? null : internal(value, from);
    if (!url) return;
    const resolved = typeof kind === "function" ? (kind(url) ? "page" : "file") : kind;
    found.push({ url, kind: resolved, from });
  };
  for (const element of document.querySelectorAll("a, img, source, link, script, iframe")) {
    const get = (name: string) => element.getAttribute(name);
    switch (element.localName) {
      case "a":
        add(get("href"), isPage);
        break;
      case "img":
        add(get("src"), "image");
        for (const src of srcset(get("srcset"))) add(src, "image");
        break;
      case "source":
        add(get("src"), "file");
        for (const src of srcset(get("srcset"))) add(src, "image");
        break;
      case "link": {
        const image = /\bicon\b/.test(get("rel") ?? "") || get("as") === "image";
        add(get("href"), image ? "image" : "file");
        break;
      }
      default:
        add(get("src"), "file");
    }
  }
  return found;
}
