import { parse } from "csv-parse/sync";
import {
  fieldMessages,
  importCsvMaxBytes,
  importRowLimit,
  importTooLarge,
  recordSchema,
  type FieldSpec,
  type RecordKind,
  type RecordKindName,
} from "#contracts/office-records.ts";

// A CSV file of records (a class's birthdays, a results list, a batch of certificates) read
// into rows the office API imports, each checked with its kind's own rules before anything is
// saved. Columns are named by the fields' names or labels, in any order and any case.

export interface CsvRow {
  /** The row's line in the file, as a spreadsheet numbers it (the header is line 1). */
  line: number;
  /** What the row says, as the API takes it. */
  values: Record<string, unknown>;
  /** A message for each field that is not right; none when the row can be imported. */
  errors: Record<string, string>;
}

export interface CsvReading {
  rows: CsvRow[];
  /** What stops the whole file being read (no header, an unknown column, too many rows). */
  error?: string;
}

const fileTypes = new Set(["files", "privateFile"]);
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The columns a kind's import takes, as its template's header names them. */
export function importFields(kind: RecordKind): FieldSpec[] {
  return (kind.importColumns ?? []).map((name) =>
    kind.fields.find((field) => field.name === name)!,
  );
}

/** The field a column's header names: by its name or its label ("Admission No." or admissionNo). */
function fieldFor(fields: readonly FieldSpec[], header: string): FieldSpec | undefined {
  const wanted = squeezed(header);
  return fields.find(
    (field) =>
      squeezed(field.name) === wanted ||
      squeezed(field.label) === wanted ||
      squeezed(field.short ?? "") === wanted ||
      (fileTypes.has(field.type) && ["file", "photo", "photofile"].includes(wanted)),
  );
}

/**
 * Reads `text` as the records of `kind`. A file column names one of the files chosen with the
 * CSV (`stored`: each file's name and where it was stored); the row takes its stored path.
 */
export function readCsv(
  kind: RecordKind,
  text: string,
  stored: ReadonlyMap<string, string>,
): CsvReading {
  // The page limits the file as it arrives; text given otherwise is held to the same.
  if (Buffer.byteLength(text) > importCsvMaxBytes)
    return { rows: [], error: importTooLarge("bytes") };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // The header, the most rows taken and one more to tell there are too many: nothing after
      // that is parsed.
      to: importRowLimit + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return { rows: [], error: `The file could not be read as CSV: ${(error as Error).message}` };
  }
  const [header, ...body] = records;
  const fields = importFields(kind);
  if (!header || body.length === 0) {
    return { rows: [], error: "The file has no rows under its header line." };
  }
  const columns = header.record.map((name) => ({ name, field: fieldFor(fields, name) }));
  const unknown = columns.filter((column) => !column.field && column.name !== "");
  if (unknown.length > 0) {
    return {
      rows: [],
      error: `The column ${unknown.map((c) => `"${c.name}"`).join(", ")} is not one of: ${fields.map((f) => f.label).join(", ")}.`,
    };
  }
  const missing = fields.filter(
    (field) => field.required && !columns.some((column) => column.field === field),
  );
  if (missing.length > 0) {
    return {
      rows: [],
      error: `The file needs a column for ${missing.map((f) => f.label).join(", ")}.`,
    };
  }
  if (body.length > importRowLimit) return { rows: [], error: importTooLarge("rows") };
  const schema = recordSchema(kind.kind as RecordKindName);
  const rows = body.map(({ record, info }): CsvRow => {
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    columns.forEach(({ field }, i) => {
      if (!field) return;
      const cell = record[i] ?? "";
      if (!fileTypes.has(field.type)) {
        values[field.name] = cell;
        return;
      }
      const path = cell === "" ? "" : stored.get(cell);
      if (path === undefined) {
        errors[field.name] = `No file called "${cell}" was chosen with the CSV.`;
      }
      values[field.name] = field.type === "files" ? (path ? [path] : []) : (path ?? "");
    });
    const checked = schema.safeParse({ ...values, status: "published" });
    return {
      line: info.lines,
      values,
      errors: { ...(checked.success ? {} : fieldMessages(checked.error.issues)), ...errors },
    };
  });
  return { rows };
}

/** Lines of "name<TAB>path", as the import page keeps the files it has stored. */
export function storedFiles(text: string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  for (const line of (text ?? "").split(/\r?\n/)) {
    const [name, path] = line.split("\t");
    if (name && path) files.set(name.trim(), path.trim());
  }
  return files;
}
