import { MONTH_NAMES } from "#contracts/dates.ts";
import type { SettingField } from "./settings-form.ts";
import { LibraryPick } from "./library-pick.tsx";
import { UploadZone } from "./upload-zone.tsx";
import s from "./office.module.css";

// One field of a form kept with the school's settings (the Settings page, the CBSE disclosure):
// its label, hint, control and message, tied together for screen readers.

/** A setting's field, or one of the disclosure's: its dates, its choices, its documents. */
export interface InputField extends Omit<SettingField, "input"> {
  input?: SettingField["input"] | "date" | "select";
  /** A select's choices, after an empty one: a setting may be left unsaid. */
  options?: readonly string[];
  /** What a file field takes: the settings' are pictures; the disclosure's are documents. */
  takes?: "pictures" | "documents";
}

/** The id of a group's note, which the group's fieldset is described by. */
export const noteId = (legend: string) => `note-${legend.toLowerCase().replace(/\W+/g, "-")}`;

export function Input({
  field,
  value,
  error,
}: {
  field: InputField;
  value: string | undefined;
  error?: string;
}) {
  const id = `field-${field.name}`;
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    defaultValue: value ?? "",
    required: field.required,
    className: s.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  const documents = field.takes === "documents";
  const input =
    field.input === "textarea" ? (
      <textarea {...common} rows={4} />
    ) : field.input === "month" ? (
      // Twelve months and no empty choice: always answered, so not marked required (see
      // record-form.tsx).
      <select {...common} required={undefined}>
        {MONTH_NAMES.map((month, i) => (
          <option key={month} value={String(i + 1)}>
            {month}
          </option>
        ))}
      </select>
    ) : field.input === "select" ? (
      <select {...common}>
        <option value="">Not given</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    ) : field.input === "date" ? (
      <input {...common} type="date" autoComplete="off" />
    ) : (
      <input
        {...common}
        type={field.input === "email" || field.input === "tel" ? field.input : "text"}
        inputMode={field.input === "url" ? "url" : field.inputMode}
        autoComplete="off"
      />
    );
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className={s.muted}> (required)</span>}
      </label>
      {field.hint && (
        <span id={`${id}-hint`} className={s.hint}>
          {field.hint}
        </span>
      )}
      {input}
      {field.input === "file" && (
        <UploadZone
          name={field.name}
          label={documents ? "Choose a new file" : "Choose a new picture"}
          targetId={id}
          multiple={false}
          kind={documents ? "files" : "photos"}
        />
      )}
      {field.input === "file" && <LibraryPick targetId={id} kind={documents ? "pdf" : "picture"} />}
      {error && (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}
