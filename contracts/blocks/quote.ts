import { z } from "zod";
import { blockKind } from "./kind.ts";
import { optional, text as typed } from "./form-values.ts";
import { optionalText, text } from "./parts.ts";

export default blockKind({
  type: "quote",
  label: "Quote",
  example: { type: "quote", text: "Let your light shine.", cite: "Matthew 5:16" },
  schema: () => z.object({ type: z.literal("quote"), text: text(2000), cite: optionalText(200) }),
  form: [
    { kind: "text", name: "text", label: "Quotation", lines: 3 },
    { kind: "text", name: "cite", label: "Said by (optional)" },
  ],
  fresh: () => ({ text: "" }),
  fromForm: (raw) => ({ text: typed(raw.text), ...optional(raw, "cite") }),
});
