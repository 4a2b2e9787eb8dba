import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { pages, contentPaths } from "#app/pages.ts";
import { bookListClasses, bookListFile } from "#content/public-files.ts";
import { site } from "#content/site.ts";
import {
  axeViolations,
  expectMainImages,
  desktop,
  useBrowser,
  openPage,
  phone,
} from "../support/browser.ts";
import { sectionNavFor, type SectionEntry } from "#app/content/section-nav.ts";
import { contentPages, numbers, sectionTitles } from "../support/content.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";
import * as spec from "../support/spec-figures.ts";
import { whenKept } from "../support/kept.ts";

const baseUrl = inject("baseUrl");
const school = site.titleName;
const contentPage = (route: string) => contentPages.find((page) => page.path === route)!;
const browser = useBrowser();
const proxied = useProxiedWebsite(baseUrl);

describe("every static page", () => {
  // One page per width serves every route (a context each costs more than the visit); axe reads
  // every route at 320 and 1280 px in tests/e2e/accessibility.test.ts.
  const opened: Awaited<ReturnType<typeof openPage>>[] = [];
  beforeAll(async () => {
    for (const options of [desktop, phone]) opened.push(await openPage(browser(), options));
  });
  afterAll(async () => {
    for (const { context } of opened) await context.close();
  });

  it("has 46 pages drawn from content entries", () => {
    expect(contentPaths).toHaveLength(46);
  });

  it.each(contentPaths)("%s: heading, breadcrumb, title, images", async (route) => {
    const entry = pages.find((p) => p.path === route)!;
    for (const [i, { page, problems }] of opened.entries()) {
      problems.length = 0;
      const response = await page.goto(baseUrl + route);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${entry.name} - ${school}`);
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.count()).toBe(1);
      expect((await h1.textContent())?.trim()).toBe(contentPage(route).heading ?? entry.name);
      const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
      expect((await crumb.locator("li").allTextContents()).map((t) => t.trim())).toEqual([
        "Home",
        entry.section,
        entry.crumb ?? entry.name,
      ]);
      if (i === 0) await expectMainImages(page);
      expect(problems, `${route} at ${i === 0 ? "desktop" : "phone"}`).toEqual([]);
    }
  });
});

describe("static pages drawn from the school's words", () => {
  it("are drawn once and served from that rendering until they change", async () => {
    const get = () => fetch(baseUrl + "/AboutUs", { headers: { "Accept-Encoding": "br" } });
    await whenKept(baseUrl + "/AboutUs");
    const first = await get();
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await fetch(baseUrl + "/AboutUs", { headers: { "Accept-Encoding": "br" } });
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(await first.text());
    const unchanged = await fetch(baseUrl + "/AboutUs", {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag! },
    });
    expect(unchanged.status).toBe(304);
  });

  it("keep showing the words they were drawn from while the backend cannot answer", async () => {
    const routes = ["/SchoolFees", "/Staff", "/StudentStrength"];
    for (const route of routes) expect((await fetch(proxied.website.url + route)).status).toBe(200);
    proxied.override.current = (path) =>
      /^\/api\/(page|settings)\//.test(path) ? { status: 500, body: { error: "down" } } : undefined;
    try {
      for (const route of routes) {
        const response = await fetch(proxied.website.url + route);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("<table");
      }
      // A page this website has never read cannot be guessed: it says so, and asks for patience.
      const unseen = await fetch(proxied.website.url + "/Vision");
      expect(unseen.status).toBe(503);
    } finally {
      proxied.override.current = () => undefined;
    }
  });
});

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

  it("link to the full pictures without JavaScript", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Facilities");
    const href = await page.getByRole("main").getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/api\/image\/HLCA\/public\/Images\/.+\.jpg$/);
    await context.close();
  });
});

describe("tabs", () => {
  it("follow the ARIA tabs pattern on /HolidaysHomework", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/HolidaysHomework");
    const tabs = page.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Academics", "Robotics"]);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    const panel = page.getByRole("tabpanel");
    expect(await panel.getByRole("link").count()).toBe(13);
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
    const tables = page.getByRole("main").locator("table");
    expect(await tables.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await tables.nth(i).isVisible()).toBe(true);
    await context.close();
  });
});

describe("media", () => {
  it("loads no video player until one is asked for", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/LifeTags");
    const posters = page.getByRole("link", { name: /^Play video:/ });
    expect(await posters.count()).toBe(10);
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

  it.each([
    ["/ManagementCommittee", "800"],
    ["/SchoolUniform", "600"],
  ])("embeds the PDF on %s at height %s with a plain link beside it", async (route, height) => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + route);
    const frame = page.locator("main iframe");
    expect(await frame.getAttribute("height")).toBe(height);
    const download = page.getByRole("main").getByRole("link", { name: /^Download/ });
    const href = (await download.getAttribute("href"))!;
    const pdf = await fetch(baseUrl + href);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await context.close();
  });

  it("opens each class's book list from /BookList", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/BookList");
    const tiles = page.getByRole("main").locator("article").getByRole("link");
    expect(await tiles.count()).toBe(13);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      bookListClasses.map((c) => `/api/image/${site.schoolCode}/${bookListFile(c)}`),
    );
    for (const href of hrefs) {
      const response = await fetch(baseUrl + href);
      expect(response.status).toBe(200);
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
    expect(await tiles.first().getAttribute("target")).toBe("_blank");
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

describe("the figures a reader comes for (spec 9)", () => {
  /** The body rows of the one table in main whose header row is exactly these columns. */
  async function tableRows(page: Page, columns: string[]) {
    const tables = await page.locator("main table").evaluateAll((nodes) =>
      nodes.map((table) => ({
        columns: [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim()),
        rows: [...table.querySelectorAll("tbody tr")].map((row) =>
          [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim()),
        ),
      })),
    );
    const found = tables.filter((t) => JSON.stringify(t.columns) === JSON.stringify(columns));
    expect(found, columns.join(" | ")).toHaveLength(1);
    return found[0]!.rows;
  }
  const asText = (rows: (string | number)[][]) => rows.map((row) => row.map(String));

  it.each<[string, string[], (string | number)[][]]>([
    ["/Feestructure", ["Class", "Rs. per month"], spec.fees2025],
    ["/SchoolFees", ["Class", "Rs. per month"], spec.fees2025],
    ["/SchoolFees", ["Class group", "Rs. per month"], spec.fees2024],
    ["/AdmissionXI", ["Class XI stream", "Without IT", "With IT"], spec.seniorSecondaryFees],
    ["/AdmissionXI", ["Entrance exam", "First allotment"], spec.entranceExams],
    [
      "/StudentStrength",
      ["S.NO.", "Class", "No. of Sections", "No. of Students"],
      spec.studentStrength.map((row, i) => [i + 1, ...row]),
    ],
  ])("%s shows the table %s, row for row", async (route, columns, rows) => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + route);
    expect(await tableRows(page, columns)).toEqual(asText(rows));
    await context.close();
  });

  it("shows the student strength totals under the table", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/StudentStrength");
    const sum = (i: 1 | 2) => spec.studentStrength.reduce((total, row) => total + row[i], 0);
    const note = await page.locator("main table + p").textContent();
    expect(numbers(note ?? "")).toEqual([sum(1), sum(2)]);
    await context.close();
  });

  it("shows the ten Our Uniqueness figures, each with its label", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/OurUniqueness");
    const figures = await page.locator("main dl > div").evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector("dt")?.textContent ?? "",
        value: item.querySelector("dd")?.textContent ?? "",
      })),
    );
    expect(figures.map((figure) => figure.value)).toEqual(spec.uniqueness.map(([value]) => value));
    figures.forEach((figure, i) => expect(figure.label).toMatch(spec.uniqueness[i]![1]));
    await context.close();
  });

  it("shows the staff register's teaching, office and non-teaching staff in their tabs", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Staff");
    const counts: Record<string, number> = {};
    for (const tab of ["Teaching Staff", "Office Staff", "Non-teaching"]) {
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel");
      counts[tab] = await panel.locator("tbody tr").count();
      if (tab === "Teaching Staff") {
        expect(await panel.locator("thead th").allTextContents()).toEqual([
          "S.No.",
          "Name of the Teacher",
          "Designation",
          "Qualification",
        ]);
      }
    }
    expect(counts).toEqual({
      "Teaching Staff": spec.staffCounts.teaching,
      "Office Staff": spec.staffCounts.office,
      "Non-teaching": spec.staffCounts.nonTeaching,
    });
    expect(await page.getByRole("heading", { name: "Non Teaching Staff" }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the Class XI registration and allotment dates", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/AdmissionXI");
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const date of Object.values(spec.classXI)) expect(text, date).toContain(date);
    await context.close();
  });
});

describe("sections", () => {
  it.each<[string, string[]]>([
    ...["/RulesRegulation", "/Activities", "/CoCurriculum", "/SchoolFees"].map(
      (route): [string, string[]] => [route, sectionTitles(contentPage(route))],
    ),
    // Its sections are the disclosure's, filled in by the backend (server/disclosure/).
    [
      "/CbseDisclosure",
      [
        "A: General Information",
        "B: Documents and Information",
        "C: Result and Academics",
        "D: Staff (Teaching)",
        "E: School Infrastructure",
      ],
    ],
  ])("%s shows each section under its own heading, in order", async (route, titles) => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + route);
    const headings = await page.getByRole("main").locator("article h2").allTextContents();
    expect(headings.map((h) => h.trim())).toEqual(titles);
    await context.close();
  });
});

describe("the pages of a section beside the text (issue 19)", () => {
  const paths = (entries: SectionEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...paths(entry.children ?? [])]);

  it.each(["/OurSchool", "/PrincipalMessage", "/SchoolTiming", "/AdmissionXI"])(
    "%s: beside the text on a laptop, after it on a phone, with and without JavaScript",
    async (route) => {
      const expected = sectionNavFor(route)!;
      for (const options of [desktop, phone]) {
        for (const javaScriptEnabled of [true, false]) {
          const where = `${route} at ${options.viewport?.width}px, JavaScript ${javaScriptEnabled}`;
          const { page, context } = await openPage(browser(), { ...options, javaScriptEnabled });
          await page.goto(baseUrl + route);
          const nav = page.getByRole("main").getByRole("navigation", { name: "In this section" });
          const links = nav.getByRole("link");
          expect(
            await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
            where,
          ).toEqual(paths(expected.entries));
          expect(await nav.locator("[aria-current=page]").getAttribute("href"), where).toBe(route);
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

  it("offers the main menu's sections beside a page that is its section alone", async () => {
    const expected = sectionNavFor("/career")!;
    expect(expected.kind).toBe("sections");
    const { page, context } = await openPage(browser(), desktop);
    await page.goto(baseUrl + "/career");
    const nav = page.getByRole("main").getByRole("navigation", { name: "Other sections" });
    expect(
      await nav.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(paths(expected.entries));
    await context.close();
  });
});
