import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, openPage } from "../support/browser.ts";

// The page policy as Chromium enforces it: each page loads and runs its scripts without a
// violation. The headers themselves, and the policy against the markup it covers, are
// tests/pages/security-headers.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Records CSP violations from the first moment of every document the page loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

describe("the Content-Security-Policy in Chromium", () => {
  it.each(["/", "/AboutUs", "/ContactUs", "/Tc", "/Gallery", "/VideoGallery", "/LifeTags"])(
    "%s loads, runs its scripts and breaks no rule",
    async (path) => {
      const { page, context, problems } = await openPage(browser());
      const violations = await watchViolations(page);
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      // The menu opens: the page's script (React or the enhancement script) is running.
      const toggle = page.getByRole("button", { name: /menu/i }).first();
      if (await toggle.isVisible()) await toggle.click();
      expect(await violations(), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await context.close();
    },
  );

  it("the search suggests pages, and a video becomes a player", async () => {
    const { page, context, problems } = await openPage(browser());
    const violations = await watchViolations(page);
    await page.goto(baseUrl + "/LifeTags", { waitUntil: "networkidle" });
    const search = page.getByRole("combobox", { name: "Search this website" }).first();
    await search.fill("rules");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 5000 }).toBeGreaterThan(0);
    await page.locator("a[data-video-embed]").first().click();
    await expect
      .poll(() => page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').count())
      .toBe(1);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the TC form answers in the page, and moving to the home page keeps its styles", async () => {
    const { page, context, problems } = await openPage(browser());
    const violations = await watchViolations(page);
    await page.goto(baseUrl + "/Tc", { waitUntil: "networkidle" });
    await page.getByLabel("Admission No.").fill("nothing");
    await page.getByLabel("Student Full Name").fill("Nobody");
    await page.getByRole("button", { name: "View Details" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Wrong credentials");
    // A client-side move to a page whose carousels and tickers add styles after loading.
    await page.getByRole("link", { name: "Home" }).first().click();
    await page.waitForURL(baseUrl + "/");
    await expect
      .poll(() =>
        page
          .locator("[data-ticker]")
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue("--_duration")),
      )
      .toMatch(/^\d+s$/);
    expect(await violations()).toEqual([]);
    // The browser logs the lookup's 404 answer itself; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
