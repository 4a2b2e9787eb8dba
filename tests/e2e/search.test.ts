import { describe, expect, inject, it } from "vitest";
import { searchGroups, searchKinds } from "#contracts/search.ts";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";

// The site search: pages by their names and words, and every published item by its words and
// its PDFs' words, grouped by kind; from the header's box and on /Search, with or without
// JavaScript.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const headings = searchKinds.map((kind) => searchGroups[kind].heading);

/** The server reads the demo's PDFs just after it starts: wait until their words are found. */
async function pdfWordsRead() {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/search/HLCA?q=tracksuit`);
        return ((await response.json()) as { groups: unknown[] }).groups.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

describe("the search page kept", () => {
  it("answers a query asked again with the page as drawn, its ETag, and 304 to a browser that has it", async () => {
    const first = await fetch(`${baseUrl}/Search?q=uniform`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("Content-Security-Policy")).not.toMatch(/nonce-/);
    const body = await first.text();
    const again = await fetch(`${baseUrl}/Search?q=uniform`);
    // The same version of the page: until its compressed forms are made off the request path it
    // is compressed on its way out (a weak tag), then sent as made (its form's own tag).
    const version = (tag: string | null) => tag?.replace(/^W\//, "").replace(/-(br|gz)"$/, '"');
    expect(version(again.headers.get("ETag"))).toBe(version(etag));
    expect(await again.text()).toBe(body);
    const unchanged = await fetch(`${baseUrl}/Search?q=uniform`, {
      headers: { "If-None-Match": etag! },
    });
    expect(unchanged.status).toBe(304);
  });
});

describe("the search page without JavaScript", () => {
  it("finds a circular by a word of its PDF from the header's box, its word marked", async () => {
    await pdfWordsRead();
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/AboutUs");
    await page.getByRole("combobox", { name: "Search this website" }).fill("tracksuit");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/Search\?q=tracksuit$/);
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "Circulars (1)",
    ]);
    const circulars = main.getByRole("region", { name: /^Circulars/ });
    const link = circulars.getByRole("link", { name: "School uniform for the season" });
    expect(await link.getAttribute("href")).toMatch(/^\/Circular\/[\d-]+school-uniform/);
    expect(await circulars.locator("mark").allTextContents()).toEqual(["tracksuit"]);
    await link.click();
    await page.getByRole("heading", { level: 1, name: "School uniform for the season" }).waitFor();
    await context.close();
  });

  it("finds the Transfer Certificate page by 'tc', and says 'No pages found' for nothing", async () => {
    const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Search?q=tc");
    const pages = page.getByRole("region", { name: /^Pages/ });
    expect(await pages.getByRole("link").first().textContent()).toBe("Transfer Certificate");
    await pages.getByRole("link").first().click();
    await page.waitForURL(baseUrl + "/Tc");

    await page.goto(baseUrl + "/Search");
    await page.getByRole("searchbox", { name: "Words to find" }).fill("zzqqxx");
    await page.getByRole("button", { name: "Search", exact: true }).last().click();
    await page.waitForURL(/\/Search\?q=zzqqxx$/);
    expect(await page.getByRole("main").getByRole("status").textContent()).toBe("No pages found");
    await context.close();
  });

  it("groups results by kind, pages first, each kind newest first", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Search?q=school");
    const shown = (
      await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()
    ).map((text) => text.replace(/ \(\d+\)$/, ""));
    expect(shown.length).toBeGreaterThan(3);
    expect(shown[0]).toBe("Pages");
    expect(shown).toEqual(headings.filter((heading) => shown.includes(heading)));
    for (const name of ["Notices", "News", "Events"]) {
      const dates = await page
        .getByRole("region", { name: new RegExp(`^${name} \\(`) })
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
      expect(dates.length, name).toBeGreaterThan(0);
      expect(dates, name).toEqual([...dates].sort().reverse());
    }
    expect(await page.locator("main mark").count()).toBeGreaterThan(5);
    await context.close();
  });
});

describe("the search page's accessibility", () => {
  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ] as const)("has no axe violations on %s, with results and with none", async (_, options) => {
    // With results, /Search?q=school is read at 320 and 1280 px in both languages by the axe
    // crawl (tests/e2e/accessibility.test.ts); a search that finds nothing is not.
    const { page, context } = await openPage(browser(), options);
    await page.goto(baseUrl + "/Search?q=zzqqxx");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("the header search with JavaScript", () => {
  it("suggests the items that hold the words under the pages, and opens one", async () => {
    await pdfWordsRead();
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + "/AboutUs");
    const box = page.getByRole("combobox", { name: "Search this website" });
    await box.fill("TC");
    const listbox = page.getByRole("listbox", { name: "Matching pages" });
    expect(await listbox.getByRole("option").first().textContent()).toBe("Transfer Certificate");

    await box.fill("tracksuit");
    const circular = listbox.getByRole("option", {
      name: "School uniform for the season (Circular)",
    });
    await circular.waitFor();
    await page.getByText("No pages found").waitFor({ state: "hidden" });
    expect(await axeViolations(page)).toEqual([]);
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL(/\/Circular\/[\d-]+school-uniform-for-the-season$/);

    // Many matches: the newest few items, then all results on the search page.
    await page.goto(baseUrl + "/AboutUs");
    await box.fill("fee");
    const all = listbox.getByRole("option", { name: "All results for “fee”" });
    await all.waitFor();
    await all.click();
    await page.waitForURL(/\/Search\?q=fee$/);
    await page.getByRole("region", { name: /^Notices/ }).waitFor();

    await box.fill("zzqqxx");
    await page.getByText("No pages found").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
