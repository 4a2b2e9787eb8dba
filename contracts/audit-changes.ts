import { blockTypes } from "./block-kinds.ts";

// What the audit log keeps of a change: each value that changed, down to the cell of a table or
// the line of a setting, named so a person reads it ("block 3 (Table) › Class 6 › Rs. per
// month: 5247 → 5400"), and nothing that did not change. Used where the office writes a line
// (server/office/audit.ts) and where it shows one, so lines written before this (whole blocks
// and settings as they were) are shown the same way.

/** A value as the log keeps it: words, a figure, yes or no, a list of words or files, or nothing. */
export type Leaf = string | number | boolean | string[] | null;

/** Field by field, what it was and what it became. */
export type Changes = Record<string, [Leaf, Leaf]>;

/** What a value becomes once the school's time for keeping it is past (server/privacy/retention.ts). */
export const valueRemoved = "(removed after its time)";

/** The most changes one line keeps; past it, a last entry says how many more there were. */
export const changesKept = 40;
export const moreChanges = "…";

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isLeaf = (value: unknown): value is Leaf | undefined =>
  value === null || value === undefined || ["string", "number", "boolean"].includes(typeof value);

/** Nothing, however it was written: no value, an empty text or an empty list. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A file kept as `{ path, ... }` is one value, its path (the office links earlier files by it). */
const filePath = (value: unknown): string | undefined =>
  isPlain(value) && typeof value.path === "string" ? value.path : undefined;

const leafOf = (value: unknown): Leaf =>
  isEmpty(value)
    ? null
    : isLeaf(value)
      ? (value ?? null)
      : Array.isArray(value)
        ? value.map((item) => String(leafOf(item) ?? ""))
        : (filePath(value) ?? JSON.stringify(value));

const textOf = (leaf: Leaf) => (Array.isArray(leaf) ? leaf : String(leaf ?? ""));

const join = (label: string, part: string) => (label ? `${label} › ${part}` : part);

/** How an item of a list is named: its own label, title or name, else its place. */
function itemName(item: unknown, index: number): string {
  if (isPlain(item)) {
    for (const key of ["label", "title", "name", "heading", "caption"]) {
      const value = item[key];
      const words = typeof value === "string" ? value.trim() : "";
      if (words) return `“${words.length > 40 ? `${words.slice(0, 40)}…` : words}”`;
    }
  }
  return String(index + 1);
}

interface Table {
  columns: unknown[];
  rows: unknown[][];
}
const isTable = (value: unknown): value is Plain & Table =>
  isPlain(value) && Array.isArray(value.columns) && Array.isArray(value.rows);

/**
 * What changed from `before` to `after`, each changed value under its name (`label` and the
 * names inside it), added to `into`. Equal values, however written (no value, "", []), and keys
 * in another order are no change.
 */
export function changesOf(
  before: unknown,
  after: unknown,
  label: string,
  into: Changes = {},
  name: (value: unknown) => string | undefined = () => undefined,
): Changes {
  if (isEmpty(before) && isEmpty(after)) return into;
  // A block that became another kind: the kind, then what went and what came.
  const [wasName, nowName] = [name(before), name(after)];
  if (isPlain(before) && isPlain(after) && wasName !== nowName) {
    leafChange(wasName, nowName, join(label, "kind"), into);
    changesOf(before, undefined, label, into, name);
    return changesOf(undefined, after, label, into, name);
  }
  if (isTable(before) || isTable(after)) return tableChanges(before, after, label, into, name);
  if (isPlain(before) || isPlain(after)) {
    if (filePath(before) !== undefined || filePath(after) !== undefined) {
      return leafChange(before, after, label, into);
    }
    const was = isPlain(before) ? before : {};
    const now = isPlain(after) ? after : {};
    const own = name(now) ?? name(was);
    const here = own ? `${label} (${own})` : label;
    for (const key of new Set([...Object.keys(now), ...Object.keys(was)])) {
      // A named value's type is in its name.
      if (key === "type" && own) continue;
      // The blocks inside a block are named by their own names, not as its "blocks".
      changesOf(was[key], now[key], key === "blocks" && own ? here : join(here, key), into, name);
    }
    return into;
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const was = Array.isArray(before) ? before : [];
    const now = Array.isArray(after) ? after : [];
    if ([...was, ...now].every((item) => isLeaf(item) || filePath(item) !== undefined)) {
      return leafChange(was, now, label, into);
    }
    for (let index = 0; index < Math.max(was.length, now.length); index++) {
      const item = index < now.length ? now[index] : was[index];
      changesOf(was[index], now[index], join(label, itemName(item, index)), into, name);
    }
    return into;
  }
  return leafChange(before, after, label, into);
}

function leafChange(before: unknown, after: unknown, label: string, into: Changes): Changes {
  const was = leafOf(before);
  const now = leafOf(after);
  // A figure typed as text is the same figure: 5247 and "5247" are no change.
  if (JSON.stringify(textOf(was)) === JSON.stringify(textOf(now))) return into;
  if (Object.keys(into).length >= changesKept) {
    const more = Number(into[moreChanges]?.[1] ?? 0);
    into[moreChanges] = [null, more + 1];
  } else {
    into[label || "value"] = [was, now];
  }
  return into;
}

/** A table's rows by their first cell ("Class 6"), its cells by their column's heading. */
function tableChanges(
  before: unknown,
  after: unknown,
  label: string,
  into: Changes,
  name: (value: unknown) => string | undefined,
): Changes {
  const was = (isTable(before) ? before : { columns: [], rows: [] }) as Plain & Table;
  const now = (isTable(after) ? after : { columns: [], rows: [] }) as Plain & Table;
  const own = name(now) ?? name(was);
  const here = own ? `${label} (${own})` : label;
  for (const key of new Set([...Object.keys(now), ...Object.keys(was)])) {
    if ((key === "type" && own) || key === "rows") continue;
    changesOf(was[key], now[key], join(here, key), into, name);
  }
  const columnName = (index: number) => {
    const heading = now.columns[index] ?? was.columns[index];
    return typeof heading === "string" && heading.trim() ? heading.trim() : `column ${index + 1}`;
  };
  for (let row = 0; row < Math.max(was.rows.length, now.rows.length); row++) {
    const cells = now.rows[row] ?? was.rows[row] ?? [];
    const first = cells[0];
    const rowName =
      (typeof first === "string" && first.trim()) || typeof first === "number"
        ? String(first).trim()
        : `row ${row + 1}`;
    const wasRow = was.rows[row] ?? [];
    const nowRow = now.rows[row] ?? [];
    for (let cell = 0; cell < Math.max(wasRow.length, nowRow.length); cell++) {
      leafChange(wasRow[cell], nowRow[cell], join(join(here, rowName), columnName(cell)), into);
    }
  }
  return into;
}

/**
 * A logged line's changes as they are shown: a value kept whole (a block or a setting, as lines
 * were written before) opened into the values in it that changed.
 */
export function shownChanges(
  changes: Record<string, [unknown, unknown]>,
  name?: (value: unknown) => string | undefined,
): Changes {
  const shown: Changes = {};
  for (const [field, [before, after]] of Object.entries(changes)) {
    if (field === moreChanges) shown[field] = [null, leafOf(after)];
    else changesOf(before, after, field, shown, name);
  }
  return shown;
}

/** A page's block by its kind's name ("Table"), so its changes say which block they are in. */
export const blockName = (value: unknown): string | undefined => {
  const type = isPlain(value) ? value.type : undefined;
  return typeof type === "string" ? (blockTypes as Record<string, string>)[type] : undefined;
};
