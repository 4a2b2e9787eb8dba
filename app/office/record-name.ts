import { recordNameFields, type OfficeRecord, type RecordKind } from "#contracts/office-records.ts";

/** The field that names a kind's records in its lists. */
export function titleFieldOf(kind: RecordKind) {
  return kind.fields.find((field) => recordNameFields.includes(field.name)) ?? kind.fields[0]!;
}

/** What a record is called in a list: its title, or "(untitled)". */
export function recordName(kind: RecordKind, record: OfficeRecord): string {
  return String(record.values[titleFieldOf(kind).name] || "(untitled)");
}
