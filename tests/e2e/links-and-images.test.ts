import { beforeAll, describe, expect, inject, it } from "vitest";
import { findPage, pages } from "#app/pages.ts";
import { searchEntries } from "#app/frame/search.ts";
import { itemLists } from "#contracts/item-paths.ts";

// Every internal link and picture of every route resolves: the site is crawled from the HTML the
// server sends (every route of spec 2.1, and every page those link to), each internal address
// is fetched once, and each must answer 2xx. A redirect is a problem too: the site's links name
// pages as the route table spells them. A picture must be an image with bytes.

const baseUrl = inject("baseUrl");
const origin = new URL(baseUrl).origin;

interface Reference {
  url: string;
  kind: "page" | "image" | "file";
  /** Where it was found, for the failure message. */
  from: string;
}

const references = new Map<string, Reference>();
const crawled = new Set<string>();
interface Answer {
  status: number;
  type: string;
  bytes: number;
  location: string;
  html: string;
}
const answers = new Map<string, Answer>();

function decode(value: string): string {
  return value
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** The internal URL an attribute value names, without its fragment; null when external. */
function internal(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  if (/^(mailto|tel|javascript|data|blob):/i.test(trimmed)) return null;
  const url = new URL(trimmed, base);
  if (url.origin !== origin) return null;
  url.hash = "";
  return url.href;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)) {
    found.set(match[1]!.toLowerCase(), decode(match[2]!));
  }
  return found;
}

function add(value: string | undefined, kind: Reference["kind"], from: string) {
  if (value === undefined) return;
  const url = internal(value, from);
  if (url && !references.has(url)) references.set(url, { url, kind, from });
}

function srcset(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Collects the references of one HTML page: links, pictures, icons, sources, scripts. */
function collect(html: string, from: string) {
  for (const [tag, name] of html.matchAll(/<(a|img|source|link|script|iframe)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    switch (name!.toLowerCase()) {
      case "a":
        add(attrs.get("href"), isPage(attrs.get("href"), from) ? "page" : "file", from);
        break;
      case "img":
        add(attrs.get("src"), "image", from);
        for (const src of srcset(attrs.get("srcset"))) add(src, "image", from);
        break;
      case "source":
        add(attrs.get("src"), "file", from);
        for (const src of srcset(attrs.get("srcset"))) add(src, "image", from);
        break;
      case "link": {
        const rel = attrs.get("rel") ?? "";
        const image = /\bicon\b/.test(rel) || attrs.get("as") === "image";
        add(attrs.get("href"), image ? "image" : "file", from);
        break;
      }
      default:
        add(attrs.get("src"), "file", from);
    }
  }
}

function isPage(value: string | undefined, from: string): boolean {
  const url = value === undefined ? null : internal(value, from);
  if (!url) return false;
  const { pathname } = new URL(url);
  if (findPage(pathname)) return true;
  return !/^\/(api|assets|images)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Fetches an address once; redirects are reported, not followed. */
async function answer(url: string): Promise<Answer> {
  const known = answers.get(url);
  if (known) return known;
  const response = await fetch(url, { redirect: "manual" });
  const body = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  const result = {
    status: response.status,
    type,
    bytes: body.byteLength,
    location: response.headers.get("location") ?? "",
    html: type.startsWith("text/html") ? new TextDecoder().decode(body) : "",
  };
  answers.set(url, result);
  return result;
}

/** Fetches a page address; a redirect is reported, not followed. */
async function page(url: string): Promise<{ status: number; html: string; problem?: string }> {
  const first = await answer(url);
  if (first.status >= 300 && first.status < 400) {
    return { status: first.status, html: "", problem: `redirects to ${first.location}` };
  }
  return { status: first.status, html: first.html };
}

const problems: string[] = [];

beforeAll(async () => {
  // An album's old /SubGallery?id= address only leads to its own page, which the site links.
  const start = pages
    .filter((p) => p.path !== "/SubGallery")
    .map((p) => (p.path === "/Search" ? `${baseUrl}/Search?q=school` : baseUrl + p.path));
  // The page search's results are drawn by the browser, so its targets are checked too.
  for (const entry of searchEntries) {
    if (entry.to) add(entry.to, "page", `${baseUrl}/ (page search)`);
  }
  const queue = [...start];
  while (queue.length > 0 && crawled.size < 500) {
    const url = queue.shift()!;
    if (crawled.has(url)) continue;
    crawled.add(url);
    const result = await page(url);
    if (result.problem) problems.push(`${url} ${result.problem}`);
    if (result.html) collect(result.html, url);
    for (const ref of references.values()) {
      if (ref.kind === "page" && !crawled.has(ref.url) && !queue.includes(ref.url)) {
        queue.push(ref.url);
      }
    }
  }
}, 240_000);

describe("the crawl", () => {
  it("would see a broken address: a missing file or page answers 404, a mis-cased link redirects", async () => {
    for (const missing of [
      "/images/no-such-picture.svg",
      "/assets/no-such-script.js",
      "/api/image/HLCA/public/Images/no-such-picture.jpg",
      "/NoSuchPage",
    ]) {
      expect((await answer(baseUrl + missing)).status, missing).toBe(404);
    }
    expect((await page(baseUrl + "/aboutus")).problem).toBe("redirects to /AboutUs");
  });

  it("reaches every route of spec 2.1 and what they link to", () => {
    const paths = new Set([...crawled].map((url) => new URL(url).pathname));
    for (const route of pages.filter((p) => p.path !== "/SubGallery")) {
      expect(paths, route.path).toContain(route.path);
    }
    // The albums, and the items of every list, are reached through their links.
    for (const list of Object.values(itemLists)) {
      const reached = [...paths].filter((path) => path.startsWith(`${list}/`));
      expect(reached.length, list).toBeGreaterThan(0);
    }
    expect(references.size).toBeGreaterThan(100);
  });

  it("answers 2xx at every internal page, without a redirect", async () => {
    const failed = [...problems];
    for (const ref of references.values()) {
      if (ref.kind !== "page") continue;
      const result = await page(ref.url);
      if (result.problem) failed.push(`${ref.url} (from ${ref.from}) ${result.problem}`);
      else if (result.status < 200 || result.status > 299) {
        failed.push(`${ref.url} (from ${ref.from}) answers ${result.status}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it("serves every picture, icon, script, style sheet and file that a page names", async () => {
    const failed: string[] = [];
    const rest = [...references.values()].filter((ref) => ref.kind !== "page");
    // A few at a time: the server is shared with the other test files' browsers.
    for (let i = 0; i < rest.length; i += 8) {
      await Promise.all(
        rest.slice(i, i + 8).map(async (ref) => {
          const result = await answer(ref.url);
          const where = `${ref.url} (from ${ref.from})`;
          if (result.status < 200 || result.status > 299) {
            failed.push(`${where} answers ${result.status}`);
          } else if (result.bytes === 0) {
            failed.push(`${where} is empty`);
          } else if (ref.kind === "image" && !result.type.startsWith("image/")) {
            failed.push(`${where} is ${result.type}, not an image`);
          }
        }),
      );
    }
    expect(failed).toEqual([]);
    expect(rest.filter((ref) => ref.kind === "image").length).toBeGreaterThan(50);
  });
});
