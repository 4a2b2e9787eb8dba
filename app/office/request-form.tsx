import { privacyRequests, requestNames } from "#contracts/privacy-requests.ts";
import { Field } from "./field.tsx";
import s from "./office.module.css";

// Writing down a request about personal data that came by phone, by letter or at the school
// (DPDP: a family may ask any way it can), on the enquiries page: kept as a request from the
// website is, with its answering day counted from the day it came.

export interface RequestTyped {
  values: Record<string, string>;
  fields: Record<string, string>;
  error?: string;
  recorded?: boolean;
}

const hows = ["phone", "letter", "in person"] as const;

function Choice(props: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = `request-${props.name}`;
  return (
    <div className={s.field}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value ?? ""}
        required
        className={s.input}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        <option value="">Choose…</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.error && (
        <span id={`${id}-error`} className={s.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}

export function RequestForm({ typed, today }: { typed?: RequestTyped; today: string }) {
  const values = typed?.values ?? {};
  const fields = typed?.fields ?? {};
  return (
    <details className={s.panel} open={Boolean(typed && !typed.recorded)}>
      <summary>Write down a request made by phone, by letter or at the school</summary>
      <p className={s.hint}>
        A family may ask to see, correct or erase its data, or withdraw a consent, any way it can.
        Written down here, it is answered and tracked as a request from the website is.
      </p>
      {typed?.error && (
        <p className={s.error} role="alert">
          {typed.error}
        </p>
      )}
      <form method="post">
        <input type="hidden" name="intent" value="record" />
        <Field
          name="name"
          id="request-name"
          label="Who asked"
          value={values.name}
          error={fields.name}
          required
        />
        <Field
          name="email"
          id="request-email"
          label="Their e-mail (if they gave one)"
          type="email"
          value={values.email}
          error={fields.email}
          hint="An erasure finds the family's other data by it."
        />
        <Field
          name="phone"
          id="request-phone"
          label="Their phone"
          type="tel"
          value={values.phone}
          error={fields.phone}
        />
        <Choice
          name="about"
          label="What they asked for"
          value={values.about}
          error={fields.about}
          options={privacyRequests.map((about) => [about, requestNames[about]] as const)}
        />
        <Choice
          name="how"
          label="How it came"
          value={values.how}
          error={fields.how}
          options={hows.map((how) => [how, how] as const)}
        />
        <Field
          name="receivedOn"
          id="request-receivedOn"
          label="The day it came"
          type="date"
          value={values.receivedOn ?? today}
          error={fields.receivedOn}
          required
        />
        <div className={s.field}>
          <label htmlFor="request-message">What they asked</label>
          <textarea
            id="request-message"
            name="message"
            rows={4}
            defaultValue={values.message}
            required
            className={s.input}
            aria-invalid={fields.message ? true : undefined}
            aria-describedby={fields.message ? "request-message-error" : undefined}
          />
          {fields.message && (
            <span id="request-message-error" className={s.error}>
              {fields.message}
            </span>
          )}
        </div>
        <button type="submit" className={s.button}>
          Write it down
        </button>
      </form>
    </details>
  );
}
