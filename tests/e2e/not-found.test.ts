import { describe, expect, inject, it } from "vitest";
import type { Response } from "playwright-core";
import { mainSections } from "#app/not-found/main-sections.ts";
import {
  axeViolations,
  desktop,
  useBrowser,
  useSharedPages,
  narrow,
  patiently,
} from "../support/browser.ts";

// The not-found page (DECISIONS, 2.1) in a browser: what it says is shown and all it needs
// loads, a section's link leads on, and axe finds nothing. What the server answers an address
// and what the page holds are tests/pages/not-found.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// One page for each size, visited in turn by the tests.
const pageFor = useSharedPages(browser, desktop, narrow);

describe("the not-found page", () => {
  it("says what happened in the site's frame, with the search, the menu and the main sections", async () => {
    const { page, problems } = await pageFor();
    const failed: string[] = [];
    const record = (response: Response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    };
    page.on("response", record);
    try {
      await page.goto(baseUrl + "/no-such-page", { waitUntil: "networkidle" });
      // What it says and links to is tests/pages/not-found.test.ts's; here, that it is shown.
      const main = page.getByRole("main");
      await main.getByText("/no-such-page").waitFor();
      const menu = page.getByRole("navigation", { name: "Main" });
      await menu.getByRole("link", { name: "Contact Us" }).waitFor();
      await page.getByRole("contentinfo").waitFor();

      const search = main.getByRole("search", { name: "Search for a page" });
      await search.getByRole("searchbox", { name: "Page name" }).waitFor();

      const list = main.getByRole("region", { name: "Main sections" });
      for (const section of mainSections().filter((one) => one.to !== "/")) {
        const link = list.getByRole("link", { name: section.label, exact: true });
        await expect
          .poll(() => link.isVisible(), { ...patiently, message: section.label })
          .toBe(true);
      }
      // The page itself is the one 404 (which the browser's console reports); all it needs loads.
      expect(failed).toEqual([`404 ${baseUrl}/no-such-page`]);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      page.off("response", record);
    }
  });

  it("leads a section's link to its page", async () => {
    const { page } = await pageFor();
    await page.goto(baseUrl + "/no-such-page");
    await page
      .getByRole("region", { name: "Main sections" })
      .getByRole("link", { name: "Admission", exact: true })
      .click();
    await page.waitForURL(baseUrl + "/Admission");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admission Procedure");
  });

  it.each([
    ["320", narrow],
    ["1280", desktop],
  ] as const)("has no axe violation at %s px", async (_, options) => {
    const { page } = await pageFor(options);
    await page.goto(baseUrl + "/a/long/address/from-an-old-newsletter-2019-annual-day-photos");
    expect(await axeViolations(page)).toEqual([]);
  });
});
