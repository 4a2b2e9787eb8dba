import { data } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/forgot-password";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? · School office" }];

// The same answer for every address (the API's words); the address stays in the form.
export async function action({ context, request }: Route.ActionArgs) {
  const { email = "" } = await formValues(request);
  const answer = await officeCall<{ message?: string; error?: string }>(
    context,
    request,
    "POST",
    "/password-reset",
    { email },
  );
  if (answer.status === 200) return { email, sent: String(answer.json.message ?? "") };
  const error = String(answer.json.error ?? "That did not work. Please try again.");
  return data({ email, error }, { status: answer.status === 429 ? 429 : 400 });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <div className={s.narrow}>
      <h1>Forgot your password?</h1>
      {sent ? (
        <div role="status" className={s.notice}>
          <p>{sent}</p>
          <p>Nothing came? Look in the spam folder, or ask the school's administrator.</p>
        </div>
      ) : (
        <p>Type the email of your account, and we will send it a link to set a new password.</p>
      )}
      <ErrorSummary error={error} />
      <form method="post">
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={actionData?.email}
          required
        />
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            {sent ? "Send it again" : "Send me a link"}
          </button>
          <Link to="/office/sign-in">Back to sign in</Link>
        </div>
      </form>
    </div>
  );
}
