import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, goesTo, itemsOf, optional, target, text as typed } from "./form-values.ts";
import { filePath, https, optionalText, text } from "./parts.ts";

const fresh = () => ({ title: "", file: "" });

/** File tiles: a title and an icon, opening the file in a new tab. */
export default blockKind({
  type: "files",
  label: "File tiles",
  example: {
    type: "files",
    items: [
      { title: "Book list", file: "public/pdf/BOOK_LIST_I.pdf", subtitle: "Class I" },
      { title: "CBSE", href: "https://cbse.gov.in/" },
    ],
  },
  schema: () =>
    z.object({
      type: z.literal("files"),
      items: z
        .array(
          z.object({
            title: text(200),
            file: filePath.optional(),
            href: https.optional(),
            subtitle: optionalText(200),
          }),
        )
        .min(1)
        .max(100),
    }),
  form: [
    {
      kind: "repeat",
      name: "items",
      noun: "File tile",
      fresh,
      fields: [
        { kind: "text", name: "title", label: "Title" },
        {
          kind: "file",
          name: "goesTo",
          label: "File or address",
          files: "documents",
          hint: "One of the school's files (start typing its name), an address starting https://, or upload a new file below.",
        },
        { kind: "text", name: "subtitle", label: "Subtitle (optional)" },
      ],
    },
  ],
  fresh: () => ({ items: [fresh()] }),
  toForm: (block) => ({ ...block, items: itemsOf(block).map(goesTo) }),
  fromForm: (raw) => ({
    items: array(raw.items).map((item) => ({
      title: typed(item.title),
      ...target(item.goesTo, false),
      ...optional(item, "subtitle"),
    })),
  }),
});
