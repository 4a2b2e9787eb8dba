import { data, redirect } from "react-router";
import type { Route } from "./+types/password";
import { ErrorSummary, Field } from "../field.tsx";
import { NewPasswordFields, newPasswordLabels, typedTwiceProblem } from "../new-password.tsx";
import { formValues, officeCall, refused, requireStaff } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Change your password · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return null;
}

const labels = { currentPassword: "Current password", ...newPasswordLabels };

// The new password is typed twice here, where a slip of the finger is caught; the API judges
// the rest (the current one, and whether the new one is easy to guess).
export async function action({ context, request }: Route.ActionArgs) {
  const values = await formValues(request);
  const newPassword = values.newPassword ?? "";
  const again = typedTwiceProblem(values);
  if (again) return data({ error: undefined, fields: { again } }, { status: 400 });
  const answer = await officeCall<{ error?: string; fields?: Record<string, string> }>(
    context,
    request,
    "POST",
    "/password",
    { currentPassword: values.currentPassword ?? "", newPassword },
  );
  if (answer.status === 200) return redirect("/office?done=password", { headers: answer.headers });
  if (answer.status === 400 || answer.status === 429) {
    return data(
      { error: answer.json.fields ? undefined : answer.json.error, fields: answer.json.fields },
      { status: answer.status },
    );
  }
  refused(answer, request);
}

export default function Password({ actionData }: Route.ComponentProps) {
  const fields: Record<string, string> | undefined = actionData?.fields;
  return (
    <div className={s.narrow}>
      <h1>Change your password</h1>
      <p>
        Your other sign-ins (on other computers and phones) end when you change it; this one goes
        on.
      </p>
      <ErrorSummary error={actionData?.error} fields={fields} labels={labels} />
      <form method="post">
        <Field
          name="currentPassword"
          label={labels.currentPassword}
          type="password"
          autoComplete="current-password"
          error={fields?.currentPassword}
          required
        />
        <NewPasswordFields fields={fields} />
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            Change my password
          </button>
        </div>
      </form>
    </div>
  );
}
