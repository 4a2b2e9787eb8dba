// Visitors' text as the office reads it in a terminal or a spreadsheet. Stored text is what a
// visitor sent, so it may hold escape sequences that clear or retitle a terminal, or bidi
// controls that make text read in another order than it is stored. Those are shown as
// `<U+XXXX>` instead of being obeyed; nothing else of the text changes.

// C0, DEL, C1, the bidi embeddings, overrides, isolates and marks, and the Unicode line and
// paragraph separators (a line break the terminal would not show as one).
const hidden =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const codePoint = (char: string) =>
  `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`;

/** `text` with every control and bidi character made visible; `lineBreaks` keeps \n and \r\n. */
export function printable(text: string, options: { lineBreaks?: boolean } = {}): string {
  const lines = options.lineBreaks ? text.split(/\r?\n/) : [text];
  return lines.map((line) => line.replace(hidden, codePoint)).join("\n");
}

// A spreadsheet reads a cell that starts with one of these as a formula (a tab or a carriage
// return before one is skipped by some), so such a cell starts with an apostrophe instead.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180), always quoted, printable, and never read as a formula. */
export function csvCell(value: string): string {
  const guarded = formulaStart.test(value) ? `'${value}` : value;
  return `"${printable(guarded, { lineBreaks: true }).replaceAll('"', '""')}"`;
}

/** Records as CSV: cells quoted, records ended by CRLF (RFC 4180). */
export function csvRecords(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvCell).join(",")}\r\n`).join("");
}

// JSON.stringify escapes C0 already; these it leaves raw, and a terminal would obey them.
const rawInJson = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** The same JSON as `JSON.stringify(value, null, 2)`, safe to print to a terminal. */
export function jsonForTerminal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    rawInJson,
    (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, "0")}`,
  );
}
