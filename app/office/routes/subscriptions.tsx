import { data } from "react-router";
import {
  frequencies,
  subscriptionTopics,
  topicLabels,
  type Frequency,
} from "#contracts/subscriptions.ts";
import type { Route } from "./+types/subscriptions";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// The parents' e-mail subscriptions (/Subscribe): how many receive each kind of update, every
// address with its choices and state, and removing one a parent asked the office to take off
// (the API checks the role and writes the removal to the audit log).

export const meta: Route.MetaFunction = () => [{ title: "Parents' updates · School office" }];

interface Subscription {
  id: string;
  /** None for a parent reached by notifications only. */
  email: string | null;
  browsers: number;
  sections: string[];
  /** A mobile number for WhatsApp or SMS, and which. */
  phone: string | null;
  channel: "whatsapp" | "sms" | null;
  topics: string[];
  frequency: Frequency;
  state: "confirmed" | "unconfirmed" | "unsubscribed";
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

type Counts = Record<string, Record<Frequency, number>>;

/** How the office names a parent: the address, or the classes of one reached on a phone only. */
const nameOf = (row: Subscription) =>
  row.email ??
  row.phone ??
  `the notifications for ${row.sections.length > 0 ? row.sections.join(", ") : "every class"}`;

const filters = ["q", "state", "sort"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const answer = await officeCall<{
    subscriptions: Subscription[];
    total: number;
    receiving: number;
    counts: Counts;
  }>(context, request, "GET", `/subscriptions?${query}`);
  if (answer.status !== 200) refused(answer, request);
  return {
    ...answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.json.total),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { id = "", email = "" } = await formValues(request);
  const answer = await officeCall(context, request, "DELETE", `/subscriptions/${id}`, {});
  if (answer.status === 200) return { done: `${email} was removed.`, error: undefined };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  return data(
    { done: undefined, error: String(answer.json.error ?? "Not removed.") },
    { status: 400 },
  );
}

const stateWords = {
  confirmed: "Receiving since",
  unconfirmed: "Not yet confirmed; asked",
  unsubscribed: "Unsubscribed",
} as const;

const howOften: Record<Frequency, string> = { immediate: "As published", daily: "Once a day" };

export default function Subscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, counts, receiving, query, list } = loaderData;
  const when = useWhen();
  const narrowed = filters.some((name) => name !== "sort" && query[name]);
  return (
    <>
      <div className={s.heading}>
        <h1>Parents&apos; updates</h1>
      </div>
      <p>
        Parents choose their children&apos;s classes on the website&apos;s{" "}
        <a href="/Subscribe">Updates for Parents</a> page, then turn on notifications on their
        phone, or confirm an e-mail address or a WhatsApp or SMS number by the link sent to it;
        every message says how to stop. {receiving}{" "}
        {receiving === 1 ? "parent receives" : "parents receive"} updates now. Open &ldquo;What was
        sent&rdquo; to see one parent&apos;s messages.
      </p>
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {actionData?.error && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      <table className={s.table}>
        <caption className={s.caption}>Confirmed subscribers of each kind of update</caption>
        <thead>
          <tr>
            <th scope="col">Update</th>
            {frequencies.map((frequency) => (
              <th key={frequency} scope="col">
                {howOften[frequency]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {subscriptionTopics.map((topic) => (
            <tr key={topic}>
              <th scope="row" data-label="Update">
                {topicLabels[topic]}
              </th>
              {frequencies.map((frequency) => (
                <td key={frequency} data-label={howOften[frequency]}>
                  {counts[topic]?.[frequency] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Addresses</h2>
      <ListFilters q={query.q} label="Address or words of it">
        <FilterChoice
          name="state"
          label="Showing"
          value={query.state}
          options={[
            ["", "All"],
            ["confirmed", "Receiving"],
            ["unconfirmed", "Not yet confirmed"],
            ["unsubscribed", "Unsubscribed"],
          ]}
          short
        />
        <FilterChoice
          name="sort"
          label="Order"
          value={query.sort}
          options={[
            ["", "By address"],
            ["newest", "Newest first"],
          ]}
          short
        />
      </ListFilters>
      {subscriptions.length === 0 ? (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : narrowed
              ? "No address matches."
              : "Nobody has subscribed yet."}
        </p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {list.total.toLocaleString("en-IN")} {list.total === 1 ? "address" : "addresses"},{" "}
            {query.sort === "newest" ? "newest first" : "by address"}; requests never confirmed are
            forgotten after 30 days
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Mobile</th>
              <th scope="col">Notifications</th>
              <th scope="col">Classes</th>
              <th scope="col">Sent</th>
              <th scope="col">Updates</th>
              <th scope="col">How often</th>
              <th scope="col">State</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((row) => (
              <tr key={row.id}>
                <td data-label="E-mail">{row.email ?? "None"}</td>
                <td data-label="Mobile">
                  {row.phone
                    ? `${row.phone} (${row.channel === "sms" ? "SMS" : "WhatsApp"})`
                    : "None"}
                </td>
                <td data-label="Notifications">
                  {row.browsers === 0
                    ? "None"
                    : `On ${row.browsers} ${row.browsers === 1 ? "browser" : "browsers"}`}
                </td>
                <td data-label="Classes">
                  {row.sections.length > 0 ? row.sections.join(", ") : "Every class"}
                </td>
                <td data-label="Sent">
                  <a
                    href={`/office/subscriptions/${row.id}`}
                    aria-label={`What was sent to ${nameOf(row)}`}
                  >
                    What was sent
                  </a>
                </td>
                <td data-label="Updates">
                  {row.topics
                    .map((topic) => topicLabels[topic as keyof typeof topicLabels] ?? topic)
                    .join(", ")}
                </td>
                <td data-label="How often">{howOften[row.frequency]}</td>
                <td data-label="State">
                  {stateWords[row.state]}{" "}
                  {when(row.unsubscribedAt ?? row.confirmedAt ?? row.createdAt)}
                </td>
                <td data-label="Remove">
                  <form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="email" value={nameOf(row)} />
                    <button
                      type="submit"
                      className={`${s.button} ${s.danger}`}
                      aria-label={`Remove ${nameOf(row)}`}
                    >
                      Remove
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
