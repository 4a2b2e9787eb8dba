import { z } from "zod";
import { blockKind } from "./kind.ts";
import { size, text as typed, ticked } from "./form-values.ts";
import { filePath, text } from "./parts.ts";

export default blockKind({
  type: "pdf",
  label: "PDF",
  example: {
    type: "pdf",
    title: "Uniform",
    file: "public/pdf/SCHOOL_UNIFORM.pdf",
    height: 900,
    toolbar: true,
  },
  schema: () =>
    z.object({
      type: z.literal("pdf"),
      title: text(200),
      file: filePath,
      height: z.coerce.number().int().min(200).max(3000),
      toolbar: z.boolean().optional(),
    }),
  form: [
    { kind: "text", name: "title", label: "Title" },
    { kind: "file", name: "file", label: "PDF", files: "documents" },
    {
      kind: "text",
      name: "height",
      label: "Height on the page",
      hint: "In pixels, from 200 to 3000.",
      narrow: true,
      numeric: true,
    },
    { kind: "check", name: "toolbar", label: "Show the PDF viewer's toolbar" },
  ],
  fresh: () => ({ title: "", file: "", height: 800 }),
  toForm: (block) => ({ ...block, toolbar: ticked(block.toolbar) }),
  fromForm: (raw) => ({
    title: typed(raw.title),
    file: typed(raw.file).trim(),
    height: size(raw.height),
    ...(raw.toolbar ? { toolbar: true } : {}),
  }),
});
