import { data } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/application";
import {
  applicationSteps,
  fieldsOf,
  type ApplicationState,
} from "#contracts/admissions/application.ts";
import { documentLabels, type DocumentKind } from "#contracts/admissions/documents.ts";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { admissionsApi } from "../../apply/admissions.server.ts";
import { websiteOf } from "../../website.server.ts";
import { achievementLevels } from "#contracts/admissions/merit.ts";
import type { ApplicationMarks } from "#contracts/admissions/marks.ts";
import { useWhen } from "../when.ts";
import { officeStates, stateLabels } from "../application-states.ts";
import { applyWords } from "../../apply/apply.words.ts";
import s from "../office.module.css";

// One application, whole, for the office: its answers by step, the documents as sent, the
// notes, the fee, and one form that moves it, notes it and marks its fee paid. Every save is
// a line of the audit log (server/admissions/pipeline.ts).

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.application.number ?? "Application"} · School office` },
];

interface Whole {
  id: string;
  number: string;
  session: string;
  className: string;
  stream: string | null;
  state: ApplicationState;
  childName: string;
  answers: Record<string, string>;
  documents: { kind: DocumentKind; name: string; bytes: number; addedAt: string }[];
  notes: { by: string; at: string; text: string }[];
  consent: { words: string; at: string } | null;
  submittedAt: string;
  feePaidAt: string | null;
  feeMethod: string | null;
  feeReference: string | null;
  slot: { at: string; place: string } | null;
  marks: ApplicationMarks | null;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // Class XI's streams and rounds, for its marks' choices.
  const admissions = admissionsApi.settings(websiteOf(context));
  const answer = await officeCall<Whole>(
    context,
    request,
    "GET",
    `/applications/${encodeURIComponent(params.id)}`,
  );
  if (answer.status === 404) throw new Response("No such application.", { status: 404 });
  if (answer.status !== 200) refused(answer, request);
  const settings = (await admissions)?.json as
    { streams?: { name: string }[]; rounds?: { name: string }[] } | undefined;
  return {
    application: answer.json,
    streams: settings?.streams?.map((one) => one.name) ?? [],
    rounds: settings?.rounds?.map((one) => one.name) ?? [],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const values = await formValues(request);
  if (values.intent === "marks") return saveMarks(context, request, params.id, values);
  const { state, note = "", paid, reference = "" } = values;
  const change = {
    ...(state && { state }),
    ...(note.trim() && { note }),
    ...(paid === "yes" && { feePaid: { reference } }),
    ...(paid === "no" && { feePaid: false }),
  };
  const answer = await officeCall(
    context,
    request,
    "PATCH",
    `/applications/${encodeURIComponent(params.id)}`,
    change,
  );
  if (answer.status === 200) return { error: undefined, note: "" };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  // What was typed stays in its box when the save is refused.
  const fields = (answer.json as { fields?: Record<string, string> }).fields;
  return data(
    { error: fields?.note ?? fields?.feePaid ?? String(answer.json.error ?? "Not saved."), note },
    { status: 400 },
  );
}

/** A Class XI applicant's marks as the office verified them; an empty box clears its entry. */
async function saveMarks(
  context: Route.ActionArgs["context"],
  request: Request,
  id: string,
  values: Record<string, string>,
) {
  const marks = Object.fromEntries(
    ["entranceMark", "sports", "arts", "boardPercent", "changeTo", "round"]
      .filter((name) => values[name]?.trim())
      .map((name) => [name, values[name]!.trim()]),
  );
  const answer = await officeCall(
    context,
    request,
    "PUT",
    `/applications/${encodeURIComponent(id)}/marks`,
    {
      ...marks,
      sisterBranch: values.sisterBranch === "yes",
    },
  );
  if (answer.status === 200) return { error: undefined, note: "" };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  const fields = (answer.json as { fields?: Record<string, string> }).fields ?? {};
  return data(
    { error: Object.values(fields)[0] ?? String(answer.json.error ?? "Not saved."), note: "" },
    { status: 400 },
  );
}

const labels = applyWords.en.labels;
const methods: Record<string, string> = {
  office: "marked by the office",
  statement: "matched in the bank statement",
  gateway: "paid online",
};

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const { application } = loaderData;
  const when = useWhen();
  const answers = application.answers;
  return (
    <>
      <p>
        <Link to="/office/applications">All applications</Link>
      </p>
      <div className={s.heading}>
        <h1>
          {application.number} · {application.childName}
        </h1>
      </div>
      <p className={s.muted}>
        {application.className}
        {application.stream ? ` (${application.stream})` : ""} · session {application.session} ·
        sent {when(application.submittedAt)} · <strong>{stateLabels[application.state]}</strong>
      </p>
      {application.slot && (
        <p>
          Test or interaction: {when(application.slot.at)}, {application.slot.place}.
        </p>
      )}
      <form method="post" className={s.panel}>
        <h2>Move, note, fee</h2>
        {actionData?.error && (
          <p className={s.error} role="alert">
            {actionData.error}
          </p>
        )}
        {actionData && !actionData.error && (
          <p className={s.notice} role="status">
            Saved.
          </p>
        )}
        <div className={s.field}>
          <label htmlFor="state">State</label>
          <select id="state" name="state" className={s.input} defaultValue={application.state}>
            {officeStates.map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <div className={s.field}>
          <label htmlFor="note">Note for colleagues</label>
          <textarea
            id="note"
            name="note"
            rows={2}
            className={s.input}
            defaultValue={actionData?.note ?? ""}
          />
        </div>
        {application.feePaidAt ? (
          <p>
            Fee paid {when(application.feePaidAt)}, {methods[application.feeMethod ?? ""] ?? ""}
            {application.feeReference ? ` (${application.feeReference})` : ""}.{" "}
            <button type="submit" name="paid" value="no" className={s.linkButton}>
              Mark not paid
            </button>
          </p>
        ) : (
          <div className={s.field}>
            <label htmlFor="reference">
              Fee not paid yet: the payment&apos;s reference, if paid
            </label>
            <input
              id="reference"
              name="reference"
              className={s.input}
              placeholder="UTR or receipt number"
            />
            <p className={s.hint}>Saving with &ldquo;Mark fee paid&rdquo; marks it paid today.</p>
          </div>
        )}
        <p>
          <button type="submit" className={s.button}>
            Save
          </button>{" "}
          {!application.feePaidAt && (
            <button type="submit" name="paid" value="yes" className={`${s.button} ${s.secondary}`}>
              Mark fee paid
            </button>
          )}
        </p>
      </form>
      {application.className === "XI" && (
        <MarksForm
          marks={application.marks ?? {}}
          streams={loaderData.streams}
          rounds={loaderData.rounds}
        />
      )}
      {application.notes.length > 0 && (
        <section className={s.panel} aria-labelledby="notes">
          <h2 id="notes">Notes</h2>
          {application.notes.map((one) => (
            <p key={one.at}>
              <span className={s.muted}>
                {when(one.at)}, {one.by}:
              </span>{" "}
              {one.text}
            </p>
          ))}
        </section>
      )}
      {applicationSteps
        .filter((step) => step !== "consent" && step !== "documents")
        .map((step) => {
          const shown = fieldsOf(step, answers).filter((field) => answers[field.name]);
          if (shown.length === 0) return null;
          return (
            <section key={step} className={s.panel} aria-labelledby={`step-${step}`}>
              <h2 id={`step-${step}`}>{applyWords.en.steps[step]}</h2>
              <dl className={s.details}>
                {shown.map((field) => (
                  <div key={field.name}>
                    <dt>{labels[field.name]}</dt>
                    <dd>{answers[field.name]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      <section className={s.panel} aria-labelledby="documents">
        <h2 id="documents">Documents</h2>
        <ul>
          {application.documents.map((one) => (
            <li key={one.kind}>
              <a
                href={`/office/applications/${application.id}/documents/${one.kind}`}
                target="_blank"
                rel="noopener"
              >
                {documentLabels.en[one.kind]}
              </a>{" "}
              <span className={s.muted}>
                {one.name}, {Math.max(1, Math.round(one.bytes / 1024))} KB
              </span>
            </li>
          ))}
        </ul>
        {application.consent && (
          <p className={s.muted}>
            Consent given {when(application.consent.at)}: &ldquo;{application.consent.words}&rdquo;
          </p>
        )}
      </section>
    </>
  );
}

/** Class XI's merit entries: the entrance mark, the achievements as verified, round and stream. */
function MarksForm({
  marks,
  streams,
  rounds,
}: {
  marks: ApplicationMarks;
  streams: string[];
  rounds: string[];
}) {
  const select = (name: keyof ApplicationMarks, label: string, options: [string, string][]) => (
    <div className={s.field}>
      <label htmlFor={`marks-${name}`}>{label}</label>
      <select
        id={`marks-${name}`}
        name={name}
        className={s.input}
        defaultValue={String(marks[name] ?? "")}
      >
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
  const levels: [string, string][] = [
    ["", "As the family said"],
    ...achievementLevels.map((level) => [level, level] as [string, string]),
  ];
  return (
    <form method="post" className={s.panel}>
      <h2>Class XI merit</h2>
      <input type="hidden" name="intent" value="marks" />
      <div className={s.field}>
        <label htmlFor="marks-entranceMark">Entrance mark</label>
        <input
          id="marks-entranceMark"
          name="entranceMark"
          inputMode="decimal"
          className={s.input}
          defaultValue={marks.entranceMark ?? ""}
        />
      </div>
      {select("sports", "Sports, as verified", levels)}
      {select("arts", "Arts, as verified", levels)}
      <div className={s.field}>
        <label className={s.tick}>
          <input
            type="checkbox"
            name="sisterBranch"
            value="yes"
            defaultChecked={marks.sisterBranch ?? false}
          />{" "}
          From a sister branch (verified)
        </label>
      </div>
      <div className={s.field}>
        <label htmlFor="marks-boardPercent">Class X board result (%)</label>
        <input
          id="marks-boardPercent"
          name="boardPercent"
          inputMode="decimal"
          className={s.input}
          defaultValue={marks.boardPercent ?? ""}
        />
      </div>
      {select("changeTo", "Asks to change to the stream", [
        ["", "No change"],
        ...streams.map((one) => [one, one] as [string, string]),
      ])}
      {select("round", "Round sat", [
        ["", "By the day applied"],
        ...rounds.map((one) => [one, one] as [string, string]),
      ])}
      <button type="submit" className={s.button}>
        Save the merit entries
      </button>
    </form>
  );
}
