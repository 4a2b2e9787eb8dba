import type { OfficeRecord, RecordKind } from "#contracts/office-records.ts";

/** The fields that name a record in a list: its title, or whose it is. */
const nameFields = ["title", "name", "studentName"];

/** The field that names a kind's records in its lists. */
export function titleFieldOf(kind: RecordKind) {
  return kind.fields.find((field) => nameFields.includes(field.name)) ?? kind.fields[0]!;
}

/** What a record is called in a list: its title, or "(untitled)". */
export function recordName(kind: RecordKind, record: OfficeRecord): string {
  return String(record.values[titleFieldOf(kind).name] || "(untitled)");
}
