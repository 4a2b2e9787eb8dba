import { z } from "zod";
import { blockKind } from "./kind.ts";
import { text as typed } from "./form-values.ts";
import { text } from "./parts.ts";

export default blockKind({
  type: "heading",
  label: "Heading",
  example: { type: "heading", text: "Our rules", level: 3 },
  schema: () =>
    z.object({
      type: z.literal("heading"),
      text: text(200),
      level: z.union([z.literal(2), z.literal(3)]).optional(),
    }),
  form: [
    { kind: "text", name: "text", label: "Heading" },
    {
      kind: "select",
      name: "level",
      label: "Kind of heading",
      options: [
        ["2", "Heading"],
        ["3", "Sub-heading"],
      ],
    },
  ],
  fresh: () => ({ text: "" }),
  toForm: (block) => ({ ...block, level: block.level === 3 ? "3" : "2" }),
  fromForm: (raw) => ({ text: typed(raw.text), ...(raw.level === "3" ? { level: 3 } : {}) }),
});
