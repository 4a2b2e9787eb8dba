import { asc, desc, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PageKey } from "./kind.ts";

// A paged list's order is declared once, as keys (contracts/records/kind.ts `ListPaging`): the
// whole list and its pages are sorted alike, and a page's cursor is its last item's keys.

/** The ORDER BY of a list whose order is these keys. */
export const orderOf = (keys: readonly PageKey[]): SQL[] =>
  keys.map((key) => (key.desc ? desc(key.value) : asc(key.value)));

/**
 * Newest first by `date` (or soonest first with `soonest`), then in the office's order, then by
 * id: the order of most dated lists.
 */
export const byDate = (
  table: { position: AnyPgColumn; id: AnyPgColumn },
  date: AnyPgColumn,
  options: { soonest?: true } = {},
): PageKey[] => [
  { value: date, type: "date", ...(!options.soonest && { desc: true as const }) },
  { value: table.position, type: "integer" },
  { value: table.id, type: "uuid" },
];
