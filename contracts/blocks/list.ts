import { z } from "zod";
import { blockKind } from "./kind.ts";
import { lines, optional, splitLines, ticked, inlineHint } from "./form-values.ts";
import { optionalText, text } from "./parts.ts";

export default blockKind({
  type: "list",
  label: "List",
  example: {
    type: "list",
    title: "What to bring",
    items: ["A pencil", "An eraser"],
    ordered: true,
  },
  schema: () =>
    z.object({
      type: z.literal("list"),
      items: z.array(text(2000)).min(1).max(200),
      ordered: z.boolean().optional(),
      title: optionalText(200),
    }),
  form: [
    { kind: "text", name: "title", label: "Title (optional)" },
    {
      kind: "text",
      name: "items",
      label: "Items",
      hint: `One item a line. ${inlineHint}`,
      lines: 6,
    },
    { kind: "check", name: "ordered", label: "Numbered (1, 2, 3) rather than bullets" },
  ],
  fresh: () => ({ items: [] }),
  lines: { field: "items", noun: "Item" },
  toForm: (block) => ({ ...block, items: lines(block.items), ordered: ticked(block.ordered) }),
  fromForm: (raw) => ({
    ...optional(raw, "title"),
    items: splitLines(raw.items).map((line) => line.trim()),
    ...(raw.ordered ? { ordered: true } : {}),
  }),
});
