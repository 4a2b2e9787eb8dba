import QRCode from "qrcode";
import { data, redirect } from "react-router";
import type { Route } from "./+types/second-factor";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall, requireStaff } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Second step · School office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return { enabled: staff.twoFactorEnabled, required: staff.secondFactorRequired };
}

interface SetUp {
  secret: string;
  totpURI: string;
  recoveryCodes: string[];
  qr: string;
}

async function setUpOf(values: Record<string, string>): Promise<SetUp | undefined> {
  if (!values.totpURI || !values.secret) return undefined;
  return {
    secret: values.secret,
    totpURI: values.totpURI,
    recoveryCodes: (values.recoveryCodes ?? "").split(" ").filter(Boolean),
    qr: await QRCode.toString(values.totpURI, { type: "svg", margin: 1 }),
  };
}

// Two posts: the password (which makes a secret and recovery codes), then a code from the app
// (which turns the second step on). The secret travels in the form between them, so a mistyped
// code does not start the set-up again.
export async function action({ context, request }: Route.ActionArgs) {
  const values = await formValues(request);
  if (values.intent === "confirm") {
    const answer = await officeCall(context, request, "POST", "/second-factor/confirm", {
      code: (values.code ?? "").replace(/\s+/g, ""),
    });
    if (answer.status === 200)
      return redirect("/office?done=second-factor", { headers: answer.headers });
    return data(
      {
        setUp: await setUpOf(values),
        error: String(answer.json.error ?? "That code did not work."),
      },
      { status: 400 },
    );
  }
  const answer = await officeCall<Record<string, unknown>>(
    context,
    request,
    "POST",
    "/second-factor",
    {
      password: values.password ?? "",
    },
  );
  if (answer.status !== 200) {
    return data(
      { setUp: undefined, error: String(answer.json.error ?? "The password is not right.") },
      { status: 400 },
    );
  }
  const setUp = await setUpOf({
    secret: String(answer.json.secret),
    totpURI: String(answer.json.totpURI),
    recoveryCodes: (answer.json.recoveryCodes as string[]).join(" "),
  });
  return { setUp, error: undefined };
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const setUp = actionData?.setUp;
  return (
    <div className={s.narrow}>
      <h1>Set up the second step</h1>
      {loaderData.required && (
        <p>
          Administrators sign in with a password and a code from an authenticator app on their phone
          (such as Google Authenticator, Microsoft Authenticator or Aegis).
        </p>
      )}
      {loaderData.enabled && !setUp && (
        <p>
          The second step is on for your account. Setting it up again replaces your app's entry and
          your recovery codes.
        </p>
      )}
      <ErrorSummary error={actionData?.error} />
      {!setUp ? (
        <form method="post">
          <input type="hidden" name="intent" value="start" />
          <Field
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="Asked again to be sure it is you."
            required
          />
          <div className={s.actions}>
            <button type="submit" className={s.button}>
              Continue
            </button>
          </div>
        </form>
      ) : (
        <form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="secret" value={setUp.secret} />
          <input type="hidden" name="totpURI" value={setUp.totpURI} />
          <input type="hidden" name="recoveryCodes" value={setUp.recoveryCodes.join(" ")} />
          <h2>1. Add the school office to your app</h2>
          <p>Scan this code with the app, or type the key below into it.</p>
          <div
            role="img"
            aria-label="QR code for the authenticator app"
            className={s.qr}
            dangerouslySetInnerHTML={{ __html: setUp.qr }}
          />
          <p>
            Key: <span className={s.code}>{setUp.secret}</span>
          </p>
          {setUp.recoveryCodes.length > 0 && (
            <>
              <h2>2. Keep these recovery codes</h2>
              <p>
                Each lets you in once if you lose your phone. Print them or write them down and keep
                them somewhere safe; they are not shown again.
              </p>
              <ul className={s.codes} aria-label="Recovery codes">
                {setUp.recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </>
          )}
          <h2>3. Type the code the app shows</h2>
          <Field
            name="code"
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <div className={s.actions}>
            <button type="submit" className={s.button}>
              Turn on the second step
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
