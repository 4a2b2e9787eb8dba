import { describe, expect, it } from "vitest";
import { blockKinds } from "#contracts/block-kinds.ts";
import { picture } from "#contracts/blocks/examples.ts";
import { PageDocument, type Block } from "#contracts/page-content.ts";
import schoolFees from "#content/pages/SchoolFees.ts";
import {
  cellOf,
  fieldsOf,
  formToDraft,
  rulesFrom,
  rulesText,
  type Draft,
} from "./form-document.ts";

/** One block of every kind, each field used once (each kind's example), nested ones among them. */
const image = picture;

const everyBlock = blockKinds.map((kind) => kind.example) as Block[];

const page: PageDocument = {
  heading: "School Fees",
  crumb: "Fees",
  description: "The school's fees.",
  session: "2025-26",
  blocks: everyBlock,
};

/** The form a browser sends for these fields, in order. */
function sent(fields: Map<string, string>, extra: [string, string][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

const roundTrip = (draft: Draft) => formToDraft(sent(fieldsOf(draft)));

describe("the page editor's form and a page's document", () => {
  it("reads back every kind of block as it was written", () => {
    expect(PageDocument.safeParse(page).success).toBe(true);
    expect(roundTrip(page as never)).toEqual(page);
  });

  it("reads back every seeded page as it is stored, nested sections and all", () => {
    const seeded = import.meta.glob<{ default: Record<string, unknown> }>(
      ["#content/pages/*.ts", "!#content/pages/*.test.ts"],
      { eager: true },
    );
    const pages = Object.values(seeded).map((module) => module.default);
    expect(pages).toContain(schoolFees);
    expect(pages.length).toBeGreaterThanOrEqual(44);
    for (const page of pages) {
      const stored = PageDocument.parse({ ...page, path: undefined });
      expect(roundTrip(stored as never), String(page.path)).toEqual(stored);
    }
  });

  it("names each field by its path in the document", () => {
    const fields = fieldsOf(page as never);
    const of = (type: string) => `blocks.${everyBlock.findIndex((block) => block.type === type)}`;
    expect(fields.get(`${of("table")}.rows.1.1`)).toBe("5247");
    expect(fields.get(`${of("table")}.columns.1`)).toBe("Rs. per month");
    expect(fields.get(`${of("table")}.type`)).toBe("table");
    expect(fields.get(`${of("list")}.items`)).toBe("A pencil\nAn eraser");
    expect(fields.get(`${of("list")}.ordered`)).toBe("on");
    expect(fields.get(`${of("rules")}.rules`)).toBe(
      "Fees are paid quarterly.\nQuarters:\n- April\n- July",
    );
    expect(fields.get(`${of("links")}.items.0.goesTo`)).toBe("/Admission");
    expect(fields.get(`${of("tabs")}.tabs.0.blocks.0.markdown`)).toBe("P.");
    expect(fields.get(`${of("section")}.blocks.0.blocks.0.text`)).toBe("Deep.");
  });

  it("keeps a cell typed as a plain number a number, and anything else as typed", () => {
    expect(cellOf("5247")).toBe(5247);
    expect(cellOf(" 5247 ")).toBe(5247);
    expect(cellOf("4.5")).toBe(4.5);
    expect(cellOf("-3")).toBe(-3);
    expect(cellOf("0")).toBe(0);
    expect(cellOf("5,247")).toBe("5,247");
    expect(cellOf("05")).toBe("05");
    expect(cellOf("4.50")).toBe("4.50");
    expect(cellOf("Rs. 5247")).toBe("Rs. 5247");
    expect(cellOf("")).toBe("");
    const fields = fieldsOf(page as never);
    fields.set("blocks.4.rows.1.1", "5300");
    const table = formToDraft(sent(fields)).blocks[4] as unknown as { rows: unknown[][] };
    expect(table.rows[1]).toEqual(["6th", 5300]);
  });

  it("keeps a cell of words that look like a figure as words (an affiliation number)", () => {
    const draft = {
      description: "D",
      blocks: [
        { type: "table", caption: "C", columns: ["What", "No."], rows: [["Code", "40999"]] },
      ],
    };
    const fields = fieldsOf(draft);
    expect(fields.get("text:blocks.0.rows.0.1")).toBe("1");
    expect(roundTrip(draft)).toEqual(draft);
    // A new figure typed in that cell is still words; one typed in a new row is a figure.
    fields.set("blocks.0.rows.0.1", "41000");
    fields.set("blocks.0.rows.1.0", "Fee");
    fields.set("blocks.0.rows.1.1", "41000");
    expect((formToDraft(sent(fields)).blocks[0] as unknown as { rows: unknown[] }).rows).toEqual([
      ["Code", "41000"],
      ["Fee", 41000],
    ]);
  });

  it("keeps a ragged row as sent, so that the API can name it", () => {
    const form = sent(fieldsOf(page as never), [["blocks.4.rows.1.2", "extra"]]);
    const table = formToDraft(form).blocks[4] as unknown as { rows: unknown[][] };
    expect(table.rows.map((row) => row.length)).toEqual([2, 3, 2]);
    const checked = PageDocument.safeParse(formToDraft(form));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path.join("."))).toEqual(["blocks.4.rows.1"]);
  });

  it("leaves out optional fields left empty, and keeps required ones empty for the API to name", () => {
    const form = new FormData();
    form.append("heading", "  ");
    form.append("description", "");
    form.append("blocks.0.type", "cards");
    form.append("blocks.0.items.0.title", "");
    form.append("blocks.0.items.0.text", "");
    form.append("blocks.0.items.0.image.file", "");
    form.append("blocks.0.items.0.image.alt", "");
    form.append("blocks.0.items.0.link.label", "");
    form.append("blocks.0.items.0.link.goesTo", "");
    form.append("blocks.1.type", "list");
    form.append("blocks.1.items", "\r\n  \r\n");
    form.append("blocks.2.type", "section");
    form.append("blocks.2.title", "Empty");
    expect(formToDraft(form)).toEqual({
      description: "",
      blocks: [
        { type: "cards", items: [{ title: "" }] },
        { type: "list", items: [] },
        { type: "section", title: "Empty", blocks: [] },
      ],
    });
  });

  it("reads lines typed in a browser (CRLF) and sub-points of rules", () => {
    expect(rulesFrom("One\r\n- a\r\n-  b\r\nTwo\r\n\r\nThree\n- c")).toEqual([
      { text: "One", points: ["a", "b"] },
      "Two",
      { text: "Three", points: ["c"] },
    ]);
    // A sub-point with no rule above is kept under an empty rule, which the API names.
    expect(rulesFrom("- lonely")).toEqual([{ text: "", points: ["lonely"] }]);
    expect(rulesText(["A", { text: "B", points: ["b1"] }])).toBe("A\nB\n- b1");
  });

  it("reads a link's one target as a page, an address or a file", () => {
    const form = new FormData();
    form.append("blocks.0.type", "links");
    for (const [index, goesTo] of [
      "/Admission",
      "https://x.org/",
      "public/pdf/A.pdf",
      "/images/a.png",
      "http://old.org",
    ].entries()) {
      form.append(`blocks.0.items.${index}.label`, "L");
      form.append(`blocks.0.items.${index}.goesTo`, goesTo);
    }
    expect(formToDraft(form).blocks[0]!.items).toEqual([
      { label: "L", to: "/Admission" },
      { label: "L", href: "https://x.org/" },
      { label: "L", file: "public/pdf/A.pdf" },
      { label: "L", file: "/images/a.png" },
      { label: "L", href: "http://old.org" },
    ]);
  });

  it("reads only the document's own fields, and never an object's prototype", () => {
    const form = new FormData();
    form.append("intent", "publish");
    form.append("basedOn", "3");
    form.append("upload:blocks.0.image.file", "x");
    form.append("description", "D");
    form.append("blocks.__proto__.polluted", "yes");
    form.append("blocks.0.type", "quote");
    form.append("blocks.0.text", "Q");
    form.append("blocks.0.text.deeper", "ignored");
    const draft = formToDraft(form);
    expect(draft).toEqual({ description: "D", blocks: [{ type: "quote", text: "Q" }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps sizes as typed when they are not whole numbers, for the API to name", () => {
    const form = sent(fieldsOf({ description: "D", blocks: [{ type: "image", image }] }));
    form.set("blocks.0.image.width", "wide");
    form.set("blocks.0.image.height", "");
    const block = formToDraft(form).blocks[0] as unknown as { image: Record<string, unknown> };
    expect(block.image).toMatchObject({ width: "wide", height: "" });
  });
});
