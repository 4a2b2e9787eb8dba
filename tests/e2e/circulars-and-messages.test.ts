import { describe, expect, inject, it } from "vitest";
import { fileUrl } from "#app/api/urls.ts";
import { axeViolations, desktop, useBrowser, useSharedPages, phone } from "../support/browser.ts";
import { useProxiedWebsite, type Override } from "../support/proxy-backend.ts";

// The Circular, CBSE Circular and Datesheet pages, the three leadership message pages and one
// gallery album (spec 2.8, 2.10, 2.11, 4, 8) in a browser: their scripts run without an error,
// an album's lightbox, axe, and a message's script that must not run; first against the demo
// data, then through a proxy of the demo backend whose calls a test makes fail or answer
// differently. What the server sends is read in tests/pages/circulars-and-messages.test.ts.

const baseUrl = inject("baseUrl");

interface GalleryRecord {
  _id: string;
  description: string;
  attachments: string[];
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const browser = useBrowser();

const { override, website } = useProxiedWebsite(baseUrl);

// One page for each size, visited in turn by the tests.
const pageFor = useSharedPages(browser, desktop, phone);

const filePages = [
  { path: "/Circular", category: "Circular" },
  { path: "/CBSECircular", category: "CBSE-Circular" },
  { path: "/Datesheet", category: "Datesheet" },
];

const messagePages = [
  { path: "/PrincipalMessage", category: "Principal" },
  { path: "/ManagersMessage", category: "Manager" },
  { path: "/FormerPrincipalMessage", category: "Vice Principal" },
];

describe("with the demo data", () => {
  // What the pages show is read in tests/pages; here, that their scripts run without an error.
  it.each(filePages)(
    "$path lists the $category records as tiles opening the first attachment in a new tab",
    async ({ path }) => {
      const { page, problems } = await pageFor();
      await page.goto(baseUrl + path);
      expect(problems).toEqual([]);
    },
  );

  it.each(messagePages)(
    "$path shows the first $category message with its photo, name and subtitle",
    async ({ path }) => {
      const { page, problems } = await pageFor();
      await page.goto(baseUrl + path);
      expect(problems).toEqual([]);
    },
  );

  // The album's page as sent (from /SubGallery, its facts and photos) is read in tests/pages.
  it("an album's page, reached from /SubGallery, shows its date, count, title, description and photos in a lightbox", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    const album = albums.find((a) => a.attachments.length > 1 && a.description)!;
    const count = album.attachments.length;
    const { page, problems } = await pageFor();
    await page.goto(`${baseUrl}/SubGallery?id=${album._id}`, { waitUntil: "networkidle" });
    const thumbnails = page.getByRole("main").locator("article ul a");
    await thumbnails.first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText(`(1 of ${count})`).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`(2 of ${count})`).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
      fileUrl(album.attachments[0]!),
    );
    expect(problems).toEqual([]);
  });
});

describe("accessibility", () => {
  // Each of these routes, an album's page and its lightbox are read by the axe crawl
  // (accessibility.test.ts); a missing album's page is not a route of it.
  it("a missing album's page has no axe violation at 1280 and 375 px", async () => {
    for (const options of [desktop, phone]) {
      const { page } = await pageFor(options);
      await page.goto(`${baseUrl}/SubGallery?id=no-such-album`);
      const width = options.viewport?.width;
      expect(await axeViolations(page), `not found at ${width}px`).toEqual([]);
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

  // The fallback message as sent is read in tests/pages; here, that its scripts run cleanly.
  it.each(messagePages)(
    "a failing message call shows the fallback message on $path",
    async ({ path }) => {
      override.current = failing(/^\/api\/principalMessage\//);
      const { page, problems } = await pageFor();
      await page.goto(website.url + path);
      expect(problems).toEqual([]);
    },
  );

  // The markup left of the message is read in tests/pages; here, that none of it runs.
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
    const { page } = await pageFor();
    await page.goto(website.url + "/ManagersMessage", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });
});
