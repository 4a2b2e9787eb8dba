import s from "./office.module.css";

/** A labelled input with its hint and its message, tied together for screen readers. */
export function Field(props: {
  name: string;
  /** When one page has several fields of this name. */
  id?: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "text" | "email";
}) {
  const id = props.id ?? `field-${props.name}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={s.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <span id={`${id}-hint`} className={s.hint}>
          {props.hint}
        </span>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        required={props.required}
        inputMode={props.inputMode}
        className={s.input}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {props.error && (
        <span id={`${id}-error`} className={s.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/** The messages of a refused form, each a link to its field; focused by the page's script. */
export function ErrorSummary({
  error,
  fields,
  labels,
}: {
  error?: string;
  fields?: Record<string, string>;
  labels?: Record<string, string>;
}) {
  if (!error && !fields) return null;
  const entries = Object.entries(fields ?? {});
  return (
    <div className={s.summary} role="alert" tabIndex={-1} id="error-summary">
      <h2>{error ?? "Please check the form."}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map(([name, message]) => (
            <li key={name}>
              <a href={`#field-${name}`}>
                {labels?.[name] ? `${labels[name]}: ${message}` : message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Someone saved first: what they saved, field by field, so the person typing can look before
 * saving over it (their own words stay on the form below).
 */
export function StaleSummary({
  message,
  changed,
  same,
}: {
  message: string;
  changed: { label: string; value: string }[];
  /** What to say when nothing on the form differs from what they saved. */
  same: string;
}) {
  return (
    <div className={s.summary} role="alert" tabIndex={-1} id="error-summary">
      <h2>{message}</h2>
      {changed.length > 0 ? (
        <>
          <p>Saved by someone else:</p>
          <dl>
            {changed.map((field) => (
              <div key={field.label}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>{same}</p>
      )}
    </div>
  );
}
