import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, optional, text as typed } from "./form-values.ts";
import { optionalText, text } from "./parts.ts";

/** Tabs, each with a label, maybe a heading, and blocks; `B`, a block (as stored or drawn). */
export interface TabsOf<B> {
  type: "tabs";
  label: string;
  tabs: { label: string; heading?: string; blocks: B[] }[];
}

export default blockKind({
  type: "tabs",
  label: "Tabs",
  example: {
    type: "tabs",
    label: "Classes",
    tabs: [
      { label: "Primary", heading: "Primary classes", blocks: [{ type: "prose", markdown: "P." }] },
      { label: "Middle", blocks: [] },
    ],
  },
  schema: (blocks) =>
    z.object({
      type: z.literal("tabs"),
      label: text(200),
      tabs: z
        .array(z.object({ label: text(100), heading: optionalText(200), blocks }))
        .min(1)
        .max(20),
    }),
  form: [{ kind: "tabs" }],
  fresh: () => ({ label: "", tabs: [{ label: "", blocks: [] }] }),
  toForm: (block, blocks) => ({
    ...block,
    tabs: array(block.tabs).map((tab) => ({ ...tab, blocks: blocks(tab.blocks) })),
  }),
  fromForm: (raw, blocks) => ({
    label: typed(raw.label),
    tabs: array(raw.tabs).map((tab) => ({
      label: typed(tab.label),
      ...optional(tab, "heading"),
      blocks: blocks(tab.blocks),
    })),
  }),
});
