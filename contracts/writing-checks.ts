import { marked, type Token, type Tokens } from "marked";

// What the office checks while a page or an item is written (issue 41, decision 261), the same
// rules in the editor, before saving, and on the server, at saving:
// - a picture without a description cannot be published, unless it is marked decorative;
// - headings may not skip a level (a sub-heading needs its heading above it);
// - a link whose words say nothing out of context ("click here") is flagged;
// - a PDF with no text (a scan) is flagged, with how to mend it.
// Errors stop publishing (a draft may keep them); warnings are said and the page is saved.
// Messages are keyed by the field's path in the document ('blocks.3.image.alt').

export interface WritingChecks {
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

export const altMessage =
  "Describe the picture for someone who cannot see it, or mark it decorative if it shows nothing they need.";
export const skippedMessage = (level: number, previous: number) =>
  `This heading skips a level: a ${kind(level)} needs a ${kind(previous + 1)} above it. Make it a ${kind(previous + 1)}, or add one before it.`;
export const mainHeadingMessage =
  "A page has one main heading, its own. Start a heading in the text with ## (or ### below it).";
export const vagueLinkMessage = (words: string) =>
  `The link "${words}" says nothing on its own: screen readers list links by their words. Name where it goes, e.g. "the fee structure (PDF)".`;
export const textlessMessage =
  "This PDF is a scanned picture with no text: screen readers and the site's search cannot read it. Save it again from the original document (File, then Save as PDF), or run it through OCR before uploading.";

const kind = (level: number) =>
  level <= 2 ? "heading" : level === 3 ? "sub-heading" : "heading of the fourth level";

/** Link words that mean nothing out of context, in English and Hindi (lower case, no stops). */
const vague = new Set([
  "click here",
  "click",
  "here",
  "click this",
  "this",
  "link",
  "this link",
  "read more",
  "more",
  "more info",
  "details",
  "go",
  "download",
  "view",
  "open",
  "यहाँ",
  "यहां",
  "यहाँ क्लिक करें",
  "यहां क्लिक करें",
  "क्लिक करें",
  "और पढ़ें",
  "अधिक",
  "देखें",
]);

/** Whether link words say nothing out of context. */
export function isVagueLink(words: string): boolean {
  const plain = words
    .toLowerCase()
    .replace(/[.,:;!?…()"'“”‘’\-–—]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "Click here for online registration" names where it goes; "click here to download" does not.
  const rest = plain.replace(/^click here( (to|for))?\b/, "").trim();
  return vague.has(plain) || rest === "" || vague.has(rest);
}

/** Markdown's tokens, each nested list's and link's too, in reading order. */
function* tokensOf(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const nested = token as { tokens?: Token[]; items?: Token[] };
    if (nested.items) yield* tokensOf(nested.items);
    if (nested.tokens) yield* tokensOf(nested.tokens);
  }
}

const lexed = (markdown: string) => tokensOf(marked.lexer(markdown));

/** The words of each link in a text, Markdown's `[words](address)`. */
export function linkWords(text: string): string[] {
  if (!text.includes("](")) return [];
  return [...lexed(text)]
    .filter((token): token is Tokens.Link => token.type === "link")
    .map((token) => token.text);
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A heading's level: a nested section's own, one deeper than the section's. */
const deeper = (level: number) => Math.min(level + 1, 4);

/**
 * The checks of a document of blocks (a page's words, or an item's Markdown given as one
 * `prose` block): `textless` says which stored PDFs have no text.
 */
export function checkWriting(
  document: { blocks?: unknown },
  textless: (file: string) => boolean = () => false,
  root = "",
): WritingChecks {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  const at = (path: string) => (root ? `${root}.${path}` : path);

  // Every picture, link and file, wherever it sits.
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}.${i}`));
    if (isObject(value)) {
      const picture = "alt" in value && "file" in value && str(value.file) !== "";
      if (picture && str(value.alt).trim() === "" && value.decorative !== true) {
        errors[at(`${path}.alt`)] = altMessage;
      }
      const label = str(value.label);
      if (label && (value.to || value.href || value.file) && isVagueLink(label)) {
        warnings[at(`${path}.label`)] = vagueLinkMessage(label);
      }
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    if (typeof value !== "string") return;
    if (/\.pdf$/i.test(value) && textless(value)) warnings[at(path)] = textlessMessage;
    const words = linkWords(value).find(isVagueLink);
    if (words !== undefined) warnings[at(path)] ??= vagueLinkMessage(words);
  };
  walk(document.blocks ?? [], "blocks");

  // The headings in the order they are read, each at the level the site draws it.
  let previous = 1;
  const heading = (level: number, path: string) => {
    if (level > previous + 1) errors[at(path)] ??= skippedMessage(level, previous);
    previous = level;
  };
  const outline = (blocks: unknown, path: string, level: number) => {
    if (!Array.isArray(blocks)) return;
    blocks.forEach((block, i) => {
      if (!isObject(block)) return;
      const here = `${path}.${i}`;
      switch (block.type) {
        case "heading":
          heading(block.level === 3 ? 3 : 2, `${here}.level`);
          break;
        case "section":
          heading(level, `${here}.title`);
          outline(block.blocks, `${here}.blocks`, deeper(level));
          break;
        case "list":
        case "rules":
        case "gallery":
          if (str(block.title)) heading(level, `${here}.title`);
          break;
        case "tabs":
          (Array.isArray(block.tabs) ? block.tabs : []).forEach((tab: unknown, t: number) => {
            if (!isObject(tab)) return;
            const titled = str(tab.heading) !== "";
            if (titled) heading(level, `${here}.tabs.${t}.heading`);
            outline(tab.blocks, `${here}.tabs.${t}.blocks`, titled ? deeper(level) : level);
          });
          break;
        case "prose":
          for (const token of lexed(str(block.markdown))) {
            if (token.type !== "heading") continue;
            if (token.depth === 1) errors[at(`${here}.markdown`)] ??= mainHeadingMessage;
            else heading(token.depth, `${here}.markdown`);
          }
          break;
      }
    });
  };
  outline(document.blocks, "blocks", 2);
  return { errors, warnings };
}

/** Every stored PDF a document names, for asking which have no text. */
export function pdfsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pdfsIn);
  if (isObject(value)) return Object.values(value).flatMap(pdfsIn);
  return typeof value === "string" && /\.pdf$/i.test(value) && !/^[a-z]+:/i.test(value)
    ? [value]
    : [];
}

/**
 * The checks of an item's fields (contracts/records/): each Markdown text as a page's text
 * whose headings start below the item's title, and each PDF attached. Messages are keyed by the
 * field's name.
 */
export function checkFields(
  fields: readonly { name: string; type: string }[],
  values: Record<string, unknown>,
  textless: (file: string) => boolean = () => false,
): WritingChecks {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if ((field.type === "markdown" || field.type === "longText") && typeof value === "string") {
      const checked = checkWriting({ blocks: [{ type: "prose", markdown: value }] });
      const error = Object.values(checked.errors)[0];
      const warning = Object.values(checked.warnings)[0];
      if (error) errors[field.name] = error;
      if (warning) warnings[field.name] = warning;
    }
    if (field.type === "files" && pdfsIn(value).some(textless)) {
      warnings[field.name] = textlessMessage;
    }
  }
  return { errors, warnings };
}
