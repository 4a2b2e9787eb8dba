import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { leadership } from "#content/people.ts";
import { siteImages } from "#content/public-files.ts";
import { site } from "#content/site.ts";
import { fileUrl } from "#app/api/urls.ts";
import { formatDate } from "#contracts/dates.ts";
import {
  axeViolations,
  expectMainImages,
  desktop,
  useBrowser,
  openPage,
  phone,
} from "../support/browser.ts";
import { useProxiedWebsite, type Override } from "../support/proxy-backend.ts";

// The Circular, CBSE Circular and Datesheet pages, the three leadership message pages and one
// gallery album (spec 2.8, 2.10, 2.11, 4, 8): first against the demo data, then through a
// proxy of the demo backend whose calls each test makes fail or answer differently.

const baseUrl = inject("baseUrl");
const school = site.titleName;

interface CircularRecord {
  category: string;
  title: string;
  date: string;
  attachments: string[] | string;
  slug: string;
}
interface MessageRecord {
  category: string;
  name: string;
  attachments: string[] | string;
}
interface GalleryRecord {
  _id: string;
  category: string;
  date: string;
  title: string;
  description: string;
  attachments: string[];
  slug: string;
}

const first = (paths: string[] | string) => (Array.isArray(paths) ? paths[0] : paths);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const browser = useBrowser();

const { override, proxy, website } = useProxiedWebsite(baseUrl);

const filePages = [
  { path: "/Circular", name: "Circular", category: "Circular" },
  { path: "/CBSECircular", name: "CBSE Circular", category: "CBSE-Circular" },
  { path: "/Datesheet", name: "Datesheet", category: "Datesheet" },
];

const messagePages = [
  {
    path: "/PrincipalMessage",
    name: "Principal's Message",
    category: "Principal",
    subtitle: "Principal",
    fallbackName: leadership.principal.name,
  },
  {
    path: "/ManagersMessage",
    name: "Manager's Message",
    category: "Manager",
    subtitle: "Manager",
    fallbackName: leadership.manager.name,
  },
  {
    path: "/FormerPrincipalMessage",
    name: "Former Principal's Message",
    category: "Vice Principal",
    subtitle: "Former Principal",
    fallbackName: leadership.vicePrincipal.name,
  },
];

/** The file tiles of the page: the title, the date, the href and the target of each link. */
async function tiles(page: Page) {
  return (
    page
      .getByRole("main")
      // Each tile's first link opens its file; the second is its own page's.
      .locator("article li > a:first-child")
      .evaluateAll((links) =>
        links.map((a) => {
          const [title, date] = [...a.querySelectorAll(":scope > span")].map((span) =>
            span.textContent?.trim(),
          );
          return { title, date, href: a.getAttribute("href"), target: a.getAttribute("target") };
        }),
      )
  );
}

/** The signature under a message: the name, then the subtitle. */
async function signature(page: Page) {
  const spans = page.locator("main article p").last().locator("span");
  return (await spans.allTextContents()).map((t) => t.trim());
}

/** The page shows images, and every one of them has alt text. */
async function checkImages(page: Page) {
  const images = await expectMainImages(page);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.alt, image.src).toBeTruthy();
}

async function heading(page: Page) {
  return (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
}

async function breadcrumb(page: Page) {
  const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
  return (await crumb.locator("li").allTextContents()).map((t) => t.trim());
}

describe("with the demo data", () => {
  it.each(filePages)(
    "$path lists the $category records as tiles opening the first attachment in a new tab",
    async ({ path, name, category }) => {
      const records = await api<CircularRecord[]>("/api/circular/all/HLCA");
      const expected = records.filter((r) => r.category === category);
      expect(expected.length).toBeGreaterThan(0);
      const { page, context, problems } = await openPage(browser());
      const response = await page.goto(baseUrl + path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${name} - ${school}`);
      expect(await heading(page)).toBe(name);
      expect(await breadcrumb(page)).toEqual(["Home", "Academics", name]);
      const shown = await tiles(page);
      expect(shown).toHaveLength(expected.length);
      expected.forEach((record, i) => {
        expect(shown[i]!.title).toBe(record.title);
        // The date as the office wrote it, then what the file is.
        expect(shown[i]!.date).toMatch(
          new RegExp(`^${record.date.replace(/\./g, "\\.")} · PDF, \\d+ KB$`),
        );
        expect(shown[i]!.href).toBe(fileUrl(first(record.attachments)!));
        expect(shown[i]!.target).toBe("_blank");
      });
      const pages = await page
        .getByRole("main")
        .getByRole("link", { name: /^Details and sharing/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(pages).toEqual(expected.map((record) => `${path}/${record.slug}`));
      expect(await page.locator("main article svg").count()).toBe(expected.length);
      const pdf = await fetch(baseUrl + shown[0]!.href);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(messagePages)(
    "$path shows the first $category message with its photo, name and subtitle",
    async ({ path, name, category, subtitle }) => {
      const records = await api<MessageRecord[]>("/api/principalMessage/HLCA");
      const record = records.find((r) => r.category === category)!;
      expect(record).toBeTruthy();
      const { page, context, problems } = await openPage(browser());
      const response = await page.goto(baseUrl + path);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${name} - ${school}`);
      expect(await heading(page)).toBe(name);
      expect(await breadcrumb(page)).toEqual(["Home", "About Us", name]);
      const main = page.getByRole("main");
      expect(await signature(page)).toEqual([record.name, subtitle]);
      const photo = main.locator("article img");
      expect(await photo.getAttribute("src")).toBe(fileUrl(first(record.attachments)!));
      expect(await photo.getAttribute("alt")).toBe(`${record.name}, ${subtitle}`);
      // The message is HTML: its paragraphs arrive as paragraphs.
      expect(await main.locator("article p").count()).toBeGreaterThan(2);
      await checkImages(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  // Spec 2.11's /SubGallery?id= is now the album's own page (decision 108), to which it leads.
  it("an album's page, reached from /SubGallery, shows its date, count, title, description and photos in a lightbox", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    const album = albums.find((a) => a.attachments.length > 1 && a.description)!;
    expect(album).toBeTruthy();
    const count = album.attachments.length;
    const { page, context, problems } = await openPage(browser());
    const response = await page.goto(`${baseUrl}/SubGallery?id=${album._id}`, {
      waitUntil: "networkidle",
    });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/Gallery/${album.slug}`);
    expect(await page.title()).toBe(`${album.title} - ${school}`);
    expect(await heading(page)).toBe(album.title);
    expect(await breadcrumb(page)).toEqual(["Home", "Gallery", album.title]);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: /^Back to Gallery/ }).getAttribute("href")).toBe(
      "/Gallery",
    );
    const facts = await main
      .locator("dl div")
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((part) => part.textContent?.trim()).join(": ")),
      );
    expect(facts).toEqual([`Date: ${formatDate(album.date)}`, `Photos: ${count}`]);
    expect(await main.getByText(album.description).isVisible()).toBe(true);

    const thumbnails = main.locator("article ul a");
    expect(await thumbnails.count()).toBe(count);
    // Without JavaScript each thumbnail is a link to the full picture.
    expect(await thumbnails.first().getAttribute("href")).toBe(fileUrl(album.attachments[0]!));
    await checkImages(page);

    await thumbnails.first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByText(`(1 of ${count})`).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByText(`(2 of ${count})`).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      fileUrl(album.attachments[0]!),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("accessibility", () => {
  const routes = [...filePages.map((p) => p.path), ...messagePages.map((p) => p.path)];

  it.each(routes)("%s has no axe violation at 1280 and 375 px", async (route) => {
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      await page.goto(baseUrl + route);
      expect(await axeViolations(page), `${route} at ${options.viewport?.width}px`).toEqual([]);
      await context.close();
    }
  });

  it("an album's page has no axe violation at 1280 and 375 px, with the lightbox open too", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    const album = albums.find((a) => a.attachments.length > 1)!;
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      await page.goto(`${baseUrl}/SubGallery?id=${album._id}`, { waitUntil: "networkidle" });
      const width = options.viewport?.width;
      expect(await axeViolations(page), `album at ${width}px`).toEqual([]);
      await page.getByRole("main").locator("article ul a").first().click();
      await page.getByRole("dialog").waitFor();
      expect(await axeViolations(page), `lightbox at ${width}px`).toEqual([]);
      await page.keyboard.press("Escape");
      await page.goto(`${baseUrl}/SubGallery?id=no-such-album`);
      expect(await axeViolations(page), `not found at ${width}px`).toEqual([]);
      await context.close();
    }
  });
});

describe("when the backend fails or has nothing to show", () => {
  const failing = (pattern: RegExp): Override => {
    return (path) => (pattern.test(path) ? { status: 500, body: { error: "down" } } : undefined);
  };
  const answering = (pattern: RegExp, body: unknown): Override => {
    return (path) => (pattern.test(path) ? { status: 200, body } : undefined);
  };
  const placeholder = [{ title: "Title", date: "DD.MM.YY", href: "#", target: "_blank" }];
  // A backend holding these circulars, answering their counts and a page of each category.
  const circularBackend =
    (records: { category: string }[]): Override =>
    (path) => {
      if (!path.startsWith("/api/circular/")) return undefined;
      const counts = Map.groupBy(records, (record) => record.category);
      if (path.includes("/facets")) {
        const values = [...counts].map(([value, of]) => ({ value, count: of.length }));
        return {
          status: 200,
          body: { total: records.length, months: [], values: { category: values } },
        };
      }
      const category = new URL(path, "http://backend.test").searchParams.get("category");
      const body = counts.get(category ?? "") ?? [];
      return { status: 200, body, headers: { "X-Total-Count": String(body.length) } };
    };

  async function tilesAt(path: string) {
    const { page, context } = await openPage(browser());
    const response = await page.goto(website.url + path);
    expect(response?.status()).toBe(200);
    const name = filePages.find((p) => p.path === path)!.name;
    expect(await heading(page)).toBe(name);
    const shown = await tiles(page);
    await context.close();
    return shown;
  }

  it("a failing circular call shows one placeholder tile on all three pages", async () => {
    override.current = failing(/^\/api\/circular\//);
    for (const { path } of filePages) expect(await tilesAt(path), path).toEqual(placeholder);
  });

  it("an empty circular list shows one placeholder tile on all three pages", async () => {
    override.current = circularBackend([]);
    for (const { path } of filePages) expect(await tilesAt(path), path).toEqual(placeholder);
  });

  it("a list without a category: nothing on Circular pages, the placeholder on Datesheet", async () => {
    const circularsOnly = [
      {
        _id: "c1",
        category: "Circular",
        title: "Annual Day rehearsal timings",
        date: "12.01.26",
        attachments: ["HLCA/files/circulars/annual-day.pdf"],
      },
    ];
    override.current = circularBackend(circularsOnly);
    expect(await tilesAt("/Circular")).toEqual([
      {
        title: "Annual Day rehearsal timings",
        // A backend that sends no sizes: the file's kind alone.
        date: "12.01.26 · PDF",
        href: `${proxy.url}/api/image/HLCA/files/circulars/annual-day.pdf`,
        target: "_blank",
      },
    ]);
    expect(await tilesAt("/CBSECircular")).toEqual([]);
    expect(await tilesAt("/Datesheet")).toEqual(placeholder);
  });

  it.each(messagePages)(
    "a failing message call shows the fallback message on $path",
    async ({ path, name, subtitle, fallbackName }) => {
      override.current = failing(/^\/api\/principalMessage\//);
      const { page, context, problems } = await openPage(browser());
      const response = await page.goto(website.url + path);
      expect(response?.status()).toBe(200);
      expect(await heading(page)).toBe(name);
      const main = page.getByRole("main");
      expect(await signature(page)).toEqual([fallbackName, subtitle]);
      expect(await main.locator("article p").count()).toBeGreaterThan(1);
      const src = await main.locator("article img").getAttribute("src");
      expect(src).toBe(fileUrl(`HLCA/${siteImages.principalFallback}`, proxy.url));
      await checkImages(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("a message list without the page's category shows the fallback message", async () => {
    override.current = answering(/^\/api\/principalMessage\//, [
      { _id: "m1", category: "Principal", name: "Sr. Only Principal", message: "<p>Hello</p>" },
    ]);
    const { page, context } = await openPage(browser());
    await page.goto(website.url + "/ManagersMessage");
    expect(await signature(page)).toEqual([leadership.manager.name, "Manager"]);
    await page.goto(website.url + "/PrincipalMessage");
    expect(await signature(page)).toEqual(["Sr. Only Principal", "Principal"]);
    await context.close();
  });

  it("the message HTML is sanitised", async () => {
    override.current = answering(/^\/api\/principalMessage\//, [
      {
        _id: "evil",
        category: "Manager",
        name: "Sr. Test",
        message:
          '<p onmouseover="window.__pwned=1">Welcome<script>window.__pwned=2</script>' +
          '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">Click</a></p>',
        attachments: [],
      },
    ]);
    const { page, context } = await openPage(browser());
    await page.goto(website.url + "/ManagersMessage", { waitUntil: "networkidle" });
    const html = await page.locator("main article").innerHTML();
    expect(html).toContain("Welcome");
    expect(html).not.toMatch(/<script|onmouseover|onerror|javascript:|<img src="x"/i);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    await context.close();
  });

  async function notFound(url: string, status: number, sentence: RegExp) {
    const { page, context } = await openPage(browser());
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    expect(await page.title()).toBe(`Sub Gallery - ${school}`);
    expect(await heading(page)).toBe("Album not found");
    expect(await breadcrumb(page)).toEqual(["Home", "Gallery", "Sub Gallery"]);
    const main = page.getByRole("main");
    expect(await main.getByText(sentence).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: /Go Back/ }).getAttribute("href")).toBe("/Gallery");
    // The frame is still there around it.
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    await context.close();
  }

  it.each([
    ["an unknown id", "?id=6f1c9a52-1d1b-4c3e-9a7e-000000000000"],
    ["a malformed id", "?id=not-an-id"],
    ["an empty id", "?id="],
    ["no id", ""],
  ])("/SubGallery with %s shows 'Album not found' with status 404", async (_, query) => {
    override.current = () => undefined;
    await notFound(`${website.url}/SubGallery${query}`, 404, /no album/i);
    await notFound(`${baseUrl}/SubGallery${query}`, 404, /no album/i);
  });

  it("/SubGallery with a failing call says so, with status 503", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    override.current = failing(/^\/api\/subGallery/);
    await notFound(`${website.url}/SubGallery?id=${albums[0]!._id}`, 503, /try again/i);
  });
});

describe("without JavaScript", () => {
  it("opens a datesheet PDF from its tile", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const pdfs: { status: number; type: string | undefined }[] = [];
    context.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".pdf")) {
        pdfs.push({ status: response.status(), type: response.headers()["content-type"] });
      }
    });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Datesheet");
    const tile = page.getByRole("main").locator("article li a").first();
    await Promise.all([context.waitForEvent("page"), tile.click()]);
    await expect.poll(() => pdfs.length).toBeGreaterThan(0);
    expect(pdfs[0]).toEqual({ status: 200, type: "application/pdf" });
    await context.close();
  });
});
