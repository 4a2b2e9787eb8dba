import type { Block } from "./block-kinds.ts";

// A table kept once and shown on several pages (contracts/blocks/shared-table.ts): finding the
// references a page makes and the named tables a page keeps, and putting each table in its place.

type Table = Extract<Block, { type: "table" }>;
type SharedTable = Extract<Block, { type: "sharedTable" }>;

/** Every block of `blocks`, those inside sections and tabs too, in the order they are drawn. */
export function everyBlock(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...(block.type === "section" ? everyBlock(block.blocks) : []),
    ...(block.type === "tabs" ? block.tabs.flatMap((tab) => everyBlock(tab.blocks)) : []),
  ]);
}

/** The tables another page shows from this one, by name. */
export function namedTables(blocks: readonly Block[]): Map<string, Table> {
  const named = new Map<string, Table>();
  for (const block of everyBlock(blocks)) {
    if (block.type === "table" && block.name && !named.has(block.name))
      named.set(block.name, block);
  }
  return named;
}

/** The tables this page shows from others. */
export function sharedTables(blocks: readonly Block[]): SharedTable[] {
  return everyBlock(blocks).filter((block): block is SharedTable => block.type === "sharedTable");
}

/** Each table this page shows from others, with its field path ('blocks.2.blocks.0'). */
export function sharedTablesAt(
  blocks: readonly Block[],
  at = "blocks",
): { block: SharedTable; at: string }[] {
  return blocks.flatMap((block, index) => {
    const here = `${at}.${index}`;
    if (block.type === "sharedTable") return [{ block, at: here }];
    if (block.type === "section") return sharedTablesAt(block.blocks, `${here}.blocks`);
    if (block.type === "tabs") {
      return block.tabs.flatMap((tab, tabIndex) =>
        sharedTablesAt(tab.blocks, `${here}.tabs.${tabIndex}.blocks`),
      );
    }
    return [];
  });
}

/** The pages this page shows tables from, each once, as written (case kept). */
export function sourcePages(blocks: readonly Block[]): string[] {
  const seen = new Map<string, string>();
  for (const { page } of sharedTables(blocks)) seen.set(page.toLowerCase(), page);
  return [...seen.values()];
}

/**
 * `blocks` with each table from another page in its place, as `sources` (by lower-case path)
 * keep it, and its caption here if it has one; a table its page no longer keeps is left out.
 */
export function withSharedTables(
  blocks: readonly Block[],
  sources: ReadonlyMap<string, readonly Block[]>,
): Block[] {
  const tables = new Map(
    [...sources].map(([path, kept]) => [path.toLowerCase(), namedTables(kept)] as const),
  );
  const placed = (list: readonly Block[]): Block[] =>
    list.flatMap((block): Block[] => {
      if (block.type === "section") return [{ ...block, blocks: placed(block.blocks) }];
      if (block.type === "tabs") {
        return [
          { ...block, tabs: block.tabs.map((tab) => ({ ...tab, blocks: placed(tab.blocks) })) },
        ];
      }
      if (block.type !== "sharedTable") return [block];
      const table = tables.get(block.page.toLowerCase())?.get(block.name);
      if (!table) return [];
      // Shown here, it is not kept here: another page names it on its own page only.
      const shown = { ...table, ...(block.caption && { caption: block.caption }) };
      delete shown.name;
      return [shown];
    });
  return placed(blocks);
}
