import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { isPageAddress, pathIn } from "#contracts/languages.ts";
import { desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";
import { sitemapXmlOf } from "../support/sitemap.ts";

// The site in Hindi (issue 37): each kind of page at its twin address under /hi, in the
// visitor's language with the right `lang`, leading to its twin and back, remembered for the
// next visit; the school's words shown in English where it has no Hindi yet, said so and marked;
// and the office's list of what to translate after an English change.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const devanagari = /[\u0900-\u097f]/;

interface PublicNews {
  _id: string;
  category: string;
  slug: string;
  title: string;
  hi?: { fields: Record<string, string> };
}

/** The school's news and notices as the API sends them, each with its Hindi if it has one. */
const allNews = async () =>
  (await (await fetch(`${baseUrl}/api/news/all/HLCA`)).json()) as PublicNews[];

// A news item the demo school has not written in Hindi, and one it has.
let newsItem = "";
let hindiNewsItem = "";
beforeAll(async () => {
  const sitemap = await sitemapXmlOf(baseUrl);
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]*\/News\/[^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  const news = (await allNews()).filter((item) => listed.has(`/News/${item.slug}`));
  newsItem = `/News/${news.find((item) => !item.hi)!.slug}`;
  hindiNewsItem = `/News/${news.find((item) => item.hi?.fields.title)!.slug}`;
});

/** What a Hindi page says of itself and of its twin, read with scripts off. */
async function readPage(page: Page, address: string) {
  const response = await page.goto(baseUrl + address);
  expect(response?.status(), address).toBeLessThan(400);
  return page.evaluate(() => {
    const href = (selector: string) =>
      [...document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>(selector)].map((link) =>
        link.getAttribute("href"),
      );
    return {
      lang: document.documentElement.lang,
      canonical: href('link[rel="canonical"]'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
      languageLink: href("header a[hreflang]:not(link)"),
      languageLinkLang: document.querySelector("header a[hreflang]")?.getAttribute("lang"),
      menu: href('nav[aria-label] a[href^="/"]'),
      heading: document.querySelector("h1")?.textContent ?? "",
      note: document.querySelector('main [role="note"]')?.textContent ?? "",
      english: [...document.querySelectorAll('main [lang="en-IN"]')].map((e) => e.textContent),
    };
  });
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
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    const hindi =
      pathIn(at.split("?")[0]!, "hi") + (at.includes("?") ? `?${at.split("?")[1]}` : "");
    const english = await readPage(page, at);
    const read = await readPage(page, hindi);
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
    await context.close();
  });

  it("shows the school's words in English where it has no Hindi, marked and said so", async () => {
    const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    const missing = await readPage(page, "/hi/Vision");
    expect(missing.heading).toMatch(devanagari);
    expect(missing.note).toMatch(devanagari);
    expect(missing.english.join(" ")).toMatch(/[a-z]{4}/);

    const written = await readPage(page, "/hi/SchoolFees");
    expect(written.note).toBe("");
    expect(written.english).toEqual([]);

    // The home page: the school's notices, news and events marked English, and nothing else.
    const home = await readPage(page, "/hi");
    expect(home.english.length).toBeGreaterThan(3);
    expect(home.english.join(" ")).not.toMatch(devanagari);

    // An item: its title and words are the school's English, marked; the frame is Hindi.
    const item = await readPage(page, pathIn(newsItem, "hi"));
    expect(item.note).toMatch(devanagari);
    expect(item.english[0]).toBe(item.heading);
    expect(await page.locator("main dt").first().textContent()).toMatch(devanagari);

    // One the school wrote in Hindi: in Hindi, nothing said of English, its English twin in English.
    const inHindi = await readPage(page, pathIn(hindiNewsItem, "hi"));
    expect(inHindi.heading).toMatch(devanagari);
    expect(inHindi.note).toBe("");
    expect(inHindi.english).not.toContain(inHindi.heading);
    const other = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    const english = await readPage(other.page, hindiNewsItem);
    expect(english.heading).not.toMatch(devanagari);
    await other.context.close();

    // Its list: the Hindi title where there is one, the English ones marked.
    const list = await readPage(page, "/hi/News");
    expect(list.english).not.toContain(inHindi.heading);
    expect(list.english).toContain(item.heading);
    await context.close();
  });
});

describe("the school's own words", () => {
  it("are in Hindi on the Hindi pages where its settings give them", async () => {
    const { settings } = (await (await fetch(`${baseUrl}/api/settings/HLCA`)).json()) as {
      settings: { city: string; tagline: string; hi?: { city?: string } };
    };
    const hindiCity = settings.hi!.city!;
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(baseUrl + "/SchoolFees");
    expect(await page.locator("header").textContent()).toContain(settings.city);
    await page.goto(baseUrl + "/hi/SchoolFees");
    const header = await page.locator("header").textContent();
    expect(header).toContain(hindiCity);
    expect(header).not.toContain(settings.city);
    await context.close();
  });
});

describe("the language link", () => {
  it("leads to the twin and back without JavaScript, and is remembered for the next visit", async () => {
    const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto(baseUrl + "/SchoolFees");
    await page.locator('header a[hreflang="hi-IN"]').click();
    expect(new URL(page.url()).pathname).toBe("/hi/SchoolFees");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");

    // The next visit, by a typed address or a bookmark, opens in Hindi.
    await page.goto(baseUrl + "/Admission");
    expect(new URL(page.url()).pathname).toBe("/hi/Admission");

    // Back to English by the link: English is remembered instead.
    await page.locator('header a[hreflang="en-IN"]').click();
    expect(new URL(page.url()).pathname).toBe("/Admission");
    await page.goto(baseUrl + "/SchoolTiming");
    expect(new URL(page.url()).pathname).toBe("/SchoolTiming");
    await context.close();
  });

  it("is in the phone's one header row and nothing scrolls sideways at 320 px", async () => {
    const { page, context } = await openPage(browser(), {
      ...phone,
      viewport: { width: 320, height: 640 },
    });
    for (const at of ["/hi/SchoolFees", "/SchoolFees"]) {
      await page.goto(baseUrl + at);
      const link = page.locator("header a[hreflang]");
      expect(await link.isVisible(), at).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, at).toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    }
    await context.close();
  });
});

describe("search in Hindi", () => {
  it("finds a page by its Hindi name", async () => {
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(baseUrl + `/hi/Search?q=${encodeURIComponent("शुल्क")}`);
    const found = await page.locator('main a[href^="/hi/"]').allTextContents();
    expect(found.join(" ")).toMatch(/शुल्क/);
    await context.close();
  });

  it("finds an item by a word of its Hindi title, and names it in Hindi", async () => {
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    const item = (await allNews()).find((news) => `/News/${news.slug}` === hindiNewsItem)!;
    const title = item.hi!.fields.title!;
    const word = title.split(" ").find((part) => part.length > 4)!;
    await page.goto(baseUrl + `/hi/Search?q=${encodeURIComponent(word)}`);
    const link = page.locator(`main a[href="${pathIn(hindiNewsItem, "hi")}"]`);
    expect(await link.textContent()).toBe(title);
    // Its result is not marked English; a result with no Hindi would be.
    expect(await link.evaluate((a) => a.closest("[lang]")?.getAttribute("lang"))).toBe("hi-IN");
    await context.close();
  });
});

describe("feeds and the calendar in Hindi", () => {
  it("each feed and the events calendar in Hindi, named by the Hindi pages' heads", async () => {
    const item = (await allNews()).find((news) => `/News/${news.slug}` === hindiNewsItem)!;
    const rss = await (await fetch(`${baseUrl}/feeds/hi/news.rss`)).text();
    expect(rss).toContain("<language>hi-IN</language>");
    expect(rss).toContain(`<title><![CDATA[${item.hi!.fields.title}]]></title>`);
    expect(rss).toContain(`/hi/News/${item.slug}</link>`);
    const english = await (await fetch(`${baseUrl}/feeds/news.rss`)).text();
    expect(english).toContain("<language>en-IN</language>");
    expect(english).not.toContain(item.hi!.fields.title);

    const events = (await (await fetch(`${baseUrl}/api/events/All/HLCA`)).json()) as {
      slug: string;
      hi?: { fields: { title?: string } };
    }[];
    const event = events.find((one) => one.hi?.fields.title)!;
    // Its lines unfolded (RFC 5545 folds them at 75 octets).
    const calendar = (await (await fetch(`${baseUrl}/feeds/hi/events.ics`)).text()).replace(
      /\r\n[ \t]/g,
      "",
    );
    expect(calendar).toContain(`SUMMARY:${event.hi!.fields.title}`);
    expect(calendar).toContain(`/hi/Events/${event.slug}`);

    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(baseUrl + "/hi/News");
    expect(
      await page
        .locator('head link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute("href"),
    ).toBe("/feeds/hi/news.rss");
    await page.goto(baseUrl + "/hi/Events");
    expect(await page.locator('a[href^="webcal:"]').getAttribute("href")).toMatch(
      /\/feeds\/hi\/events\.ics$/,
    );
    await context.close();
  });
});

describe("the office's Hindi", () => {
  it("lists a page whose English changed, beside which its Hindi is brought up to date", async () => {
    const { page, context } = await openPage(browser(), phone);
    await signIn(page, baseUrl, "editor");

    // An English change to a page that has its Hindi.
    await page.goto(baseUrl + "/office/pages/ToTheParents");
    const description = page.getByLabel("Description");
    await description.fill(`${await description.inputValue()} Read with your child each evening.`);
    await page.getByRole("button", { name: "Publish now" }).first().click();
    await page.getByRole("status").filter({ hasText: "Published" }).waitFor();

    // The Hindi page now says its English is newer, with a link to it.
    await page.goto(baseUrl + "/hi/ToTheParents");
    const note = page.locator('main [role="note"]');
    expect(await note.textContent()).toMatch(devanagari);
    expect(await note.getByRole("link").getAttribute("href")).toBe("/ToTheParents");

    // The office lists it first, newest English change first.
    await page.goto(baseUrl + "/office/translations");
    const first = page.locator("tbody tr").first();
    expect(await first.locator('td[data-label="Page"]').textContent()).toBe("To the Parents");
    await expectAccessible(page);
    await first.getByRole("link", { name: /Bring up to date/ }).click();

    // Beside the English on the site, the Hindi is brought up to date and published.
    expect(
      await page.getByText(/The English has changed since this Hindi was written/).count(),
    ).toBe(1);
    expect(await page.locator("details[lang='en-IN'] summary").textContent()).toMatch(/English/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish now" }).first().click();
    await page.getByRole("status").filter({ hasText: "Published" }).waitFor();
    expect(new URL(page.url()).searchParams.get("language")).toBe("hi");

    await page.goto(baseUrl + "/office/translations");
    const listed = await page.locator('td[data-label="Page"]').allTextContents();
    expect(listed).not.toContain("To the Parents");
    await page.goto(baseUrl + "/hi/ToTheParents");
    expect(await page.locator('main [role="note"]').count()).toBe(0);
    await context.close();
  });

  it("writes an item's Hindi beside its English, and lists it again once its English changes", async () => {
    const { page, context } = await openPage(browser(), phone);
    await signIn(page, baseUrl, "editor");
    // The oldest notice the school has not written in Hindi.
    const notice = (await allNews())
      .filter((item) => item.category === "NoticeBoard" && !item.hi)
      .at(-1)!;
    const hindiPage = `/hi/NoticeBoard/${notice.slug}`;

    await page.goto(baseUrl + `/office/records/news/${notice._id}`);
    await page.getByRole("link", { name: "Write the Hindi" }).click();
    await expectAccessible(page);
    // The English to write from is above the Hindi field.
    expect(await page.locator("#field-title-english [lang='en-IN']").textContent()).toBe(
      notice.title,
    );
    await page.getByLabel("Title in Hindi").fill("विद्यालय की वार्षिक पत्रिका के लिए रचनाएँ आमंत्रित");
    await page.getByRole("button", { name: "Publish the Hindi" }).click();
    await page.getByRole("status").filter({ hasText: "The Hindi is on the site" }).waitFor();

    await page.goto(baseUrl + hindiPage);
    expect(await page.locator("h1").textContent()).toBe(
      "विद्यालय की वार्षिक पत्रिका के लिए रचनाएँ आमंत्रित",
    );
    expect(await page.locator("h1 [lang='en-IN']").count()).toBe(0);

    // Its English title changes: the Hindi page says its English is newer, and the office lists it.
    await page.goto(baseUrl + `/office/records/news/${notice._id}`);
    await page.getByLabel("Title (required)").fill(`${notice.title} (revised)`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved and published" }).waitFor();
    await page.goto(baseUrl + hindiPage);
    const note = page.locator('main [role="note"]');
    expect(await note.getByRole("link").getAttribute("href")).toBe(`/NoticeBoard/${notice.slug}`);

    await page.goto(baseUrl + "/office/translations");
    const row = page.locator("tbody tr").filter({ hasText: `${notice.title} (revised)` });
    expect(await row.locator('td[data-label="Hindi"]').textContent()).toMatch(/Older/);
    await expectAccessible(page);
    await row.getByRole("link", { name: /Bring up to date/ }).click();
    expect(await page.getByText(/changed since the Hindi was written/).count()).toBe(1);
    await context.close();
  });
});
