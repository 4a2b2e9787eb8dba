import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, openPage } from "../support/browser.ts";

// The list pages' scripts in a browser: filters that update the list in place and keep to the
// address, and the lightbox. What the server sends (cards, counts, order, the filters a query
// string chooses, placeholders) is read in tests/pages/list-pages.test.ts; axe reads each list
// page, and a lightbox on /News, at two widths in the crawl (accessibility.test.ts).

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const api = async <T>(path: string): Promise<T[]> =>
  (await fetch(baseUrl + path)).json() as Promise<T[]>;
// The cards, not the lists of attachments inside them.
const cards = (page: Page) => page.getByRole("main").locator("ul:not(li ul) > li");
const count = async (page: Page) =>
  Number(await page.getByRole("status").filter({ hasText: /:/ }).locator("strong").textContent());

describe("list pages with the demo data", () => {
  it("keeps filters in the URL: shareable, reloadable, and undone by Back", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/News");
    const all = await count(page);
    const months = await page.getByLabel("Month").locator("option").allTextContents();
    const month = months[1]!;
    await page.getByLabel("Month").selectOption({ label: month });
    await page.waitForURL(/month=\d+/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const filtered = await count(page);
    expect(filtered).toBeLessThan(all);
    expect(await cards(page).count()).toBe(filtered);

    await page.reload();
    expect(await page.getByLabel("Month").inputValue()).not.toBe("All");
    expect(await count(page)).toBe(filtered);

    await page.goBack();
    await page.waitForURL(baseUrl + "/News");
    await expect.poll(() => count(page)).toBe(all);
    await page.goForward();
    await page.waitForURL(/month=\d+/);
    await expect.poll(() => count(page)).toBe(filtered);
    await context.close();
  });

  it("opens a news picture in a lightbox by its name, and Escape closes it", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/News");
    await cards(page)
      .first()
      .getByRole("link", { name: /enlarge picture/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("filters videos by year and embeds only those without a thumbnail", async () => {
    const videos = await api<{ date: string }>("/api/video/all/HLCA");
    const year = videos[0]!.date.slice(0, 4);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/VideoGallery");
    // The cards as sent are read in tests/pages; here, the year chosen without a reload.
    await page.getByLabel("Year").selectOption(year);
    await expect.poll(() => count(page)).toBe(videos.filter((v) => v.date.startsWith(year)).length);
    await context.close();
  });

  it("filters by title as you type", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Events");
    const first = (await cards(page).first().locator("h2").textContent())!;
    await page.getByPlaceholder("Search Here..").fill(first.slice(0, 12).toUpperCase());
    await page.waitForURL(/q=/);
    expect(await cards(page).first().locator("h2").textContent()).toBe(first);
    await page.getByPlaceholder("Search Here..").fill("zzzz no such event");
    await expect.poll(() => count(page)).toBe(0);
    await context.close();
  });

  it("starts Toppers at this session, class X only, best first, with a name search", async () => {
    // The session and the order as sent are read in tests/pages; here, the search as you type.
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/ToppersX");
    const best = (await cards(page).first().locator("h2").textContent())!;
    await page.getByLabel("Search by name").fill(best.split(" ")[0]!.toLowerCase());
    expect(await cards(page).locator("h2").allTextContents()).toContain(best);
    await context.close();
  });
});
