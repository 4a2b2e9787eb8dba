import { marked } from "marked";
import { sanitizeProse } from "#contracts/message-html.ts";
import type { Block, ContentPage } from "#content/model.ts";

/** A block as the page component receives it: Markdown already turned into HTML. */
type Inline = { html: string };

export type RenderedBlock =
  | Exclude<
      Block,
      | { type: "prose" }
      | { type: "tabs" }
      | { type: "section" }
      | { type: "list" }
      | { type: "rules" }
    >
  | { type: "prose"; html: string }
  | { type: "list"; items: Inline[]; ordered?: boolean; title?: string }
  | { type: "rules"; title?: string; rules: { html: string; points: Inline[] }[] }
  | {
      type: "tabs";
      label: string;
      tabs: { label: string; heading?: string; blocks: RenderedBlock[] }[];
    }
  | { type: "section"; title: string; blocks: RenderedBlock[] };

export interface RenderedPage extends Omit<ContentPage, "blocks"> {
  blocks: RenderedBlock[];
}

// Runs on the server, so no Markdown code reaches the browser. The Markdown is typed by the
// school's editors: HTML in it is cut down to simple formatting, so a slip (or a pasted
// script) can never run on a visitor's page.
export function renderBlocks(blocks: Block[]): RenderedBlock[] {
  return blocks.map((block): RenderedBlock => {
    switch (block.type) {
      case "prose":
        return {
          type: "prose",
          html: sanitizeProse(marked.parse(block.markdown, { async: false })),
        };
      case "list":
        return { ...block, items: block.items.map(inline) };
      case "rules":
        return {
          ...block,
          rules: block.rules.map((rule) =>
            typeof rule === "string"
              ? { ...inline(rule), points: [] }
              : { ...inline(rule.text), points: rule.points.map(inline) },
          ),
        };
      case "tabs":
        return {
          ...block,
          tabs: block.tabs.map((tab) => ({ ...tab, blocks: renderBlocks(tab.blocks) })),
        };
      case "section":
        return { ...block, blocks: renderBlocks(block.blocks) };
      default:
        return block;
    }
  });
}

/** List items and rules may carry **bold**, *italic* and links. */
function inline(text: string): Inline {
  return { html: sanitizeProse(marked.parseInline(text, { async: false })) };
}

export function renderPage(page: ContentPage): RenderedPage {
  return { ...page, blocks: renderBlocks(page.blocks) };
}
