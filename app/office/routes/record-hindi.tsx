import { data, redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/record-hindi";
import {
  fieldMessages,
  hasHindi,
  hindiSchema,
  isRecordKind,
  recordKinds,
  type FieldSpec,
  type OfficeRecord,
  type RecordHindi,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { hindiFieldsOf } from "#contracts/records/hindi.ts";
import { ErrorSummary, StaleSummary } from "../field.tsx";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { recordName } from "../record-name.ts";
import { stateLabels } from "../states.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/records/{kind}/{id}/hindi: an item's Hindi written beside its English (issue 37),
// field by field, the English above each Hindi field to write from. Published at once or kept
// as a draft while the Hindi on the site stays; the Hindi site shows the English of a field left
// empty, saying so.

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Hindi of ${data?.name ?? "a record"} · School office` },
];

function kindOf(params: { kind?: string }): RecordKindName {
  if (!params.kind || !isRecordKind(params.kind) || !hasHindi(params.kind)) {
    throw new Response("Not found.", { status: 404 });
  }
  return params.kind;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const answer = await officeCall<OfficeRecord>(
    context,
    request,
    "GET",
    `/records/${kind}/${params.id}`,
  );
  if (answer.status !== 200) refused(answer, request);
  const record = answer.json;
  const described = recordKinds[kind];
  return {
    kind: described,
    record,
    name: recordName(described, record),
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  const { intent, version, publishAt = "", ...given } = await formValues(request);
  const publish = intent !== "draft";
  const parsed = hindiSchema(kind).safeParse({ ...given, publish, publishAt });
  const typed = { ...given, publishAt };
  if (!parsed.success) {
    return data(
      { values: typed, version, errors: fieldMessages(parsed.error.issues), stale: null },
      { status: 400 },
    );
  }
  const answer = await officeCall<Record<string, unknown>>(
    context,
    request,
    "PUT",
    `/records/${kind}/${params.id}/hindi`,
    { ...parsed.data, version: Number(version) },
  );
  if (answer.status === 200) {
    const scheduled = Boolean((answer.json.hindi as RecordHindi | undefined)?.draft?.publishAt);
    const saved = scheduled ? "scheduled" : publish ? "published" : "draft";
    return redirect(`/office/records/${kind}/${params.id}/hindi?saved=${saved}`);
  }
  if (answer.status === 400) {
    const errors = (answer.json.fields as Record<string, string> | undefined) ?? {
      form: String(answer.json.error),
    };
    return data({ values: typed, version, errors, stale: null }, { status: 400 });
  }
  if (answer.status === 409) {
    // Someone saved the record meanwhile (its English or its Hindi): the Hindi typed here stays
    // on the form, and the English above it is the one saved now.
    const current = answer.json.current as OfficeRecord;
    return data(
      {
        values: typed,
        version: String(current.version),
        errors: {},
        stale: { current, message: String(answer.json.error) },
      },
      { status: 409 },
    );
  }
  refused(answer, request);
}

const savedMessages: Record<string, string> = {
  published: "The Hindi is on the site.",
  scheduled: "The Hindi is scheduled: it goes on the site at its time, said below.",
  draft: "The Hindi is saved as a draft: the site shows the Hindi it had before (or the English).",
};

export default function RecordHindi({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, name, saved } = loaderData;
  const record = actionData?.stale?.current ?? loaderData.record;
  const { published, draft } = record.hindi ?? {};
  const when = useWhen();
  const fields = hindiFieldsOf(kind);
  // The form starts from the newest Hindi: a draft waiting, else the one on the site.
  const start = draft ?? published;
  const values: Record<string, string> = actionData?.values ?? start?.fields ?? {};
  const version = actionData?.version ?? String(record.version);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const labels = Object.fromEntries(fields.map((field) => [field.name, `${field.label} in Hindi`]));
  const stale = actionData?.stale;
  return (
    <>
      <p>
        <Link to={`/office/records/${kind.kind}/${record.id}`}>
          ← The English of this {kind.one}
        </Link>
      </p>
      <div className={s.heading}>
        <h1>
          Hindi: <span lang="en-IN">{name}</span>
        </h1>
        <span className={`${s.state} ${s[record.state]}`}>{stateLabels[record.state]}</span>
      </div>
      {saved && savedMessages[saved] && (
        <p className={s.notice} role="status">
          {savedMessages[saved]}
        </p>
      )}
      {stale && (
        <StaleSummary
          message={stale.message}
          changed={[]}
          same="The English above each field is the one saved now."
        />
      )}
      <ErrorSummary
        error={errors.form}
        fields={Object.keys(errors).length > 0 && !errors.form ? errors : undefined}
        labels={labels}
      />
      <HindiState record={record} when={when} />
      <form method="post">
        <input type="hidden" name="version" value={version} />
        {fields.map((field) => (
          <HindiField
            key={field.name}
            spec={field}
            english={String(record.values[field.name] ?? "")}
            writtenFrom={published?.english[field.name]}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
          />
        ))}
        <div className={s.field}>
          <label htmlFor="field-publishAt">Publish the Hindi at</label>
          <span id="field-publishAt-hint" className={s.hint}>
            Empty: at once. In the school's time zone.
          </span>
          <input
            id="field-publishAt"
            name="publishAt"
            type="datetime-local"
            defaultValue={values.publishAt ?? ""}
            className={s.input}
            aria-describedby={
              errors.publishAt
                ? "field-publishAt-hint field-publishAt-error"
                : "field-publishAt-hint"
            }
            aria-invalid={errors.publishAt ? true : undefined}
          />
          {errors.publishAt && (
            <span id="field-publishAt-error" className={s.error}>
              {errors.publishAt}
            </span>
          )}
        </div>
        <div className={s.actions}>
          <button type="submit" name="intent" value="publish" className={s.button}>
            Publish the Hindi
          </button>
          <button
            type="submit"
            name="intent"
            value="draft"
            className={`${s.button} ${s.secondary}`}
          >
            Save as draft
          </button>
        </div>
      </form>
    </>
  );
}

/** Where the Hindi stands: on the site or not, older than the English or not, a draft waiting. */
function HindiState({ record, when }: { record: OfficeRecord; when: (iso: string) => string }) {
  const { published, draft } = record.hindi ?? {};
  return (
    <>
      {!published ? (
        <p className={s.notice}>
          No Hindi is on the site yet: the Hindi site shows this item in English, saying so. Write
          each field in Hindi below the English, then publish. A field left empty stays English.
        </p>
      ) : published.older ? (
        <p className={s.notice}>
          The English has changed since this Hindi was written ({when(published.savedAt)}, by{" "}
          {published.savedBy}): the Hindi site says so. The fields whose English changed are marked
          below; bring them up to date, then publish.
        </p>
      ) : (
        <p className={s.muted}>
          The Hindi on the site was written from the English as it is now ({when(published.savedAt)}
          , by {published.savedBy}).
        </p>
      )}
      {draft && (
        <p className={s.muted}>
          A Hindi draft saved {when(draft.savedAt)} by {draft.savedBy} is not on the site yet
          {draft.publishAt ? <>: it goes on the site on {when(draft.publishAt)}</> : null}; the form
          shows it.
        </p>
      )}
    </>
  );
}

/** One field: its English to write from, then its Hindi. */
function HindiField({
  spec,
  english,
  writtenFrom,
  value,
  error,
}: {
  spec: FieldSpec;
  english: string;
  writtenFrom?: string;
  value: string;
  error?: string;
}) {
  const id = `field-${spec.name}`;
  const changed = writtenFrom !== undefined && writtenFrom !== english;
  const described = [`${id}-english`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: spec.name,
    lang: "hi-IN",
    defaultValue: value,
    className: `${s.input} ${spec.type === "markdown" ? s.tall : ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  return (
    <div className={s.field}>
      <label htmlFor={id}>{spec.label} in Hindi</label>
      <div id={`${id}-english`} className={s.hint}>
        <span>English{changed ? " (changed since the Hindi was written)" : ""}: </span>
        <span lang="en-IN">{english || "(empty)"}</span>
      </div>
      {spec.type === "text" ? (
        <input {...common} type="text" />
      ) : (
        <textarea {...common} rows={spec.type === "markdown" ? 12 : 5} />
      )}
      {error && (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}
