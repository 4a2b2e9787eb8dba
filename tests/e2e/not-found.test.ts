import { describe, expect, inject, it } from "vitest";
import { site } from "#content/site.ts";
import { mainSections } from "#app/not-found/main-sections.ts";
import { axeViolations, desktop, useBrowser, narrow, openPage } from "../support/browser.ts";

// An address that names no page answers 404 with a page that helps on (DECISIONS, 2.1); typed
// casings and aliases still land on their page; a missing file is a plain 404.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const ask = (path: string, method = "GET") => fetch(baseUrl + path, { method, redirect: "manual" });

describe("what an address answers", () => {
  it.each(["/no-such-page", "/about/us/2019/old-page.html", "/no-such-page?q=fees&from=mail"])(
    "%s: 404 with the not-found page, kept by no cache",
    async (path) => {
      for (const method of ["GET", "HEAD"]) {
        const response = await ask(path, method);
        expect(response.status, method).toBe(404);
        expect(response.headers.get("location"), method).toBeNull();
        expect(response.headers.get("cache-control"), method).toBe("no-store");
      }
      const response = await ask(path);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<title>Page not found - ${site.titleName}</title>`);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(html).not.toMatch(/rel="canonical"/);
    },
  );

  it.each([
    ["/home", "/"],
    ["/HOME/?from=menu", "/?from=menu"],
    ["/aboutus", "/AboutUs"],
    ["/FEESTRUCTURE?session=2025", "/Feestructure?session=2025"],
    ["/AlumniAssociation", "/AluminiAssociation"],
    ["/alumniassociation", "/AluminiAssociation"],
  ])("%s redirects permanently to %s", async (path, target) => {
    const response = await ask(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, baseUrl).href).toBe(baseUrl + target);
  });

  it.each([
    "/images/missing.png",
    "/images/..%2f..%2fpackage.json",
    "/Images/logo.svg",
    "/assets/entry-gone123.js",
    // Asked for by some phones; the site names its apple-touch-icon in every page's head.
    "/apple-touch-icon-precomposed.png",
  ])("%s: a plain 404, neither a page nor a redirect", async (path) => {
    const response = await ask(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).not.toMatch(/html/);
    expect((await response.text()).length).toBeLessThan(100);
  });
});

describe("the not-found page", () => {
  it("says what happened in the site's frame, with the search, the menu and the main sections", async () => {
    const { page, context, problems } = await openPage(browser());
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto(baseUrl + "/no-such-page", { waitUntil: "networkidle" });
      const main = page.getByRole("main");
      expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
      expect(await main.getByText("/no-such-page").isVisible()).toBe(true);
      // The frame: the header's search and the main menu, the footer.
      expect(await page.getByRole("banner").getByRole("search").count()).toBe(1);
      const menu = page.getByRole("navigation", { name: "Main" });
      expect(await menu.getByRole("link", { name: "Contact Us" }).isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);

      const search = main.getByRole("search", { name: "Search for a page" });
      expect(await search.getByRole("searchbox", { name: "Page name" }).isVisible()).toBe(true);
      expect(
        await main.getByRole("link", { name: "Go to the home page" }).getAttribute("href"),
      ).toBe("/");

      const sections = mainSections().filter((section) => section.to !== "/");
      expect(sections.length).toBeGreaterThan(5);
      const list = main.getByRole("region", { name: "Main sections" });
      for (const section of sections) {
        const link = list.getByRole("link", { name: section.label, exact: true });
        expect(await link.getAttribute("href"), section.label).toBe(section.to);
        expect(await link.isVisible(), section.label).toBe(true);
      }
      // The page itself is the one 404 (which the browser's console reports); all it needs loads.
      expect(failed).toEqual([`404 ${baseUrl}/no-such-page`]);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("searches the site's pages from its own search box", async () => {
    const { page, context } = await openPage(browser());
    try {
      await page.goto(baseUrl + "/some/old/fees-page");
      const search = page.getByRole("main").getByRole("search");
      await search.getByRole("searchbox", { name: "Page name" }).fill("fee");
      await search.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/\/Search\?q=fee$/);
      const results = page.getByRole("main").getByRole("link", { name: "Fee Structure" });
      expect(await results.getAttribute("href")).toBe("/Feestructure");
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
