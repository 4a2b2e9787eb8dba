import type { WritingChecks } from "#contracts/writing-checks.ts";
import { lifeFields, type FieldSpec, type RecordKind } from "#contracts/office-records.ts";
import { fileUrl } from "../api/urls.ts";
import { useImageSources } from "../site-files.ts";
import { LibraryPick } from "./library-pick.tsx";
import { PhotoList } from "./photo-list.tsx";
import { UploadZone } from "./upload-zone.tsx";
import s from "./office.module.css";

/** The value a field's input shows. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  return value == null ? "" : String(value);
}

/** The library's name and kind of each file a form names, by its stored path. */
export type FileNames = Record<string, { name: string; kind: string }>;

function Input({
  spec,
  value,
  error,
  checks,
  files = {},
}: {
  spec: FieldSpec;
  value: unknown;
  error?: string;
  /** What the writing checks say of the saved words (page-checks.browser.ts redraws it). */
  checks?: WritingChecks;
  files?: FileNames;
}) {
  const id = `field-${spec.name}`;
  const checkError = checks?.errors[spec.name];
  const checked = !error && (checkError ?? checks?.warnings[spec.name]);
  const described = [spec.hint && `${id}-hint`, error && `${id}-error`, checked && `${id}-check`]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: spec.name,
    className: s.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    required: spec.required,
  };
  const hint = spec.hint && (
    <span id={`${id}-hint`} className={s.hint}>
      {spec.hint}
    </span>
  );
  const message = error ? (
    <span id={`${id}-error`} className={s.error}>
      {error}
    </span>
  ) : (
    checked && (
      <span id={`${id}-check`} className={checkError ? s.error : s.checkWarning} data-check="">
        {checked}
      </span>
    )
  );
  if (spec.type === "photos") return <PhotoList spec={spec} value={value} error={error} />;
  if (spec.type === "choices") {
    const chosen = new Set(Array.isArray(value) ? value.map(String) : shown(value).split("\n"));
    return (
      <fieldset className={s.choices} aria-describedby={described || undefined}>
        <legend className={s.label} id={id} tabIndex={-1}>
          {spec.label}
        </legend>
        {hint}
        <div className={s.choiceGrid}>
          {spec.options?.map((option) => (
            <label key={option} className={s.check}>
              <input
                type="checkbox"
                name={spec.name}
                value={option}
                defaultChecked={chosen.has(option)}
              />
              {option}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  if (spec.type === "privateFile") {
    const path = shown(value);
    return (
      <div className={s.field}>
        <span className={s.label} id={id} tabIndex={-1}>
          {spec.label}
          {spec.required && <span className={s.muted}> (required)</span>}
        </span>
        {hint}
        <input type="hidden" id={`${id}-path`} name={spec.name} value={path} />
        <p className={s.muted}>
          {path ? `Attached (${path.split(".").pop()?.toUpperCase()}).` : "Nothing attached yet."}
        </p>
        <UploadZone
          name={spec.name}
          label={path ? "Replace it with another file" : "Choose the file"}
          targetId={`${id}-path`}
          multiple={false}
          target="certificates"
          describedBy={described || undefined}
        />
        {message}
      </div>
    );
  }
  if (spec.type === "flag") {
    return (
      <div className={s.field}>
        <label className={s.check}>
          <input
            type="checkbox"
            id={id}
            name={spec.name}
            defaultChecked={value === true || value === "on"}
            aria-describedby={described || undefined}
          />
          {spec.label}
        </label>
        {hint}
        {message}
      </div>
    );
  }
  let input: React.ReactNode;
  switch (spec.type) {
    case "longText":
    case "markdown":
    case "files":
      input = (
        <textarea
          {...common}
          defaultValue={shown(value)}
          rows={spec.type === "files" ? 2 : undefined}
          className={`${s.input} ${spec.type === "markdown" ? s.tall : ""}`}
        />
      );
      break;
    case "select":
      input = (
        // A list without an empty choice always has a value: `required` would add nothing but
        // a validator's complaint (a required select's first option must be a placeholder).
        <select {...common} required={undefined} defaultValue={shown(value)}>
          {!spec.required && <option value="">(none)</option>}
          {spec.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
      break;
    case "children":
      input = (
        <input
          {...common}
          defaultValue={Array.isArray(value) ? value.join(", ") : shown(value)}
          autoCapitalize="characters"
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          type={
            spec.type === "date" ? "date" : spec.type === "dateTime" ? "datetime-local" : "text"
          }
          inputMode={
            spec.type === "url" || spec.type === "video"
              ? "url"
              : spec.type === "percent"
                ? "decimal"
                : undefined
          }
          maxLength={spec.max}
          defaultValue={shown(value)}
        />
      );
  }
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        {spec.label}
        {spec.required && <span className={s.muted}> (required)</span>}
      </label>
      {hint}
      {input}
      {spec.type === "files" && (
        <>
          <Attached paths={shown(value)} files={files} />
          <UploadZone
            name={spec.name}
            label={spec.pictures ? "Or attach a picture" : "Or attach files"}
            targetId={id}
            kind={spec.pictures ? "photos" : "files"}
          />
          <LibraryPick targetId={id} kind={spec.pictures ? "picture" : undefined} mode="lines" />
        </>
      )}
      {message}
    </div>
  );
}

/** The files a field names, each by its thumbnail and its name in the library. */
function Attached({ paths, files }: { paths: string; files: FileNames }) {
  const sources = useImageSources();
  const named = paths
    .split("\n")
    .map((path) => path.trim())
    .filter(Boolean);
  if (named.length === 0) return null;
  return (
    <ul className={s.attached}>
      {named.map((path) => {
        const file = files[path];
        const picture = file ? file.kind === "picture" : /\.(?:jpe?g|png|webp)$/i.test(path);
        return (
          <li key={path}>
            {picture ? (
              <img {...sources(path, "4rem")} alt="" width={64} height={48} loading="lazy" />
            ) : (
              <span aria-hidden="true">PDF</span>
            )}
            <a href={fileUrl(path)} target="_blank" rel="noopener">
              {file?.name ?? path.split("/").pop()}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A record's form, drawn from its kind's fields (contracts/office-records.ts): what it says,
 * then when it is on the site. Works as a plain form post; nothing typed is lost when the save
 * is refused, because the page draws the form again from what was sent.
 */
export function RecordFields({
  kind,
  values,
  errors,
  checks,
  files,
}: {
  kind: Pick<RecordKind, "fields" | "register">;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  checks?: WritingChecks;
  files?: FileNames;
}) {
  return (
    <>
      <fieldset className={s.panel}>
        <legend className={s.label}>What it says</legend>
        {kind.fields.map((spec) => (
          <Input
            key={spec.name}
            spec={spec}
            value={values[spec.name]}
            error={errors[spec.name]}
            checks={checks}
            files={files}
          />
        ))}
      </fieldset>
      {!kind.register && (
        <fieldset className={s.panel}>
          <legend className={s.label}>When it is on the site</legend>
          {lifeFields.map((spec) => (
            <Input
              key={spec.name}
              spec={spec}
              value={values[spec.name]}
              error={errors[spec.name]}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
