import type { z } from "zod";

// A kind of block, declared once in its own module (contracts/blocks/<type>.ts) and listed in
// contracts/block-kinds.ts: the schema the API checks a page with, the name and form the page
// editor shows, and how that form reads back. Its drawing on the site is the one thing that
// lives elsewhere (app/content/blocks/<type>.tsx), for it is React and the server, which checks
// pages, imports no React. The form is data, drawn by app/office/page-editor/block-fields.tsx,
// so that a public page, which draws blocks, never carries the office's form.

/** A block or an item as the form reads it back: anything may be missing or wrong. */
export type Raw = Record<string, unknown>;

/** A field of a block's form, named by its path from the block (or from the item repeated). */
export type Field =
  | {
      kind: "text";
      name: string;
      label: string;
      hint?: string;
      /** A text box this many lines high; a one-line input when absent. */
      lines?: number;
      narrow?: boolean;
      numeric?: boolean;
    }
  | { kind: "select"; name: string; label: string; options: readonly (readonly [string, string])[] }
  | { kind: "check"; name: string; label: string }
  | { kind: "file"; name: string; label: string; files: "documents" | "pictures"; hint?: string }
  /** A picture's fields (file, description, size, caption); `name` "" for the item itself. */
  | { kind: "image"; name: string; optional?: boolean }
  /** A repeated group (cards, file tiles): each item a fieldset named 'Card 2'. */
  | {
      kind: "repeat";
      name: string;
      /** What one item is called: 'Card'. */
      noun: string;
      /** A new item, with the fields it needs empty. */
      fresh: () => Raw;
      fields: readonly Field[];
    }
  /** A table's caption, grid of cells and note. */
  | { kind: "table" }
  /** A list of blocks inside this one (a section's); `within` names it: 'the section'. */
  | { kind: "blocks"; name: string; within: string }
  /** Tabs, each with its label, heading and blocks. */
  | { kind: "tabs" };

/** A list of blocks inside a block, as the form and the document each hold it. */
export type NestedBlocks = (blocks: unknown) => Raw[];

export interface BlockKind<
  T extends string = string,
  S extends z.ZodObject<{ type: z.ZodLiteral<T> }> = z.ZodObject<{ type: z.ZodLiteral<T> }>,
> {
  type: T;
  /** The name the editor shows, in its list of blocks to add and in 'Block 3: Table'. */
  label: string;
  /**
   * A block of this kind with every field used: the tests check that the schema takes it, that
   * the form holds and reads back every value of it, and that the site draws it.
   */
  example: z.output<S>;
  /** The block's schema; `blocks` checks the blocks it holds, if it holds any. */
  schema: (blocks: z.ZodType<unknown[]>) => S;
  /** The fields of its form in the page editor. */
  form: readonly Field[];
  /** A new block's fields (but its type), empty, with one of each repeated item to fill in. */
  fresh: () => Raw;
  /**
   * A field typed one entry a line (a list's items, numbered rules): a message about an entry
   * names it by its line ('Item 3', 'Rule 2, sub-point 1').
   */
  lines?: { field: string; noun: string };
  /**
   * The block in the shape its fields take, where it differs from the document's: lists as
   * lines, a link's target as one field, a tick as "on". `blocks` does it to blocks inside.
   */
  toForm?: (block: Raw, blocks: NestedBlocks) => Raw;
  /**
   * The block (but its type) read back from its posted fields, unchecked: a wrong value is
   * kept as typed for the API to name. `blocks` reads the blocks inside.
   */
  fromForm: (raw: Raw, blocks: NestedBlocks) => Raw;
}

/** Declares a kind of block (the identity, for its types to be checked and inferred). */
export function blockKind<const T extends string, S extends z.ZodObject<{ type: z.ZodLiteral<T> }>>(
  kind: BlockKind<T, S>,
): BlockKind<T, S> {
  return kind;
}
