import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, emptyImage, imageFrom, optional, text as typed } from "./form-values.ts";
import { picture } from "./examples.ts";
import { ImageRef, optionalText, text } from "./parts.ts";

const fresh = () => ({ title: "", image: emptyImage() });

/** Images that open a dialog with the enlarged image (the ERP page). */
export default blockKind({
  type: "modals",
  label: "Enlargeable images",
  example: { type: "modals", items: [{ title: "ERP", text: "The app.", image: picture }] },
  schema: () =>
    z.object({
      type: z.literal("modals"),
      items: z
        .array(z.object({ title: text(200), text: optionalText(2000), image: ImageRef }))
        .min(1)
        .max(50),
    }),
  form: [
    {
      kind: "repeat",
      name: "items",
      noun: "Image",
      fresh,
      fields: [
        { kind: "text", name: "title", label: "Title" },
        { kind: "text", name: "text", label: "Text (optional)", lines: 3 },
        { kind: "image", name: "image" },
      ],
    },
  ],
  fresh: () => ({ items: [fresh()] }),
  fromForm: (raw) => ({
    items: array(raw.items).map((item) => ({
      title: typed(item.title),
      ...optional(item, "text"),
      image: imageFrom(item.image),
    })),
  }),
});
