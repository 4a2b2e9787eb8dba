import type { Block, ContentPage } from "#content/model.ts";
import type { RenderedBlock } from "./block-drawing.ts";
import { drawingOf } from "./blocks.tsx";

export type { RenderedBlock } from "./block-drawing.ts";

export interface RenderedPage extends Omit<ContentPage, "blocks"> {
  blocks: RenderedBlock[];
}

// Runs on the server: each kind of block turns its Markdown into HTML (app/content/blocks/).
export function renderBlocks(blocks: Block[]): RenderedBlock[] {
  return blocks.map(
    (block) => drawingOf(block.type)?.render(block, renderBlocks) ?? (block as RenderedBlock),
  );
}

export function renderPage(page: ContentPage): RenderedPage {
  return { ...page, blocks: renderBlocks(page.blocks) };
}
