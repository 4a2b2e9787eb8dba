import { beforeAll, describe, expect, it } from "vitest";
import { isPageAddress, pathIn } from "#contracts/languages.ts";
import { crawl, type Crawled, crawledSite } from "../../support/crawl.ts";
import { hrefs } from "../../support/reading.ts";
import { type Site, type SiteAnswer } from "../../support/site.ts";
import { sitemapPaths } from "../../support/sitemap.ts";

// The site in Hindi (issue 37) as the server sends it: each kind of page at its twin address
// under /hi, with the right `lang`, its own canonical address and its twin's, and a menu that
// stays in Hindi; the school's words shown in English where it has no Hindi yet, said so and
// marked; search, feeds and the calendar in Hindi. The language link followed and remembered,
// its place on a phone, and the office's translations are tests/e2e/hindi.test.ts's.

const devanagari = /[\u0900-\u097f]/;

interface PublicNews {
  _id: string;
  category: string;
  slug: string;
  title: string;
  hi?: { fields: Record<string, string> };
}

let site: Site;
let crawled: Crawled[];
// A news item the demo school has not written in Hindi, and one it has.
let newsItem = "";
let hindiNewsItem = "";

/** The school's news and notices as the API sends them, each with its Hindi if it has one. */
const allNews = async () =>
  (await (await site.request("/api/news/all/HLCA")).json()) as PublicNews[];

beforeAll(async () => {
  site = await crawledSite();
  crawled = await crawl(site);
  const listed = new Set(await sitemapPaths((path) => site.request(path)));
  const news = (await allNews()).filter((item) => listed.has(`/News/${item.slug}`));
  newsItem = `/News/${news.find((item) => !item.hi)!.slug}`;
  hindiNewsItem = `/News/${news.find((item) => item.hi?.fields.title)!.slug}`;
});

/** A page as a browser without scripts ends on it: the crawl's copy, or asked, redirects followed. */
async function visit(address: string): Promise<SiteAnswer> {
  const drawn = crawled.find((page) => page.address === address)?.answer;
  let answer = drawn ?? (await site.page(address));
  for (let hops = 0; hops < 5 && answer.response.headers.has("location"); hops++) {
    answer = await site.page(answer.response.headers.get("location")!);
  }
  expect(answer.status, address).toBeLessThan(400);
  return answer;
}

/** What a page says of itself and of its twin. */
async function readPage(address: string) {
  const page = await visit(address);
  const languageLinks = page.all("header a[hreflang]");
  return {
    page,
    lang: page.document.documentElement.getAttribute("lang"),
    canonical: hrefs(page.all('link[rel="canonical"]')),
    alternates: page
      .all('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    languageLink: hrefs(languageLinks),
    languageLinkLang: languageLinks[0]?.getAttribute("lang"),
    menu: hrefs(page.all('nav[aria-label] a[href^="/"]')),
    heading: page.document.querySelector("h1")?.textContent ?? "",
    note: page.document.querySelector('main [role="note"]')?.textContent ?? "",
    english: page.all('main [lang="en-IN"]').map((element) => element.textContent),
  };
}

describe("each kind of page in Hindi", () => {
  // Its English address, and its twin's.
  const kinds = [
    ["the home page", "/"],
    ["a page the school wrote in Hindi", "/SchoolFees"],
    ["a page it has not", "/Vision"],
    ["a list", "/News?year=2026"],
    ["a message", "/PrincipalMessage"],
    ["circulars", "/Circular"],
    ["the enquiry form", "/ContactUs"],
    ["the certificate lookup", "/Tc"],
    ["the search", "/Search?q=fees"],
  ] as const;

  it.each(kinds)("%s: lang, its own canonical, its twin and the menu in Hindi", async (_, at) => {
    const hindi =
      pathIn(at.split("?")[0]!, "hi") + (at.includes("?") ? `?${at.split("?")[1]}` : "");
    const english = await readPage(at);
    const read = await readPage(hindi);
    const origin = new URL(read.canonical[0]!).origin;
    const bare = (address: string) => address.split("?")[0]!;
    expect(read.lang).toBe("hi-IN");
    // Its own address is its canonical one; its English twin is its alternate, and the default.
    if (!at.includes("?q=")) expect(read.canonical).toEqual([origin + bare(hindi)]);
    expect(Object.fromEntries(read.alternates)).toMatchObject({
      "en-IN": origin + bare(at),
      "hi-IN": origin + bare(hindi),
      "x-default": origin + bare(at),
    });
    // The header's language link leads to the same page in English, query kept, and says so.
    expect(read.languageLink).toEqual([at]);
    expect(read.languageLinkLang).toBe("en");
    // Every page the menus lead to stays in Hindi.
    const pages = read.menu.filter((href) => isPageAddress(href!));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((href) => !/^\/hi(\/|$)/.test(href!))).toEqual([]);
    // The home page's heading is the school's name, as the school writes it.
    if (at !== "/") expect(read.heading).toMatch(devanagari);

    expect(english.lang).toBe("en-IN");
    expect(english.languageLink).toEqual([hindi]);
    expect(english.languageLinkLang).toBe("hi");
    expect(english.menu.filter((href) => /^\/hi(\/|$)/.test(href!))).toEqual([]);
  });

  it("shows the school's words in English where it has no Hindi, marked and said so", async () => {
    const missing = await readPage("/hi/Vision");
    expect(missing.heading).toMatch(devanagari);
    expect(missing.note).toMatch(devanagari);
    expect(missing.english.join(" ")).toMatch(/[a-z]{4}/);

    const written = await readPage("/hi/SchoolFees");
    expect(written.note).toBe("");
    expect(written.english).toEqual([]);

    // The home page: the school's notices, news and events marked English, and nothing else.
    const home = await readPage("/hi");
    expect(home.english.length).toBeGreaterThan(3);
    expect(home.english.join(" ")).not.toMatch(devanagari);

    // An item: its title and words are the school's English, marked; the frame is Hindi.
    const item = await readPage(pathIn(newsItem, "hi"));
    expect(item.note).toMatch(devanagari);
    expect(item.english[0]).toBe(item.heading);
    expect(item.page.one("main dt").textContent).toMatch(devanagari);

    // One the school wrote in Hindi: in Hindi, nothing said of English, its English twin in English.
    const inHindi = await readPage(pathIn(hindiNewsItem, "hi"));
    expect(inHindi.heading).toMatch(devanagari);
    expect(inHindi.note).toBe("");
    expect(inHindi.english).not.toContain(inHindi.heading);
    const english = await readPage(hindiNewsItem);
    expect(english.heading).not.toMatch(devanagari);

    // Its list: the Hindi title where there is one, the English ones marked.
    const list = await readPage("/hi/News");
    expect(list.english).not.toContain(inHindi.heading);
    expect(list.english).toContain(item.heading);
  });
});

describe("the school's own words", () => {
  it("are in Hindi on the Hindi pages where its settings give them", async () => {
    const { settings } = (await (await site.request("/api/settings/HLCA")).json()) as {
      settings: { city: string; tagline: string; hi?: { city?: string } };
    };
    const hindiCity = settings.hi!.city!;
    const english = await visit("/SchoolFees");
    expect(english.one("header").textContent).toContain(settings.city);
    const header = (await visit("/hi/SchoolFees")).one("header").textContent;
    expect(header).toContain(hindiCity);
    expect(header).not.toContain(settings.city);
  });
});

describe("search in Hindi", () => {
  it("finds a page by its Hindi name", async () => {
    const page = await visit(`/hi/Search?q=${encodeURIComponent("शुल्क")}`);
    const found = page.all('main a[href^="/hi/"]').map((link) => link.textContent);
    expect(found.join(" ")).toMatch(/शुल्क/);
  });

  it("finds an item by a word of its Hindi title, and names it in Hindi", async () => {
    const item = (await allNews()).find((news) => `/News/${news.slug}` === hindiNewsItem)!;
    const title = item.hi!.fields.title!;
    const word = title.split(" ").find((part) => part.length > 4)!;
    const page = await visit(`/hi/Search?q=${encodeURIComponent(word)}`);
    const links = page.all(`main a[href="${pathIn(hindiNewsItem, "hi")}"]`);
    expect(links.length).toBe(1);
    expect(links[0]!.textContent).toBe(title);
    // Its result is not marked English; a result with no Hindi would be.
    expect(links[0]!.closest("[lang]")?.getAttribute("lang")).toBe("hi-IN");
  });
});

describe("feeds and the calendar in Hindi", () => {
  it("each feed and the events calendar in Hindi, named by the Hindi pages' heads", async () => {
    const item = (await allNews()).find((news) => `/News/${news.slug}` === hindiNewsItem)!;
    const rss = await (await site.request("/feeds/hi/news.rss")).text();
    expect(rss).toContain("<language>hi-IN</language>");
    expect(rss).toContain(`<title><![CDATA[${item.hi!.fields.title}]]></title>`);
    expect(rss).toContain(`/hi/News/${item.slug}</link>`);
    const english = await (await site.request("/feeds/news.rss")).text();
    expect(english).toContain("<language>en-IN</language>");
    expect(english).not.toContain(item.hi!.fields.title);

    const events = (await (await site.request("/api/events/All/HLCA")).json()) as {
      slug: string;
      hi?: { fields: { title?: string } };
    }[];
    const event = events.find((one) => one.hi?.fields.title)!;
    // Its lines unfolded (RFC 5545 folds them at 75 octets).
    const calendar = (await (await site.request("/feeds/hi/events.ics")).text()).replace(
      /\r\n[ \t]/g,
      "",
    );
    expect(calendar).toContain(`SUMMARY:${event.hi!.fields.title}`);
    expect(calendar).toContain(`/hi/Events/${event.slug}`);

    const feeds = (await visit("/hi/News")).all(
      'head link[rel="alternate"][type="application/rss+xml"]',
    );
    expect(feeds.map((link) => link.getAttribute("href"))).toEqual(["/feeds/hi/news.rss"]);
    const calendars = (await visit("/hi/Events")).all('a[href^="webcal:"]');
    expect(calendars.length).toBe(1);
    expect(calendars[0]!.getAttribute("href")).toMatch(/\/feeds\/hi\/events\.ics$/);
  });
});
