import { z } from "zod";
import cards from "./blocks/cards.ts";
import disclosure from "./blocks/disclosure.ts";
import figures from "./blocks/figures.ts";
import files from "./blocks/files.ts";
import gallery from "./blocks/gallery.ts";
import heading from "./blocks/heading.ts";
import image from "./blocks/image.ts";
import type { BlockKind } from "./blocks/kind.ts";
import links from "./blocks/links.ts";
import list from "./blocks/list.ts";
import modals from "./blocks/modals.ts";
import personalData from "./blocks/personal-data.ts";
import pdf from "./blocks/pdf.ts";
import prose from "./blocks/prose.ts";
import quote from "./blocks/quote.ts";
import rules from "./blocks/rules.ts";
import section, { type SectionOf } from "./blocks/section.ts";
import sharedTable from "./blocks/shared-table.ts";
import staffList from "./blocks/staff-list.ts";
import table from "./blocks/table.ts";
import tabs, { type TabsOf } from "./blocks/tabs.ts";
import video from "./blocks/video.ts";
import videos from "./blocks/videos.ts";

// Every kind of block a page is made of, each declared in its own module (contracts/blocks/),
// in the order the editor offers them. A new kind is a module there, its drawing in
// app/content/blocks/, and a line in each of the two lists.
const kinds = [
  heading,
  prose,
  list,
  rules,
  table,
  sharedTable,
  staffList,
  disclosure,
  personalData,
  image,
  gallery,
  pdf,
  video,
  videos,
  files,
  tabs,
  cards,
  modals,
  quote,
  figures,
  links,
  section,
] as const;

type Kind = (typeof kinds)[number];

/** Blocks that hold other blocks: their types are written out, for a type cannot infer itself. */
type Nesting = "tabs" | "section";

export type Block =
  | Exclude<z.infer<ReturnType<Kind["schema"]>>, { type: Nesting }>
  | TabsOf<Block>
  | SectionOf<Block>;

export type BlockType = Block["type"];

/** Every kind of block, in the order the editor offers them. */
export const blockKinds: readonly BlockKind[] = kinds;

const byType = new Map<string, BlockKind>(kinds.map((kind) => [kind.type, kind]));

/** The kind of block of a type, or undefined for a type no kind has. */
export const kindOf = (type: string): BlockKind | undefined => byType.get(type);

/** Every kind of block, in the order the editor offers them, with the name it shows. */
export const blockTypes = Object.fromEntries(
  kinds.map((kind) => [kind.type, kind.label]),
) as Record<BlockType, string>;

export const Blocks: z.ZodType<Block[]> = z.lazy(() => z.array(BlockSchema).max(200));

export const BlockSchema: z.ZodType<Block> = z.lazy(() =>
  z.discriminatedUnion(
    "type",
    kinds.map((kind) => kind.schema(Blocks as z.ZodType<unknown[]>)) as unknown as [
      z.ZodObject<{ type: z.ZodLiteral<BlockType> }>,
    ],
  ),
) as unknown as z.ZodType<Block>;
