import { beforeAll, describe, expect, it } from "vitest";
import { pages, contentPaths } from "#app/pages.ts";
import { bookListClasses, bookListFile } from "#content/public-files.ts";
import { site as school } from "#content/site.ts";
import { sectionNavFor, type SectionEntry } from "#app/content/section-nav.ts";
import { ensureContentFiles } from "#demo/demo-school.ts";
import { contentPages, numbers, sectionTitles } from "../../support/content.ts";
import { crawl, crawledSite } from "../../support/crawl.ts";
import {
  breadcrumb,
  expectMainImages,
  heading,
  hrefs,
  named,
  shown,
} from "../../support/reading.ts";
import { text, type Site, type SiteAnswer } from "../../support/site.ts";
import * as spec from "../../support/spec-figures.ts";
import { schoolCode } from "../../support/test-backend.ts";

// The static pages drawn from content entries, as the server sends them: each one's title,
// heading, breadcrumb and images; galleries, tabs, videos and PDFs as HTML alone; the figures a
// reader comes for; sections, and the pages of a section beside the text. What needs a browser
// (the lightbox, the tabs' keys, the players, layout) is in tests/e2e/content-pages.test.ts.

const contentPage = (route: string) => contentPages.find((page) => page.path === route)!;
let site: Site;
beforeAll(async () => {
  site = await crawledSite();
  // The pictures the pages name, which a server makes as it starts (server/process/seed-demo.ts)
  // and the seeded test backend does not.
  const { files, privateFiles } = site.backend;
  await ensureContentFiles({ files, privateFiles, schoolCode });
  // Drawn here, under the hooks' longer timeout: the crawl draws the whole site once.
  await crawl(site);
});

/** The route as the shared crawl drew it, in English. */
async function drawn(route: string): Promise<SiteAnswer> {
  const found = (await crawl(site)).find((page) => page.route === route && page.language === "en");
  if (!found) throw new Error(`the crawl has no ${route}`);
  return found.answer;
}

const main = (answer: SiteAnswer) => answer.one("main");

describe("every static page", () => {
  it("has 46 pages drawn from content entries", () => {
    expect(contentPaths).toHaveLength(46);
  });

  it.each(contentPaths)("%s: heading, breadcrumb, title, images", async (route) => {
    const entry = pages.find((p) => p.path === route)!;
    const answer = await drawn(route);
    expect(answer.status).toBe(200);
    expect(text(answer.one("title"))).toBe(`${entry.name} - ${school.titleName}`);
    expect(answer.all("h1").length).toBe(1);
    expect(heading(answer)).toBe(contentPage(route).heading ?? entry.name);
    expect(breadcrumb(answer)).toEqual(["Home", entry.section, entry.crumb ?? entry.name]);
    await expectMainImages(site, answer);
  });
});

describe("image galleries", () => {
  it("link to the full pictures without JavaScript", async () => {
    const href = shown(main(await drawn("/Facilities")), "a[href]")[0]!.getAttribute("href");
    expect(href).toMatch(/^\/api\/image\/HLCA\/public\/Images\/.+\.jpg$/);
  });
});

describe("tabs", () => {
  it("follow the ARIA tabs pattern on /HolidaysHomework", async () => {
    const answer = await drawn("/HolidaysHomework");
    const tabs = shown(answer.document, "[role=tab]");
    expect(tabs.map((tab) => text(tab))).toEqual(["Academics", "Robotics"]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    // The chosen tab's panel is the one shown; the others wait, hidden, for theirs.
    const [panel, ...others] = shown(answer.document, "[role=tabpanel]");
    expect(others.length).toBe(0);
    expect(shown(panel!, "a[href]").length).toBe(13);
  });

  it("show every panel without JavaScript", async () => {
    expect((await drawn("/Staff")).all("main table").length).toBe(3);
  });
});

describe("media", () => {
  it("loads no video player until one is asked for", async () => {
    const answer = await drawn("/LifeTags");
    expect(shown(answer.document, "a[href]", /^Play video:/).length).toBe(10);
    expect(answer.all("main iframe").length).toBe(0);
  });

  it.each([
    ["/ManagementCommittee", "800"],
    ["/SchoolUniform", "600"],
  ])("embeds the PDF on %s at height %s with a plain link beside it", async (route, height) => {
    const answer = await drawn(route);
    expect(answer.one("main iframe").getAttribute("height")).toBe(height);
    const download = named(main(answer), "a[href]", /^Download/);
    const pdf = await site.request(download.getAttribute("href")!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await pdf.body?.cancel();
  });

  it("opens each class's book list from /BookList", async () => {
    const tiles = shown(main(await drawn("/BookList")), "article a[href]");
    expect(tiles.length).toBe(13);
    expect(hrefs(tiles)).toEqual(
      bookListClasses.map((c) => `/api/image/${school.schoolCode}/${bookListFile(c)}`),
    );
    for (const href of hrefs(tiles)) {
      const response = await site.request(href!);
      expect(response.status).toBe(200);
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
    expect(tiles[0]!.getAttribute("target")).toBe("_blank");
  });
});

describe("the figures a reader comes for (spec 9)", () => {
  /** The body rows of the one table in main whose header row is exactly these columns. */
  function tableRows(answer: SiteAnswer, columns: string[]) {
    const tables = answer.all("main table").map((table) => ({
      columns: [...table.querySelectorAll("thead th")].map((th) => text(th)),
      rows: [...table.querySelectorAll("tbody tr")].map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => text(cell)),
      ),
    }));
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
    expect(tableRows(await drawn(route), columns)).toEqual(asText(rows));
  });

  it("shows the student strength totals under the table", async () => {
    const sum = (i: 1 | 2) => spec.studentStrength.reduce((total, row) => total + row[i], 0);
    const note = (await drawn("/StudentStrength")).one("main table + p").textContent;
    expect(numbers(note ?? "")).toEqual([sum(1), sum(2)]);
  });

  it("shows the ten Our Uniqueness figures, each with its label", async () => {
    const figures = (await drawn("/OurUniqueness")).all("main dl > div").map((item) => ({
      label: item.querySelector("dt")?.textContent ?? "",
      value: item.querySelector("dd")?.textContent ?? "",
    }));
    expect(figures.map((figure) => figure.value)).toEqual(spec.uniqueness.map(([value]) => value));
    figures.forEach((figure, i) => expect(figure.label).toMatch(spec.uniqueness[i]![1]));
  });

  it("shows the staff register's teaching, office and non-teaching staff in their tabs", async () => {
    const answer = await drawn("/Staff");
    // Each tab's panel, as the tab names it: there without JavaScript, hidden until chosen.
    const panelOf = (tab: string) =>
      answer.one(`#${named(answer.document, "[role=tab]", tab).getAttribute("aria-controls")}`);
    const counts: Record<string, number> = {};
    for (const tab of ["Teaching Staff", "Office Staff", "Non-teaching"]) {
      counts[tab] = panelOf(tab).querySelectorAll("tbody tr").length;
    }
    expect(
      [...panelOf("Teaching Staff").querySelectorAll("thead th")].map((th) => text(th)),
    ).toEqual(["S.No.", "Name of the Teacher", "Designation", "Qualification"]);
    expect(counts).toEqual({
      "Teaching Staff": spec.staffCounts.teaching,
      "Office Staff": spec.staffCounts.office,
      "Non-teaching": spec.staffCounts.nonTeaching,
    });
    const headings = [...panelOf("Non-teaching").querySelectorAll("h2, h3")].map((h) => text(h));
    expect(headings).toContain("Non Teaching Staff");
  });

  it("shows the Class XI registration and allotment dates", async () => {
    const words = main(await drawn("/AdmissionXI")).textContent ?? "";
    for (const date of Object.values(spec.classXI)) expect(words, date).toContain(date);
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
    const headings = (await drawn(route)).all("main article h2").map((h) => text(h));
    expect(headings).toEqual(titles);
  });
});

describe("the pages of a section beside the text (issue 19)", () => {
  const paths = (entries: SectionEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...paths(entry.children ?? [])]);

  // Where they stand on a laptop and on a phone is the browser's to see (tests/e2e).
  it.each(["/OurSchool", "/PrincipalMessage", "/SchoolTiming", "/AdmissionXI"])(
    "%s: beside the text on a laptop, after it on a phone, with and without JavaScript",
    async (route) => {
      const expected = sectionNavFor(route)!;
      const nav = named(main(await drawn(route)), "nav", "In this section");
      expect(hrefs(shown(nav, "a[href]")), route).toEqual(paths(expected.entries));
      expect(nav.querySelector("[aria-current=page]")?.getAttribute("href"), route).toBe(route);
    },
  );

  it("offers the main menu's sections beside a page that is its section alone", async () => {
    const expected = sectionNavFor("/career")!;
    expect(expected.kind).toBe("sections");
    const nav = named(main(await drawn("/career")), "nav", "Other sections");
    expect(hrefs(shown(nav, "a[href]"))).toEqual(paths(expected.entries));
  });
});
