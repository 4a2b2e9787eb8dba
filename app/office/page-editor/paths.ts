// A field of the page editor is named by its path in the page's document ('blocks.3.rows.2.1'),
// so the form, the API's messages ('blocks.3.rows.2') and the document all speak of a place
// the same way. These helpers read and change a document at such a path.

export type Segment = string | number;

/** 'blocks.3.rows' → ['blocks', 3, 'rows']. */
export function segments(path: string): Segment[] {
  return path === ""
    ? []
    : path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Joins parts into a path, leaving out empty ones: at('blocks', 3) → 'blocks.3'. */
export function at(...parts: Segment[]): string {
  return parts.filter((part) => part !== "").join(".");
}

/** The path of what holds `path`: 'blocks.3.rows.2' → 'blocks.3.rows'. */
export function parentOf(path: string): string {
  return path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
}

/** The last segment of a path: its index in a list, or its key. */
export function lastOf(path: string): Segment {
  return segments(path).at(-1) ?? "";
}

/** What the document holds at `path`, or undefined. */
export function getAt(root: unknown, path: string): unknown {
  let node = root;
  for (const segment of segments(path)) {
    if (node === null || typeof node !== "object") return undefined;
    node = Object.hasOwn(node, segment) ? (node as Record<Segment, unknown>)[segment] : undefined;
  }
  return node;
}

/** The list at `path`, or an empty one when there is none (a new section has no blocks yet). */
export function listAt(root: unknown, path: string): unknown[] {
  const value = getAt(root, path);
  return Array.isArray(value) ? value : [];
}

/**
 * Puts `value` at `path` in `root` (changed in place), making the objects on the way; does
 * nothing when something that is not an object stands in the way.
 */
export function setAt(root: Record<string, unknown>, path: string, value: unknown): void {
  const parts = segments(path);
  let node: Record<Segment, unknown> = root;
  for (const [index, segment] of parts.entries()) {
    if (index === parts.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined) node[segment] = typeof parts[index + 1] === "number" ? [] : {};
    else if (next === null || typeof next !== "object") return;
    node = node[segment] as Record<Segment, unknown>;
  }
}
