import { Link } from "../../link.tsx";
import type { Route } from "./+types/audit";
import { isRecordKind, recordKinds } from "#contracts/office-records.ts";
import { withArticle } from "../states.ts";
import { officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · School office" }];

interface Line {
  id: string;
  at: string;
  actorName: string;
  action: string;
  kind: string;
  recordId: string | null;
  changes: Record<string, [unknown, unknown]>;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get("before");
  const answer = await officeCall<Line[]>(
    context,
    request,
    "GET",
    `/audit${before ? `?before=${encodeURIComponent(before)}` : ""}`,
  );
  if (answer.status !== 200) refused(answer, request);
  return { lines: answer.json };
}

/** What an action was, in words. */
const actions: Record<string, string> = {
  create: "added",
  import: "imported",
  update: "changed",
  delete: "deleted",
  restore: "restored",
  upload: "attached a file:",
  "reset-password": "reset the password of",
  revoke: "revoked",
  "second-factor-on": "turned on the second step for",
  "sign-out-everywhere": "signed out everywhere:",
};

/** What it was done to, in words. */
function thing(kind: string): string {
  if (isRecordKind(kind)) return withArticle(recordKinds[kind].one);
  return (
    { account: "an account", "api-key": "an API key", pdf: "a PDF", picture: "a picture" }[kind] ??
    kind
  );
}

const brief = (value: unknown) => {
  const item = (entry: unknown) =>
    entry && typeof entry === "object" ? String((entry as { path?: unknown }).path) : String(entry);
  const text = Array.isArray(value)
    ? value.map(item).join(", ")
    : value == null
      ? ""
      : String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text || "(empty)";
};

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { lines } = loaderData;
  const when = useWhen();
  const last = lines.at(-1);
  return (
    <>
      <h1>Audit log</h1>
      <p className={s.muted}>Every change made in the office, newest first.</p>
      {lines.length === 0 && <p>No changes yet.</p>}
      {lines.length > 0 && (
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td data-label="When">{when(line.at)}</td>
                <td data-label="Who">{line.actorName}</td>
                <td data-label="What">
                  {actions[line.action] ?? line.action} {thing(line.kind)}
                  {line.recordId && isRecordKind(line.kind) && (
                    <>
                      {" "}
                      <Link to={`/office/records/${line.kind}/${line.recordId}`}>open</Link>
                    </>
                  )}
                </td>
                <td data-label="Changes">
                  {Object.keys(line.changes).length === 0 ? (
                    <span className={s.muted}>—</span>
                  ) : (
                    <ul>
                      {Object.entries(line.changes).map(([field, [before, after]]) => (
                        <li key={field}>
                          {field}: {brief(before)} → {brief(after)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {last && lines.length >= 100 && (
        <p>
          <Link to={`/office/audit?before=${encodeURIComponent(last.at)}`}>Older changes</Link>
        </p>
      )}
    </>
  );
}
