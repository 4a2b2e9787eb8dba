import type { Raw } from "./kind.ts";

// How the page editor's fields hold a block's values, and how they are read back (nothing is
// checked here: a wrong value is kept as typed, for the API to name its place). A few values
// are typed in a form people type more easily:
//
// - a list's items: one a line;
// - numbered rules: one a line, and a line starting with "- " is a sub-point of the rule above;
// - a link's target ('goesTo'): a page of the site (/Admission), an https:// address or a
//   stored file, told apart by how it starts;
// - a tick box: "on" when ticked, absent otherwise;
// - a table's cell typed as a plain number is a figure ('5247' → 5247).

export const text = (value: unknown) => (typeof value === "string" ? value : "");

export const array = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.map((item) => (item && typeof item === "object" ? item : {})) : [];

/** An optional field: left out when nothing was typed in it. */
export function optional(raw: Raw, key: string): Record<string, string> {
  const value = text(raw[key]);
  return value.trim() ? { [key]: value } : {};
}

/** A list as lines of one text box. */
export const lines = (items: unknown) => (Array.isArray(items) ? items.map(String).join("\n") : "");

export const splitLines = (value: unknown) =>
  text(value)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");

/** A tick box's value: "on" when ticked. */
export const ticked = (value: unknown) => (value ? "on" : undefined);

/** A figure typed as a plain number stays one ('5247' → 5247); anything else is text. */
export function cellOf(value: unknown): string | number {
  const typedText = text(value);
  const trimmed = typedText.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) && String(Number(trimmed)) === trimmed
    ? Number(trimmed)
    : typedText;
}

/** Sizes are whole numbers when typed as one; otherwise kept as typed for the API to name. */
export const size = (value: unknown) => {
  const cell = cellOf(value);
  return typeof cell === "number" ? cell : text(value).trim();
};

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

/** A link's one target field. */
export const goesTo = (link: Raw) => {
  const { to, href, file, ...rest } = link;
  return { ...rest, goesTo: String(to ?? href ?? file ?? "") };
};

/** A link's target, told by how it starts: a page (/...), an address (http...) or a file. */
export function target(value: unknown, pages = true): Record<string, string> {
  const where = text(value).trim();
  if (!where) return {};
  if (/^https?:/i.test(where)) return { href: where };
  if (pages && where.startsWith("/") && !where.startsWith("/images/")) return { to: where };
  return { file: where };
}

export const linkFrom = (raw: Raw) => ({ label: text(raw.label), ...target(raw.goesTo) });

export const itemsOf = (block: Raw) => (Array.isArray(block.items) ? (block.items as Raw[]) : []);

export function imageFrom(raw: unknown) {
  const image = (raw && typeof raw === "object" ? raw : {}) as Raw;
  return {
    file: text(image.file),
    alt: text(image.alt),
    ...(image.decorative === "on" && { decorative: true }),
    width: size(image.width),
    height: size(image.height),
    ...optional(image, "caption"),
  };
}

export const emptyImage = () => ({ file: "", alt: "", width: "", height: "" });

/** Whether a group of optional fields was left empty (a card without a picture or a link). */
export const empty = (raw: unknown) =>
  !raw ||
  typeof raw !== "object" ||
  Object.values(raw).every((value) => typeof value !== "string" || value.trim() === "");

export const markdownHint =
  "Markdown is accepted: a blank line between paragraphs, **bold**, *italic*, [a link](/Admission), and lines starting with - for a list.";
export const inlineHint = "**Bold**, *italic* and [links](/Admission) are accepted (Markdown).";
export const linkHint =
  "A page of this site (/Admission), an address starting https://, or one of the school's files.";
