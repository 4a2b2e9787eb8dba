import type { Block } from "./model.ts";

// Shorthands for the blocks a long page of prose is made of (its sections, lists and
// paragraphs), shared by the pages written as code in content/pages.

export const section = (title: string, ...blocks: Block[]): Block => ({
  type: "section",
  title,
  blocks,
});

export const list = (...items: string[]): Block => ({ type: "list", items });

export const prose = (markdown: string): Block => ({ type: "prose", markdown });
