import { beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#app/pages.ts";
import { crawl, type Crawled, crawledSite } from "../../support/crawl.ts";
import { text, type SiteAnswer } from "../../support/site.ts";

// Spec 2.8-2.14's tables as the server sends them (issue 19): each with its caption, its
// columns' names in a header row, each row's name in a row header, and each value marked with
// its column's name, from which a phone draws a card of the row. That at 320 and 375 px none
// hides a column, nor scrolls sideways, is tests/e2e/content-tables.test.ts's.

let crawled: Crawled[];
beforeAll(async () => {
  crawled = await crawl(await crawledSite());
});

/** The content pages whose words hold a table, from the crawl, by address. */
function pagesWithTables(): Map<string, SiteAnswer> {
  const content = crawled.filter(
    (page) => page.language === "en" && contentPaths.includes(page.route ?? ""),
  );
  return new Map(
    content
      .filter(({ answer }) => answer.all("table").length > 0)
      .map((p) => [p.address, p.answer]),
  );
}

/** An element's children of a kind (a table's caption, head, bodies; a section's rows). */
const childrenOf = (element: Element | undefined, tag: string) =>
  element ? [...element.children].filter((child) => child.localName === tag) : [];

/** A table's name: its caption's words. */
const captionOf = (table: Element) => text(childrenOf(table, "caption")[0]);

/** What a reader may miss in a table's markup: a name, a column's name beside a value. */
function tableProblems(table: Element): string[] {
  const problems: string[] = [];
  const name = captionOf(table);
  if (!name) problems.push("a table without a caption");
  const headerRow = childrenOf(childrenOf(table, "thead")[0], "tr")[0];
  const headers = headerRow ? [...headerRow.children].map(text) : [];
  if (headers.length === 0) problems.push(`${name}: no header row`);
  const rows = childrenOf(table, "tbody").flatMap((body) => childrenOf(body, "tr"));
  if (rows.length === 0) problems.push(`${name}: no rows`);
  for (const row of rows) {
    [...row.children].forEach((cell, column) => {
      const value = text(cell);
      if (value === "") return;
      const where = `${name}: ${headers[column]} '${value}'`;
      // A value is read beside its column's name, which a phone draws before it from its
      // data-label. The row's name and its number head their card.
      const heads = cell.matches("th[scope=row]");
      const numbers = cell.nextElementSibling?.matches("th[scope=row]") ?? false;
      const labelled = cell.getAttribute("data-label") === headers[column];
      if (!heads && !numbers && !labelled) problems.push(`${where} without its column`);
    });
  }
  return problems;
}

describe("tables on a phone", () => {
  it.each(["320", "375"])(
    "at %s px show every column of every table, with and without JavaScript",
    () => {
      // The same markup at every width, and with or without scripts: the server sends it.
      const pages = pagesWithTables();
      expect([...pages.keys()]).toEqual(
        expect.arrayContaining(["/AdmissionXI", "/CbseDisclosure", "/Staff", "/SchoolTiming"]),
      );
      for (const [path, page] of pages) {
        const tables = page.all("main table");
        expect(tables.length, path).toBeGreaterThan(0);
        expect(tables.flatMap(tableProblems), path).toEqual([]);
      }
    },
  );

  it("shows each Class XI stream's four subjects once and its fifth as the choice", () => {
    const page = crawled.find((one) => one.address === "/AdmissionXI")!.answer;
    const tables = page.all("table").filter((one) => /subject combinations/i.test(captionOf(one)));
    expect(tables.map(captionOf)).toHaveLength(1);
    const table = tables[0]!;
    const streams = [...table.querySelectorAll("tbody th[scope=row]")].map((th) => th.textContent);
    expect(streams).toEqual(["Non-Medical", "Medical", "Commerce"]);
    for (const row of table.querySelectorAll("tbody tr")) {
      expect(row.querySelectorAll("td").length).toBe(2);
    }
  });
});
