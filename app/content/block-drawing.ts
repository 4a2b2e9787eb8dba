import type { ComponentType, ReactNode } from "react";
import type { Block, BlockType } from "#content/model.ts";

// How a kind of block is drawn on the site (app/content/blocks/<type>.tsx): what becomes of it
// on the server before it is drawn (its Markdown turned into HTML) and the markup it draws. Its
// schema, name and form are declared in contracts/blocks/<type>.ts.

export type Level = 2 | 3 | 4;

/**
 * A block as the page component receives it: Markdown already turned into HTML. Each kind's
 * drawing knows its own shape (its `render` makes what its `Draw` receives); to the page it is
 * a block of some type.
 */
export type RenderedBlock = { type: BlockType; [field: string]: unknown };

export interface DrawProps<R> {
  block: R;
  /** The level of the headings it draws. */
  level: Level;
  /** Draws the blocks a block holds (a section's, a tab's). */
  Blocks: ComponentType<{ blocks: RenderedBlock[]; level?: Level }>;
}

export interface BlockDrawing<B extends Block = Block> {
  /** On the server: the block as its drawing receives it; `blocks` does it to blocks inside. */
  render(block: B, blocks: (blocks: Block[]) => RenderedBlock[]): RenderedBlock;
  Draw(props: DrawProps<RenderedBlock>): ReactNode;
}

/**
 * Declares the drawing of a kind of block `B`, received as `R` (`B` itself unless `render`
 * makes something else of it).
 */
export function blockDrawing<B extends Block, R extends { type: BlockType } = B>(drawing: {
  render?: (block: B, blocks: (blocks: Block[]) => RenderedBlock[]) => R;
  Draw: (props: DrawProps<R>) => ReactNode;
}): BlockDrawing<B> {
  // `render` and `Draw` are declared together, so what one makes is what the other receives.
  return {
    render: (drawing.render ?? ((block) => block)) as BlockDrawing<B>["render"],
    Draw: drawing.Draw as unknown as BlockDrawing<B>["Draw"],
  };
}

/** The block of a type, as stored. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The level of headings inside a section or a tab with a heading. */
export const deeper = (level: Level): Level => (level === 2 ? 3 : 4);
