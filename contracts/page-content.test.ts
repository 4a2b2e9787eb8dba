import { describe, expect, it } from "vitest";
import { PageDocument, pageMessages, sessionName } from "./page-content.ts";

const page = (blocks: unknown[]) => ({ description: "A page of the school.", blocks });
const table = (rows: unknown[][]) => ({
  type: "table",
  caption: "Fees",
  columns: ["Class", "Rs. per month"],
  rows,
});

describe("a page's document", () => {
  it("takes a table whose rows have a cell for each column, figures kept as numbers", () => {
    const parsed = PageDocument.parse(page([table([["6th", 5247]])]));
    expect(parsed.blocks[0]).toMatchObject({ rows: [["6th", 5247]] });
  });

  it("refuses ragged rows and names the row and its count", () => {
    const result = PageDocument.safeParse(page([table([["6th", 5247], ["7th"]])]));
    expect(result.success).toBe(false);
    expect(pageMessages(result.error!.issues)).toEqual({
      "blocks.0.rows.1": "Row 2 has 1 cell; the table has 2 columns.",
    });
  });

  it("refuses a kind of block it does not know and a file path that leaves the store", () => {
    expect(PageDocument.safeParse(page([{ type: "script", code: "alert(1)" }])).success).toBe(
      false,
    );
    const image = { file: "../private/tc.pdf", alt: "", width: 10, height: 10 };
    expect(PageDocument.safeParse(page([{ type: "image", image }])).success).toBe(false);
  });

  it("checks blocks inside sections and tabs as it checks the page's own", () => {
    const nested = page([
      {
        type: "section",
        title: "Fees",
        blocks: [
          {
            type: "tabs",
            label: "Years",
            tabs: [{ label: "2026-27", blocks: [table([["6th", 1, 2]])] }],
          },
        ],
      },
    ]);
    const result = PageDocument.safeParse(nested);
    expect(Object.keys(pageMessages(result.error!.issues))).toEqual([
      "blocks.0.blocks.0.tabs.0.blocks.0.rows.0",
    ]);
  });
});

describe("a session's name", () => {
  it("is two years in a row", () => {
    expect(sessionName.safeParse("2026-27").success).toBe(true);
    expect(sessionName.safeParse("2099-00").success).toBe(true);
    expect(sessionName.safeParse("2026-28").success).toBe(false);
    expect(sessionName.safeParse("2026").success).toBe(false);
  });
});
