import { z } from "zod";
import { blockKind } from "./kind.ts";
import { emptyImage, imageFrom, optional } from "./form-values.ts";
import { picture } from "./examples.ts";
import { ImageRef } from "./parts.ts";

export default blockKind({
  type: "image",
  label: "Image",
  example: { type: "image", image: { ...picture, caption: "Open all day" }, align: "right" },
  schema: () =>
    z.object({
      type: z.literal("image"),
      image: ImageRef,
      align: z.enum(["left", "right", "full"]).optional(),
    }),
  form: [
    { kind: "image", name: "image" },
    {
      kind: "select",
      name: "align",
      label: "Placement",
      options: [
        ["", "In the text's column"],
        ["left", "Beside the text, on the left"],
        ["right", "Beside the text, on the right"],
        ["full", "The full width"],
      ],
    },
  ],
  fresh: () => ({ image: emptyImage() }),
  fromForm: (raw) => ({ image: imageFrom(raw.image), ...optional(raw, "align") }),
});
