import { beforeAll, describe, expect, it } from "vitest";
import { site as school } from "#content/site.ts";
import { mainSections } from "#app/not-found/main-sections.ts";
import { formRequest } from "../support/form-submission.ts";
import { hrefs, landmarks, named, nameOf, shown } from "../support/reading.ts";
import { read, siteInProcess, siteOrigin, text, type Site } from "../support/site.ts";

// An address that names no page answers 404 with a page that helps on (DECISIONS, 2.1); typed
// casings and aliases still land on their page; a missing file is a plain 404. What the server
// sends; that the page shows it and all it needs loads is tests/e2e/not-found.test.ts's.

let site: Site;
beforeAll(async () => {
  site = await siteInProcess();
});

const ask = (path: string, method = "GET") => site.request(path, { method });

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
      const page = await read(await ask(path));
      expect(page.response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.all("title").map(text)).toEqual([`Page not found - ${school.titleName}`]);
      expect(page.all('meta[name="robots"]').map((m) => m.getAttribute("content"))).toEqual([
        "noindex",
      ]);
      expect(hrefs(page.all('link[rel="canonical"]'))).toEqual([]);
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
    expect(new URL(response.headers.get("location")!, siteOrigin).href).toBe(siteOrigin + target);
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
    const page = await site.page("/no-such-page");
    const main = page.one("main");
    expect(shown(main, "h1").map(text)).toEqual(["Page not found"]);
    expect(text(main)).toContain("/no-such-page");
    // The frame: the header's search and the main menu, the footer.
    const banner = landmarks(page.document, "header");
    const searches = banner.flatMap((header) => shown(header, '[role="search"], search'));
    expect(searches.map(nameOf)).toHaveLength(1);
    const menu = named(page.document, "nav", "Main");
    expect(shown(menu, "a[href]", "Contact Us").map(nameOf)).not.toEqual([]);
    expect(landmarks(page.document, "footer").length).toBe(1);

    const search = named(main, '[role="search"], search', "Search for a page");
    named(search, 'input[type="search"]', "Page name");
    expect(named(main, "a[href]", "Go to the home page").getAttribute("href")).toBe("/");

    const sections = mainSections().filter((section) => section.to !== "/");
    expect(sections.length).toBeGreaterThan(5);
    const list = named(main, "section", "Main sections");
    for (const section of sections) {
      const link = named(list, "a[href]", section.label);
      expect(link.getAttribute("href"), section.label).toBe(section.to);
    }
  });

  it("searches the site's pages from its own search box", async () => {
    // A form of its own that needs no script: the browser sends it as it is.
    const address = "/some/old/fees-page";
    const page = await site.page(address);
    const searches = shown(page.one("main"), '[role="search"], search');
    expect(searches.map(nameOf)).toHaveLength(1);
    const form = searches[0]!;
    const { url, init } = formRequest(address, page, form, { "Page name": "fee" });
    expect(url).toMatch(/\/Search\?q=fee$/);
    const answer = await site.request(url, init);
    const results = await read(answer);
    const found = named(results.one("main"), "a[href]", /Fee Structure/i);
    expect(found.getAttribute("href")).toBe("/Feestructure");
  });
});
