import { kindOf } from "#contracts/block-kinds.ts";
import { blockTypes, type BlockType } from "#contracts/page-content.ts";
import type { Draft, DraftBlock } from "./form-document.ts";
import { getAt, lastOf, listAt, parentOf, setAt } from "./paths.ts";

// The editor's structural buttons (add a block, move it, remove a row...). Each is a submit
// button named "intent" whose value says what and where ('up:blocks.3', 'add:blocks.4.rows');
// the page's action reads the whole form into a draft, makes the change here and draws the
// editor again, so nothing typed is lost and nothing is saved until the person saves.

export type Change =
  | { kind: "add"; list: string; type?: BlockType }
  | { kind: "remove" | "up" | "down"; at: string }
  | { kind: "add-column"; table: string }
  | { kind: "remove-column"; table: string; column: number };

/** The field that names the kind of a block to add to the list at `list`. */
export const newTypeField = (list: string) => `newType:${list}`;

/** A button's intent for a change, the inverse of `parseChange`. */
export function intentOf(change: Change): string {
  switch (change.kind) {
    case "add":
      return `add:${change.list}`;
    case "add-column":
      return `add-column:${change.table}`;
    case "remove-column":
      return `remove-column:${change.table}.columns.${change.column}`;
    default:
      return `${change.kind}:${change.at}`;
  }
}

const path = /^(?:blocks)(?:\.(?:\d+|[a-z]+))*$/i;

/** The change an intent asks for, or undefined when it is not a structural one. */
export function parseChange(
  intent: string,
  form: { get(name: string): unknown },
): Change | undefined {
  const [kind = "", where = ""] = intent.split(/:(.*)/s);
  if (!path.test(where)) return undefined;
  switch (kind) {
    case "add": {
      const type = String(form.get(newTypeField(where)) ?? "");
      return { kind, list: where, type: type in blockTypes ? (type as BlockType) : undefined };
    }
    case "remove":
    case "up":
    case "down":
      return typeof lastOf(where) === "number" ? { kind, at: where } : undefined;
    case "add-column":
      return { kind, table: where };
    case "remove-column": {
      const column = lastOf(where);
      const table = parentOf(parentOf(where));
      return typeof column === "number" && lastOf(parentOf(where)) === "columns"
        ? { kind, table, column }
        : undefined;
    }
    default:
      return undefined;
  }
}

/** A new block of each kind, with the fields it needs empty and one of each item to fill in. */
export function newBlock(type: BlockType): DraftBlock {
  return { type, ...kindOf(type)?.fresh() };
}

/** A new item of a block's repeated group (a card, a file tile, a picture of a gallery). */
export function newItem(type: string): Record<string, unknown> {
  const group = kindOf(type)?.form.find((field) => field.kind === "repeat");
  return group?.kind === "repeat" ? group.fresh() : {};
}

/** What a new entry of the list at `list` starts as, by the list and the block holding it. */
function entryFor(draft: Draft, list: string, change: Change & { kind: "add" }): unknown {
  const name = lastOf(list);
  const owner = getAt(draft, parentOf(list)) as DraftBlock | undefined;
  if (name === "blocks") return change.type ? newBlock(change.type) : undefined;
  if (name === "rows") return listAt(owner, "columns").map(() => "");
  if (name === "tabs") return { label: "", blocks: [] };
  if (name === "items" || name === "images") return newItem(owner?.type ?? "");
  return undefined;
}

/** The draft with the change made (a copy; the one given is left as it was). */
export function applyChange(draft: Draft, change: Change): Draft {
  const next = structuredClone(draft) as Draft & Record<string, unknown>;
  switch (change.kind) {
    case "add": {
      const entry = entryFor(next, change.list, change);
      if (entry !== undefined) setAt(next, change.list, [...listAt(next, change.list), entry]);
      break;
    }
    case "remove":
    case "up":
    case "down": {
      const list = parentOf(change.at);
      const items = [...listAt(next, list)];
      const index = Number(lastOf(change.at));
      if (index >= items.length) break;
      if (change.kind === "remove") items.splice(index, 1);
      else {
        const other = change.kind === "up" ? index - 1 : index + 1;
        if (other < 0 || other >= items.length) break;
        [items[index], items[other]] = [items[other], items[index]];
      }
      setAt(next, list, items);
      break;
    }
    case "add-column": {
      setAt(next, `${change.table}.columns`, [...listAt(next, `${change.table}.columns`), ""]);
      const rows = listAt(next, `${change.table}.rows`);
      setAt(
        next,
        `${change.table}.rows`,
        rows.map((row) => [...(Array.isArray(row) ? row : []), ""]),
      );
      break;
    }
    case "remove-column": {
      const columns = listAt(next, `${change.table}.columns`);
      // A table keeps at least one column: its cells have nowhere else to be.
      if (columns.length <= 1) break;
      const without = (cells: unknown[]) => cells.filter((_, i) => i !== change.column);
      setAt(next, `${change.table}.columns`, without(columns));
      setAt(
        next,
        `${change.table}.rows`,
        listAt(next, `${change.table}.rows`).map((row) =>
          Array.isArray(row) ? without(row) : row,
        ),
      );
      break;
    }
  }
  return next;
}
