import type { Block, BlockType } from "#content/model.ts";
import type { BlockDrawing, Level, RenderedBlock } from "./block-drawing.ts";
import cards from "./blocks/cards.tsx";
import disclosure from "./blocks/disclosure.tsx";
import figures from "./blocks/figures.tsx";
import files from "./blocks/files.tsx";
import gallery from "./blocks/gallery.tsx";
import heading from "./blocks/heading.tsx";
import image from "./blocks/image.tsx";
import links from "./blocks/links.tsx";
import list from "./blocks/list.tsx";
import modals from "./blocks/modals.tsx";
import personalData from "./blocks/personal-data.tsx";
import pdf from "./blocks/pdf.tsx";
import prose from "./blocks/prose.tsx";
import quote from "./blocks/quote.tsx";
import rules from "./blocks/rules.tsx";
import section from "./blocks/section.tsx";
import sharedTable from "./blocks/shared-table.tsx";
import staffList from "./blocks/staff-list.tsx";
import table from "./blocks/table.tsx";
import tabs from "./blocks/tabs.tsx";
import video from "./blocks/video.tsx";
import videos from "./blocks/videos.tsx";

// How each kind of block is drawn on the site, one module each (app/content/blocks/); its
// schema, name and form are declared in contracts/blocks/. The type makes this list whole.
const drawings: { [T in BlockType]: BlockDrawing<Extract<Block, { type: T }>> } = {
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
};

/** The drawing of a kind of block, or undefined for a type no kind has. */
export const drawingOf = (type: string): BlockDrawing | undefined =>
  Object.hasOwn(drawings, type) ? (drawings[type as BlockType] as BlockDrawing) : undefined;

/** Draws a page's blocks, each by its kind's drawing. */
export function Blocks({ blocks, level = 2 }: { blocks: RenderedBlock[]; level?: Level }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Draw = drawingOf(block.type)?.Draw;
        return Draw ? <Draw key={index} block={block} level={level} Blocks={Blocks} /> : null;
      })}
    </>
  );
}
