import { z } from "zod";
import { blockKind } from "./kind.ts";
import { optional, rulesFrom, rulesText, inlineHint } from "./form-values.ts";
import { optionalText, text } from "./parts.ts";

const Rule = z.union([
  text(2000),
  z.object({ text: text(2000), points: z.array(text(2000)).max(50) }),
]);

/** Numbered rules, each possibly with sub-points. */
export default blockKind({
  type: "rules",
  label: "Numbered rules",
  example: {
    type: "rules",
    title: "Fee rules",
    rules: ["Fees are paid quarterly.", { text: "Quarters:", points: ["April", "July"] }],
  },
  schema: () =>
    z.object({
      type: z.literal("rules"),
      title: optionalText(200),
      rules: z.array(Rule).min(1).max(200),
    }),
  form: [
    { kind: "text", name: "title", label: "Title (optional)" },
    {
      kind: "text",
      name: "rules",
      label: "Rules",
      hint: `One rule a line; they are numbered on the page. A line starting with "- " is a sub-point of the rule above it. ${inlineHint}`,
      lines: 10,
    },
  ],
  fresh: () => ({ rules: [] }),
  lines: { field: "rules", noun: "Rule" },
  toForm: (block) => ({ ...block, rules: rulesText(block.rules) }),
  fromForm: (raw) => ({ ...optional(raw, "title"), rules: rulesFrom(raw.rules) }),
});
