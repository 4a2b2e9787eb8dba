import { data, redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/sign-in";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall, safeNext } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · School office" }];

export async function action({ context, request }: Route.ActionArgs) {
  const { email = "", password = "" } = await formValues(request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const answer = await officeCall(context, request, "POST", "/session", { email, password });
  if (answer.status === 200) {
    const step = answer.json.next;
    const to =
      step === "second-factor"
        ? `/office/second-step?next=${encodeURIComponent(next)}`
        : step === "set-up-second-factor"
          ? "/office/second-factor"
          : next;
    return redirect(to, { headers: answer.headers });
  }
  // The e-mail stays in the form; the password is never sent back.
  const error = String(answer.json.error ?? "Signing in did not work. Please try again.");
  return data({ email, error }, { status: answer.status === 429 ? 429 : 400 });
}

export function loader({ request }: Route.LoaderArgs) {
  return { done: new URL(request.url).searchParams.get("done") };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={s.narrow}>
      <h1>Sign in</h1>
      {loaderData.done === "new-password" && (
        <p className={s.notice} role="status">
          Your new password is set, and every sign-in of your account has ended. Sign in with it.
        </p>
      )}
      <p className={s.muted}>For the school's staff. Accounts are made by the administrator.</p>
      <ErrorSummary error={actionData?.error} />
      <form method="post">
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={actionData?.email}
          required
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            Sign in
          </button>
          <Link to="/office/forgot-password">Forgot your password?</Link>
        </div>
      </form>
    </div>
  );
}
