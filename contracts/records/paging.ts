import { asc, desc, type SQL } from "drizzle-orm";
import type { PageKey } from "./kind.ts";

// A paged list's order is declared once, as keys (contracts/records/kind.ts `ListPaging`): the
// whole list and its pages are sorted alike, and a page's cursor is its last item's keys.

/** The ORDER BY of a list whose order is these keys. */
export const orderOf = (keys: readonly PageKey[]): SQL[] =>
  keys.map((key) => (key.desc ? desc(key.value) : asc(key.value)));
