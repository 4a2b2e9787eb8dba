import { beforeAll, describe, expect, it } from "vitest";
import { headOf, jsonLdOf } from "../support/page-head.ts";
import { named, shown } from "../support/reading.ts";
import { referencesOf } from "../support/references.ts";
import { siteInProcess, siteOrigin, type Site, type SiteAnswer } from "../support/site.ts";
import { sitemapXmlOf } from "../support/sitemap.ts";

// Each notice, news item, event, circular, datesheet and album has a page of its own: reached
// from its list's card, drawn on the server, told to link previews and search engines, and
// listed in the sitemap. All of it is the HTML the server sends, as a browser without
// JavaScript follows it; that the page passes axe at two widths is tests/e2e/item-pages.test.ts's.

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

let site: Site;
beforeAll(async () => {
  // A loaded test machine may keep the API past its 500 ms; the page must not turn into a 503.
  site = await siteInProcess({ env: { API_TIMEOUT_MS: "5000" } });
});

async function list(path: string): Promise<Listed[]> {
  return (await (await site.request(`/api/${path}/HLCA`)).json()) as Listed[];
}

/** What a browser would fail to load of a page: the files it names that do not answer 2xx. */
async function unloaded(page: SiteAnswer, address: string): Promise<string[]> {
  const files = referencesOf(page.document, new URL(address, siteOrigin).href).filter(
    (ref) => ref.kind !== "page",
  );
  const statuses = await Promise.all(
    files.map(async (ref) => (await site.request(ref.url)).status),
  );
  return files.flatMap((ref, i) =>
    statuses[i]! >= 200 && statuses[i]! < 300 ? [] : [`${ref.url} answers ${statuses[i]}`],
  );
}

describe("an item's own page", () => {
  it("is reached from its card on the list, without JavaScript", async () => {
    const news = (await list("news/all")).find((item) => item.category === "News")!;
    const cards = await site.page("/News");
    const [card] = shown(cards.document, "a[href]", news.title);
    const address = card!.getAttribute("href")!;
    expect(new URL(address, siteOrigin).pathname).toBe(`/News/${news.slug}`);
    const page = await site.page(address);
    expect(page.all("h1").map((heading) => heading.textContent)).toEqual([news.title]);
    const crumbs = named(page.document, "nav", "Breadcrumb");
    expect(named(crumbs, "a[href]", "News").getAttribute("href")).toBe("/News");
    // Shared by a WhatsApp link that needs no script.
    const whatsApp = named(page.document, "a[href]", /WhatsApp/).getAttribute("href");
    expect(decodeURIComponent(whatsApp!)).toContain(`/News/${news.slug}`);
    // What the browser without scripts loads of it, it finds.
    expect(await unloaded(page, address)).toEqual([]);
  });

  it("tells link previews its own picture and search engines a NewsArticle and its breadcrumb", async () => {
    const news = (await list("news/all")).find(
      (item) => item.category === "News" && item.image?.length,
    )!;
    const page = await site.page(`/News/${news.slug}`);
    expect(page.status).toBe(200);
    const head = headOf(page);
    expect(head.meta("og:type")[0]).toBe("article");
    expect(head.meta("og:url")[0]).toMatch(new RegExp(`/News/${news.slug}$`));
    // Its own picture, not the site's card.
    expect(head.meta("og:image")[0]).toContain(encodeURI(news.image![0]!.split("/").at(-1)!));
    const blocks = jsonLdOf(page);
    const article = blocks.find((block) => block["@type"] === "NewsArticle");
    expect(article).toMatchObject({ headline: news.title });
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((step) => step.name)).toEqual(["Home", "News", news.title]);
  });

  it("gives an event its last day and an album its photos", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    const described = jsonLdOf(await site.page(`/Events/${event.slug}`)).find(
      (block) => block["@type"] === "Event",
    );
    expect(described).toMatchObject({
      name: event.title,
      endDate: event.endDate ?? expect.any(String),
    });

    const album = (await list("gallery/All")).find((item) => item.attachments.length > 2)!;
    const page = await site.page(`/Gallery/${album.slug}`);
    expect(page.all("main ul img").length).toBe(album.attachments.length);
  });

  it("opens a circular's PDF from its page, and its tile links the page", async () => {
    const datesheet = (await list("circular/all")).find((item) => item.category === "Datesheet")!;
    const tiles = await site.page("/Datesheet");
    const details = named(tiles.document, "a[href]", `Details and sharing for ${datesheet.title}`);
    const address = details.getAttribute("href")!;
    expect(new URL(address, siteOrigin).pathname).toBe(`/Datesheet/${datesheet.slug}`);
    const page = await site.page(address);
    const pdf = named(page.document, "a[href]", /^Datesheet \(PDF, \d+ KB\)/).getAttribute("href");
    const file = await site.request(pdf!);
    expect(file.headers.get("content-type")).toBe("application/pdf");
  });

  it("sends a notice's old address under another list to its list, and an unknown one to not found", async () => {
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    const moved = await site.request(`/News/${notice.slug}`);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, siteOrigin).pathname).toBe(
      `/NoticeBoard/${notice.slug}`,
    );
    // Typed by hand with other casing, it lands on its page in one step.
    for (const typed of [
      `/noticeboard/${notice.slug}`,
      `/NoticeBoard/${notice.slug!.toUpperCase()}`,
    ]) {
      const answer = await site.request(typed);
      expect(answer.status, typed).toBe(301);
      expect(new URL(answer.headers.get("location")!, siteOrigin).pathname).toBe(
        `/NoticeBoard/${notice.slug}`,
      );
    }
    expect((await site.request("/News/2026-01-01-no-such-item")).status).toBe(404);
    expect((await site.request("/Events/..%2F..%2Fetc")).status).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists every item's page with its last change", async () => {
    const xml = await sitemapXmlOf((path) => site.request(path));
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
