import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array, emptyImage, imageFrom, optional } from "./form-values.ts";
import { picture } from "./examples.ts";
import { ImageRef, optionalText } from "./parts.ts";

/** Images that open in an accessible lightbox. */
export default blockKind({
  type: "gallery",
  label: "Gallery",
  example: { type: "gallery", title: "Sports day", images: [picture, { ...picture, alt: "" }] },
  schema: () =>
    z.object({
      type: z.literal("gallery"),
      title: optionalText(200),
      images: z.array(ImageRef).min(1).max(200),
    }),
  form: [
    { kind: "text", name: "title", label: "Title (optional)" },
    {
      kind: "repeat",
      name: "images",
      noun: "Picture",
      fresh: emptyImage,
      fields: [{ kind: "image", name: "" }],
    },
  ],
  fresh: () => ({ images: [emptyImage()] }),
  fromForm: (raw) => ({ ...optional(raw, "title"), images: array(raw.images).map(imageFrom) }),
});
