import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions } from "playwright-core";
import { axeViolations, desktop, useBrowser, openPage, phone } from "../support/browser.ts";

// The static pages in a browser: the lightbox, the tabs' keys, the video player and the ERP
// pictures' dialog, and where the section's pages and the prose stand (that every page's scripts
// run without an error at 320 and 1280 px is tests/e2e/accessibility.test.ts's, beside axe). What the server sends (titles, headings, breadcrumbs,
// images, tables, sections, links) is read in tests/pages/crawl/content-pages.test.ts.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// One page for each screen and script setting, opened once and visited in turn by the tests: a
// new context and its first visit took a second and a half, a later visit a quarter of one.
const pages = new Map<string, Awaited<ReturnType<typeof openPage>>>();
const setting = (options: BrowserContextOptions, javaScriptEnabled: boolean) =>
  `${options.viewport!.width} px, JavaScript ${javaScriptEnabled}`;
beforeAll(async () => {
  for (const options of [desktop, phone]) {
    for (const javaScriptEnabled of [true, false]) {
      const opened = await openPage(browser(), { ...options, javaScriptEnabled });
      pages.set(setting(options, javaScriptEnabled), opened);
    }
  }
});
afterAll(async () => {
  for (const { context } of pages.values()) await context.close();
});

/** The page of a screen and script setting, without the cookies of an earlier visit. */
async function pageFor(options: BrowserContextOptions = desktop, javaScriptEnabled = true) {
  const { page, context } = pages.get(setting(options, javaScriptEnabled))!;
  await context.clearCookies();
  return page;
}

describe("image galleries", () => {
  it("open in a lightbox that the keyboard can drive and that returns focus", async () => {
    const page = await pageFor();
    await page.goto(baseUrl + "/Facilities");
    const thumbnails = page.getByRole("main").locator("article").getByRole("link");
    expect(await thumbnails.count()).toBe(6);
    await thumbnails.nth(0).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByText("(1 of 6)").waitFor();
    expect(await dialog.getByRole("img").getAttribute("alt")).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("(2 of 6)").waitFor();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await dialog.getByText("(1 of 6)").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("(6 of 6)").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Library");
  });
});

describe("tabs", () => {
  it("follow the ARIA tabs pattern on /HolidaysHomework", async () => {
    const page = await pageFor();
    await page.goto(baseUrl + "/HolidaysHomework");
    // The tabs and the first panel as sent are read in tests/pages; here, the keys.
    const tabs = page.getByRole("tab");
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Robotics");
    expect(await page.getByRole("tabpanel").getByRole("link").allTextContents()).toEqual([
      expect.stringContaining("Robotics"),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Home");
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
  });

  it("show every panel without JavaScript", async () => {
    const page = await pageFor(desktop, false);
    await page.goto(baseUrl + "/Staff");
    // Hidden panels are shown by a style the page holds for browsers without scripts.
    const tables = page.getByRole("main").locator("table");
    for (let i = 0; i < 3; i++) await tables.nth(i).waitFor();
  });
});

describe("media", () => {
  it("loads no video player until one is asked for", async () => {
    const page = await pageFor();
    await page.goto(baseUrl + "/LifeTags");
    const posters = page.getByRole("link", { name: /^Play video:/ });
    // None once the page's scripts have run either; the posters as sent are read in tests/pages.
    expect(await page.locator("main iframe").count()).toBe(0);
    await posters.first().click();
    const player = page.locator("main iframe");
    expect(await player.count()).toBe(1);
    expect(await player.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    expect(await player.getAttribute("title")).toBeTruthy();
  });

  it("enlarges the ERP software pictures in a dialog", async () => {
    const page = await pageFor();
    await page.goto(baseUrl + "/ErpSoftware");
    for (const name of ["Manage Data", "Parent Portal", "Communication Portal"]) {
      await page.getByRole("main").getByRole("link", { name }).click();
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      // Laid out once the dialog has opened: on a busy machine a moment after it shows.
      await expect.poll(() => dialog.getByRole("img").isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
  });
});

describe("the pages of a section beside the text (issue 19)", () => {
  it.each(["/OurSchool", "/PrincipalMessage", "/SchoolTiming", "/AdmissionXI"])(
    "%s: beside the text on a laptop, after it on a phone, with and without JavaScript",
    async (route) => {
      for (const options of [desktop, phone]) {
        for (const javaScriptEnabled of [true, false]) {
          const where = `${route} at ${options.viewport?.width}px, JavaScript ${javaScriptEnabled}`;
          const page = await pageFor(options, javaScriptEnabled);
          await page.goto(baseUrl + route);
          // Its links are read in tests/pages; here, where it stands.
          const nav = page.getByRole("main").getByRole("navigation", { name: "In this section" });
          const text = (await page.getByRole("main").locator("article").boundingBox())!;
          const aside = (await nav.boundingBox())!;
          const width = options.viewport!.width;
          if (options === desktop) {
            // Beside the heading, in the right half the text used to leave empty.
            expect(aside.x, where).toBeGreaterThanOrEqual(text.x + text.width);
            expect(aside.x + aside.width, where).toBeGreaterThan(width * 0.9);
            expect(aside.y, where).toBeLessThan(text.y + 100);
          } else {
            // The text first; the section's pages after it.
            expect(aside.y, where).toBeGreaterThanOrEqual(text.y + text.height);
            expect(aside.x + aside.width, where).toBeLessThanOrEqual(width);
          }
        }
      }
    },
  );

  it("keeps prose to a readable measure on a laptop while tables take the column", async () => {
    const page = await pageFor(desktop);
    await page.goto(baseUrl + "/AdmissionXI");
    const measure = await page.evaluate(() => {
      // The longest paragraph: one that runs to the end of its line.
      const prose = [...document.querySelectorAll("main article p")].sort(
        (a, b) => b.textContent!.length - a.textContent!.length,
      )[0]!;
      const probe = document.createElement("span");
      probe.textContent = "0".repeat(10);
      prose.append(probe);
      const ch = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return prose.getBoundingClientRect().width / ch;
    });
    expect(measure).toBeLessThanOrEqual(72);
    expect(measure).toBeGreaterThan(50);
  });
});
