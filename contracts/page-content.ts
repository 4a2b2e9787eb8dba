import { z } from "zod";
import { Blocks } from "./block-kinds.ts";
import { optionalText, text } from "./blocks/parts.ts";

export { BlockSchema, blockTypes, type Block, type BlockType } from "./block-kinds.ts";
export { filePath, ImageRef, LinkRef, pagePath } from "./blocks/parts.ts";

// The content model of the static pages: a page is a list of typed blocks (each kind declared
// in contracts/blocks/, listed in block-kinds.ts), and a few templates draw them. The same
// schemas check a page wherever it comes from: the demo's seed, an editor's save in the school
// office, an imported archive. Prose is Markdown (paragraphs, **bold**, *italic*, links,
// lists); the website turns it into HTML and keeps only simple formatting.

/** An academic session as schools write it: '2026-27', the second year one after the first. */
export const sessionName = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, "Write a session as 2026-27.")
  .refine(
    (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
    "The second year follows the first (2026-27).",
  );

/** A page's words: what the editor saves and the website draws. */
export const PageDocument = z.object({
  /** The main heading; the page name when absent. */
  heading: optionalText(200),
  /** The breadcrumb's last item when it differs from the page name ('Fee Structure 2025-2026'). */
  crumb: optionalText(200),
  /** One sentence for search engines and link previews. */
  description: text(300),
  /**
   * The academic session the page's figures are for (fees, admission dates); the page says so,
   * and the office warns once a newer session has begun.
   */
  session: sessionName.optional(),
  blocks: Blocks,
});
export type PageDocument = z.infer<typeof PageDocument>;

/** A content entry as the seed holds it: the page's route and its words. */
export interface ContentPage extends PageDocument {
  /** The route, exactly as in app/pages.ts. */
  path: string;
}

/** Where a message belongs: 'blocks.3.rows.2' for a field path. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join(".");
}

/** Field path → the first message for it, for an editor to show beside the field. */
export function pageMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issuePath(issue) || "form"] ??= issue.message;
  return messages;
}

/** One saved version of a page, as the office API lists it. */
export interface PageVersion {
  number: number;
  status: "draft" | "published";
  /** ISO time a scheduled version goes on the site; null: at once. */
  publishAt: string | null;
  savedAt: string;
  savedBy: string;
  /** What made it: 'edit', 'restore of 4', 'seed', 'import from HLCA'. */
  note: string;
}

/** A page whose Hindi is missing, or was written from an older English version. */
export interface Untranslated {
  path: string;
  heading?: string;
  /** `missing`: no Hindi on the site; `older`: the English changed since the Hindi was written. */
  why: "missing" | "older";
  /** The English version on the site, and when it was saved. */
  english: { number: number; savedAt: string };
  /** The English version the Hindi on the site was written from. */
  hindiFor?: number;
  /** A Hindi version saved since and not yet on the site (a draft or a scheduled one). */
  waiting?: number;
}
