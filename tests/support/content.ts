import { expect } from "vitest";
import { everyBlock } from "#contracts/shared-tables.ts";
import type { Block, ContentPage, ImageRef } from "#content/model.ts";

// Reading the content model the way a test of content needs it: which blocks a page has, in
// which order, and which figures its words carry. Nothing here compares sentences.

export type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;
type Blocks = ContentPage | Block | Block[];

const blockList = (from: Blocks): Block[] =>
  Array.isArray(from) ? from : "blocks" in from ? from.blocks : [from];

/** Every block, depth first, with those inside sections and tabs. */
export const walk = (from: Blocks): Block[] => everyBlock(blockList(from));

export function blocksOf<T extends Block["type"]>(from: Blocks, type: T): BlockOf<T>[] {
  return walk(from).filter((block): block is BlockOf<T> => block.type === type);
}

/** The block types at the top of a page, in order. */
export const topTypes = (from: Blocks) => blockList(from).map((block) => block.type);

/** The titles of the sections directly under a page or section, in order. */
export const sectionTitles = (from: Blocks) =>
  blockList(from).flatMap((block) => (block.type === "section" ? [block.title] : []));

/** The section with this title anywhere in the page; fails the test when there is none. */
export function sectionOf(from: Blocks, title: string): BlockOf<"section"> {
  const found = blocksOf(from, "section").find((section) => section.title === title);
  if (!found) throw new Error(`no section '${title}'`);
  return found;
}

/** The one element of a list; fails the test when there are more or none. */
export function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

/** The one table whose header row is exactly these columns. */
export function tableWith(from: Blocks, columns: string[]): BlockOf<"table"> {
  return only(blocksOf(from, "table").filter((table) => equal(table.columns, columns)));
}

const equal = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export function imagesOf(from: Blocks): ImageRef[] {
  return walk(from).flatMap((block): ImageRef[] => {
    if (block.type === "image") return [block.image];
    if (block.type === "gallery") return block.images;
    if (block.type === "modals") return block.items.map((item) => item.image);
    if (block.type === "cards") return block.items.flatMap((item) => item.image ?? []);
    return [];
  });
}

/** The paragraphs of a prose block. */
export const paragraphs = (prose: BlockOf<"prose">) =>
  prose.markdown.split(/\n\s*\n/).filter((p) => p.trim() !== "");

/** Everything a reader can read in these blocks, Markdown emphasis removed, as one string. */
export function textOf(from: Blocks): string {
  return walk(from)
    .flatMap((block): string[] => {
      switch (block.type) {
        case "heading":
        case "quote":
          return [block.text];
        case "prose":
          return [block.markdown];
        case "list":
          return [block.title ?? "", ...block.items];
        case "rules":
          return block.rules.flatMap((rule) =>
            typeof rule === "string" ? [rule] : [rule.text, ...rule.points],
          );
        case "table":
          return [block.caption, ...block.rows.map((row) => row.join(" | ")), block.note ?? ""];
        case "cards":
        case "modals":
          return block.items.flatMap((item) => [item.title, item.text ?? ""]);
        case "figures":
          return block.items.map((item) => `${item.value} ${item.label}`);
        case "section":
          return [block.title];
        default:
          return [];
      }
    })
    .join("\n")
    .replace(/\*\*?|__?/g, "");
}

/** The numbers a cell or sentence carries, in order: '20 points (90% and above)' gives [20, 90]. */
export const numbers = (text: string | number) =>
  [...String(text).matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => Number(m[0].replaceAll(",", "")));

/** '7:30 a.m. - 1:30 p.m.' as '7:30-13:30'. */
export function to24(range: string | number | undefined): string {
  return String(range)
    .split(/\s*[-–]\s*/)
    .map((time) => {
      const match = /^(\d{1,2})[:.](\d{2})\s*([ap])\.?m\.?$/i.exec(time.trim());
      if (!match) throw new Error(`not a clock time: ${time}`);
      const pm = match[3]?.toLowerCase() === "p";
      return `${(Number(match[1]) % 12) + (pm ? 12 : 0)}:${match[2]}`;
    })
    .join("-");
}

/** Every content page of content/pages, keyed by its route. */
export const contentPages: ContentPage[] = Object.values(
  import.meta.glob<{ default: ContentPage }>(["/content/pages/*.ts", "!/content/pages/*.test.ts"], {
    eager: true,
  }),
).map((module) => module.default);
