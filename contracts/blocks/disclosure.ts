import { z } from "zod";
import { blockKind } from "./kind.ts";
import { ticked } from "./form-values.ts";

// The CBSE's Mandatory Public Disclosure (Appendix IX), drawn from what the office keeps on its
// Disclosure page and from the staff register: the backend puts its five sections in its place
// when it hands the page out (server/services/filled-blocks.ts). The page's own choice is whether
// it offers the same sheet as a PDF.
export default blockKind({
  type: "disclosure",
  label: "CBSE disclosure (from the office's Disclosure page)",
  example: { type: "disclosure", pdf: true },
  schema: () => z.object({ type: z.literal("disclosure"), pdf: z.boolean().optional() }),
  form: [{ kind: "check", name: "pdf", label: "Offer it as a PDF to download too" }],
  fresh: () => ({ pdf: true }),
  toForm: (block) => ({ ...block, pdf: ticked(block.pdf) }),
  fromForm: (raw) => (raw.pdf ? { pdf: true } : {}),
});
