import { data } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/applications";
import type { ApplicationState } from "#contracts/admissions/application.ts";
import { classNames } from "#contracts/classes.ts";
import { formParts, officeCall, refused } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { useWhen } from "../when.ts";
import { officeStates, stateLabels } from "../application-states.ts";
import s from "../office.module.css";

// Applications for admission, the office's pipeline (issue 39): how many each class has in
// each state, the sent ones found by class, state, fee and words, ticked and moved together
// to the next state, or opened one by one. Plain forms: it works on a phone without scripts.

export const meta: Route.MetaFunction = () => [{ title: "Applications · School office" }];

interface Listed {
  id: string;
  number: string;
  className: string;
  stream: string | null;
  state: ApplicationState;
  childName: string;
  submittedAt: string;
  feePaidAt: string | null;
}

const filters = ["q", "className", "state", "fee"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const [answer, counts] = await Promise.all([
    officeCall<Listed[]>(context, request, "GET", `/applications?${query}`),
    officeCall<{ className: string; state: ApplicationState; count: number }[]>(
      context,
      request,
      "GET",
      "/applications/counts",
    ),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const csv = new URLSearchParams(query);
  csv.delete("page");
  return {
    applications: answer.json,
    counts: counts.status === 200 ? counts.json : [],
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
    csv: `/office/applications.csv?${csv}`,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { values, form } = await formParts(request);
  const ids = form.getAll("ids").map(String);
  const booking = values.intent === "book";
  const answer = await officeCall<{ moved?: number; booked?: number; error?: string }>(
    context,
    request,
    "POST",
    booking ? "/applications/book" : "/applications/move",
    booking ? { ids, at: values.at, place: values.place } : { ids, state: values.state },
  );
  if (answer.status === 200) {
    const count = answer.json.moved ?? answer.json.booked ?? 0;
    const one = count === 1 ? "1 application" : `${count} applications`;
    return {
      done: booking ? `${one} booked; each family is e-mailed the slot.` : `${one} moved.`,
      error: undefined,
      values,
    };
  }
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  const fields = (answer.json as { fields?: Record<string, string> }).fields;
  const error = fields?.ids ?? fields?.state ?? fields?.at ?? fields?.place;
  // What was typed for the slot stays in its boxes when the booking is refused.
  return data(
    { done: undefined, error: error ?? answer.json.error ?? "Not saved.", values },
    { status: 400 },
  );
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, counts, query, list, csv } = loaderData;
  const when = useWhen();
  // In the school's order of classes, Nursery first.
  const classes = classNames.filter((name) => counts.some((one) => one.className === name));
  const countOf = (className: string, state: ApplicationState) =>
    counts.find((one) => one.className === className && one.state === state)?.count ?? 0;
  const narrowed = filters.some((name) => query[name]);
  return (
    <>
      <div className={s.heading}>
        <h1>Applications</h1>
        <p>
          <Link to="/office/admission-settings" className={`${s.button} ${s.secondary}`}>
            Settings
          </Link>{" "}
          <Link to="/office/applications/merit" className={`${s.button} ${s.secondary}`}>
            Class XI merit
          </Link>{" "}
          <Link to="/office/applications/statement" className={`${s.button} ${s.secondary}`}>
            Match a bank statement
          </Link>{" "}
          <a href={csv} className={`${s.button} ${s.secondary}`} download>
            Download as CSV
          </a>
        </p>
      </div>
      {classes.length > 0 && (
        <table className={s.table}>
          <caption className={s.caption}>Applications by class and state</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              {(["draft", ...officeStates] as ApplicationState[]).map((state) => (
                <th scope="col" key={state}>
                  {stateLabels[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {classes.map((className) => (
              <tr key={className}>
                <th scope="row">{className}</th>
                {(["draft", ...officeStates] as ApplicationState[]).map((state) => (
                  <td key={state} data-label={stateLabels[state]}>
                    {state === "draft" || countOf(className, state) === 0 ? (
                      countOf(className, state)
                    ) : (
                      <Link to={`/office/applications?className=${className}&state=${state}`}>
                        {countOf(className, state)}
                      </Link>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFilters q={query.q} label="Number, child's name, e-mail or mobile">
        <FilterChoice
          name="className"
          label="Class"
          value={query.className}
          options={[["", "All"], ...classes.map((name) => [name, name] as const)]}
          short
        />
        <FilterChoice
          name="state"
          label="State"
          value={query.state}
          options={[
            ["", "All"],
            ...officeStates.map((state) => [state, stateLabels[state]] as const),
          ]}
        />
        <FilterChoice
          name="fee"
          label="Fee"
          value={query.fee}
          options={[
            ["", "All"],
            ["unpaid", "Not paid"],
            ["paid", "Paid"],
          ]}
          short
        />
      </ListFilters>
      {actionData?.error && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {applications.length === 0 ? (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : `No applications${narrowed ? " match" : " sent yet"}.`}
        </p>
      ) : (
        <form method="post">
          <table className={s.table}>
            <caption className={s.caption}>
              {list.total.toLocaleString("en-IN")}{" "}
              {list.total === 1 ? "application" : "applications"}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Number</th>
                <th scope="col">Child</th>
                <th scope="col">Class</th>
                <th scope="col">State</th>
                <th scope="col">Fee</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((one) => (
                <tr key={one.id}>
                  <td data-label="Choose">
                    <input
                      type="checkbox"
                      name="ids"
                      value={one.id}
                      aria-label={`Choose ${one.number}, ${one.childName}`}
                    />
                  </td>
                  <td data-label="Number">
                    <Link to={`/office/applications/${one.id}`}>{one.number}</Link>
                  </td>
                  <td data-label="Child">{one.childName}</td>
                  <td data-label="Class">
                    {one.className}
                    {one.stream ? ` (${one.stream})` : ""}
                  </td>
                  <td data-label="State">{stateLabels[one.state]}</td>
                  <td data-label="Fee">{one.feePaidAt ? "Paid" : "Not paid"}</td>
                  <td data-label="Sent">{when(one.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Booking first: Enter in its boxes presses its button, the form's first. */}
          <div className={`${s.filters} ${s.panel}`}>
            <div className={s.field}>
              <label htmlFor="slot-at">Book the test or interaction of the chosen for</label>
              <input
                id="slot-at"
                name="at"
                type="datetime-local"
                className={s.input}
                defaultValue={actionData?.error ? actionData.values.at : ""}
              />
            </div>
            <div className={s.field}>
              <label htmlFor="slot-place">Where</label>
              <input
                id="slot-place"
                name="place"
                className={s.input}
                placeholder="e.g. Room 12, main building"
                defaultValue={actionData?.error ? actionData.values.place : ""}
              />
            </div>
            <button type="submit" name="intent" value="book" className={s.button}>
              Book and e-mail the families
            </button>
          </div>
          <div className={`${s.filters} ${s.panel}`}>
            <div className={s.field}>
              <label htmlFor="move-state">Move the chosen applications to</label>
              <select id="move-state" name="state" className={s.input} defaultValue="verified">
                {officeStates.map((state) => (
                  <option key={state} value={state}>
                    {stateLabels[state]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="move" className={s.button}>
              Move
            </button>
          </div>
        </form>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
