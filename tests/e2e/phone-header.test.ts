import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import type { Request } from "playwright-core";
import { openPage, patiently, useBrowser } from "../support/browser.ts";

// The header on a phone (issue 19): a quarter of a 375 x 812 screen at most, one row of crest,
// name, Search and Menu; the top bar's links and a fee link inside the menu; no fee QR code for
// the phone that would have to scan it. And the announcement, drawn by the server on every
// page, kept pages included, so it reads the same without JavaScript.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const phone812 = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

// The home page (its own loader), a kept content page and a list page.
const paths = ["/", "/AboutUs", "/Events"];

// One phone page with JavaScript and one without, opened once and visited in turn by the
// header's tests: a new context and its first visit took a second and a half, a later visit a
// quarter of one.
const phonePages = new Map<boolean, Awaited<ReturnType<typeof openPage>>>();
beforeAll(async () => {
  for (const javaScriptEnabled of [true, false]) {
    phonePages.set(
      javaScriptEnabled,
      await openPage(browser(), { ...phone812, javaScriptEnabled }),
    );
  }
});
afterAll(async () => {
  for (const { context } of phonePages.values()) await context.close();
});

/** The phone's page with or without JavaScript, as a new visitor's: no cookies. */
async function phonePage(javaScriptEnabled: boolean) {
  const { page, context } = phonePages.get(javaScriptEnabled)!;
  await context.clearCookies();
  return page;
}

describe("the header on a 375 x 812 phone", () => {
  it.each([true, false])("takes a quarter of the screen at most (JavaScript: %s)", async (js) => {
    const page = await phonePage(js);
    const qrRequests: string[] = [];
    const record = (request: Request) => {
      if (/qr/i.test(request.url())) qrRequests.push(request.url());
    };
    page.on("request", record);
    onTestFinished(() => {
      page.off("request", record);
    });
    const seen: Record<string, unknown> = {};
    for (const path of paths) {
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const header = page.getByRole("banner");
      const height = (await header.boundingBox())!.height;
      // One row: the crest and name, Search and Menu share one band across the screen.
      const boxes = await Promise.all(
        [
          header.getByRole("link", { name: /Holy Lamp/ }).first(),
          header.getByRole("button", { name: "Search the site" }),
          header.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }),
        ].map(async (part) => (await part.boundingBox())!),
      );
      const rowTop = Math.max(...boxes.map((box) => box.y));
      const rowBottom = Math.min(...boxes.map((box) => box.y + box.height));
      seen[path] = { quarter: height <= 812 / 4, oneRow: rowTop < rowBottom };
      // No fee QR code shows.
      await header
        .getByRole("img", { name: "QR code for fee payment" })
        .waitFor({ state: "hidden" });
    }
    expect(seen).toEqual(
      Object.fromEntries(paths.map((path) => [path, { quarter: true, oneRow: true }])),
    );
    // Hidden and lazy, the code is not even fetched by the phone that would have to scan it
    // (without JavaScript a browser loads lazy images at once).
    if (js) expect(qrRequests).toEqual([]);
  });

  it.each([true, false])(
    "holds the top bar's links and a fee link in the menu (JavaScript: %s)",
    async (js) => {
      const page = await phonePage(js);
      await page.goto(baseUrl + "/AboutUs");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Menu" }).tap();
      // Read until the opening menu shows them, all at once so a failure names each.
      const visible = async () => {
        const seen: Record<string, boolean> = {};
        for (const name of ["Pay fees", "Enquiry", "Admission", "Parent Portal", "Newsletter"]) {
          seen[name] = await page
            .getByRole("banner")
            .getByRole("link", { name: new RegExp(`^${name}`) })
            .filter({ visible: true })
            .first()
            .isVisible();
        }
        return seen;
      };
      await expect.poll(visible, patiently).toEqual({
        "Pay fees": true,
        Enquiry: true,
        Admission: true,
        "Parent Portal": true,
        Newsletter: true,
      });
    },
  );

  it("opens the search from its Search button, without JavaScript too", async () => {
    const page = await phonePage(false);
    await page.goto(baseUrl + "/AboutUs");
    const box = page.getByRole("combobox", { name: "Search this website" });
    await box.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Search the site" }).tap();
    await box.fill("timing");
    await box.press("Enter");
    await page.waitForURL(/\/Search\?q=timing$/);
  });
});

describe("the announcement", () => {
  it("is on every kind of page without JavaScript, a kept page's second visitor included", async () => {
    const [first] = (await (await fetch(`${baseUrl}/api/onlineRegistration/HLCA`)).json()) as {
      title: string;
      url: string;
    }[];
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    const shown: Record<string, string | null> = {};
    // /AboutUs twice: the second answer is the kept rendering.
    for (const [i, path] of [...paths, "/AboutUs"].entries()) {
      await page.goto(baseUrl + path);
      const link = page
        .getByRole("region", { name: "Announcement" })
        .getByRole("link", { name: `${first!.title} (opens in a new tab)`, exact: true });
      await expect
        .poll(() => link.isVisible(), { ...patiently, message: `${i} ${path}` })
        .toBe(true);
      shown[`${i} ${path}`] = await link.getAttribute("href");
    }
    expect(Object.values(shown)).toEqual([...paths, "/AboutUs"].map(() => first!.url));
    await context.close();
  });
});
