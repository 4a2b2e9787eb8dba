import { z } from "zod";
import { isSitePath, isWebAddress, linkMessage } from "./links.ts";

// The content model of the static pages: a page is a list of typed blocks, and a few templates
// draw them. The same schemas check a page wherever it comes from: the demo's seed, an editor's
// save in the school office, an imported archive. Prose is Markdown (paragraphs, **bold**,
// *italic*, links, lists); the website turns it into HTML and keeps only simple formatting.
//
// Files (`file`) are stored paths: the school's public folder ('public/Images/library.jpg'),
// an office upload ('HLCA/office/2026/...'), or a site image ('/images/logo.svg').

const text = (max: number) => z.string().trim().min(1, "Fill this in.").max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A stored path: no '..', no scheme, no spaces; a site image starts with '/images/'. */
export const filePath = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^(?:\/images\/|(?!\/))(?!.*\.\.)[\w][\w ./()-]*$/,
    "Choose a file from the school's files.",
  );

const https = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isWebAddress(value), linkMessage("A link", { https: true }));

/** A link inside the site ('/Admission', '/Tc#lookup'). */
const sitePath = z
  .string()
  .trim()
  .max(300)
  .refine(isSitePath, linkMessage("A link to a page", { site: true }));

const size = z.coerce.number().int().min(1).max(10_000);

export const ImageRef = z.object({
  file: filePath,
  alt: z.string().trim().max(300),
  width: size,
  height: size,
  caption: optionalText(300),
});
export type ImageRef = z.infer<typeof ImageRef>;

export const LinkRef = z
  .object({
    label: text(200),
    to: sitePath.optional(),
    href: https.optional(),
    file: filePath.optional(),
  })
  .refine((link) => [link.to, link.href, link.file].filter(Boolean).length === 1, {
    message: "A link goes to one page, address or file.",
  });
export type LinkRef = z.infer<typeof LinkRef>;

/** YouTube's eleven-character video id. */
const youtubeId = z
  .string()
  .trim()
  .regex(/^[\w-]{11}$/, "Give the video's YouTube id (11 letters, digits, - or _).");

/** A cell is a word or a figure; it is drawn as text, so markup in it shows as typed. */
const cell = z.union([z.string().trim().max(500), z.number().finite()]);

const Table = z
  .object({
    type: z.literal("table"),
    caption: text(300),
    columns: z.array(text(100)).min(1, "A table needs a column.").max(12),
    rows: z.array(z.array(cell)).max(200),
    /** A line under the table, e.g. a note on the figures. */
    note: optionalText(500),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", index],
          message: `Row ${index + 1} has ${count(row.length, "cell")}; the table has ${count(table.columns.length, "column")}.`,
        });
      }
    });
    if (new Set(table.columns).size !== table.columns.length) {
      ctx.addIssue({ code: "custom", path: ["columns"], message: "Two columns share a name." });
    }
  });

const Rule = z.union([
  text(2000),
  z.object({ text: text(2000), points: z.array(text(2000)).max(50) }),
]);

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? "" : "s"}`;

/** Blocks that hold no other blocks. */
const simpleBlocks = [
  z.object({
    type: z.literal("heading"),
    text: text(200),
    level: z.union([z.literal(2), z.literal(3)]).optional(),
  }),
  z.object({ type: z.literal("prose"), markdown: text(20_000) }),
  z.object({
    type: z.literal("list"),
    items: z.array(text(2000)).min(1).max(200),
    ordered: z.boolean().optional(),
    title: optionalText(200),
  }),
  /** Numbered rules, each possibly with sub-points. */
  z.object({
    type: z.literal("rules"),
    title: optionalText(200),
    rules: z.array(Rule).min(1).max(200),
  }),
  Table,
  z.object({
    type: z.literal("image"),
    image: ImageRef,
    align: z.enum(["left", "right", "full"]).optional(),
  }),
  /** Images that open in an accessible lightbox. */
  z.object({
    type: z.literal("gallery"),
    title: optionalText(200),
    images: z.array(ImageRef).min(1).max(200),
  }),
  z.object({
    type: z.literal("pdf"),
    title: text(200),
    file: filePath,
    height: z.coerce.number().int().min(200).max(3000),
    toolbar: z.boolean().optional(),
  }),
  z.object({ type: z.literal("video"), title: text(200), youtubeId }),
  z.object({
    type: z.literal("videos"),
    items: z
      .array(z.object({ title: text(200), youtubeId }))
      .min(1)
      .max(50),
  }),
  /** File tiles: a title and an icon, opening the file in a new tab. */
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
  /** Images that open a dialog with the enlarged image (the ERP page). */
  z.object({
    type: z.literal("modals"),
    items: z
      .array(z.object({ title: text(200), text: optionalText(2000), image: ImageRef }))
      .min(1)
      .max(50),
  }),
  z.object({ type: z.literal("quote"), text: text(2000), cite: optionalText(200) }),
  z.object({
    type: z.literal("figures"),
    items: z
      .array(z.object({ value: text(50), label: text(200) }))
      .min(1)
      .max(20),
  }),
  z.object({ type: z.literal("links"), items: z.array(LinkRef).min(1).max(100) }),
] as const;

type SimpleBlock = z.infer<(typeof simpleBlocks)[number]>;

export type Block =
  | SimpleBlock
  | { type: "tabs"; label: string; tabs: { label: string; heading?: string; blocks: Block[] }[] }
  /** A titled group of blocks, e.g. one rules section or one club. */
  | { type: "section"; title: string; blocks: Block[] };

const Blocks: z.ZodType<Block[]> = z.lazy(() => z.array(BlockSchema).max(200));

export const BlockSchema: z.ZodType<Block> = z.lazy(() =>
  z.discriminatedUnion("type", [
    ...simpleBlocks,
    z.object({
      type: z.literal("tabs"),
      label: text(200),
      tabs: z
        .array(z.object({ label: text(100), heading: optionalText(200), blocks: Blocks }))
        .min(1)
        .max(20),
    }),
    z.object({ type: z.literal("section"), title: text(200), blocks: Blocks }),
  ]),
) as z.ZodType<Block>;

export type BlockType = Block["type"];

/** Every kind of block, in the order the editor offers them, with the name it shows. */
export const blockTypes: Record<BlockType, string> = {
  heading: "Heading",
  prose: "Text",
  list: "List",
  rules: "Numbered rules",
  table: "Table",
  image: "Image",
  gallery: "Gallery",
  pdf: "PDF",
  video: "Video",
  videos: "Videos",
  files: "File tiles",
  tabs: "Tabs",
  cards: "Cards",
  modals: "Enlargeable images",
  quote: "Quote",
  figures: "Figures",
  links: "Links",
  section: "Section",
};

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

/** A page path of the route table: '/SchoolFees'. */
export const pagePath = z
  .string()
  .regex(/^\/[A-Za-z][A-Za-z0-9]*$/, "A page's address is one word after /.");

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
