import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, text as typed } from "./form-values.ts";
import { text } from "./parts.ts";

const fresh = () => ({ value: "", label: "" });

export default blockKind({
  type: "figures",
  label: "Figures",
  example: { type: "figures", items: [{ value: "1,200", label: "Students" }] },
  schema: () =>
    z.object({
      type: z.literal("figures"),
      items: z
        .array(z.object({ value: text(50), label: text(200) }))
        .min(1)
        .max(20),
    }),
  form: [
    {
      kind: "repeat",
      name: "items",
      noun: "Figure",
      fresh,
      fields: [
        { kind: "text", name: "value", label: "Figure", hint: "As it shows: 1,200 or 95%." },
        { kind: "text", name: "label", label: "What it counts" },
      ],
    },
  ],
  fresh: () => ({ items: [fresh()] }),
  fromForm: (raw) => ({
    items: array(raw.items).map((item) => ({ value: typed(item.value), label: typed(item.label) })),
  }),
});
