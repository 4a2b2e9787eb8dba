import { createContext, useContext, type ReactNode } from "react";
import type { Draft } from "./form-document.ts";
import s from "../office.module.css";

// The page editor's fields. Each is named by its path in the document and finds its value and
// its message in the editor's context, so the blocks' components only say which fields they
// have and what they are called.

export interface Editor {
  draft: Draft;
  /** Each field's value, by its name (form-document.ts). */
  fields: Map<string, string>;
  /** Each message, by the place it is shown (messages.ts). */
  messages: Record<string, string>;
  /** What the writing checks say (contracts/writing-checks.ts), by place, beside the messages. */
  checks: Checks;
}

/** The writing checks by place: errors stop publishing, warnings are said. */
export interface Checks {
  errors: Record<string, string>;
  warnings: Record<string, string>;
}

export const noChecks: Checks = { errors: {}, warnings: {} };

export const EditorContext = createContext<Editor>({
  draft: { blocks: [] },
  fields: new Map(),
  messages: {},
  checks: noChecks,
});

export const useEditor = () => useContext(EditorContext);

/** The id of a field or group: what the summary of messages links to. */
export const fieldId = (name: string) => `field-${name}`;

/**
 * The message shown at `at`, if there is one, with the id its field points to: what the last
 * answer refused, else what the writing checks say (which the editor's script redraws as one
 * types: page-checks.browser.ts).
 */
export function Message({ at }: { at: string }) {
  const { messages, checks } = useEditor();
  const message = messages[at];
  if (message) {
    return (
      <span id={`${fieldId(at)}-error`} className={s.error}>
        {message}
      </span>
    );
  }
  const error = checks.errors[at];
  const checked = error ?? checks.warnings[at];
  return checked ? (
    <span id={`${fieldId(at)}-check`} className={error ? s.error : s.checkWarning} data-check="">
      {checked}
    </span>
  ) : null;
}

/** The ids that describe a field: its hint, its message, and what the checks say of it. */
function describedBy(name: string, hint: boolean, { messages, checks }: Editor) {
  const checked = !messages[name] && (checks.errors[name] ?? checks.warnings[name]);
  const ids = [
    hint && `${fieldId(name)}-hint`,
    messages[name] && `${fieldId(name)}-error`,
    checked && `${fieldId(name)}-check`,
  ];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** About how many lines a text takes in a text box, so a long one opens at its length. */
const linesOf = (text: string) =>
  text.split("\n").reduce((total, line) => total + Math.max(1, Math.ceil(line.length / 64)), 1);

export function TextField({
  name,
  label,
  hint,
  lines,
  tall,
  narrow,
  list,
  type = "text",
  inputMode,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A text box of several lines. */
  lines?: number;
  /** A tall text box, for Markdown. */
  tall?: boolean;
  /** A short value (a size, a session). */
  narrow?: boolean;
  /** A datalist of suggestions (the school's files). */
  list?: string;
  type?: "text" | "datetime-local";
  inputMode?: "numeric" | "url";
}) {
  const editor = useEditor();
  const { fields, messages } = editor;
  const id = fieldId(name);
  const common = {
    id,
    name,
    defaultValue: fields.get(name) ?? "",
    "aria-invalid": messages[name] ? true : undefined,
    "aria-describedby": describedBy(name, Boolean(hint), editor),
  };
  return (
    <div className={`${s.field} ${narrow ? s.narrowField : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={s.hint}>
          {hint}
        </span>
      )}
      {lines ? (
        <textarea
          {...common}
          rows={Math.min(24, Math.max(lines, linesOf(common.defaultValue)))}
          className={`${s.input} ${tall ? s.tall : ""}`}
        />
      ) : (
        <input {...common} type={type} list={list} inputMode={inputMode} className={s.input} />
      )}
      <Message at={name} />
    </div>
  );
}

export function CheckField({ name, label }: { name: string; label: string }) {
  const editor = useEditor();
  const { fields } = editor;
  return (
    <div className={s.field}>
      <label className={s.check}>
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          defaultChecked={fields.get(name) === "on"}
          aria-describedby={describedBy(name, false, editor)}
        />
        {label}
      </label>
      <Message at={name} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
}) {
  const editor = useEditor();
  const { fields } = editor;
  return (
    <div className={`${s.field} ${s.narrowField}`}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={fields.get(name) ?? ""}
        className={s.input}
        aria-describedby={describedBy(name, false, editor)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Message at={name} />
    </div>
  );
}

/**
 * A button that changes the page's structure (add, move, remove): it sends the whole form, and
 * the page comes back scrolled to `anchor`, where the change was made.
 */
export function ChangeButton({
  intent,
  anchor,
  children,
  danger,
}: {
  intent: string;
  anchor: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formAction={`#${fieldId(anchor)}`}
      className={`${s.small} ${danger ? s.smallDanger : ""}`}
    >
      {children}
    </button>
  );
}

/** Words a screen reader hears after a button's visible label, to tell like buttons apart. */
export const Unseen = ({ children }: { children: ReactNode }) => (
  <span className="visually-hidden">{children}</span>
);
