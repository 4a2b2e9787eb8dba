import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, goesTo, itemsOf, linkFrom, linkHint } from "./form-values.ts";
import { LinkRef } from "./parts.ts";

const fresh = () => ({ label: "", to: "" });

export default blockKind({
  type: "links",
  label: "Links",
  example: {
    type: "links",
    items: [
      { label: "Admission", to: "/Admission" },
      { label: "CBSE", href: "https://cbse.gov.in/" },
      { label: "Logo", file: "/images/logo.svg" },
    ],
  },
  schema: () => z.object({ type: z.literal("links"), items: z.array(LinkRef).min(1).max(100) }),
  form: [
    {
      kind: "repeat",
      name: "items",
      noun: "Link",
      fresh,
      fields: [
        { kind: "text", name: "label", label: "Words of the link" },
        { kind: "text", name: "goesTo", label: "Goes to", hint: linkHint },
      ],
    },
  ],
  fresh: () => ({ items: [fresh()] }),
  toForm: (block) => ({ ...block, items: itemsOf(block).map(goesTo) }),
  fromForm: (raw) => ({ items: array(raw.items).map(linkFrom) }),
});
