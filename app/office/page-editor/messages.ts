import { kindOf } from "#contracts/block-kinds.ts";
import { blockTypes, type BlockType } from "#contracts/page-content.ts";
import { fieldsOf, isDocumentField, type Draft } from "./form-document.ts";
import { at, getAt, listAt, segments } from "./paths.ts";

// Where the API's messages are shown. It names a place by its path in the document
// ('blocks.3.rows.2', 'blocks.0.items.4', 'blocks.2.items.1.to'); the editor has a field or a
// group there, or the nearest one that holds it: a list's items are one text box, a link's
// target one field, a row a line of cells.

/** Every place of the editor that shows a message: its fields and its groups. */
export function anchorsOf(draft: Draft): Set<string> {
  const anchors = new Set<string>(["heading", "crumb", "description", "session", "publishAt"]);
  for (const name of fieldsOf(draft).keys()) {
    if (isDocumentField(name) && !name.endsWith(".type")) anchors.add(name);
  }
  const visit = (list: string) => {
    listAt(draft, list).forEach((_, index) => {
      const block = at(list, index);
      anchors.add(block);
      anchors.add(at(block, "columns"));
      // A row, and an item of a repeated group (a card, a link); a list's items are lines.
      for (const group of ["rows", "items", "images"]) {
        listAt(draft, at(block, group)).forEach((item, i) => {
          if (item && typeof item === "object") anchors.add(at(block, group, i));
        });
      }
      listAt(draft, at(block, "tabs")).forEach((_, i) => {
        anchors.add(at(block, "tabs", i));
        visit(at(block, "tabs", i, "blocks"));
      });
      visit(at(block, "blocks"));
    });
  };
  visit("blocks");
  return anchors;
}

/** The place a message about `key` is shown: `key` itself or the nearest place holding it. */
export function anchorFor(key: string, anchors: Set<string>): string {
  const parts = key.split(".");
  for (let length = parts.length; length > 0; length--) {
    const path = parts.slice(0, length).join(".");
    // A link's page, address and file are one field, and a link as a whole is spoken of there.
    const target = /\.(?:to|href|file)$/.test(path)
      ? path.replace(/\.(?:to|href|file)$/, ".goesTo")
      : `${path}.goesTo`;
    if (anchors.has(target)) return target;
    if (anchors.has(path)) return path;
  }
  return "form";
}

/** The API's messages by the place each is shown (two for one place are joined). */
export function placeMessages(messages: Record<string, string>, draft: Draft) {
  const anchors = anchorsOf(draft);
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    const anchor = anchorFor(key, anchors);
    const said = plain(message, key, draft);
    placed[anchor] = placed[anchor] ? `${placed[anchor]} ${said}` : said;
  }
  return placed;
}

/** A message in the office's words where the schema's own is terse; which line, for lists. */
export function plain(message: string, key = "", draft?: Draft): string {
  let said = message
    .replace(/^Too small: expected array to have >=?1 items?$/, "Add at least one.")
    .replace(/^Too small: expected array to have >=?(\d+) items$/, "Add at least $1.")
    .replace(/^Too big: expected array to have <=?(\d+) items$/, "There can be at most $1.")
    .replace(/^Too small: expected number to be >=?(\d+)$/, "Give a number of at least $1.")
    .replace(/^Too big: expected number to be <=?(\d+)$/, "Give a number of at most $1.")
    .replace(/^Too big: expected string to have <=?(\d+) characters$/, "Keep it to $1 characters.")
    .replace(/^Invalid input: expected number, received NaN$/, "Give a number.")
    .replace(/^Invalid input: expected int, received number$/, "Give a whole number.");
  // An item of a list, or a rule, is one line of its text box: say which.
  const line = /\.([a-z]\w*)\.(\d+)(?:\.(text|points)(?:\.(\d+))?)?$/i.exec(key);
  if (line && draft) {
    const owner = getAt(draft, key.slice(0, line.index)) as { type?: unknown } | undefined;
    const lines = typeof owner?.type === "string" ? kindOf(owner.type)?.lines : undefined;
    if (lines && lines.field === line[1]) {
      const point = line[4] === undefined ? "" : `, sub-point ${Number(line[4]) + 1}`;
      said = `${lines.noun} ${Number(line[2]) + 1}${point}: ${said}`;
    }
  }
  return said;
}

/** What each field is called where a message or a label names it. */
const fieldNames: Record<string, string> = {
  heading: "Heading",
  crumb: "Breadcrumb",
  description: "Description",
  session: "Session",
  publishAt: "Publish at",
  text: "Text",
  level: "Kind of heading",
  markdown: "Text",
  title: "Title",
  items: "Items",
  ordered: "Numbered",
  rules: "Rules",
  caption: "Caption",
  columns: "Column names",
  note: "Note",
  image: "Picture",
  file: "File",
  alt: "Description of the picture",
  width: "Width",
  height: "Height",
  align: "Placement",
  toolbar: "Toolbar",
  youtubeId: "YouTube id",
  goesTo: "Goes to",
  subtitle: "Subtitle",
  link: "Link",
  label: "Label",
  value: "Figure",
  cite: "Said by",
};

/** What an item of a block's repeated group is called ('Card'), by the block's kind. */
function itemNoun(type: string): string | undefined {
  const group = kindOf(type)?.form.find((field) => field.kind === "repeat");
  return group?.kind === "repeat" ? group.noun : undefined;
}

/** A block's name where the editor speaks of it: 'Block 3: Table'. */
export function blockName(index: number, type: string): string {
  return `Block ${index + 1}: ${blockTypes[type as BlockType] ?? type}`;
}

/**
 * A place in words, for the summary of messages and for fields without a label of their own:
 * 'Block 5: Section › Block 1: Table › Row 7, Rs. per month'.
 */
export function describe(path: string, draft: Draft): string {
  if (path === "form") return "The page";
  const parts = segments(path);
  const words: string[] = [];
  let owner: unknown = draft;
  let place = "";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    const block = owner as { type?: string } | undefined;
    if (part === "blocks" && typeof next === "number") {
      place = at(place, part, next);
      owner = getAt(draft, place);
      words.push(blockName(next, (owner as { type?: string } | undefined)?.type ?? ""));
      i++;
      continue;
    }
    if (part === "tabs" && typeof next === "number") {
      place = at(place, part, next);
      owner = getAt(draft, place);
      words.push(`Tab ${next + 1}`);
      i++;
      continue;
    }
    if (part === "rows" && typeof next === "number") {
      const column = parts[i + 2];
      const columns = listAt(owner, "columns");
      words.push(
        typeof column === "number"
          ? `Row ${next + 1}, ${String(columns[column] ?? "").trim() || `column ${column + 1}`}`
          : `Row ${next + 1}`,
      );
      break;
    }
    if (part === "columns" && typeof next === "number") {
      words.push(`Column ${next + 1} name`);
      break;
    }
    const noun = block?.type ? itemNoun(block.type) : undefined;
    if ((part === "items" || part === "images") && typeof next === "number" && noun) {
      words.push(`${noun} ${next + 1}`);
      place = at(place, part, next);
      owner = getAt(draft, place);
      i++;
      continue;
    }
    words.push(fieldNames[String(part)] ?? String(part));
    place = at(place, part);
    owner = getAt(draft, place);
  }
  return words.join(" › ");
}
