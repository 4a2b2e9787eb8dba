import {
  albumPhotoLimit,
  importRowLimit,
  lifeFields,
  type FieldSpec,
  type RecordKind,
} from "#contracts/office-records.ts";
import { bodyDocument, ref, type BodyDocument } from "./openapi.ts";

// A record's body as the document describes it, made from its kind's field list: the list
// `recordSchema(kind)` builds its check from. The check itself reads forms' and CSVs' loose
// values (text lines for lists, "on" for a ticked box), which zod's JSON Schema cannot show, so
// the description is made from the fields, as the office's forms are.

type Schema = Record<string, unknown>;

function fieldSchema(spec: FieldSpec): Schema {
  const described = { title: spec.label, ...(spec.hint && { description: spec.hint }) };
  switch (spec.type) {
    case "flag":
      return { ...described, type: "boolean" };
    case "date":
      return { ...described, type: "string", format: "date" };
    case "dateTime":
      return {
        ...described,
        type: "string",
        pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
        description: "The school's wall-clock time, YYYY-MM-DDTHH:mm. Empty: none.",
      };
    case "files":
      return { ...described, type: "array", items: { type: "string" }, maxItems: 20 };
    case "photos":
      return {
        ...described,
        type: "array",
        maxItems: albumPhotoLimit,
        items: {
          type: "object",
          properties: { path: { type: "string" }, caption: { type: "string", maxLength: 300 } },
          required: ["path"],
        },
      };
    case "choices":
      return { ...described, type: "array", items: { enum: [...spec.options!] } };
    case "percent":
      return { ...described, type: ["number", "string"], minimum: 0, maximum: 100 };
    case "video":
      return {
        ...described,
        type: "string",
        format: "uri",
        description: "A YouTube or Vimeo address in any of its forms; kept as its canonical form.",
      };
    case "children":
      return {
        ...described,
        type: "array",
        maxItems: 100,
        items: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9/.-]{0,29}$" },
        description: "Admission numbers; a text of them separated by commas is taken too.",
      };
    case "privateFile":
      return {
        ...described,
        type: "string",
        description: "The `path` of a file stored with `/files?for=certificates`.",
      };
    case "select":
      return { ...described, type: "string", enum: [...spec.options!] };
    default:
      return { ...described, type: "string", ...(spec.max && { maxLength: spec.max }) };
  }
}

/** The name of a kind's body among the document's schemas: `NewsInput`. */
export const inputName = (kind: RecordKind) =>
  `${kind.kind[0]!.toUpperCase()}${kind.kind.slice(1)}Input`;

/** A kind's record as the office's form sends it. */
function inputSchema(kind: RecordKind): Schema {
  const fields = [...kind.fields, ...lifeFields];
  return {
    type: "object",
    description: `A ${kind.one}, as the office's form sends it.`,
    properties: {
      ...Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec)])),
      status: { enum: ["draft", "published"] },
    },
    required: [...kind.fields.filter((spec) => spec.required).map((s) => s.name), "status"],
  };
}

/** The body of adding a record of `kind`. */
export const newRecordDocument = (kind: RecordKind): BodyDocument =>
  bodyDocument(ref(inputName(kind)), { [inputName(kind)]: inputSchema(kind) });

/** The body of saving a record of `kind`: its fields and the version it was edited from. */
export const savedRecordDocument = (kind: RecordKind): BodyDocument =>
  bodyDocument(
    {
      allOf: [
        ref(inputName(kind)),
        { type: "object", properties: { version: { type: "integer" } }, required: ["version"] },
      ],
    },
    { [inputName(kind)]: inputSchema(kind) },
  );

/** The body of an import of `kind`: its rows, every one a record as the form sends it. */
export const importDocument = (kind: RecordKind): BodyDocument =>
  bodyDocument(
    {
      type: "object",
      properties: {
        rows: { type: "array", items: ref(inputName(kind)), maxItems: importRowLimit },
        status: { enum: ["draft", "published"] },
      },
      required: ["rows"],
    },
    { [inputName(kind)]: inputSchema(kind) },
  );
