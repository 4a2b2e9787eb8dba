// The home page's Principal's teaser shows the opening of the letter, not all of it: READ MORE
// leads to the whole. The letter is sanitized HTML (contracts/message-html.ts), so its tags are
// well formed and few; it is cut between its top-level blocks, never inside one.

const blockTags = new Set(["p", "ul", "ol", "blockquote", "h3", "h4"]);
const voidTags = new Set(["br"]);
const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

/** The letter's top-level blocks; loose text and inline elements between them become a `p`. */
export function letterBlocks(html: string): string[] {
  const blocks: string[] = [];
  let loose = "";
  let depth = 0;
  let start = 0;
  let at = 0;
  const flushLoose = () => {
    if (loose.trim()) blocks.push(`<p>${loose.trim()}</p>`);
    loose = "";
  };
  for (const match of html.matchAll(tag)) {
    const [whole, closing, rawName] = match;
    const name = rawName!.toLowerCase();
    const index = match.index;
    if (depth === 0) {
      const text = html.slice(at, index);
      if (!closing && blockTags.has(name)) {
        loose += text;
        flushLoose();
        start = index;
        depth = 1;
      } else {
        // Inline content at the top: kept whole in the loose paragraph.
        loose += text + whole;
      }
    } else if (!voidTags.has(name) && !whole.endsWith("/>")) {
      depth += closing ? -1 : 1;
      if (depth === 0) blocks.push(html.slice(start, index + whole.length));
    }
    at = index + whole.length;
  }
  if (depth === 0) loose += html.slice(at);
  else blocks.push(html.slice(start));
  flushLoose();
  return blocks;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/** A block's words, for measuring it and finding the writer's name in it. */
function textOf(block: string): string {
  return block
    .replace(/<[^>]*>/g, " ")
    .replace(/&(\w+|#\d+);/g, (entity, name: string) => entities[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A paragraph's first whole sentences, at least `chars` long; undefined when that takes all of it.
 */
function firstSentences(text: string, chars: number): string | undefined {
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s+|$)/g) ?? [];
  let kept = "";
  for (const sentence of sentences) {
    kept += sentence;
    if (textOf(kept).length >= chars) break;
  }
  const shown = kept.trim();
  return shown && textOf(shown).length < textOf(text).length ? shown : undefined;
}

/**
 * The opening of a letter: its first blocks, until at least `minChars` of text (or
 * `maxBlocks` blocks) are taken, a plain paragraph that would pass `maxChars` cut after the
 * sentence that reaches `minChars`; it stops before the block that names its writer (the
 * signature), so the teaser shows the name once, under the excerpt. A letter that opens with
 * the signature gives its first block.
 */
export function letterOpening(
  html: string,
  writer: string,
  {
    minChars = 240,
    maxChars = 300,
    maxBlocks = 3,
  }: { minChars?: number; maxChars?: number; maxBlocks?: number } = {},
): string {
  const blocks = letterBlocks(html).filter((block) => textOf(block) !== "");
  const name = writer.replace(/\s+/g, " ").trim().toLowerCase();
  const taken: string[] = [];
  let chars = 0;
  for (const block of blocks) {
    const text = textOf(block);
    if (name && text.toLowerCase().includes(name)) break;
    // A long plain paragraph that would run past `maxChars` ends the opening at a sentence.
    const plain = /^<p>([^<]*)<\/p>$/.exec(block)?.[1];
    const cut =
      plain !== undefined && chars + text.length > maxChars
        ? firstSentences(plain, minChars - chars)
        : undefined;
    if (cut) {
      taken.push(`<p>${cut} …</p>`);
      break;
    }
    taken.push(block);
    chars += text.length;
    if (chars >= minChars || taken.length >= maxBlocks) break;
  }
  return (taken.length > 0 ? taken : blocks.slice(0, 1)).join("");
}
