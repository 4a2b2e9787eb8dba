import { describe, expect, inject, it } from "vitest";
import { mainSections } from "#app/not-found/main-sections.ts";
import { axeViolations, desktop, useBrowser, narrow, openPage } from "../support/browser.ts";

// The not-found page (DECISIONS, 2.1) in a browser: what it says is shown and all it needs
// loads, a section's link leads on, and axe finds nothing. What the server answers an address
// and what the page holds are tests/pages/not-found.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("the not-found page", () => {
  it("says what happened in the site's frame, with the search, the menu and the main sections", async () => {
    const { page, context, problems } = await openPage(browser());
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto(baseUrl + "/no-such-page", { waitUntil: "networkidle" });
      // What it says and links to is tests/pages/not-found.test.ts's; here, that it is shown.
      const main = page.getByRole("main");
      expect(await main.getByText("/no-such-page").isVisible()).toBe(true);
      const menu = page.getByRole("navigation", { name: "Main" });
      expect(await menu.getByRole("link", { name: "Contact Us" }).isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);

      const search = main.getByRole("search", { name: "Search for a page" });
      expect(await search.getByRole("searchbox", { name: "Page name" }).isVisible()).toBe(true);

      const list = main.getByRole("region", { name: "Main sections" });
      for (const section of mainSections().filter((one) => one.to !== "/")) {
        const link = list.getByRole("link", { name: section.label, exact: true });
        expect(await link.isVisible(), section.label).toBe(true);
      }
      // The page itself is the one 404 (which the browser's console reports); all it needs loads.
      expect(failed).toEqual([`404 ${baseUrl}/no-such-page`]);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("leads a section's link to its page", async () => {
    const { page, context } = await openPage(browser());
    try {
      await page.goto(baseUrl + "/no-such-page");
      await page
        .getByRole("region", { name: "Main sections" })
        .getByRole("link", { name: "Admission", exact: true })
        .click();
      await page.waitForURL(baseUrl + "/Admission");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Admission Procedure",
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    ["320", narrow],
    ["1280", desktop],
  ] as const)("has no axe violation at %s px", async (_, options) => {
    const { page, context } = await openPage(browser(), options);
    try {
      await page.goto(baseUrl + "/a/long/address/from-an-old-newsletter-2019-annual-day-photos");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
