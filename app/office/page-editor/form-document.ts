import { kindOf } from "#contracts/block-kinds.ts";
import { array, cellOf, optional, text } from "#contracts/blocks/form-values.ts";
import type { PageDocument } from "#contracts/page-content.ts";
import { getAt, setAt } from "./paths.ts";

// The page editor's form and a page's document, each made from the other. Every field is named
// by its path in the document ('blocks.3.rows.2.1'), so one generic step reads any form into a
// document, however the blocks nest; each kind of block says how its fields hold its values
// where they differ from the document's (a list's items as lines, a link's target as one field:
// contracts/blocks/form-values.ts), and how they are read back.
//
// Nothing is checked here: a page that is wrong (an empty caption, a row with a cell too many)
// is read as it was typed, so that the API can name the place, and the form is drawn again
// with every word kept.

/**
 * A page as the editor holds it between posts: shaped like a PageDocument, but anything may be
 * missing or wrong until the API accepts it.
 */
export interface Draft {
  heading?: string;
  crumb?: string;
  description?: string;
  session?: string;
  blocks: DraftBlock[];
}

export type DraftBlock = { type: string } & Record<string, unknown>;

/** The document's own fields; every other name in the form is a control (intent, uploads). */
const documentKeys = /^(?:heading|crumb|description|session|blocks)(?:\.|$)/;

export const isDocumentField = (name: string) => documentKeys.test(name);

/** A page's words as a draft (a stored document is one already). */
export const draftOf = (document: PageDocument): Draft => document as unknown as Draft;

// --- Document → form ---------------------------------------------------------------------

/** The form's fields for a draft: name → the value its input shows. */
export function fieldsOf(draft: Draft): Map<string, string> {
  const fields = new Map<string, string>();
  flatten({ ...draft, blocks: draft.blocks.map((block) => typed(block)) }, "", fields);
  return fields;
}

/**
 * The field that says a cell holds words that look like a figure ('2130999', an affiliation
 * number, stored as words): it stays words when the form comes back, as it was stored.
 */
export const textCellField = (name: string) => `text:${name}`;

const isCell = (path: string) => /\.rows\.\d+\.\d+$/.test(path);

/** A block in the shape its fields take: lists as lines, links as one target, ticks as "on". */
function typed(block: DraftBlock): Record<string, unknown> {
  const kind = kindOf(block.type);
  return kind?.toForm ? kind.toForm(block, (blocks) => blocksIn(blocks).map(typed)) : block;
}

const blocksIn = (value: unknown): DraftBlock[] =>
  Array.isArray(value) ? (value as DraftBlock[]) : [];

function flatten(value: unknown, path: string, into: Map<string, string>) {
  if (value === undefined || value === null || value === false) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${path}.${index}`, into));
  } else if (typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      flatten(item, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value === true ? "on" : String(value));
    if (typeof value === "string" && isCell(path) && typeof cellOf(value) === "number") {
      into.set(textCellField(path), "1");
    }
  }
}

// --- Form → document ---------------------------------------------------------------------

type Node = Record<string, unknown>;

/** Names that would reach an object's prototype are never followed. */
const unsafe = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The form's fields as a draft. Only the document's own names are read (not the intent, the
 * uploads or the version); each path's value lands at its place, lists by their indexes.
 */
export function formToDraft(entries: Iterable<[string, FormDataEntryValue]>): Draft {
  const root: Node = Object.create(null) as Node;
  const textCells: string[] = [];
  for (const [name, value] of entries) {
    if (name.startsWith(textCellField(""))) textCells.push(name.slice(textCellField("").length));
    if (typeof value !== "string" || !isDocumentField(name)) continue;
    const parts = name.split(".");
    if (parts.some((part) => part === "" || unsafe.has(part))) continue;
    let node = root;
    let reachable = true;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = Object.create(null) as Node;
      else if (typeof next !== "object") {
        reachable = false;
        break;
      }
      node = node[part] as Node;
    }
    const last = parts.at(-1)!;
    // A name sent twice keeps its first value; a name that is also a branch is ignored.
    if (reachable && node[last] === undefined) node[last] = value;
  }
  const raw = listsIn(root) as Node;
  const draft: Draft = {
    ...optional(raw, "heading"),
    ...optional(raw, "crumb"),
    description: text(raw.description),
    ...optional(raw, "session"),
    blocks: array(raw.blocks).map(blockFrom),
  };
  for (const path of textCells.filter(isCell)) {
    const cell = getAt(draft, path);
    if (typeof cell === "number") setAt(draft as never, path, String(cell));
  }
  return draft;
}

/** Objects whose keys are all indexes become lists, in index order. */
function listsIn(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const keys = Object.keys(value);
  const node = value as Node;
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((key) => listsIn(node[key]));
  }
  const object: Node = {};
  for (const key of keys) object[key] = listsIn(node[key]);
  return object;
}

function blockFrom(raw: Node): DraftBlock {
  const type = text(raw.type);
  const kind = kindOf(type);
  // Not a kind the editor knows: kept as sent, and the API says so.
  if (!kind) return { ...raw, type };
  return { type, ...kind.fromForm(raw, (blocks) => array(blocks).map(blockFrom)) };
}

export { cellOf, rulesFrom, rulesText } from "#contracts/blocks/form-values.ts";
