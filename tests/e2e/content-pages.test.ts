import { describe, expect, inject, it } from "vitest";
import { axeViolations, desktop, useBrowser, openPage, phone } from "../support/browser.ts";

// The static pages in a browser: the lightbox, the tabs' keys, the video player and the ERP
// pictures' dialog, and where the section's pages and the prose stand (that every page's scripts
// run without an error at 320 and 1280 px is tests/e2e/accessibility.test.ts's, beside axe). What the server sends (titles, headings, breadcrumbs,
// images, tables, sections, links) is read in tests/pages/crawl/content-pages.test.ts.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("image galleries", () => {
  it("open in a lightbox that the keyboard can drive and that returns focus", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Facilities");
    const thumbnails = page.getByRole("main").locator("article").getByRole("link");
    expect(await thumbnails.count()).toBe(6);
    await thumbnails.nth(0).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByText("(1 of 6)").isVisible()).toBe(true);
    expect(await dialog.getByRole("img").getAttribute("alt")).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByText("(2 of 6)").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    expect(await dialog.getByText("(1 of 6)").isVisible()).toBe(true);
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByText("(6 of 6)").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Library");
    await context.close();
  });
});

describe("tabs", () => {
  it("follow the ARIA tabs pattern on /HolidaysHomework", async () => {
    const { page, context } = await openPage(browser());
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
    await context.close();
  });

  it("show every panel without JavaScript", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Staff");
    // Hidden panels are shown by a style the page holds for browsers without scripts.
    const tables = page.getByRole("main").locator("table");
    for (let i = 0; i < 3; i++) expect(await tables.nth(i).isVisible()).toBe(true);
    await context.close();
  });
});

describe("media", () => {
  it("loads no video player until one is asked for", async () => {
    const { page, context } = await openPage(browser());
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
    await context.close();
  });

  it("enlarges the ERP software pictures in a dialog", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/ErpSoftware");
    for (const name of ["Manage Data", "Parent Portal", "Communication Portal"]) {
      await page.getByRole("main").getByRole("link", { name }).click();
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      // Laid out once the dialog has opened: on a busy machine a moment after it shows.
      await expect.poll(() => dialog.getByRole("img").isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await dialog.isVisible()).toBe(false);
    }
    await context.close();
  });
});

describe("the pages of a section beside the text (issue 19)", () => {
  it.each(["/OurSchool", "/PrincipalMessage", "/SchoolTiming", "/AdmissionXI"])(
    "%s: beside the text on a laptop, after it on a phone, with and without JavaScript",
    async (route) => {
      for (const options of [desktop, phone]) {
        for (const javaScriptEnabled of [true, false]) {
          const where = `${route} at ${options.viewport?.width}px, JavaScript ${javaScriptEnabled}`;
          const { page, context } = await openPage(browser(), { ...options, javaScriptEnabled });
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
          await context.close();
        }
      }
    },
  );

  it("keeps prose to a readable measure on a laptop while tables take the column", async () => {
    const { page, context } = await openPage(browser(), desktop);
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
    await context.close();
  });
});
