import { describe, expect, it } from "vitest";
import { PageDocument, pageMessages } from "#contracts/page-content.ts";
import type { Draft } from "./form-document.ts";
import {
  anchorFor,
  anchorsOf,
  blockName,
  describe as place,
  placeMessages,
  plain,
} from "./messages.ts";

const draft: Draft = {
  description: "",
  blocks: [
    { type: "list", items: ["One", ""] },
    {
      type: "section",
      title: "Fees",
      blocks: [
        {
          type: "table",
          caption: "",
          columns: ["Class", "Rs. per month"],
          rows: [
            ["I", 100],
            ["6th", 5247, "extra"],
          ],
        },
      ],
    },
    { type: "links", items: [{ label: "A", to: "no-slash" }, { label: "B" }] },
    { type: "cards", items: [{ title: "C", link: { label: "L", href: "http://x" } }] },
    { type: "rules", rules: ["R", { text: "S", points: ["p", ""] }] },
    { type: "image", image: { file: "a.jpg", alt: "", width: "", height: 10 } },
    { type: "tabs", label: "T", tabs: [{ label: "", blocks: [{ type: "quote", text: "" }] }] },
  ],
};

/** The messages the API would answer with for this draft. */
const apiMessages = () => {
  const checked = PageDocument.safeParse(draft);
  if (checked.success) throw new Error("the draft should be refused");
  return pageMessages(checked.error.issues);
};

describe("where the API's messages are shown", () => {
  it("shows each beside its field, a row's beside the row, and a link's at its one target", () => {
    const messages = apiMessages();
    const placed = placeMessages(messages, draft);
    expect(Object.keys(placed).sort()).toEqual(
      [
        "blocks.0.items",
        "blocks.1.blocks.0.caption",
        "blocks.1.blocks.0.rows.1",
        "blocks.2.items.0.goesTo",
        "blocks.2.items.1.goesTo",
        "blocks.3.items.0.link.goesTo",
        "blocks.4.rules",
        "blocks.5.image.width",
        "blocks.6.tabs.0.blocks.0.text",
        "blocks.6.tabs.0.label",
        "description",
      ].sort(),
    );
    expect(placed["blocks.1.blocks.0.rows.1"]).toBe("Row 2 has 3 cells; the table has 2 columns.");
    expect(placed["blocks.0.items"]).toBe("Item 2: Fill this in.");
    expect(placed["blocks.4.rules"]).toBe("Rule 2, sub-point 2: Fill this in.");
    expect(placed["blocks.5.image.width"]).toBe("Give a number of at least 1.");
  });

  it("falls back to the nearest place that holds the field, and to the page", () => {
    const anchors = anchorsOf(draft);
    expect(anchorFor("blocks.1.blocks.0.rows.0.5", anchors)).toBe("blocks.1.blocks.0.rows.0");
    expect(anchorFor("blocks.1.blocks.0.columns", anchors)).toBe("blocks.1.blocks.0.columns");
    expect(anchorFor("blocks.1.blocks.0.unknown", anchors)).toBe("blocks.1.blocks.0");
    expect(anchorFor("blocks.9.text", anchors)).toBe("form");
    expect(anchorFor("blocks", anchors)).toBe("form");
    expect(anchorFor("publishAt", anchors)).toBe("publishAt");
  });

  it("names a place in words", () => {
    expect(place("blocks.1.blocks.0.rows.1.1", draft)).toBe(
      "Block 2: Section › Block 1: Table › Row 2, Rs. per month",
    );
    expect(place("blocks.1.blocks.0.rows.1", draft)).toBe(
      "Block 2: Section › Block 1: Table › Row 2",
    );
    expect(place("blocks.1.blocks.0.columns.0", draft)).toBe(
      "Block 2: Section › Block 1: Table › Column 1 name",
    );
    expect(place("blocks.3.items.0.link.goesTo", draft)).toBe(
      "Block 4: Cards › Card 1 › Link › Goes to",
    );
    expect(place("blocks.6.tabs.0.blocks.0.text", draft)).toBe(
      "Block 7: Tabs › Tab 1 › Block 1: Quote › Text",
    );
    expect(place("description", draft)).toBe("Description");
    expect(blockName(2, "table")).toBe("Block 3: Table");
  });

  it("says the schema's terse messages in the office's words", () => {
    expect(plain("Too small: expected array to have >=1 items")).toBe("Add at least one.");
    expect(plain("Too big: expected number to be <=10000")).toBe("Give a number of at most 10000.");
    expect(plain("Invalid input: expected number, received NaN")).toBe("Give a number.");
    expect(plain("Fill this in.")).toBe("Fill this in.");
  });
});
