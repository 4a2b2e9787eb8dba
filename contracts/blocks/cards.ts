import { z } from "zod";
import { blockKind, type Raw } from "./kind.ts";
import {
  array,
  empty,
  goesTo,
  imageFrom,
  itemsOf,
  linkFrom,
  linkHint,
  optional,
  text as typed,
} from "./form-values.ts";
import { picture } from "./examples.ts";
import { ImageRef, LinkRef, optionalText, text } from "./parts.ts";

const fresh = () => ({ title: "" });

export default blockKind({
  type: "cards",
  label: "Cards",
  example: {
    type: "cards",
    items: [
      {
        title: "Library",
        text: "Books.",
        image: picture,
        link: { label: "More", to: "/Facilities" },
      },
      { title: "Plain card" },
      { title: "File card", link: { label: "Read", file: "public/pdf/SAMPLE_TC.pdf" } },
    ],
  },
  schema: () =>
    z.object({
      type: z.literal("cards"),
      items: z
        .array(
          z.object({
            title: text(200),
            text: optionalText(2000),
            image: ImageRef.optional(),
            link: LinkRef.optional(),
          }),
        )
        .min(1)
        .max(100),
    }),
  form: [
    {
      kind: "repeat",
      name: "items",
      noun: "Card",
      fresh,
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "text", label: "Text (optional)", lines: 3 },
        { kind: "image", name: "image", optional: true },
        { kind: "text", name: "link.label", label: "Link's words (optional)" },
        { kind: "text", name: "link.goesTo", label: "Link goes to", hint: linkHint },
      ],
    },
  ],
  fresh: () => ({ items: [fresh()] }),
  toForm: (block) => ({
    ...block,
    items: itemsOf(block).map((item) => ({
      ...item,
      link: item.link && typeof item.link === "object" ? goesTo(item.link as Raw) : undefined,
    })),
  }),
  fromForm: (raw) => ({
    items: array(raw.items).map((item) => ({
      title: typed(item.title),
      ...optional(item, "text"),
      ...(empty(item.image) ? {} : { image: imageFrom(item.image) }),
      ...(empty(item.link) ? {} : { link: linkFrom(item.link as Raw) }),
    })),
  }),
});
