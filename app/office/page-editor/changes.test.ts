import { describe, expect, it } from "vitest";
import { blockTypes, type BlockType } from "#contracts/page-content.ts";
import { applyChange, intentOf, newBlock, parseChange, type Change } from "./changes.ts";
import { fieldsOf, formToDraft, type Draft } from "./form-document.ts";

const draft: Draft = {
  description: "Fees.",
  blocks: [
    { type: "prose", markdown: "First." },
    {
      type: "section",
      title: "Fees",
      blocks: [
        {
          type: "table",
          caption: "Fees",
          columns: ["Class", "Rs."],
          rows: [
            ["I", 100],
            ["II", 200],
          ],
        },
      ],
    },
    { type: "quote", text: "Last." },
  ],
};

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const change = (intent: string, values: Record<string, string> = {}) =>
  parseChange(intent, form(values))!;
const types = (d: Draft) => d.blocks.map((block) => block.type);

describe("the page editor's structural buttons", () => {
  it("reads each button's intent, and its own intent back", () => {
    const changes: Change[] = [
      { kind: "add", list: "blocks.1.blocks", type: "list" },
      { kind: "remove", at: "blocks.1" },
      { kind: "up", at: "blocks.2" },
      { kind: "down", at: "blocks.0" },
      { kind: "add-column", table: "blocks.1.blocks.0" },
      { kind: "remove-column", table: "blocks.1.blocks.0", column: 1 },
    ];
    for (const expected of changes) {
      expect(change(intentOf(expected), { "newType:blocks.1.blocks": "list" })).toEqual(expected);
    }
    for (const other of [
      "publish",
      "draft",
      "preview",
      "up:heading",
      "remove:blocks.1.title",
      "up:blocks.x;y",
    ]) {
      expect(parseChange(other, form({}))).toBeUndefined();
    }
    // A kind of block the schema does not have is not added.
    expect(change("add:blocks", { "newType:blocks": "script" })).toEqual({
      kind: "add",
      list: "blocks",
    });
    expect(applyChange(draft, change("add:blocks", { "newType:blocks": "script" }))).toEqual(draft);
  });

  it("moves a block up and down, and not past either end", () => {
    expect(types(applyChange(draft, change("up:blocks.2")))).toEqual(["prose", "quote", "section"]);
    expect(types(applyChange(draft, change("down:blocks.0")))).toEqual([
      "section",
      "prose",
      "quote",
    ]);
    expect(applyChange(draft, change("up:blocks.0"))).toEqual(draft);
    expect(applyChange(draft, change("down:blocks.2"))).toEqual(draft);
  });

  it("removes a block, and adds one of each kind at the end of the list it was asked for", () => {
    expect(types(applyChange(draft, change("remove:blocks.1")))).toEqual(["prose", "quote"]);
    for (const type of Object.keys(blockTypes) as BlockType[]) {
      const added = applyChange(
        draft,
        change("add:blocks.1.blocks", { "newType:blocks.1.blocks": type }),
      );
      const inner = (added.blocks[1] as unknown as { blocks: Draft["blocks"] }).blocks;
      expect(inner.map((block) => block.type)).toEqual(["table", type]);
      // A new block goes through the form and back, and again unchanged, however empty.
      const once = formToDraft(toForm(added));
      expect((once.blocks[1] as unknown as { blocks: Draft["blocks"] }).blocks[1]!.type).toBe(type);
      expect(formToDraft(toForm(once))).toEqual(once);
    }
    expect(newBlock("table")).toEqual({
      type: "table",
      caption: "",
      columns: ["", ""],
      rows: [["", ""]],
    });
    // The draft changed was a copy.
    expect(types(draft)).toEqual(["prose", "section", "quote"]);
  });

  it("adds and removes a table's rows and columns, cell by cell", () => {
    const table = (d: Draft) =>
      (d.blocks[1] as unknown as { blocks: Record<string, unknown>[] }).blocks[0]!;
    const withRow = applyChange(draft, change("add:blocks.1.blocks.0.rows"));
    expect(table(withRow).rows).toEqual([
      ["I", 100],
      ["II", 200],
      ["", ""],
    ]);
    const withColumn = applyChange(withRow, change("add-column:blocks.1.blocks.0"));
    expect(table(withColumn).columns).toEqual(["Class", "Rs.", ""]);
    expect(table(withColumn).rows).toEqual([
      ["I", 100, ""],
      ["II", 200, ""],
      ["", "", ""],
    ]);
    const without = applyChange(withColumn, change("remove-column:blocks.1.blocks.0.columns.0"));
    expect(table(without).columns).toEqual(["Rs.", ""]);
    expect(table(without).rows).toEqual([
      [100, ""],
      [200, ""],
      ["", ""],
    ]);
    const rowGone = applyChange(without, change("remove:blocks.1.blocks.0.rows.0"));
    expect(table(rowGone).rows).toEqual([
      [200, ""],
      ["", ""],
    ]);
    // The last column stays: a table's cells need one.
    const one = applyChange(
      applyChange(draft, change("remove-column:blocks.1.blocks.0.columns.1")),
      change("remove-column:blocks.1.blocks.0.columns.0"),
    );
    expect(table(one).columns).toEqual(["Class"]);
  });

  it("adds an item of the right kind to a repeated group, and a tab with no blocks", () => {
    const cards: Draft = {
      description: "",
      blocks: [
        { type: "cards", items: [{ title: "A" }] },
        { type: "gallery", images: [] },
        { type: "tabs", label: "T", tabs: [] },
      ],
    };
    const added = ["add:blocks.0.items", "add:blocks.1.images", "add:blocks.2.tabs"].reduce(
      (d, intent) => applyChange(d, change(intent)),
      cards,
    );
    expect(added.blocks[0]!.items).toEqual([{ title: "A" }, { title: "" }]);
    expect(added.blocks[1]!.images).toEqual([{ file: "", alt: "", width: "", height: "" }]);
    expect(added.blocks[2]!.tabs).toEqual([{ label: "", blocks: [] }]);
  });
});

function toForm(d: Draft): FormData {
  const data = new FormData();
  for (const [name, value] of fieldsOf(d)) data.append(name, value);
  return data;
}
