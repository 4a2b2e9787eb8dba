import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
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

// One page, watched from its first document on, opened once and visited in turn by the tests: a
// new context and its first visit took a second and a half, a later visit a quarter of one.
let opened: Awaited<ReturnType<typeof openPage>> | undefined;
let violations: () => Promise<string[]>;
beforeAll(async () => {
  opened = await openPage(browser());
  violations = await watchViolations(opened.page);
});
afterAll(async () => {
  await opened?.context.close();
});

/**
 * The page as a new visitor's: the last test's page left, so nothing of it runs on, no cookies,
 * and no problems seen yet (each document it loads starts its own list of violations).
 */
async function freshPage() {
  const { page, context, problems } = opened!;
  await page.goto("about:blank");
  await context.clearCookies();
  problems.length = 0;
  return { page, problems };
}

describe("the Content-Security-Policy in Chromium", () => {
  it.each(["/", "/AboutUs", "/ContactUs", "/Tc", "/Gallery", "/VideoGallery", "/LifeTags"])(
    "%s loads, runs its scripts and breaks no rule",
    async (path) => {
      const { page, problems } = await freshPage();
      // Every eager request has been made, and refused or not, by "load"; "networkidle" waited
      // 30 s under load for the PDF preview /Tc holds open.
      await page.goto(baseUrl + path);
      // The menu opens: the page's script (React or the enhancement script) is running.
      const toggle = page.getByRole("button", { name: /menu/i }).first();
      if (await toggle.isVisible()) await toggle.click();
      expect(await violations(), path).toEqual([]);
      expect(problems, path).toEqual([]);
    },
  );

  it("the search suggests pages, and a video becomes a player", async () => {
    const { page, problems } = await freshPage();
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
  });

  it("the TC form answers in the page, and moving to the home page keeps its styles", async () => {
    const { page, problems } = await freshPage();
    // Its scripts are deferred, so they have run once the document has loaded (its PDF preview
    // is a request the browser may hold open: "networkidle" waited 30 s for it under load).
    await page.goto(baseUrl + "/Tc");
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
  });
});
