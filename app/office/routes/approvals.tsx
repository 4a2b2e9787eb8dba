import { data, redirect } from "react-router";
import type { Route } from "./+types/approvals";
import {
  approvalSettingLabels,
  approvalSettings,
  submissionLink,
  type ApprovalSetting,
  type Submission,
} from "#contracts/approvals.ts";
import { isRecordKind, recordKinds } from "#contracts/office-records.ts";
import { Link } from "../../link.tsx";
import { ErrorSummary } from "../field.tsx";
import { formValues, officeCall, refused, requireStaff } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/approvals: one queue of everything that waits for approval, records and pages
// together (issue 41). An approver opens each to preview it, then approves (now or at a time)
// or sends it back with what to change; a contributor sees their own, and what came back.

export const meta: Route.MetaFunction = () => [{ title: "Approvals · School office" }];

interface Queue {
  setting: ApprovalSetting;
  approver: boolean;
  submissions: Submission[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const [staff, answer] = await Promise.all([
    requireStaff(context, request),
    officeCall<Queue>(context, request, "GET", "/approvals"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const url = new URL(request.url);
  return {
    ...answer.json,
    administrator: staff.role === "administrator",
    done: url.searchParams.get("done"),
    scheduled: url.searchParams.has("scheduled"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const {
    intent,
    id = "",
    publishAt = "",
    comment = "",
    approval = "",
  } = await formValues(request);
  const answer =
    intent === "setting"
      ? await officeCall(context, request, "PUT", "/approvals/setting", { approval })
      : intent === "return"
        ? await officeCall(context, request, "POST", `/approvals/${id}/return`, { comment })
        : await officeCall(context, request, "POST", `/approvals/${id}/approve`, { publishAt });
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status === 200) {
    const done = intent === "setting" ? "setting" : intent === "return" ? "returned" : "approved";
    return redirect(`/office/approvals?done=${done}${publishAt ? "&scheduled=1" : ""}`);
  }
  const json = answer.json as { error?: string; fields?: Record<string, string> };
  // What was typed stays in its form, with what was wrong beside it.
  return data(
    {
      id,
      intent,
      comment,
      publishAt,
      error: json.error ?? "That did not work.",
      fields: json.fields ?? {},
    },
    { status: answer.status === 404 ? 404 : 400 },
  );
}

const doneMessages: Record<string, string> = {
  approved: "Approved: it is on the site now, and its author is told.",
  scheduled: "Approved: it goes on the site at the time you chose, and its author is told.",
  returned: "Sent back: its author is told by e-mail and sees your comment above their form.",
  setting: "Saved: the setting is in force for the next save.",
};

const kindName = (kind: string) => {
  const name = kind === "page" ? "page" : isRecordKind(kind) ? recordKinds[kind].one : kind;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export default function Approvals({ loaderData, actionData }: Route.ComponentProps) {
  const { setting, approver, submissions, administrator, done, scheduled } = loaderData;
  const when = useWhen();
  const pending = submissions.filter((submission) => submission.state === "pending");
  const returned = submissions.filter((submission) => submission.state === "returned");
  return (
    <>
      <h1>Approvals</h1>
      <p>
        {approver
          ? "What contributors have submitted waits here, oldest first. Open each to see it as the site will show it, then approve it or send it back with what to change."
          : "What you have submitted waits here until an approver publishes it or sends it back to you with a comment."}
      </p>
      {done && doneMessages[done] && (
        <p className={s.notice} role="status">
          {doneMessages[done === "approved" && scheduled ? "scheduled" : done]}
        </p>
      )}
      {actionData && !actionData.id && <ErrorSummary error={actionData.error} />}
      <h2>Waiting ({pending.length})</h2>
      {pending.length === 0 ? (
        <p>Nothing waits for approval.</p>
      ) : (
        <ul className={s.submissions}>
          {pending.map((submission) => (
            <SubmissionItem
              key={submission.id}
              submission={submission}
              approver={approver}
              refusal={actionData?.id === submission.id ? actionData : undefined}
              when={when}
            />
          ))}
        </ul>
      )}
      {returned.length > 0 && (
        <>
          <h2>Sent back ({returned.length})</h2>
          <ul className={s.submissions}>
            {returned.map((submission) => (
              <SubmissionItem
                key={submission.id}
                submission={submission}
                approver={false}
                when={when}
              />
            ))}
          </ul>
        </>
      )}
      {administrator && <SettingForm setting={setting} />}
    </>
  );
}

interface Refusal {
  intent?: string;
  comment: string;
  publishAt: string;
  error: string;
  fields: Record<string, string>;
}

function SubmissionItem({
  submission,
  approver,
  refusal,
  when,
}: {
  submission: Submission;
  approver: boolean;
  refusal?: Refusal;
  when: (iso: string | null | undefined) => string;
}) {
  const id = `submission-${submission.id}`;
  const commentError = refusal?.intent === "return" ? refusal.fields.comment : undefined;
  const approveError =
    refusal && refusal.intent !== "return"
      ? (refusal.fields.publishAt ?? refusal.error)
      : undefined;
  return (
    <li id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Link to={submissionLink(submission)}>{submission.title}</Link>
      </h3>
      <p className={s.muted}>
        {kindName(submission.kind)}
        {submission.language === "hi" ? " (Hindi)" : ""}, submitted by {submission.submittedBy} on{" "}
        {when(submission.submittedAt)}
      </p>
      {submission.state === "returned" && (
        <p>
          Sent back by {submission.decidedBy} on {when(submission.decidedAt)}:{" "}
          <span className={s.comment}>{submission.comment}</span>
        </p>
      )}
      <p>
        <Link to={submissionLink(submission)}>
          {approver ? "Open it and preview it" : "Open it"}
        </Link>
      </p>
      {approver && (
        <div className={s.decisions}>
          <form method="post">
            <input type="hidden" name="id" value={submission.id} />
            <div className={s.field}>
              <label htmlFor={`${id}-at`}>Publish at (optional)</label>
              <span id={`${id}-at-hint`} className={s.hint}>
                The school&apos;s time; empty publishes it now.
              </span>
              <input
                type="datetime-local"
                id={`${id}-at`}
                name="publishAt"
                defaultValue={refusal?.publishAt ?? ""}
                className={s.input}
                aria-invalid={approveError ? true : undefined}
                aria-describedby={`${id}-at-hint${approveError ? ` ${id}-at-error` : ""}`}
              />
              {approveError && (
                <span id={`${id}-at-error`} className={s.error}>
                  {approveError}
                </span>
              )}
            </div>
            <button type="submit" name="intent" value="approve" className={s.button}>
              Approve
            </button>
          </form>
          <form method="post">
            <input type="hidden" name="id" value={submission.id} />
            <div className={s.field}>
              <label htmlFor={`${id}-comment`}>What to change</label>
              <textarea
                id={`${id}-comment`}
                name="comment"
                rows={3}
                required
                maxLength={2000}
                defaultValue={refusal?.comment ?? ""}
                className={s.input}
                aria-invalid={commentError ? true : undefined}
                aria-describedby={commentError ? `${id}-comment-error` : undefined}
              />
              {commentError && (
                <span id={`${id}-comment-error`} className={s.error}>
                  {commentError}
                </span>
              )}
            </div>
            <button
              type="submit"
              name="intent"
              value="return"
              className={`${s.button} ${s.secondary}`}
            >
              Send back
            </button>
          </form>
        </div>
      )}
    </li>
  );
}

function SettingForm({ setting }: { setting: ApprovalSetting }) {
  return (
    <form method="post" className={s.panel}>
      <fieldset className={s.choices}>
        <legend className={s.label}>Who approves</legend>
        <p className={s.hint}>
          Contributors can be given accounts once someone approves. Where administrators approve,
          editors submit too.
        </p>
        <div className={s.radios}>
          {approvalSettings.map((value) => (
            <label key={value} className={s.check}>
              <input
                type="radio"
                name="approval"
                value={value}
                defaultChecked={value === setting}
              />
              {approvalSettingLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value="setting" className={s.button}>
        Save
      </button>
    </form>
  );
}
