import { data } from "react-router";
import type { Route } from "./+types/accounts";
import { ErrorSummary, Field } from "../field.tsx";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Accounts · School office" }];

interface Member {
  id: string;
  name: string;
  email: string;
  role: "administrator" | "editor" | "contributor" | "office";
  twoFactorEnabled: boolean;
  disabled: boolean;
}

const roles = {
  administrator: "Administrator: accounts, roles and everything else",
  editor: "Editor: publishes on the website",
  contributor: "Contributor: writes for the website; an approver publishes it",
  office: "Office: answers enquiries",
} as const;

const filters = ["q", "role"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const [accounts, me] = await Promise.all([
    officeCall<Member[]>(context, request, "GET", `/accounts?${query}`),
    officeCall<{ id: string }>(context, request, "GET", "/me"),
  ]);
  if (accounts.status !== 200) refused(accounts, request);
  return {
    accounts: accounts.json,
    me: me.json.id,
    query: Object.fromEntries(query),
    list: listPage(query, accounts.total ?? accounts.json.length),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { intent, id = "", ...values } = await formValues(request);
  const answer =
    intent === "create"
      ? await officeCall(context, request, "POST", "/accounts", values)
      : intent === "password"
        ? await officeCall(context, request, "POST", `/accounts/${id}/password`, {
            password: values.password,
          })
        : await officeCall(context, request, "PATCH", `/accounts/${id}`, {
            ...(values.role && { role: values.role }),
            ...(intent === "disable" && { disabled: true }),
            ...(intent === "enable" && { disabled: false }),
          });
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  const ok = answer.status === 200 || answer.status === 201;
  const done =
    intent === "create"
      ? `Made the account for ${values.email}. Tell them their password in person or by phone.`
      : intent === "password"
        ? "The password is changed, and the account is signed out everywhere."
        : "The account is changed.";
  return data(
    {
      intent,
      id,
      // The new account's details stay in the form when it is refused; passwords never do.
      values: ok ? {} : { name: values.name, email: values.email, role: values.role },
      done: ok ? done : undefined,
      error: ok ? undefined : String(answer.json.error ?? "That did not work."),
      fields: ok ? undefined : (answer.json.fields as Record<string, string> | undefined),
    },
    { status: ok ? 200 : 400 },
  );
}

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, query, list } = loaderData;
  const creating = actionData?.intent === "create";
  const fields = creating ? (actionData?.fields ?? {}) : {};
  return (
    <>
      <h1>Accounts</h1>
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {actionData?.error && !creating && <ErrorSummary error={actionData.error} />}
      <ListFilters q={query.q} label="Search the accounts">
        <FilterChoice
          name="role"
          label="Role"
          value={query.role}
          options={[["", "Any role"], ...Object.keys(roles).map((role) => [role, role] as const)]}
          short
        />
      </ListFilters>
      {accounts.length === 0 && (
        <p>{list.total > 0 ? "Nothing on this page." : "No account matches."}</p>
      )}
      <table className={s.table}>
        <caption className={s.caption}>
          The school's staff accounts. Nobody can sign up on their own.
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Second step</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((member) => (
            <tr key={member.id}>
              <td data-label="Name">
                {member.name}
                {member.disabled && <span className={s.hint}>Turned off</span>}
              </td>
              <td data-label="Email">{member.email}</td>
              <td data-label="Role">{member.role}</td>
              <td data-label="Second step">{member.twoFactorEnabled ? "On" : "Off"}</td>
              <td data-label="Change">
                {member.id === me ? (
                  <span className={s.muted}>This is you</span>
                ) : (
                  <details>
                    <summary>Change {member.name}</summary>
                    <form method="post">
                      <input type="hidden" name="id" value={member.id} />
                      <div className={s.field}>
                        <label htmlFor={`role-${member.id}`}>Role</label>
                        <select
                          id={`role-${member.id}`}
                          name="role"
                          defaultValue={member.role}
                          className={s.input}
                        >
                          {Object.keys(roles).map((role) => (
                            <option key={role}>{role}</option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="submit"
                        name="intent"
                        value="role"
                        className={`${s.button} ${s.secondary}`}
                      >
                        Change role
                      </button>
                    </form>
                    <form method="post">
                      <input type="hidden" name="id" value={member.id} />
                      <Field
                        name="password"
                        id={`password-${member.id}`}
                        label={`New password for ${member.name}`}
                        type="password"
                        autoComplete="new-password"
                        hint="At least 10 characters. Signs them out everywhere."
                      />
                      <button
                        type="submit"
                        name="intent"
                        value="password"
                        className={`${s.button} ${s.secondary}`}
                      >
                        Set password
                      </button>
                    </form>
                    <form method="post" className={s.spaced}>
                      <input type="hidden" name="id" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={member.disabled ? "enable" : "disable"}
                        className={`${s.button} ${member.disabled ? s.secondary : s.danger}`}
                      >
                        {member.disabled ? "Turn on again" : "Turn off"}
                      </button>
                    </form>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager list={list} query={new URLSearchParams(query)} />

      <section className={`${s.panel} ${s.spaced}`} aria-labelledby="new-account">
        <h2 id="new-account">Make an account</h2>
        {creating && actionData?.error && <ErrorSummary error={actionData.error} fields={fields} />}
        <form method="post">
          <input type="hidden" name="intent" value="create" />
          <Field
            name="name"
            label="Name"
            value={actionData?.values.name}
            error={fields.name}
            required
          />
          <Field
            name="email"
            label="Email"
            type="email"
            value={actionData?.values.email}
            error={fields.email}
            required
          />
          <div className={s.field}>
            <label htmlFor="field-role">Role</label>
            <select
              id="field-role"
              name="role"
              defaultValue={actionData?.values.role ?? "editor"}
              className={s.input}
              aria-invalid={fields.role ? true : undefined}
              aria-describedby={fields.role ? "field-role-error" : undefined}
            >
              {Object.entries(roles).map(([role, label]) => (
                <option key={role} value={role}>
                  {label}
                </option>
              ))}
            </select>
            {fields.role && (
              <span id="field-role-error" className={s.error}>
                {fields.role}
              </span>
            )}
          </div>
          <Field
            name="password"
            label="First password"
            type="password"
            autoComplete="new-password"
            hint="At least 10 characters. Tell it to them in person; they can keep it or ask for another."
            error={fields.password}
            required
          />
          <button type="submit" className={s.button}>
            Make the account
          </button>
        </form>
      </section>
    </>
  );
}
