import { data } from "react-router";
import type { Route } from "./+types/admission-settings";
import { formValues, officeCall, refused, requireStaff } from "../office-api.server.ts";
import { ErrorSummary, Field } from "../field.tsx";
import { Link } from "../../link.tsx";
import s from "../office.module.css";

// What the school opens for admission (issue 39): the session, the dates, the fee and where it
// is paid, and the lists (classes, Class XI's streams, the allotment rounds, the sister
// branches) as lines typed on a phone. Administrators save; the office role reads.

export const meta: Route.MetaFunction = () => [{ title: "Admission settings · School office" }];

const labels: Record<string, string> = {
  session: "Session applied for",
  opens: "Applications open on",
  closes: "Applications close on",
  ageOn: "Ages are counted on",
  fee: "Application fee (₹)",
  upiId: "UPI id the fee is paid to",
  payeeName: "Name the family's UPI app shows",
  keptMonths: "Months an application not admitted is kept",
  classes: "Classes open",
  streams: "Class XI's streams",
  rounds: "Class XI's rounds",
  sisterBranches: "Sister branches",
};

const lines: Record<string, { hint: string; rows: number }> = {
  classes: {
    hint: "One class a line: its seats, the ages it takes on the day ages are counted, and test or interaction. E.g. Nursery: 80 seats, ages 3 to 4, interaction",
    rows: 8,
  },
  streams: {
    hint: "One stream a line: the Class X percentage it asks, and its seats. E.g. Non-Medical: 70%, 40 seats",
    rows: 4,
  },
  rounds: {
    hint: "One round a line: the day of its test, and the day its allotment is published. E.g. First test: test on 2026-12-07, allotment on 2026-12-14",
    rows: 4,
  },
  sisterBranches: {
    hint: "One a line. Their pupils earn 10 points in the Class XI merit list.",
    rows: 3,
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const [staff, answer] = await Promise.all([
    requireStaff(context, request),
    officeCall<Record<string, string>>(context, request, "GET", "/admission-settings"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  return { form: answer.json, canSave: staff.role === "administrator" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await formValues(request);
  const form = Object.fromEntries(Object.keys(labels).map((name) => [name, values[name] ?? ""]));
  const answer = await officeCall(context, request, "PUT", "/admission-settings", form);
  if (answer.status === 200) return { saved: true, form, error: undefined, fields: undefined };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  // Everything typed stays in its box, with each refused box's reason beside it.
  return data(
    {
      saved: false,
      form,
      error: String(answer.json.error ?? "Not saved."),
      fields: answer.json.fields as Record<string, string> | undefined,
    },
    { status: 400 },
  );
}

export default function AdmissionSettings({ loaderData, actionData }: Route.ComponentProps) {
  const form = actionData?.form ?? loaderData.form;
  const fields = actionData?.fields ?? {};
  const field = (name: string, type = "text", hint?: string) => (
    <Field
      name={name}
      label={labels[name]!}
      type={type}
      value={form[name] ?? ""}
      error={fields[name]}
      hint={hint}
      {...(type === "number" && { inputMode: "numeric" as const })}
    />
  );
  return (
    <>
      <p>
        <Link to="/office/applications">Applications</Link>
      </p>
      <h1>Admission settings</h1>
      <p>
        What families may apply for on the site&apos;s Apply page, and when. The page takes
        applications only between the two days, for the classes listed.
      </p>
      <form method="post" className={s.panel}>
        <ErrorSummary error={actionData?.error} fields={actionData?.fields} labels={labels} />
        {actionData?.saved && (
          <p className={s.notice} role="status">
            Saved. The Apply page follows these settings now.
          </p>
        )}
        {field("session", "text", "e.g. 2027-28")}
        {field("opens", "date")}
        {field("closes", "date")}
        {field("ageOn", "date", "“3 years as on 31 March”: the 31 March before the session.")}
        {field("fee", "number", "0 asks for none.")}
        {field("upiId", "text", "e.g. schoolname@sbi")}
        {field("payeeName")}
        {field("keptMonths", "number", "After the session's last allotment; then deleted.")}
        {Object.entries(lines).map(([name, { hint, rows }]) => (
          <div className={s.field} key={name}>
            <label htmlFor={`field-${name}`}>{labels[name]}</label>
            <span id={`field-${name}-hint`} className={s.hint}>
              {hint}
            </span>
            <textarea
              id={`field-${name}`}
              name={name}
              rows={rows}
              defaultValue={form[name] ?? ""}
              className={s.input}
              aria-invalid={fields[name] ? true : undefined}
              aria-describedby={`field-${name}-hint${fields[name] ? ` field-${name}-error` : ""}`}
            />
            {fields[name] && (
              <span id={`field-${name}-error`} className={s.error}>
                {fields[name]}
              </span>
            )}
          </div>
        ))}
        {loaderData.canSave ? (
          <button type="submit" className={s.button}>
            Save
          </button>
        ) : (
          <p className={s.muted}>Only an administrator can change these.</p>
        )}
      </form>
    </>
  );
}
