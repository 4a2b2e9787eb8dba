import { describe, expect, inject, it } from "vitest";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";
import { sitemapXmlOf } from "../support/sitemap.ts";

// Each notice, news item, event, circular, datesheet and album has a page of its own: reached
// from its list's card, drawn on the server, told to link previews and search engines, and
// listed in the sitemap.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Listed {
  _id: string;
  title: string;
  slug?: string;
  category?: string;
  endDate?: string;
  image?: string[];
  images?: string[];
  attachments: string[];
}

async function list(path: string): Promise<Listed[]> {
  return (await (await fetch(`${baseUrl}/api/${path}/HLCA`)).json()) as Listed[];
}

/** The JSON-LD blocks of a page as the server sends it. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe("an item's own page", () => {
  it("is reached from its card on the list, without JavaScript", async () => {
    const { page, context, problems } = await openPage(browser(), {
      ...desktop,
      javaScriptEnabled: false,
    });
    const news = (await list("news/all")).find((item) => item.category === "News")!;
    await page.goto(`${baseUrl}/News`);
    await page.getByRole("link", { name: news.title, exact: true }).first().click();
    expect(new URL(page.url()).pathname).toBe(`/News/${news.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(news.title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "News" }).getAttribute("href")).toBe("/News");
    // Shared by a WhatsApp link that needs no script.
    const whatsApp = await page.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
    expect(decodeURIComponent(whatsApp!)).toContain(`/News/${news.slug}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("tells link previews its own picture and search engines a NewsArticle and its breadcrumb", async () => {
    const news = (await list("news/all")).find(
      (item) => item.category === "News" && item.image?.length,
    )!;
    const response = await fetch(`${baseUrl}/News/${news.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:url")).toMatch(new RegExp(`/News/${news.slug}$`));
    // Its own picture, not the site's card.
    expect(metaContent(html, "og:image")).toContain(encodeURI(news.image![0]!.split("/").at(-1)!));
    const blocks = jsonLd(html);
    const article = blocks.find((block) => block["@type"] === "NewsArticle");
    expect(article).toMatchObject({ headline: news.title });
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((step) => step.name)).toEqual(["Home", "News", news.title]);
  });

  it("gives an event its last day and an album its photos", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    const html = await (await fetch(`${baseUrl}/Events/${event.slug}`)).text();
    const described = jsonLd(html).find((block) => block["@type"] === "Event");
    expect(described).toMatchObject({
      name: event.title,
      endDate: event.endDate ?? expect.any(String),
    });

    const album = (await list("gallery/All")).find((item) => item.attachments.length > 2)!;
    const { page, context } = await openPage(browser(), desktop);
    await page.goto(`${baseUrl}/Gallery/${album.slug}`);
    expect(await page.locator("main ul img").count()).toBe(album.attachments.length);
    await context.close();
  });

  it("opens a circular's PDF from its page, and its tile links the page", async () => {
    const datesheet = (await list("circular/all")).find((item) => item.category === "Datesheet")!;
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/Datesheet`);
    await page.getByRole("link", { name: `Details and sharing for ${datesheet.title}` }).click();
    expect(new URL(page.url()).pathname).toBe(`/Datesheet/${datesheet.slug}`);
    const pdf = await page
      .getByRole("link", { name: /^Datesheet \(PDF, \d+ KB\)/ })
      .getAttribute("href");
    const file = await fetch(new URL(pdf!, baseUrl));
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await context.close();
  });

  it("sends a notice's old address under another list to its list, and an unknown one to not found", async () => {
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    const moved = await fetch(`${baseUrl}/News/${notice.slug}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, baseUrl).pathname).toBe(
      `/NoticeBoard/${notice.slug}`,
    );
    // Typed by hand with other casing, it lands on its page in one step.
    for (const typed of [
      `/noticeboard/${notice.slug}`,
      `/NoticeBoard/${notice.slug!.toUpperCase()}`,
    ]) {
      const answer = await fetch(baseUrl + typed, { redirect: "manual" });
      expect(answer.status, typed).toBe(301);
      expect(new URL(answer.headers.get("location")!, baseUrl).pathname).toBe(
        `/NoticeBoard/${notice.slug}`,
      );
    }
    expect((await fetch(`${baseUrl}/News/2026-01-01-no-such-item`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/Events/..%2F..%2Fetc`)).status).toBe(404);
  });

  it("has no axe violations at 1280 and 375 px", async () => {
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      await page.goto(`${baseUrl}/NoticeBoard/${notice.slug}`);
      expect(await axeViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(options.viewport!.width);
      await context.close();
    }
  });
});

describe("the sitemap", () => {
  it("lists every item's page with its last change", async () => {
    const xml = await sitemapXmlOf(baseUrl);
    const event = (await list("events/All")).find((item) => item.slug)!;
    expect(xml).toMatch(
      new RegExp(
        `<loc>[^<]*/Events/${event.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`,
      ),
    );
    const album = (await list("gallery/All"))[0]!;
    expect(xml).toContain(`/Gallery/${album.slug}</loc>`);
  });
});
