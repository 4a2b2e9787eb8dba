import { pages } from "#app/pages.ts";
import { itemLists } from "#contracts/item-paths.ts";
import { pathIn } from "#contracts/languages.ts";
import { siteInProcess, type Site, type SiteAnswer } from "./site.ts";
import { sitemapPaths } from "./sitemap.ts";

// One walk of the public site in process, shared by every check of what the server sends (head,
// links, images, tables, the Nu HTML Checker): each route of app/pages.ts in both languages, the
// missing page, and the first item of each list the sitemap names. The checks that read it are
// one test file (tests/pages/crawl.test.ts), so the site is drawn once a run.

export interface Crawled {
  /** What the document is, for a failure's message: its address, or a name of its state. */
  name: string;
  /** The address it was asked at. */
  address: string;
  language: "en" | "hi";
  /** The route of app/pages.ts it is, where it is one. */
  route?: string;
  /** The list it is an item of, where it is one. */
  list?: string;
  answer: SiteAnswer;
}

/** The address a route is visited at: the pages that need a query get one. */
export function visitedAt(path: string, albumId: string): string {
  if (path === "/SubGallery") return `${path}?id=${albumId}`;
  if (path === "/Search") return `${path}?q=school`;
  return path;
}

let crawled: Promise<Site> | undefined;

/**
 * The site the crawl checks read, made once per process: configured as `server/main.ts`
 * configures a school's server with SMTP_URL set, mail on (so /Subscribe offers its form) and the
 * secret it always has, which the office's channels page seals accounts with.
 */
export function crawledSite(): Promise<Site> {
  crawled ??= siteInProcess({
    app: { mailEnabled: true, secret: "crawled-site-office-secret-".repeat(2) },
  });
  return crawled;
}

const walks = new WeakMap<Site, Promise<Crawled[]>>();

/** The site's documents, drawn once per site. */
export function crawl(site: Site): Promise<Crawled[]> {
  let walked = walks.get(site);
  if (!walked) walks.set(site, (walked = walk(site)));
  return walked;
}

async function walk(site: Site): Promise<Crawled[]> {
  const albums = (await (await site.request("/api/gallery/HLCA")).json()) as { _id: string }[];
  const albumId = albums[0]!._id;
  const found: Crawled[] = [];
  const add = async (entry: Omit<Crawled, "answer">) => {
    let answer = await site.page(entry.address);
    // An old address (/SubGallery?id=…) leads to the page it names, which is what is read.
    for (let hops = 0; hops < 3 && answer.response.headers.has("location"); hops++) {
      answer = await site.page(answer.response.headers.get("location")!);
    }
    found.push({ ...entry, answer });
  };
  for (const { path } of pages.filter((page) => page.module)) {
    const address = visitedAt(path, albumId);
    await add({ name: address, address, language: "en", route: path });
    const hindi = pathIn(address, "hi");
    await add({ name: hindi, address: hindi, language: "hi", route: path });
  }
  await add({ name: "a missing page", address: "/no-such-page", language: "en" });
  await add({ name: "a missing Hindi page", address: "/hi/no-such-page", language: "hi" });
  const located = await sitemapPaths((path) => site.request(path));
  for (const [list, path] of Object.entries(itemLists)) {
    const item = located.find((address) => address.startsWith(`${path}/`));
    if (!item) continue;
    await add({ name: `an item of ${list}`, address: item, language: "en", list });
    const hindi = pathIn(item, "hi");
    await add({ name: `a Hindi item of ${list}`, address: hindi, language: "hi", list });
  }
  return found;
}
