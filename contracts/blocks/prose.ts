import { z } from "zod";
import { blockKind } from "./kind.ts";
import { markdownHint, text as typed } from "./form-values.ts";
import { text } from "./parts.ts";

/** Paragraphs of Markdown: **bold**, *italic*, links, lists. */
export default blockKind({
  type: "prose",
  label: "Text",
  example: { type: "prose", markdown: "Paragraph one with **bold**.\n\nParagraph two." },
  schema: () => z.object({ type: z.literal("prose"), markdown: text(20_000) }),
  form: [{ kind: "text", name: "markdown", label: "Text", hint: markdownHint, lines: 5 }],
  fresh: () => ({ markdown: "" }),
  fromForm: (raw) => ({ markdown: typed(raw.markdown) }),
});
