import { data } from "react-router";
import type { Route } from "./+types/api-keys";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "API keys · School office" }];

interface Key {
  id: string;
  name: string;
  role: "editor" | "office";
  prefix: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<Key[]>(context, request, "GET", "/api-keys");
  if (answer.status !== 200) refused(answer, request);
  return { keys: answer.json };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { intent, id = "", name = "", role = "" } = await formValues(request);
  const answer =
    intent === "revoke"
      ? await officeCall(context, request, "DELETE", `/api-keys/${id}`, {})
      : await officeCall(context, request, "POST", "/api-keys", { name, role });
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status === 200) return { done: "The key is revoked.", key: undefined, name };
  if (answer.status === 201) {
    return { done: undefined, key: String(answer.json.key), name };
  }
  return data(
    {
      done: undefined,
      key: undefined,
      name,
      error: String(answer.json.error ?? "That did not work."),
      fields: answer.json.fields as Record<string, string> | undefined,
    },
    { status: 400 },
  );
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const when = useWhen();
  const refusal = actionData && "error" in actionData ? actionData : undefined;
  return (
    <>
      <h1>API keys</h1>
      <p>
        For the school's other systems (an ERP, an admissions CRM) to publish records or read
        enquiries without a person. How to call:{" "}
        <a href="/api/openapi.json">the API's description</a>.
      </p>
      {actionData?.key && (
        <div className={s.notice} role="status">
          <p>
            The key for {actionData.name}. Copy it now into the other system: it is not shown again.
          </p>
          <p className={s.code}>{actionData.key}</p>
        </div>
      )}
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {loaderData.keys.length > 0 && (
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">May</th>
              <th scope="col">Starts with</th>
              <th scope="col">Made</th>
              <th scope="col">Last used</th>
              <th scope="col">Revoke</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.keys.map((key) => (
              <tr key={key.id}>
                <td data-label="Name">{key.name}</td>
                <td data-label="May">
                  {key.role === "editor" ? "Publish records" : "Read enquiries"}
                </td>
                <td data-label="Starts with" className={s.code}>
                  {key.prefix}…
                </td>
                <td data-label="Made">
                  {when(key.createdAt)} by {key.createdBy}
                </td>
                <td data-label="Last used">{when(key.lastUsedAt) || "Never"}</td>
                <td data-label="Revoke">
                  {key.revokedAt ? (
                    `Revoked ${when(key.revokedAt)}`
                  ) : (
                    <form method="post">
                      <input type="hidden" name="id" value={key.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="revoke"
                        className={`${s.button} ${s.danger}`}
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section className={`${s.panel} ${s.spaced}`} aria-labelledby="new-key">
        <h2 id="new-key">Make a key</h2>
        {refusal && <ErrorSummary error={refusal.error} fields={refusal.fields} />}
        <form method="post">
          <input type="hidden" name="intent" value="create" />
          <Field
            name="name"
            label="Which system it is for"
            value={refusal?.name}
            error={refusal?.fields?.name}
            required
          />
          <div className={s.field}>
            <label htmlFor="field-role">What it may do</label>
            <select id="field-role" name="role" className={s.input} defaultValue="editor">
              <option value="editor">Publish records (as an editor)</option>
              <option value="office">Read enquiries (as the office)</option>
            </select>
          </div>
          <button type="submit" className={s.button}>
            Make the key
          </button>
        </form>
      </section>
    </>
  );
}
