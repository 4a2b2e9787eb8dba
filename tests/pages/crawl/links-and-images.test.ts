import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/pages.ts";
import { searchEntries } from "#app/frame/search.ts";
import { itemLists } from "#contracts/item-paths.ts";
import { crawl, crawledSite } from "../../support/crawl.ts";
import { internal, referencesOf, type Reference } from "../../support/references.ts";
import { siteOrigin, type Site, type SiteAnswer } from "../../support/site.ts";
import { maxStylesheets } from "../../../scripts/size-budget.ts";

// Every internal link and picture of every route resolves: the site's crawl (every route of
// spec 2.1 in both languages, an item of each list) and every page those link to are read from
// the HTML the server sends, and each internal address they name is asked once, in process, and
// must answer 2xx. A redirect is a problem too: the site's links name pages as the route table
// spells them. A picture must be an image with bytes.

interface Answer {
  status: number;
  type: string;
  bytes: number;
  location: string;
}

let site: Site;
const references = new Map<string, Reference>();
const crawled = new Set<string>();
const answers = new Map<string, Answer>();
const problems: string[] = [];
/** Each page read and the style sheets it names. */
const stylesheets = new Map<string, number>();

function add(found: Reference[]) {
  for (const ref of found) if (!references.has(ref.url)) references.set(ref.url, ref);
}

/** Asks an address once; redirects are reported, not followed (the app in process never does). */
async function answer(url: string): Promise<Answer> {
  const known = answers.get(url);
  if (known) return known;
  const response = await site.request(url);
  const body = new Uint8Array(await response.arrayBuffer());
  const result = {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    bytes: body.byteLength,
    location: response.headers.get("location") ?? "",
  };
  answers.set(url, result);
  return result;
}

/** A page's answer; a redirect is a problem. */
async function page(url: string): Promise<{ status: number; problem?: string }> {
  const first = await answer(url);
  if (first.status >= 300 && first.status < 400) {
    return { status: first.status, problem: `redirects to ${first.location}` };
  }
  return { status: first.status };
}

/** Keeps a page's answer, notes a redirect and gathers what the page names. */
function keep(url: string, drawn: SiteAnswer) {
  const type = drawn.response.headers.get("content-type") ?? "";
  const location = drawn.response.headers.get("location") ?? "";
  const bytes = new TextEncoder().encode(drawn.html).byteLength;
  answers.set(url, { status: drawn.status, type, bytes, location });
  if (drawn.status >= 300 && drawn.status < 400) problems.push(`${url} redirects to ${location}`);
  if (!type.startsWith("text/html")) return;
  add(referencesOf(drawn.document, url));
  const named = drawn.all('link[rel="stylesheet"]').map((link) => link.getAttribute("href"));
  stylesheets.set(url, new Set(named).size);
}

beforeAll(async () => {
  site = await crawledSite();
  // The page search's results are drawn by the browser, so its targets are checked too.
  for (const entry of searchEntries) {
    const url = entry.to && internal(entry.to, siteOrigin);
    if (url) add([{ url, kind: "page", from: `${siteOrigin}/ (page search)` }]);
  }
  // An album's old /SubGallery?id= address only leads to its own page, which the site links;
  // the missing page links its missing twin in the other language.
  for (const { address, route, list, answer: drawn } of await crawl(site)) {
    if (route === "/SubGallery" || (!route && !list)) continue;
    const url = new URL(address, siteOrigin).href;
    crawled.add(url);
    keep(url, drawn);
  }
  // Then the pages they link to, and theirs, up to 500 pages in all.
  const queue = () =>
    [...references.values()].filter((ref) => ref.kind === "page" && !crawled.has(ref.url));
  for (let next = queue(); next.length > 0 && crawled.size < 500; next = queue()) {
    for (const ref of next.slice(0, 500 - crawled.size)) {
      crawled.add(ref.url);
      keep(ref.url, await site.page(ref.url));
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
      expect((await answer(siteOrigin + missing)).status, missing).toBe(404);
    }
    expect((await page(siteOrigin + "/aboutus")).problem).toBe("redirects to /AboutUs");
  });

  it("reaches every route of spec 2.1 and what they link to", () => {
    const paths = new Set([...crawled].map((url) => new URL(url).pathname));
    for (const route of pages.filter((p) => p.path !== "/SubGallery")) {
      expect(paths, route.path).toContain(route.path);
    }
    // The albums, and the items of every list, are reached through their links.
    const linked = [...references.values()]
      .filter((ref) => ref.kind === "page")
      .map((ref) => new URL(ref.url).pathname);
    for (const list of Object.values(itemLists)) {
      const reached = linked.filter((path) => path.startsWith(`${list}/`));
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

  // A thousand addresses, most of them pictures resized in this process: more than a minute.
  it("serves every picture, icon, script, style sheet and file that a page names", async () => {
    const failed: string[] = [];
    const rest = [...references.values()].filter((ref) => ref.kind !== "page");
    // A few at a time: pictures are resized on the test's own two cores.
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
  }, 240_000);
});

// Each style sheet a first visit waits for is a request before the page is drawn.
describe("stylesheets", () => {
  it("no page names more than six, item pages included", () => {
    const over = [...stylesheets].filter(([, count]) => count > maxStylesheets);
    expect(over).toEqual([]);
    const items = [...stylesheets.keys()].filter((url) =>
      Object.values(itemLists).some((list) => new URL(url).pathname.startsWith(`${list}/`)),
    );
    expect(items.length).toBeGreaterThan(Object.keys(itemLists).length);
  });
});
