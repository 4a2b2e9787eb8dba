import type { BlockType, PageDocument } from "#contracts/page-content.ts";
import { getAt, setAt } from "./paths.ts";

// The page editor's form and a page's document, each made from the other. Every field is named
// by its path in the document ('blocks.3.rows.2.1'), so one generic step reads any form into a
// document, however the blocks nest; a few fields are written in a form people type more easily
// and are read back here:
//
// - a list's items: one a line;
// - numbered rules: one a line, and a line starting with "- " is a sub-point of the rule above;
// - a link's target ('goesTo'): a page of the site (/Admission), an https:// address or a
//   stored file, told apart by how it starts;
// - a tick box: "on" when ticked, absent otherwise;
// - a table's cell typed as a plain number is a figure ('5247' → 5247), unless the cell held
//   words that look like one ('2130999', an affiliation number), which stay words.
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

const lines = (items: unknown) => (Array.isArray(items) ? items.map(String).join("\n") : "");

/** Rules as typed: one a line, each sub-point on a line of its own starting "- ". */
export function rulesText(rules: unknown): string {
  if (!Array.isArray(rules)) return "";
  return rules
    .flatMap((rule: unknown) => {
      if (rule && typeof rule === "object") {
        const { text, points } = rule as { text?: unknown; points?: unknown };
        return [String(text ?? ""), ...(Array.isArray(points) ? points : []).map((p) => `- ${p}`)];
      }
      return [String(rule)];
    })
    .join("\n");
}

/** A link's one target field. */
const goesTo = (link: Record<string, unknown>) => {
  const { to, href, file, ...rest } = link;
  return { ...rest, goesTo: String(to ?? href ?? file ?? "") };
};

const itemsOf = (block: Record<string, unknown>) =>
  Array.isArray(block.items) ? (block.items as Record<string, unknown>[]) : [];

/** A block in the shape its fields take: lists as lines, links as one target, ticks as "on". */
function typed(block: DraftBlock): Record<string, unknown> {
  switch (block.type) {
    case "heading":
      return { ...block, level: block.level === 3 ? "3" : "2" };
    case "list":
      return { ...block, items: lines(block.items), ordered: block.ordered ? "on" : undefined };
    case "rules":
      return { ...block, rules: rulesText(block.rules) };
    case "pdf":
      return { ...block, toolbar: block.toolbar ? "on" : undefined };
    case "files":
    case "links":
      return { ...block, items: itemsOf(block).map(goesTo) };
    case "cards":
      return {
        ...block,
        items: itemsOf(block).map((item) => ({
          ...item,
          link: item.link && typeof item.link === "object" ? goesTo(item.link as never) : undefined,
        })),
      };
    case "tabs":
      return {
        ...block,
        tabs: (Array.isArray(block.tabs) ? (block.tabs as Record<string, unknown>[]) : []).map(
          (tab) => ({ ...tab, blocks: blocksIn(tab.blocks).map(typed) }),
        ),
      };
    case "section":
      return { ...block, blocks: blocksIn(block.blocks).map(typed) };
    default:
      return block;
  }
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

const text = (value: unknown) => (typeof value === "string" ? value : "");
const array = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map((item) => (item && typeof item === "object" ? item : {})) : [];

/** An optional field: left out when nothing was typed in it. */
function optional(raw: Node, key: string): Record<string, string> {
  const value = text(raw[key]);
  return value.trim() ? { [key]: value } : {};
}

/** A figure typed as a plain number stays one ('5247' → 5247); anything else is text. */
export function cellOf(value: unknown): string | number {
  const typedText = text(value);
  const trimmed = typedText.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) && String(Number(trimmed)) === trimmed
    ? Number(trimmed)
    : typedText;
}

/** Sizes are whole numbers when typed as one; otherwise kept as typed for the API to name. */
const size = (value: unknown) => {
  const cell = cellOf(value);
  return typeof cell === "number" ? cell : text(value).trim();
};

const splitLines = (value: unknown) =>
  text(value)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");

/** Rules typed one a line, "- " starting a sub-point of the rule above. */
export function rulesFrom(value: unknown): (string | { text: string; points: string[] })[] {
  const rules: (string | { text: string; points: string[] })[] = [];
  for (const line of splitLines(value)) {
    const point = /^\s*-\s+(.*?)\s*$/.exec(line);
    if (!point) {
      rules.push(line.trim());
      continue;
    }
    const last = rules.at(-1);
    // A sub-point with no rule above it still shows, under a rule the API says is empty.
    if (last === undefined) rules.push({ text: "", points: [point[1]!] });
    else if (typeof last === "string")
      rules[rules.length - 1] = { text: last, points: [point[1]!] };
    else last.points.push(point[1]!);
  }
  return rules;
}

/** A link's target, told by how it starts: a page (/...), an address (http...) or a file. */
function target(value: unknown, pages = true): Record<string, string> {
  const where = text(value).trim();
  if (!where) return {};
  if (/^https?:/i.test(where)) return { href: where };
  if (pages && where.startsWith("/") && !where.startsWith("/images/")) return { to: where };
  return { file: where };
}

const linkFrom = (raw: Node) => ({ label: text(raw.label), ...target(raw.goesTo) });

function imageFrom(raw: unknown) {
  const image = (raw && typeof raw === "object" ? raw : {}) as Node;
  return {
    file: text(image.file),
    alt: text(image.alt),
    width: size(image.width),
    height: size(image.height),
    ...optional(image, "caption"),
  };
}

/** Whether a group of optional fields was left empty (a card without a picture or a link). */
const empty = (raw: unknown) =>
  !raw ||
  typeof raw !== "object" ||
  Object.values(raw).every((value) => typeof value !== "string" || value.trim() === "");

function blockFrom(raw: Node): DraftBlock {
  const type = text(raw.type);
  const items = array(raw.items);
  switch (type as BlockType) {
    case "heading":
      return { type, text: text(raw.text), ...(raw.level === "3" ? { level: 3 } : {}) };
    case "prose":
      return { type, markdown: text(raw.markdown) };
    case "list":
      return {
        type,
        ...optional(raw, "title"),
        items: splitLines(raw.items).map((line) => line.trim()),
        ...(raw.ordered ? { ordered: true } : {}),
      };
    case "rules":
      return { type, ...optional(raw, "title"), rules: rulesFrom(raw.rules) };
    case "table":
      return {
        type,
        caption: text(raw.caption),
        columns: (Array.isArray(raw.columns) ? raw.columns : []).map(text),
        // Each row keeps the cells it was sent with, even a row with one too many: the API
        // then names that row.
        rows: (Array.isArray(raw.rows) ? raw.rows : []).map((row: unknown) =>
          (Array.isArray(row) ? row : []).map(cellOf),
        ),
        ...optional(raw, "note"),
      };
    case "image":
      return { type, image: imageFrom(raw.image), ...optional(raw, "align") };
    case "gallery":
      return { type, ...optional(raw, "title"), images: array(raw.images).map(imageFrom) };
    case "pdf":
      return {
        type,
        title: text(raw.title),
        file: text(raw.file).trim(),
        height: size(raw.height),
        ...(raw.toolbar ? { toolbar: true } : {}),
      };
    case "video":
      return { type, title: text(raw.title), youtubeId: text(raw.youtubeId).trim() };
    case "videos":
      return {
        type,
        items: items.map((item) => ({
          title: text(item.title),
          youtubeId: text(item.youtubeId).trim(),
        })),
      };
    case "files":
      return {
        type,
        items: items.map((item) => ({
          title: text(item.title),
          ...target(item.goesTo, false),
          ...optional(item, "subtitle"),
        })),
      };
    case "cards":
      return {
        type,
        items: items.map((item) => ({
          title: text(item.title),
          ...optional(item, "text"),
          ...(empty(item.image) ? {} : { image: imageFrom(item.image) }),
          ...(empty(item.link) ? {} : { link: linkFrom(item.link as Node) }),
        })),
      };
    case "modals":
      return {
        type,
        items: items.map((item) => ({
          title: text(item.title),
          ...optional(item, "text"),
          image: imageFrom(item.image),
        })),
      };
    case "quote":
      return { type, text: text(raw.text), ...optional(raw, "cite") };
    case "figures":
      return {
        type,
        items: items.map((item) => ({ value: text(item.value), label: text(item.label) })),
      };
    case "links":
      return { type, items: items.map(linkFrom) };
    case "tabs":
      return {
        type,
        label: text(raw.label),
        tabs: array(raw.tabs).map((tab) => ({
          label: text(tab.label),
          ...optional(tab, "heading"),
          blocks: array(tab.blocks).map(blockFrom),
        })),
      };
    case "section":
      return { type, title: text(raw.title), blocks: array(raw.blocks).map(blockFrom) };
    default:
      // Not a kind the editor knows: kept as sent, and the API says so.
      return { ...raw, type };
  }
}
