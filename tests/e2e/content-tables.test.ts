import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { contentPaths } from "#app/pages.ts";
import { narrow, openPage, phone, useBrowser } from "../support/browser.ts";

// Spec 2.8-2.14's tables on a phone (issue 19): at 320 and 375 px no table hides a column. A
// table of many columns shows each row as a card of its values beside their columns' names; the
// page and the table's box never scroll sideways, and a caption wraps rather than being cut.
// The tables' markup is tests/pages/crawl/content-tables.test.ts's; here, how a browser draws it.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** What a reader may miss in the tables of the page as it is shown now. */
function tableProblems(page: Page): Promise<string[]> {
  return page.locator("main table").evaluateAll((tables) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const inside = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.left >= -0.5 && box.right <= width + 0.5;
    };
    for (const table of tables as HTMLTableElement[]) {
      if (!shown(table)) continue; // a tab not chosen
      const caption = table.caption!;
      const name = caption.textContent!.trim();
      const wrap = table.parentElement!;
      if (wrap.scrollWidth > wrap.clientWidth) problems.push(`${name}: scrolls sideways`);
      if (!inside(table)) problems.push(`${name}: wider than the screen`);
      if (!shown(caption) || !inside(caption) || caption.scrollWidth > caption.clientWidth) {
        problems.push(`${name}: caption cut`);
      }
      const headers = [...table.tHead!.rows[0]!.cells].map((th) => th.textContent!.trim());
      const headerRowShown = shown(table.tHead!);
      for (const row of table.tBodies[0]!.rows) {
        [...row.cells].forEach((cell, column) => {
          const value = cell.textContent!.trim();
          if (value === "") return;
          const where = `${name}: ${headers[column]} '${value}'`;
          if (!shown(cell) || !inside(cell) || cell.scrollWidth > cell.clientWidth + 1) {
            problems.push(`${where} not in view`);
          }
          // A value is read beside its column's name: in the header row, or drawn before it.
          // The row's name and its number head their card.
          const heads = cell.matches("th[scope=row]");
          const numbers = cell.nextElementSibling?.matches("th[scope=row]") ?? false;
          const labelled =
            headerRowShown ||
            (cell.getAttribute("data-label") === headers[column] &&
              getComputedStyle(cell, "::before").content !== "none");
          if (!heads && !numbers && !labelled) problems.push(`${where} without its column`);
        });
      }
    }
    if (document.documentElement.scrollWidth > width) problems.push("the page scrolls sideways");
    return problems;
  });
}

/** The content pages whose words hold a table. */
async function pagesWithTables(): Promise<string[]> {
  const found: string[] = [];
  for (const path of contentPaths) {
    if ((await (await fetch(baseUrl + path)).text()).includes("<table")) found.push(path);
  }
  return found;
}

describe("tables on a phone", () => {
  it.each([
    ["320", narrow],
    ["375", phone],
  ] as const)(
    "at %s px show every column of every table, with and without JavaScript",
    async (_, options) => {
      // Which pages hold tables, and their markup, are tests/pages/crawl/content-tables.test.ts's.
      const paths = await pagesWithTables();
      for (const javaScriptEnabled of [true, false]) {
        const { page, context } = await openPage(browser(), { ...options, javaScriptEnabled });
        for (const path of paths) {
          await page.goto(baseUrl + path);
          expect(await tableProblems(page), `${path}, JavaScript ${javaScriptEnabled}`).toEqual([]);
          // With JavaScript, a tabs page shows one panel at a time: each in turn.
          const tabs = page.getByRole("main").getByRole("tab");
          for (let i = 1; i < (await tabs.count()); i++) {
            await tabs.nth(i).click();
            expect(await tableProblems(page), `${path}, tab ${i + 1}`).toEqual([]);
          }
        }
        await context.close();
      }
    },
  );

  it("draw a table of many columns as one card per row, still a table to a screen reader", async () => {
    const { page, context } = await openPage(browser(), phone);
    await page.goto(baseUrl + "/Staff");
    const table = page.getByRole("tabpanel").locator("table");
    const firstRow = table.locator("tbody tr").first();
    // The row's cells stand one under another, each as wide as the card.
    const boxes = await firstRow
      .locator("th, td")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(new Set(boxes.slice(1)).size).toBe(boxes.length - 1);
    // The browser's accessibility tree keeps the table: rows, row and column headers, cells.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[];
    };
    const roles = nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
    const rows = await table.locator("tbody tr").count();
    expect(roles.filter((role) => role === "rowheader").length).toBe(rows);
    expect(roles.filter((role) => role === "columnheader").length).toBe(4);
    // A cell is read as its value alone: the column's name drawn before it is not read twice.
    const designation = await firstRow.locator("td").nth(1).textContent();
    const cell = nodes.find(
      (node) => node.role?.value === "cell" && node.name?.value.includes(designation!.trim()),
    );
    expect(cell?.name?.value.trim()).toBe(designation!.trim());
    await context.close();
  });
});
