import { data } from "react-router";
import { requestNames, type PrivacyRequest } from "#contracts/privacy-requests.ts";
import { formatDate } from "#contracts/dates.ts";
import type { Route } from "./+types/enquiries";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { DatedChoices, FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { useWhen } from "../when.ts";
import { RequestForm, type RequestTyped } from "../request-form.tsx";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · School office" }];

interface Enquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  handledAt: string | null;
  handledBy: string | null;
  note: string;
  about: PrivacyRequest | null;
  answerBy: string | null;
  replies?: { message: string; sentBy: string; createdAt: string; sentAt: string | null }[];
}

const filters = ["q", "handled", "about", "year", "month", "sort"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const [answer, years] = await Promise.all([
    officeCall<Enquiry[]>(context, request, "GET", `/enquiries?${query}`),
    officeCall<number[]>(context, request, "GET", "/enquiries/years"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const csv = new URLSearchParams(query);
  csv.delete("page");
  return {
    enquiries: answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
    years: years.status === 200 ? years.json : [],
    csv: `/office/enquiries.csv?${csv}`,
    // A request waiting past this day is overdue.
    today: new Date().toISOString().slice(0, 10),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const values = await formValues(request);
  if (values.intent === "record") return recordRequest(context, request, values);
  const { id = "", handled, note = "", reply, erase } = values;
  if (erase !== undefined) {
    const answer = await officeCall<{
      enquiries: number;
      subscriptions: number;
      applications: number;
    }>(context, request, "POST", `/enquiries/${id}/erase`, {});
    if (answer.status === 401 || answer.status === 403) refused(answer, request);
    if (answer.status !== 200) {
      return data(
        {
          id,
          error: String((answer.json as { error?: string }).error ?? "Not erased."),
          note,
          replied: false,
        },
        { status: 400 },
      );
    }
    const { enquiries, subscriptions, applications } = answer.json;
    return {
      id,
      error: undefined,
      note,
      replied: false,
      erased: `Erased: ${enquiries} other enquiries, ${subscriptions} subscriptions and ${applications} applications. The request is handled.`,
    };
  }
  if (reply !== undefined) {
    const answer = await officeCall(context, request, "POST", `/enquiries/${id}/reply`, {
      message: reply,
    });
    if (answer.status === 201) return { id, error: undefined, note, replied: true };
    if (answer.status === 401 || answer.status === 403) refused(answer, request);
    // What was typed stays in its box when the reply is refused.
    return data(
      { id, error: String(answer.json.error ?? "Not sent."), note, reply, replied: false },
      { status: 400 },
    );
  }
  const answer = await officeCall(context, request, "PATCH", `/enquiries/${id}`, {
    handled: handled === "yes",
    note,
  });
  if (answer.status === 200) return { id, error: undefined, note, replied: false };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  // The note stays in its box when the save is refused.
  return data(
    { id, error: String(answer.json.error ?? "Not saved."), note, replied: false },
    { status: 400 },
  );
}

/** A request written down in the office (request-form.tsx): kept, or refused with what was typed. */
async function recordRequest(
  context: Route.ActionArgs["context"],
  request: Request,
  values: Record<string, string>,
) {
  const typed = { ...values };
  delete typed.intent;
  const answer = await officeCall<{ id?: string; error?: string; fields?: Record<string, string> }>(
    context,
    request,
    "POST",
    "/enquiries",
    typed,
  );
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status === 201) {
    return { recorded: { values: {}, fields: {}, recorded: true } satisfies RequestTyped };
  }
  return data(
    {
      recorded: {
        values: typed,
        fields: answer.json.fields ?? {},
        error: answer.json.error ?? "Not written down.",
      } satisfies RequestTyped,
    },
    { status: 400 },
  );
}

export default function Enquiries({ loaderData, actionData: answered }: Route.ComponentProps) {
  const { enquiries, query, list, years, csv, today } = loaderData;
  // A request written down, or an enquiry acted on.
  const recorded: RequestTyped | undefined =
    answered && "recorded" in answered ? answered.recorded : undefined;
  const actionData = answered && !("recorded" in answered) ? answered : undefined;
  const narrowed = filters.some((name) => name !== "sort" && query[name]);
  const when = useWhen();
  return (
    <>
      <div className={s.heading}>
        <h1>Enquiries</h1>
        <a href={csv} className={`${s.button} ${s.secondary}`} download>
          Download as CSV
        </a>
      </div>
      {recorded?.recorded && (
        <p className={s.notice} role="status">
          Written down. It is on the list below with the day it must be answered by.
        </p>
      )}
      <RequestForm typed={recorded?.recorded ? undefined : recorded} today={today} />
      <ListFilters q={query.q}>
        <FilterChoice
          name="handled"
          label="Showing"
          value={query.handled}
          options={[
            ["", "All"],
            ["no", "Waiting"],
            ["yes", "Handled"],
          ]}
          short
        />
        <FilterChoice
          name="about"
          label="Kind"
          value={query.about}
          options={[
            ["", "All"],
            ["requests", "Privacy requests"],
          ]}
          short
        />
        <DatedChoices years={years} query={query} />
      </ListFilters>
      {enquiries.length === 0 && (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : `No enquiries${narrowed ? " match" : " yet"}.`}
        </p>
      )}
      {enquiries.length > 0 && (
        <p className={s.muted}>
          {list.total.toLocaleString("en-IN")} {list.total === 1 ? "enquiry" : "enquiries"},{" "}
          {query.sort === "oldest" ? "oldest" : "newest"} first
        </p>
      )}
      {enquiries.map((enquiry) => {
        const mine = actionData?.id === enquiry.id;
        return (
          <article key={enquiry.id} className={s.panel} aria-labelledby={`subject-${enquiry.id}`}>
            <h2 id={`subject-${enquiry.id}`} className={s.subject}>
              {enquiry.subject}
            </h2>
            <p className={s.muted}>
              {when(enquiry.createdAt)} · {enquiry.name} ·{" "}
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a> ·{" "}
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>{enquiry.phone}</a>
            </p>
            {enquiry.about && (
              <p>
                <strong>Privacy request: {requestNames[enquiry.about]}</strong>
                {enquiry.answerBy && (
                  <>
                    {" "}
                    · answer by {formatDate(enquiry.answerBy)}
                    {!enquiry.handledAt && enquiry.answerBy < today && (
                      <strong className={s.error}> (overdue)</strong>
                    )}
                  </>
                )}
              </p>
            )}
            <p className={s.message}>{enquiry.message}</p>
            {(enquiry.replies ?? []).map((reply) => (
              <div key={reply.createdAt} className={s.reply}>
                <p className={s.muted}>
                  Replied {when(reply.createdAt)} by {reply.sentBy} ·{" "}
                  {reply.sentAt ? `sent ${when(reply.sentAt)}` : "waiting to be sent"}
                </p>
                <p className={s.message}>{reply.message}</p>
              </div>
            ))}
            <details
              className={s.replyForm}
              open={mine && !!actionData?.error && "reply" in actionData}
            >
              <summary>Reply by e-mail to {enquiry.email}</summary>
              <form method="post">
                <input type="hidden" name="id" value={enquiry.id} />
                <div className={s.field}>
                  <label htmlFor={`reply-${enquiry.id}`}>Your reply</label>
                  <textarea
                    id={`reply-${enquiry.id}`}
                    name="reply"
                    defaultValue={
                      mine && actionData && "reply" in actionData ? String(actionData.reply) : ""
                    }
                    className={s.input}
                    rows={5}
                  />
                  <p className={s.hint}>
                    Sent from the school&apos;s address with the enquiry quoted below it; the
                    enquiry is then marked handled.
                  </p>
                </div>
                <button type="submit" className={s.button}>
                  Send reply
                </button>
              </form>
            </details>
            <form method="post">
              <input type="hidden" name="id" value={enquiry.id} />
              {mine && actionData?.error && (
                <p className={s.error} role="alert">
                  {actionData.error}
                </p>
              )}
              {mine && !actionData?.error && (
                <p className={s.notice} role="status">
                  {actionData && "erased" in actionData && actionData.erased
                    ? actionData.erased
                    : actionData?.replied
                      ? "Your reply is on its way, and the enquiry is handled."
                      : "Saved."}
                </p>
              )}
              <div className={s.field}>
                <label htmlFor={`note-${enquiry.id}`}>Note for colleagues</label>
                <textarea
                  id={`note-${enquiry.id}`}
                  name="note"
                  defaultValue={mine ? actionData?.note : enquiry.note}
                  className={s.input}
                  rows={2}
                />
              </div>
              {enquiry.about === "erasure" && !enquiry.handledAt && (
                <p>
                  <button
                    type="submit"
                    name="erase"
                    value="yes"
                    className={`${s.button} ${s.danger}`}
                  >
                    Erase what the school holds for {enquiry.email}
                  </button>{" "}
                  <span className={s.hint}>
                    Their other enquiries, subscription and applications not admitted.
                  </span>
                </p>
              )}
              {enquiry.handledAt ? (
                <p>
                  Handled {when(enquiry.handledAt)} by {enquiry.handledBy}.{" "}
                  <button type="submit" name="handled" value="no" className={s.linkButton}>
                    Mark as waiting
                  </button>
                </p>
              ) : (
                <button type="submit" name="handled" value="yes" className={s.button}>
                  Mark handled
                </button>
              )}
            </form>
          </article>
        );
      })}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
