import { data, redirect } from "react-router";
import type { Route } from "./+types/reviews";
import type { Review } from "#contracts/reviews.ts";
import { ErrorSummary } from "../field.tsx";
import { formValues, officeCall, refused, requireStaff, safeNext } from "../office-api.server.ts";
import { ReviewTable } from "../review-table.tsx";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Review dates · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [staff, answer] = await Promise.all([
    requireStaff(context, request),
    officeCall<Review[]>(context, request, "GET", "/reviews"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const done = new URL(request.url).searchParams.get("done");
  return { reviews: answer.json, administrator: staff.role === "administrator", done };
}

/** A review recorded, or an interval set: back where the clerk was, saying what was done. */
export async function action({ context, request }: Route.ActionArgs) {
  const { intent, subject = "", every = "", back } = await formValues(request);
  const answer =
    intent === "interval"
      ? await officeCall<Review>(context, request, "PUT", "/reviews/interval", { subject, every })
      : await officeCall<Review>(context, request, "POST", "/reviews", { subject });
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status === 200) {
    const to = new URL(safeNext(back ?? null), "http://office");
    to.searchParams.set("done", intent === "interval" ? "interval" : "reviewed");
    return redirect(to.pathname + to.search);
  }
  const json = answer.json as unknown as { error?: string; fields?: Record<string, string> };
  // The form's only field is a choice from a list: what was wrong is said above the table.
  const error = Object.values(json.fields ?? {})[0] ?? json.error ?? "That did not work.";
  return data({ error }, { status: answer.status === 404 ? 404 : 400 });
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, administrator, done } = loaderData;
  const overdue = reviews.filter((review) => review.overdue).length;
  return (
    <>
      <h1>Review dates</h1>
      <p>
        Every part of the website is looked at again after a while, so that nothing on it is out of
        date: what the home page shows every week, fees and admission each session, the rest every
        year. Changing a part counts as reviewing it; if it is right as it is, say so with
        &ldquo;Reviewed, no changes&rdquo;.
      </p>
      {done === "reviewed" && (
        <p className={s.notice} role="status">
          Marked as reviewed. It is due again after its interval.
        </p>
      )}
      {done === "interval" && (
        <p className={s.notice} role="status">
          The interval is set.
        </p>
      )}
      {actionData && <ErrorSummary error={actionData.error} />}
      <p>
        {overdue === 0
          ? "Nothing is overdue."
          : `${overdue} ${overdue === 1 ? "part is" : "parts are"} overdue, listed first.`}
      </p>
      <ReviewTable reviews={reviews} back="/office/reviews" chooseInterval={administrator} />
    </>
  );
}
