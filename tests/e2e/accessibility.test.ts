import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { pages } from "#app/pages.ts";
import { pathIn } from "#contracts/languages.ts";
import {
  axeOnEveryPage,
  axeViolations,
  axeViolationsBesideFrame,
  desktop,
  useBrowser,
  narrow,
  openPage,
  phone,
} from "../support/browser.ts";

// axe (WCAG 2.0, 2.1 and 2.2 A and AA, target size, and the rules Lighthouse scores) on every
// route of spec 2.1 and its Hindi twin at 320 and 1280 px, where no script may throw or log an
// error either, and in every state a visitor opens:
// the main menu, the page search's results, the home popup (at 375 px too), a lightbox, a
// dialog and each tab of a tabs page. One browser, one page per width, pages in sequence. The
// other files run axe only on states this one does not open: forms with their errors, answers
// to what was sent, the office.
//
// The header (with the menu and search) and the footer are one frame, drawn alike on every page:
// axe reads it whole on one route per language, at both widths, and in each open state; on every
// other route it reads the rest of the document (the skip link, breadcrumb and main content, and
// the document as a whole: title, language, landmarks, headings).

const baseUrl = inject("baseUrl");
const widths = { 320: narrow, 1280: desktop } as const;
type Width = keyof typeof widths;
const opened = new Map<Width, { page: Page; context: BrowserContext; problems: string[] }>();
let albumId = "";

const browser = useBrowser();

beforeAll(async () => {
  for (const width of [320, 1280] as const) {
    const one = await openPage(browser(), widths[width]);
    await axeOnEveryPage(one.context);
    opened.set(width, one);
  }
  const albums = (await (await fetch(`${baseUrl}/api/gallery/HLCA`)).json()) as { _id: string }[];
  albumId = albums[0]!._id;
});
afterAll(async () => {
  for (const { context } of opened.values()) await context.close();
});

/** The address a route is visited at: pages that need a query get one. */
function address(path: string): string {
  if (path === "/SubGallery") return `${path}?id=${albumId}`;
  if (path === "/Search") return `${path}?q=school`;
  return path;
}

/** Opens a route; for an open state, waits until the page's scripts have settled (hydration). */
async function visit(width: Width, path: string, settled = false): Promise<Page> {
  const { page } = opened.get(width)!;
  // The home popup, once closed, stays closed that day (a cookie): every visit starts anew.
  await page.context().clearCookies();
  await page.goto(baseUrl + path, { waitUntil: settled ? "networkidle" : "load" });
  return page;
}

async function closeHomePopup(page: Page, name = "Notifications") {
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

/** The route whose frame the drawn rules read whole, in each language. */
const frameRoute = "/AboutUs";

/**
 * axe's violations at both widths after `prepare`, and any error the page's scripts threw or
 * logged meanwhile, as one answer so a failure shows both widths.
 */
async function atBothWidths(
  path: string,
  prepare: (page: Page, width: Width) => Promise<void>,
  settled = true,
  axe: (page: Page) => Promise<unknown[]> = axeViolations,
) {
  const found: Record<string, unknown[]> = {};
  for (const width of [320, 1280] as const) {
    const { problems } = opened.get(width)!;
    problems.length = 0;
    const page = await visit(width, path, settled);
    await prepare(page, width);
    const violations = await axe(page);
    // A missing page's own 404 is what the browser logs of it, not a script's error.
    const errors = path.includes("/no-such-page")
      ? problems.filter((problem) => !/status of 404/.test(problem))
      : problems;
    found[width] = [...violations, ...errors];
  }
  return found;
}

const none = { 320: [], 1280: [] };

describe("every route of spec 2.1", () => {
  it(`reads the frame whole on ${frameRoute}, a route of the table`, () => {
    expect(pages.map((p) => p.path)).toContain(frameRoute);
  });

  it.each(pages.map((p) => p.path))("%s has no axe violation at 320 and 1280 px", async (path) => {
    await expectRouteClean(path, "en");
  });
});

describe("the Hindi pages (issue 37)", () => {
  // Every route's Hindi twin, and the missing page in Hindi (the Nu HTML Checker reads every
  // Hindi page too, tests/pages/crawl/valid-html.test.ts).
  it.each([...pages.map((p) => p.path), "/no-such-page"])(
    "%s in Hindi has no axe violation at 320 and 1280 px",
    async (path) => {
      await expectRouteClean(path, "hi");
    },
  );
});

/** A route as a visitor first opens it (the home popup closed): nothing found at either width. */
async function expectRouteClean(path: string, language: "en" | "hi") {
  let scrollWidth = 0;
  const found = await atBothWidths(
    language === "hi" ? pathIn(address(path), "hi") : address(path),
    async (page, width) => {
      if (path === "/") await closeHomePopup(page, language === "hi" ? "सूचनाएँ" : undefined);
      if (width === 320)
        scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    },
    false,
    path === frameRoute ? axeViolations : axeViolationsBesideFrame,
  );
  expect(found).toEqual(none);
  // The page reflows at 320 px: nothing needs scrolling sideways (WCAG 1.4.10).
  expect(scrollWidth).toBeLessThanOrEqual(320);
}

describe("the home page", () => {
  // The popup is the first thing a phone shows: read at 375 px too, as most phones are wide.
  it("has no axe violation on a phone, popup open and closed", async () => {
    const { page, context } = await openPage(browser(), phone);
    await page.goto(baseUrl + "/");
    await page.getByRole("dialog", { name: "Notifications" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await closeHomePopup(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("open states", () => {
  it("the home page's notification popup", async () => {
    const found = await atBothWidths("/", async (page) => {
      await page.getByRole("dialog", { name: "Notifications" }).waitFor();
    });
    expect(found).toEqual(none);
  });

  it("the main menu with a submenu and a nested submenu open", async () => {
    const found = await atBothWidths("/AboutUs", async (page, width) => {
      const nav = page.getByRole("navigation", { name: "Main" });
      if (width === 320) await nav.getByRole("button", { name: "Menu" }).tap();
      await nav.locator("summary", { hasText: /^About Us$/ }).click();
      await nav.locator("summary", { hasText: /^Management$/ }).click();
      await nav.getByRole("link", { name: "CMC History" }).waitFor();
    });
    expect(found).toEqual(none);
  });

  it("the page search with results and with none", async () => {
    const found: Record<string, unknown> = {};
    for (const width of [320, 1280] as const) {
      const page = await visit(width, "/Staff", true);
      // A phone's header keeps the search behind its Search button.
      if (width === 320) await page.getByRole("button", { name: "Search the site" }).tap();
      const box = page.getByRole("combobox", { name: "Search this website" });
      await box.fill("school");
      await page.getByRole("listbox", { name: "Matching pages" }).waitFor();
      await box.press("ArrowDown");
      found[`${width} results`] = await axeViolations(page);
      await box.fill("zzzz");
      await page.getByText("No pages found").waitFor();
      found[`${width} nothing`] = await axeViolations(page);
    }
    expect(found).toEqual({
      "320 results": [],
      "320 nothing": [],
      "1280 results": [],
      "1280 nothing": [],
    });
  });

  it.each(["/Facilities", "/ErpSoftware", "/News", "/SubGallery"])(
    "a lightbox on %s",
    async (path) => {
      const found = await atBothWidths(address(path), async (page) => {
        await page.getByRole("main").locator("[data-lightbox] a[href]:has(img)").first().click();
        await page.getByRole("dialog").waitFor();
      });
      expect(found).toEqual(none);
    },
  );

  it.each(["/", "/Staff", "/HolidaysHomework"])("each tab of %s", async (path) => {
    const found: Record<string, unknown> = {};
    for (const width of [320, 1280] as const) {
      const page = await visit(width, path, true);
      if (path === "/") await closeHomePopup(page);
      const tabs = page.getByRole("tab");
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        await tabs.nth(i).click();
        expect(await tabs.nth(i).getAttribute("aria-selected")).toBe("true");
        const name = (await tabs.nth(i).textContent())!.trim();
        found[`${width} ${name}`] = await axeViolations(page);
      }
    }
    expect(Object.entries(found).filter(([, v]) => (v as unknown[]).length > 0)).toEqual([]);
  });
});

describe("tables", () => {
  it("have a caption and headers, and at 320 px fit the screen without scrolling sideways", async () => {
    // The routes whose server answer holds a table (content tables and the home calendar).
    const withTables: string[] = [];
    for (const { path } of pages) {
      const html = await (await fetch(baseUrl + address(path))).text();
      if (html.includes("<table")) withTables.push(path);
    }
    expect(withTables).toEqual(expect.arrayContaining(["/", "/SchoolFees", "/Staff"]));

    const page = opened.get(320)!.page;
    for (const path of withTables) {
      await page.goto(baseUrl + address(path));
      if (path === "/") await closeHomePopup(page);
      const tables = await page.locator("main table").evaluateAll((nodes) =>
        nodes.map((table) => {
          const box = table.parentElement!;
          const rows = [...table.querySelectorAll("tbody tr")];
          return {
            caption: table.querySelector("caption")?.textContent?.trim() ?? "",
            columnHeaders: [...table.querySelectorAll("thead th")].map((th) =>
              th.getAttribute("scope"),
            ),
            rowsWithHeader: rows.filter((tr) => tr.querySelector("th[scope=row]")).length,
            rows: rows.length,
            overflows: box.scrollWidth > box.clientWidth,
            calendar: table.closest("[data-event-calendar]") !== null,
          };
        }),
      );
      expect(tables.length, path).toBeGreaterThan(0);
      for (const table of tables) {
        const where = `${path}: ${table.caption}`;
        expect(table.caption, where).not.toBe("");
        expect(table.columnHeaders.length, where).toBeGreaterThan(0);
        expect(new Set(table.columnHeaders), where).toEqual(new Set(["col"]));
        // A month grid's weekday names head its columns; a content table names its rows.
        if (!table.calendar) expect(table.rowsWithHeader, where).toBe(table.rows);
        // Every table fits the narrowest phone: many columns become one card per row.
        expect(table.overflows, where).toBe(false);
      }
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(320);
    }
  });
});
