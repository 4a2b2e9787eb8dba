import type { ReactNode } from "react";
import type { Field } from "#contracts/blocks/kind.ts";
import { FileField } from "./file-field.tsx";
import { CheckField, SelectField, TextField } from "./inputs.tsx";
import { at } from "./paths.ts";
import { ImageFields, Repeat } from "./repeat.tsx";
import { TableFields } from "./table-fields.tsx";

// A block's fields, as its kind declares them (contracts/blocks/<type>.ts). Every field is
// named by its path from `path`, the block (or the item of a repeated group). The blocks a
// section or tabs hold are drawn by `nested` (block-list.tsx, which holds these).

export type NestedField = Extract<Field, { kind: "blocks" | "tabs" }>;

export function Fields({
  path,
  fields,
  nested,
}: {
  path: string;
  fields: readonly Field[];
  nested?: (field: NestedField) => ReactNode;
}) {
  return (
    <>
      {fields.map((field, index) => (
        <FieldOf key={index} path={path} field={field} nested={nested} />
      ))}
    </>
  );
}

function FieldOf({
  path,
  field,
  nested,
}: {
  path: string;
  field: Field;
  nested?: (field: NestedField) => ReactNode;
}) {
  switch (field.kind) {
    case "text":
      return (
        <TextField
          name={at(path, field.name)}
          label={field.label}
          hint={field.hint}
          lines={field.lines}
          narrow={field.narrow}
          inputMode={field.numeric ? "numeric" : undefined}
        />
      );
    case "select":
      return (
        <SelectField name={at(path, field.name)} label={field.label} options={field.options} />
      );
    case "check":
      return <CheckField name={at(path, field.name)} label={field.label} />;
    case "file":
      return (
        <FileField
          name={at(path, field.name)}
          label={field.label}
          kind={field.files}
          hint={field.hint}
        />
      );
    case "image":
      return <ImageFields path={at(path, field.name)} optional={field.optional} />;
    case "repeat":
      return (
        <Repeat path={at(path, field.name)} noun={field.noun}>
          {(item) => <Fields path={item} fields={field.fields} />}
        </Repeat>
      );
    case "table":
      return <TableFields path={path} />;
    case "blocks":
    case "tabs":
      return nested?.(field) ?? null;
  }
}
