import { z } from "zod";
import { blockKind } from "./kind.ts";
import { text as typed } from "./form-values.ts";
import { text } from "./parts.ts";

/** A titled group of blocks, e.g. one rules section or one club; `B`, a block. */
export interface SectionOf<B> {
  type: "section";
  title: string;
  blocks: B[];
}

export default blockKind({
  type: "section",
  label: "Section",
  example: {
    type: "section",
    title: "Nested",
    blocks: [{ type: "section", title: "Deeper", blocks: [{ type: "quote", text: "Deep." }] }],
  },
  schema: (blocks) => z.object({ type: z.literal("section"), title: text(200), blocks }),
  form: [
    { kind: "text", name: "title", label: "Section title" },
    { kind: "blocks", name: "blocks", within: "the section" },
  ],
  fresh: () => ({ title: "", blocks: [] }),
  toForm: (block, blocks) => ({ ...block, blocks: blocks(block.blocks) }),
  fromForm: (raw, blocks) => ({ title: typed(raw.title), blocks: blocks(raw.blocks) }),
});
