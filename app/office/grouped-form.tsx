import type { ReactNode } from "react";
import { ErrorSummary, StaleSummary } from "./field.tsx";
import { noteId } from "./setting-input.tsx";
import uploadScript from "./upload.browser.ts?worker&url";
import libraryPickScript from "./library-pick.browser.ts?worker&url";
import s from "./office.module.css";

// A form of named groups of fields saved as one document with its number (the settings, the
// CBSE disclosure): the API's refusal beside each field, what someone else saved meanwhile
// beside what was typed, a fieldset for each group, and the scripts its uploads use.

export interface Stale {
  message: string;
  /** The saved document's values, by field name. */
  current: Record<string, string>;
}

export function GroupedForm<Group extends { legend: string; note?: string }>(props: {
  groups: readonly Group[];
  /** Every field's label, by its name: the summaries name fields by them. */
  labels: Record<string, string>;
  values: Record<string, string>;
  basedOn: string;
  errors: Record<string, string>;
  error?: string;
  stale?: Stale | null;
  submit: string;
  /** A group's fields, and anything shown with them. */
  children: (group: Group) => ReactNode;
}) {
  const { labels, values, errors, stale } = props;
  const changed = stale
    ? Object.keys(labels).filter(
        (name) => (stale.current[name] ?? "").trim() !== (values[name] ?? "").trim(),
      )
    : [];
  return (
    <>
      {stale && (
        <StaleSummary
          message={stale.message}
          changed={changed.map((name) => ({
            label: labels[name]!,
            value: stale.current[name] || "(empty)",
          }))}
          same="What they saved is what you typed."
        />
      )}
      <ErrorSummary
        error={props.error}
        fields={Object.keys(errors).length > 0 ? errors : undefined}
        labels={labels}
      />
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="basedOn" value={props.basedOn} />
        {props.groups.map((group) => (
          <fieldset
            key={group.legend}
            className={s.panel}
            aria-describedby={group.note ? noteId(group.legend) : undefined}
          >
            <legend className={s.label}>{group.legend}</legend>
            {group.note && (
              <div className={s.field}>
                <p id={noteId(group.legend)} className={s.hint}>
                  {group.note}
                </p>
              </div>
            )}
            {props.children(group)}
          </fieldset>
        ))}
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            {props.submit}
          </button>
        </div>
      </form>
      <script src={uploadScript} defer />
      <script src={libraryPickScript} defer />
    </>
  );
}
