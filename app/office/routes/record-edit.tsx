import { data, redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/record-edit";
import { todayIn } from "#contracts/dates.ts";
import { topicLabels, topicOfRecord } from "#contracts/subscriptions.ts";
import {
  fieldMessages,
  isRecordKind,
  recordKinds,
  recordSchema,
  rolesFor,
  shownOn,
  type FieldSpec,
  type OfficeRecord,
  type RecordKind,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { websiteOf } from "../../website.server.ts";
import { ErrorSummary, StaleSummary } from "../field.tsx";
import {
  formParts,
  officeCall,
  officeUpload,
  refused,
  requireStaff,
} from "../office-api.server.ts";
import { photosFromForm } from "../photo-list.tsx";
import { RecordPreview } from "../preview.tsx";
import photoOrderScript from "../photo-order.browser.ts?worker&url";
import uploadScript from "../upload.browser.ts?worker&url";
import libraryPickScript from "../library-pick.browser.ts?worker&url";
import pageChecksScript from "../page-editor/page-checks.browser.ts?worker&url";
import type { WritingChecks } from "#contracts/writing-checks.ts";
import { RecordFields, type FileNames } from "../record-form.tsx";
import { sharedItem } from "#contracts/share-message.ts";
import { ShareItem } from "../share-item.tsx";
import { ApprovalNote } from "../approval-note.tsx";
import type { Submission } from "#contracts/approvals.ts";
import { DeliveryReport, type ItemReport } from "../delivery-report.tsx";
import { stateLabels, withArticle } from "../states.ts";
import { useWhen, wallClockLabel } from "../when.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  {
    title: `${data?.record ? "Edit" : "Add"} ${withArticle(data?.kind.one ?? "record")} · School office`,
  },
];

interface HistoryLine {
  at: string;
  actorName: string;
  action: string;
  changes: Record<string, unknown>;
}

interface Download {
  at: string;
  address: string;
}

type Loaded = OfficeRecord & {
  history: HistoryLine[];
  /** Where it stands in approval, if it waits or came back (issue 41). */
  approval?: Submission;
  downloads?: Download[];
  /** What the writing checks say of its saved words. */
  checks?: WritingChecks;
};

/** The paths a files value holds (a list, a photo list, or one path). */
function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      item && typeof item === "object" ? String((item as { path?: unknown }).path) : String(item),
    );
  }
  return typeof value === "string" && value ? [value] : [];
}

/** Files a change replaced or removed: still kept, and public ones still at their address. */
function EarlierFiles({ kind, changes }: { kind: RecordKind; changes: Record<string, unknown> }) {
  const earlier = kind.fields.flatMap((field) => {
    const change = changes[field.name];
    if (!Array.isArray(change) || !["files", "photos", "privateFile"].includes(field.type)) {
      return [];
    }
    const after = new Set(pathsOf(change[1]));
    return pathsOf(change[0])
      .filter((path) => !after.has(path))
      .map((path) => ({ path, field, kept: field.type === "privateFile" }));
  });
  if (earlier.length === 0) return null;
  return (
    <ul className={s.earlier}>
      {earlier.map(({ path, field, kept }) => (
        <li key={path}>
          {`Earlier ${field.label.toLowerCase()}: `}
          {kept ? (
            `${path.split("/").pop()} (kept privately)`
          ) : (
            <a href={/^https:/.test(path) ? path : `/api/image/${path}`}>{path.split("/").pop()}</a>
          )}
        </li>
      ))}
    </ul>
  );
}

function kindOf(params: { kind?: string }): RecordKindName {
  if (!params.kind || !isRecordKind(params.kind)) throw new Response("Not found.", { status: 404 });
  return params.kind;
}

const described = (kind: RecordKindName): RecordKind => recordKinds[kind];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const saved = new URL(request.url).searchParams.get("saved");
  if (params.id === "new") {
    // Nothing is read from the API yet, so who may write here is asked of it first.
    const staff = await requireStaff(context, request);
    if (!rolesFor(kind).includes(staff.role))
      throw new Response("Your role cannot open this page.", { status: 403 });
    // A new record starts dated today, in the school's zone; a topper in this year's session.
    const today = todayIn(websiteOf(context).timeZone);
    const year = Number(today.slice(0, 4));
    const values: Record<string, unknown> = {
      fromDate: today,
      date: today,
      sessionYear: `${year - 1}-${year}`,
    };
    if (kind === "news") Object.assign(values, { category: "NoticeBoard", onHome: true });
    // A circular's date is the text its tile shows (spec 3): "24.11.26".
    if (kind === "circulars") values.date = today.slice(2).split("-").reverse().join(".");
    const reach = await reachOf(context, request, kind, values);
    return {
      kind: described(kind),
      record: null,
      values,
      saved,
      shownOn: null,
      reach,
      ...approvalRole(staff),
    };
  }
  const [answer, staff] = await Promise.all([
    officeCall<Loaded>(context, request, "GET", `/records/${kind}/${params.id}`),
    requireStaff(context, request),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const record = answer.json;
  // An item on the site already is not announced again by an edit (server/mail/announcements.ts).
  const announced = record.state === "live" || record.state === "expired";
  return {
    kind: described(kind),
    record,
    ...approvalRole(staff),
    values: { ...record.values, publishAt: record.publishAt, expireAt: record.expireAt },
    saved,
    shownOn: shownOn(kind, record.values),
    // Just published and on the site: its message for the class WhatsApp groups.
    share:
      saved === "published" && record.state === "live" && !described(kind).register
        ? sharedItem(record)
        : undefined,
    ...(await Promise.all([
      announced ? undefined : reachOf(context, request, kind, record.values),
      namesOfFiles(context, request, kind, record.values),
      announced ? deliveriesOf(context, request, kind, record.id) : undefined,
    ]).then(([reach, files, deliveries]) => ({ reach, files, deliveries }))),
  };
}

/** Whether the signed-in member of staff submits their work for approval, or approves. */
const approvalRole = (staff: { submits?: boolean; approves?: boolean }) => ({
  submits: staff.submits === true,
  approves: staff.approves === true,
});

/** The files the record's file fields name, by their names in the file library. */
async function namesOfFiles(
  context: Route.LoaderArgs["context"],
  request: Request,
  kind: RecordKindName,
  values: Record<string, unknown>,
): Promise<FileNames> {
  const paths = described(kind)
    .fields.filter((field) => field.type === "files")
    .flatMap((field) => String(values[field.name] ?? "").split("\n"))
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.length === 0) return {};
  const query = new URLSearchParams(paths.map((path) => ["path", path]));
  const answer = await officeCall<{ files: { path: string; name: string; kind: string }[] }>(
    context,
    request,
    "GET",
    `/files?${query}`,
  ).catch(() => undefined);
  if (answer?.status !== 200) return {};
  return Object.fromEntries(answer.json.files.map((file) => [file.path, file]));
}

/** What sending an item on the site did, for a kind whose items are sent to parents. */
async function deliveriesOf(
  context: Route.LoaderArgs["context"],
  request: Request,
  kind: RecordKindName,
  id: string,
): Promise<ItemReport | undefined> {
  if (!sentToParents.includes(kind)) return undefined;
  const answer = await officeCall<ItemReport>(
    context,
    request,
    "GET",
    `/deliveries/${kind}/${id}`,
  ).catch(() => undefined);
  return answer?.status === 200 ? answer.json : undefined;
}

/** The kinds whose items parents are sent (server/mail/items.ts). */
const sentToParents: readonly string[] = ["news", "circulars", "events", "alerts"];

/** Who will be e-mailed when this record is published, and after how long: counts only. */
async function reachOf(
  context: Route.LoaderArgs["context"],
  request: Request,
  kind: RecordKindName,
  values: Record<string, unknown>,
): Promise<Reach | undefined> {
  const topic = topicOfRecord(kind, values);
  if (!topic) return undefined;
  const audience = String(values.audience ?? "")
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);
  const query = new URLSearchParams({ topic, audience: audience.join(",") });
  const answer = await officeCall<{ reach?: Reach["counts"]; graceMinutes: number }>(
    context,
    request,
    "GET",
    `/subscriptions/counts?${query}`,
  ).catch(() => undefined);
  if (answer?.status !== 200 || !answer.json.reach) return undefined;
  return {
    topic: topicLabels[topic],
    audience,
    counts: answer.json.reach,
    graceMinutes: answer.json.graceMinutes,
  };
}

interface Reach {
  topic: string;
  /** The classes it is for; none, everyone. */
  audience: string[];
  counts: Record<"immediate" | "daily" | "push" | "whatsapp" | "sms", number>;
  graceMinutes: number;
}

/** What publishing will send, said beside the button that does it: counts only. */
function ReachNote({ reach }: { reach: Reach }) {
  const { immediate, daily, push, whatsapp, sms } = reach.counts;
  const n = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
  const who = `parents who asked for ${reach.topic}${
    reach.audience.length > 0 ? ` with a child in ${reach.audience.join(", ")}` : ""
  }`;
  const ways = [
    immediate > 0 && n(immediate, "e-mail", "e-mails"),
    push > 0 && n(push, "phone notification", "phone notifications"),
    whatsapp > 0 && n(whatsapp, "WhatsApp message", "WhatsApp messages"),
    sms > 0 && n(sms, "SMS", "SMS"),
    daily > 0 && `${n(daily, "daily e-mail", "daily e-mails")} (in the evening's digest)`,
  ].filter(Boolean);
  if (ways.length === 0) {
    return (
      <p id="publish-reach" className={s.muted}>
        None of the {who} can be sent it yet: publishing sends nothing.
      </p>
    );
  }
  return (
    <p id="publish-reach" className={s.muted}>
      Publishing sends it to the {who}: <strong>{ways.join(", ")}</strong>, {reach.graceMinutes}{" "}
      minutes after it is on the site. Taken down before then, it is sent to nobody.
    </p>
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  const { values: sent, files, form } = await formParts(request);
  const { intent = "publish", version, ...values } = sent;
  const path = `/records/${kind}${params.id === "new" ? "" : `/${params.id}`}`;

  if (intent === "delete" || intent === "restore") {
    const answer = await officeCall(
      context,
      request,
      intent === "delete" ? "DELETE" : "POST",
      intent === "delete" ? path : `${path}/restore`,
      {},
    );
    if (answer.status !== 200) refused(answer, request);
    return redirect(
      intent === "delete"
        ? `/office/records/${kind}?saved=deleted`
        : `/office/records/${kind}/${params.id}?saved=restored`,
    );
  }

  // An album's photos come as parts ("attachments.caption", ...), read together below.
  const given: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).filter(([name]) => !name.includes(".")),
  );
  const uploadErrors: Record<string, string> = {};
  for (const spec of recordKinds[kind].fields as readonly FieldSpec[]) {
    // A checkbox that is not ticked is not sent at all.
    if (spec.type === "flag") given[spec.name] = values[spec.name] === "on" ? "on" : "";
    // Files chosen in the form itself (without the upload script) are stored first.
    const chosen = files.get(`upload-${spec.name}`) ?? [];
    const stored: string[] = [];
    for (const file of chosen) {
      const target =
        spec.type === "privateFile"
          ? "certificates"
          : spec.type === "photos" || spec.pictures
            ? "pictures"
            : "public";
      const answer = await officeUpload(context, request, file, target);
      if ("path" in answer) stored.push(answer.path);
      else {
        uploadErrors[spec.name] = [uploadErrors[spec.name], `${file.name}: ${answer.error}`]
          .filter(Boolean)
          .join(" ");
      }
    }
    if (spec.type === "files") {
      given[spec.name] = [values[spec.name]?.trim(), ...stored].filter(Boolean).join("\n");
    } else if (spec.type === "privateFile" && stored.length > 0) {
      given[spec.name] = stored.at(-1);
    } else if (spec.type === "photos") {
      // Those the script sent ahead, then those sent with the form.
      const added = [...lines(values[`${spec.name}.added`]), ...stored];
      given[spec.name] = photosFromForm(form, spec.name, added);
    }
  }
  if (Object.keys(uploadErrors).length > 0) {
    for (const [name, message] of Object.entries(uploadErrors)) {
      uploadErrors[name] = `${message} The other files are kept; please choose that one again.`;
    }
    return data(
      { values: given, version, errors: uploadErrors, preview: false, stale: null },
      { status: 400 },
    );
  }
  // Submitting saves a draft, then puts it in the approval queue.
  const status = intent === "draft" || intent === "submit" ? "draft" : "published";
  const parsed = recordSchema(kind).safeParse({ ...given, status });
  if (!parsed.success) {
    return data(
      {
        values: given,
        version,
        errors: fieldMessages(parsed.error.issues),
        preview: false,
        stale: null,
      },
      { status: 400 },
    );
  }
  if (intent === "preview") {
    return { values: parsed.data, version, errors: {}, preview: true, stale: null };
  }
  const answer = await officeCall<Record<string, unknown>>(
    context,
    request,
    params.id === "new" ? "POST" : "PUT",
    path,
    { ...given, status, version: Number(version) },
  );
  if ((answer.status === 200 || answer.status === 201) && intent === "submit") {
    const id = String(answer.json.id);
    const submitted = await officeCall(context, request, "POST", "/approvals", { kind, id });
    if (submitted.status !== 201) {
      // Saved as a draft all the same: say why it is not in the queue.
      return redirect(`/office/records/${kind}/${id}?saved=draft`);
    }
    return redirect(`/office/records/${kind}/${id}?saved=submitted`);
  }
  if (answer.status === 200 || answer.status === 201) {
    return redirect(`/office/records/${kind}/${String(answer.json.id)}?saved=${status}`);
  }
  if (answer.status === 400) {
    const errors = (answer.json.fields as Record<string, string> | undefined) ?? {
      form: String(answer.json.error),
    };
    return data({ values: given, version, errors, preview: false, stale: null }, { status: 400 });
  }
  if (answer.status === 409) {
    // Someone else saved first: keep what this person typed, show what is saved now, and take
    // the new version so that saving again is a choice made knowing both.
    const current = answer.json.current as OfficeRecord;
    return data(
      {
        values: given,
        version: String(current.version),
        errors: {},
        preview: false,
        stale: { current, message: String(answer.json.error) },
      },
      { status: 409 },
    );
  }
  refused(answer, request);
}

/** Where the record's Hindi stands, and the way to write it (issue 37). */
function HindiLink({ kind, record }: { kind: RecordKind; record: OfficeRecord }) {
  const { published, draft } = record.hindi ?? {};
  const state = !published
    ? "not written yet: the Hindi site shows the English"
    : published.older
      ? "older than the English, which has changed since"
      : "on the site";
  return (
    <p className={s.muted}>
      Hindi: {state}
      {draft ? " (a draft is waiting)" : ""}.{" "}
      <Link to={`/office/records/${kind.kind}/${record.id}/hindi`}>
        {published ? "Edit the Hindi" : "Write the Hindi"}
      </Link>
    </p>
  );
}

/** Lines of a text field, empty ones left out. */
const lines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A value as the form sends it: lists one per line (a photo as its path and caption). */
function comparable(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) =>
        item && typeof item === "object"
          ? Object.values(item as Record<string, unknown>).join(" ")
          : String(item),
      )
      .join("\n");
  }
  if (typeof value === "boolean") return value ? "on" : "";
  return String(value ?? "").trim();
}

function readable(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return comparable(value) || "(empty)";
}

const savedMessages: Record<string, string> = {
  published: "Saved and published.",
  draft: "Saved as a draft: it is not on the site.",
  submitted: "Submitted for approval: an approver will publish it, or send it back with a note.",
  restored: "Restored.",
};

export default function RecordEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, record, saved, shownOn, reach, submits, approves } = loaderData;
  // What is on the site already is an approver's to change (contracts/approvals.ts).
  const approverOnly = submits && record !== null && record.status === "published";
  const values = (actionData?.values ?? loaderData.values) as Record<string, unknown>;
  const version = actionData?.version ?? String(record?.version ?? "");
  const errors: Record<string, string> = actionData?.errors ?? {};
  const labels = Object.fromEntries(
    [
      ...kind.fields,
      { name: "publishAt", label: "Publish at" },
      { name: "expireAt", label: "Take down at" },
    ].map((field) => [field.name, field.label]),
  );
  const when = useWhen();
  const stale = actionData?.stale;
  const changed = stale
    ? kind.fields.filter(
        (field) => comparable(stale.current.values[field.name]) !== comparable(values[field.name]),
      )
    : [];
  return (
    <>
      <p>
        <Link to={`/office/records/${kind.kind}`}>← {kind.title}</Link>
      </p>
      <div className={s.heading}>
        <h1>
          {record ? "Edit" : "Add"} {withArticle(kind.one)}
        </h1>
        {record && (!kind.register || record.state === "deleted") && (
          <span className={`${s.state} ${s[record.state]}`}>{stateLabels[record.state]}</span>
        )}
      </div>
      {record?.hindi && <HindiLink kind={kind} record={record} />}
      {saved && savedMessages[saved] && (
        <p className={s.notice} role="status">
          {saved === "published" && record?.state === "scheduled" ? (
            // Not on the site yet: say when, so a clerk does not look for it there now.
            <>Saved: it goes on the site on {wallClockLabel(record.publishAt)}.</>
          ) : kind.register ? (
            "Saved."
          ) : (
            <>
              {savedMessages[saved]}{" "}
              {saved === "published" && shownOn && record?.state === "live" && (
                <a href={shownOn}>See it on the site</a>
              )}
            </>
          )}
        </p>
      )}
      {"share" in loaderData && loaderData.share && <ShareItem item={loaderData.share} />}
      {"deliveries" in loaderData && loaderData.deliveries && (
        <DeliveryReport report={loaderData.deliveries} />
      )}
      {stale && (
        <StaleSummary
          message={stale.message}
          changed={changed.map((field) => ({
            label: field.label,
            value: readable(stale.current.values[field.name]),
          }))}
          same="The fields you can see are the same; only its dates or state may differ."
        />
      )}
      <ErrorSummary
        error={errors.form}
        fields={Object.keys(errors).length > 0 && !errors.form ? errors : undefined}
        labels={labels}
      />
      {record && <ApprovalNote approval={record.approval} approves={approves} />}
      {approverOnly && (
        <p className={s.pending}>
          This is on the site: an approver changes it. Ask one, or add a new{" "}
          {kind.one.toLowerCase()}.
        </p>
      )}
      <div className={s.columns}>
        <form
          method="post"
          encType="multipart/form-data"
          data-checks={`/office/records/${kind.kind}/${record?.id ?? "new"}/check`}
          data-error-class={s.error}
          data-warning-class={s.checkWarning}
        >
          <input type="hidden" name="version" value={version} />
          <RecordFields
            kind={kind}
            values={values}
            errors={errors}
            checks={actionData ? undefined : record?.checks}
            files={"files" in loaderData ? loaderData.files : undefined}
          />
          {reach && <ReachNote reach={reach} />}
          <div className={s.actions}>
            {approverOnly ? null : submits ? (
              <button type="submit" name="intent" value="submit" className={s.button}>
                Submit for approval
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="publish"
                className={s.button}
                aria-describedby={reach ? "publish-reach" : undefined}
              >
                {kind.register ? "Save" : "Publish"}
              </button>
            )}
            {!kind.register && (
              <>
                {!approverOnly && (
                  <button
                    type="submit"
                    name="intent"
                    value="draft"
                    className={`${s.button} ${s.secondary}`}
                  >
                    Save as draft
                  </button>
                )}
                <button
                  type="submit"
                  name="intent"
                  value="preview"
                  formNoValidate
                  className={`${s.button} ${s.secondary}`}
                >
                  Preview
                </button>
              </>
            )}
          </div>
        </form>
        <div>
          {(actionData?.preview || record) && !kind.register && (
            <RecordPreview kind={kind.kind as RecordKindName} values={values} />
          )}
          {record && (
            <section className={s.panel} aria-labelledby="history">
              <h2 id="history">History</h2>
              <ul>
                {record.history.map((line) => (
                  <li key={line.at + line.action}>
                    {when(line.at)}: {line.action} by {line.actorName}
                    {Object.keys(line.changes).length > 0 &&
                      ` (${Object.keys(line.changes).join(", ")})`}
                    <EarlierFiles kind={kind} changes={line.changes} />
                  </li>
                ))}
              </ul>
              {record.downloads && (
                <>
                  <h3>Downloads</h3>
                  {record.downloads.length === 0 ? (
                    <p>Nobody has downloaded it yet.</p>
                  ) : (
                    <ul>
                      {record.downloads.map((download) => (
                        <li key={download.at}>
                          {when(download.at)} from {download.address || "an unknown address"}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
              {!approverOnly && (
                <form method="post">
                  {record.state === "deleted" ? (
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className={`${s.button} ${s.secondary}`}
                    >
                      Restore
                    </button>
                  ) : (
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={`${s.button} ${s.danger}`}
                    >
                      {kind.deleteLabel ?? "Delete"}
                    </button>
                  )}
                </form>
              )}
            </section>
          )}
        </div>
      </div>
      <script src={uploadScript} defer />
      <script src={libraryPickScript} defer />
      <script src={pageChecksScript} defer />
      {kind.fields.some((field) => field.type === "photos") && (
        <script src={photoOrderScript} defer />
      )}
    </>
  );
}
