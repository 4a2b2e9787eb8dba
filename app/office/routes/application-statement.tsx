import { data } from "react-router";
import type { Route } from "./+types/application-statement";
import { formParts, officeCall, refused } from "../office-api.server.ts";
import { Link } from "../../link.tsx";
import s from "../office.module.css";

// The application fees paid by UPI, matched from the school's bank statement: the office
// chooses the CSV its net banking exports, and every credit whose narration carries an
// application's number, of the fee or more, marks it paid. What could not be matched is listed
// with its row, to be looked at by hand.

export const meta: Route.MetaFunction = () => [{ title: "Match a bank statement · School office" }];

interface Outcome {
  credits: number;
  paid: { number: string; amount: number; date: string }[];
  already: string[];
  short: { numbers: string[]; amount: number; row: number }[];
  unknown: { numbers: string[]; amount: number; row: number }[];
  others: number;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // Only to refuse a role that may not see applications before it chooses a file.
  const answer = await officeCall(context, request, "GET", "/applications/counts");
  if (answer.status !== 200) refused(answer, request);
  return {};
}

export async function action({ context, request }: Route.ActionArgs) {
  const { files } = await formParts(request);
  const file = files.get("statement")?.[0];
  if (!file)
    return data({ error: "Choose the statement's CSV file.", outcome: undefined }, { status: 400 });
  const answer = await officeCall<Outcome & { error?: string }>(
    context,
    request,
    "POST",
    "/applications/statement",
    { csv: await file.text() },
  );
  if (answer.status === 200) return { error: undefined, outcome: answer.json };
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  return data({ error: answer.json.error ?? "Not read.", outcome: undefined }, { status: 400 });
}

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

export default function ApplicationStatement({ actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  return (
    <>
      <p>
        <Link to="/office/applications">All applications</Link>
      </p>
      <h1>Match a bank statement</h1>
      <p>
        Export the account&apos;s statement as CSV from net banking, for the days since the last
        one, and choose it here. Each payment whose narration carries an application number is
        matched to it; the fee is marked paid on the payment&apos;s day. A statement can be chosen
        again: what is paid stays paid once.
      </p>
      <form method="post" encType="multipart/form-data" className={s.panel}>
        {actionData?.error && (
          <p className={s.error} role="alert">
            {actionData.error}
          </p>
        )}
        <div className={s.field}>
          <label htmlFor="statement">The statement (CSV)</label>
          <input
            id="statement"
            name="statement"
            type="file"
            accept=".csv,text/csv"
            className={s.input}
          />
        </div>
        <button type="submit" className={s.button}>
          Match the payments
        </button>
      </form>
      {outcome && (
        <section className={s.panel} aria-labelledby="outcome" role="status">
          <h2 id="outcome">
            {outcome.paid.length} {outcome.paid.length === 1 ? "fee" : "fees"} marked paid, from{" "}
            {outcome.credits} {outcome.credits === 1 ? "credit" : "credits"}
          </h2>
          {outcome.paid.length > 0 && (
            <ul>
              {outcome.paid.map((one) => (
                <li key={one.number}>
                  <Link to={`/office/applications?q=${one.number}`}>{one.number}</Link>:{" "}
                  {rupees(one.amount)} on {one.date}
                </li>
              ))}
            </ul>
          )}
          {outcome.short.length > 0 && (
            <>
              <h3>Less than the fee: look at these by hand</h3>
              <ul>
                {outcome.short.map((one) => (
                  <li key={one.row}>
                    Row {one.row}: {rupees(one.amount)} for {one.numbers.join(", ")}
                  </li>
                ))}
              </ul>
            </>
          )}
          {outcome.unknown.length > 0 && (
            <>
              <h3>Numbers no application has</h3>
              <ul>
                {outcome.unknown.map((one) => (
                  <li key={one.row}>
                    Row {one.row}: {rupees(one.amount)} for {one.numbers.join(", ")}
                  </li>
                ))}
              </ul>
            </>
          )}
          {outcome.already.length > 0 && <p>Paid before: {outcome.already.join(", ")}.</p>}
          <p className={s.muted}>
            {outcome.others} other {outcome.others === 1 ? "credit names" : "credits name"} no
            application.
          </p>
        </section>
      )}
    </>
  );
}
