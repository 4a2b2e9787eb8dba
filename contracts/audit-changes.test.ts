import { describe, expect, it } from "vitest";
import { changesKept, changesOf, moreChanges, shownChanges } from "./audit-changes.ts";

const blockName = (value: unknown) =>
  typeof (value as { type?: unknown })?.type === "string"
    ? ({ table: "Table", prose: "Text" } as Record<string, string>)[
        (value as { type: string }).type
      ]
    : undefined;

const fees = (class6: number | string) => ({
  type: "table",
  caption: "Fees 2026-27",
  columns: ["Class", "Rs. per month"],
  rows: [
    ["Nur-UKG", 4667],
    ["Class 6", class6],
  ],
});

describe("what the audit log keeps of a change", () => {
  it("names a changed fee by its table, row and column, old and new, and nothing else", () => {
    expect(changesOf(fees(5247), fees(5400), "block 3", {}, blockName)).toEqual({
      "block 3 (Table) › Class 6 › Rs. per month": [5247, 5400],
    });
  });

  it("lists no change for values written differently but equal", () => {
    const before = { title: "Fees", publishAt: null, audience: [], description: "", fee: 5247 };
    const after = { fee: "5247", description: null, audience: undefined, title: "Fees" };
    expect(changesOf(before, after, "")).toEqual({});
  });

  it("opens a setting into the lines that changed", () => {
    const before = { contact: { phone: "0120 400 1000", email: "office@school.example" } };
    const after = { contact: { phone: "0120 400 2000", email: "office@school.example" } };
    expect(changesOf(before, after, "")).toEqual({
      "contact › phone": ["0120 400 1000", "0120 400 2000"],
    });
  });

  it("keeps a list of words or files as one value, and names an added row", () => {
    expect(
      changesOf(
        { audience: ["IX"], attachments: [{ path: "office/2026/a.pdf", name: "Fees.pdf" }] },
        { audience: ["IX", "X"], attachments: [] },
        "",
      ),
    ).toEqual({ audience: [["IX"], ["IX", "X"]], attachments: [["office/2026/a.pdf"], null] });
    const added = { ...fees(5247), rows: [...fees(5247).rows, ["Class 7", 5500]] };
    expect(changesOf(fees(5247), added, "block 1", {}, blockName)).toEqual({
      "block 1 (Table) › Class 7 › Class": [null, "Class 7"],
      "block 1 (Table) › Class 7 › Rs. per month": [null, 5500],
    });
  });

  it("names a block inside a block by its own name, not as the outer one's blocks", () => {
    const section = (fee: number) => ({ type: "section", title: "Fees", blocks: [fees(fee)] });
    const name = (value: unknown) =>
      (value as { type?: string })?.type === "section" ? "Section" : blockName(value);
    expect(Object.keys(changesOf(section(1), section(2), "block 4", {}, name))).toEqual([
      "block 4 (Section) › “Fees 2026-27” (Table) › Class 6 › Rs. per month",
    ]);
  });

  it("says a block became another kind", () => {
    const changes = changesOf(
      fees(1),
      { type: "prose", text: "Fees on request." },
      "block 2",
      {},
      blockName,
    );
    expect(changes["block 2 › kind"]).toEqual(["Table", "Text"]);
    expect(changes["block 2 (Text) › text"]).toEqual([null, "Fees on request."]);
  });

  it("keeps at most so many changes, and counts the rest", () => {
    const before = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i + 1]));
    const changes = changesOf(before, after, "");
    expect(Object.keys(changes)).toHaveLength(changesKept + 1);
    expect(changes[moreChanges]).toEqual([null, 50 - changesKept]);
  });

  it("shows a line written with whole blocks as the values that changed in them", () => {
    expect(
      shownChanges(
        { "block 3": [fees(5247), fees(5400)], status: ["draft", "published"] },
        blockName,
      ),
    ).toEqual({
      "block 3 (Table) › Class 6 › Rs. per month": [5247, 5400],
      status: ["draft", "published"],
    });
  });
});
