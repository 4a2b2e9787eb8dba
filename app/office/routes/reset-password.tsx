import { data, redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/reset-password";
import { ErrorSummary } from "../field.tsx";
import { NewPasswordFields, newPasswordLabels, typedTwiceProblem } from "../new-password.tsx";
import { formValues, officeCall } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Set a new password · School office" }];

const labels = newPasswordLabels;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

// The link's token comes with the form; the API judges it and the password. Set, the password
// is asked for at the sign-in, where the second step follows as ever.
export async function action({ context, request }: Route.ActionArgs) {
  const values = await formValues(request);
  const newPassword = values.newPassword ?? "";
  const again = typedTwiceProblem(values);
  if (again) return data({ error: undefined, fields: { again } }, { status: 400 });
  const answer = await officeCall<{ error?: string; fields?: Record<string, string> }>(
    context,
    request,
    "POST",
    "/password-reset/new-password",
    { token: values.token ?? "", newPassword },
  );
  if (answer.status === 200) return redirect("/office/sign-in?done=new-password");
  return data(
    { error: answer.json.fields ? undefined : answer.json.error, fields: answer.json.fields },
    { status: answer.status === 429 ? 429 : 400 },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const fields: Record<string, string> | undefined = actionData?.fields;
  if (!loaderData.token) {
    return (
      <div className={s.narrow}>
        <h1>Set a new password</h1>
        <p>
          This page opens from the link in the e-mail we send.{" "}
          <Link to="/office/forgot-password">Ask for a link</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className={s.narrow}>
      <h1>Set a new password</h1>
      <p>Setting it signs your account out everywhere; then sign in with it.</p>
      <ErrorSummary error={actionData?.error} fields={fields} labels={labels} />
      {actionData?.error && (
        <p>
          <Link to="/office/forgot-password">Ask for a new link</Link>
        </p>
      )}
      <form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields fields={fields} />
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            Set my password
          </button>
        </div>
      </form>
    </div>
  );
}
