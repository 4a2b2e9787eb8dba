import { data, redirect } from "react-router";
import type { Route } from "./+types/second-step";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall, safeNext } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Second step · School office" }];

export async function action({ context, request }: Route.ActionArgs) {
  const { code = "", recoveryCode = "" } = await formValues(request);
  const answer = await officeCall(context, request, "POST", "/session/second-factor", {
    code: code.replace(/\s+/g, ""),
    recoveryCode: recoveryCode.trim(),
  });
  if (answer.status === 200) {
    return redirect(safeNext(new URL(request.url).searchParams.get("next")), {
      headers: answer.headers,
    });
  }
  return data(
    { error: String(answer.json.error ?? "That code did not work. Please try again.") },
    { status: answer.status === 429 ? 429 : 400 },
  );
}

export default function SecondStep({ actionData }: Route.ComponentProps) {
  return (
    <div className={s.narrow}>
      <h1>Second step</h1>
      <p>Type the six-digit code your authenticator app shows for the school office.</p>
      <ErrorSummary error={actionData?.error} />
      <form method="post">
        <Field name="code" label="Code" autoComplete="one-time-code" inputMode="numeric" />
        <details>
          <summary>Lost your phone? Use a recovery code</summary>
          <Field
            name="recoveryCode"
            label="Recovery code"
            hint="One of the codes you kept when you set up the second step. Each works once."
            autoComplete="off"
          />
        </details>
        <div className={s.actions}>
          <button type="submit" className={s.button}>
            Continue
          </button>
        </div>
      </form>
    </div>
  );
}
