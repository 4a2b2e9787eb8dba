import { Link } from "../../link.tsx";
import type { Route } from "./+types/access-log";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// Who read which personal record, when and from where (issue 40): what a school needs within
// 72 hours of a breach (docs/breach-runbook.md), between two days, as a page or a CSV file.

export const meta: Route.MetaFunction = () => [{ title: "Access log · School office" }];

interface Line {
  at: string;
  actorName: string;
  what: string;
  recordId: string | null;
  address: string;
}

const filters = ["from", "to", "record"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const answer = await officeCall<Line[]>(context, request, "GET", `/access-log?${query}`);
  if (answer.status !== 200) refused(answer, request);
  return {
    lines: answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
  };
}

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { lines, query, list } = loaderData;
  const when = useWhen();
  const csv = new URLSearchParams(
    Object.entries(query).filter(([name]) => (filters as readonly string[]).includes(name)),
  );
  return (
    <>
      <p>
        <Link to="/office/audit">← Audit log</Link>
      </p>
      <h1>Access log</h1>
      <p>
        Every time staff read enquiries, applications, certificates, consents, subscriptions or a
        child&apos;s record, newest first. Kept as long as the audit log&apos;s values (Settings).
      </p>
      <form method="get" className={`${s.filters} ${s.panel}`}>
        <div className={s.field}>
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={query.from} className={s.input} />
        </div>
        <div className={s.field}>
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={query.to} className={s.input} />
        </div>
        <div className={s.field}>
          <label htmlFor="record">Record</label>
          <input id="record" name="record" defaultValue={query.record} className={s.input} />
        </div>
        <button type="submit" className={`${s.button} ${s.secondary}`}>
          Find
        </button>
      </form>
      <p>
        <a href={`/office/access-log.csv?${csv}`}>Download these as a CSV file</a>
      </p>
      {lines.length === 0 ? (
        <p>{list.total > 0 ? "Nothing on this page." : "Nobody read anything in this time."}</p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {list.total.toLocaleString("en-IN")} {list.total === 1 ? "read" : "reads"}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">From address</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={`${line.at}-${i}`}>
                <td data-label="When">{when(line.at)}</td>
                <td data-label="Who">{line.actorName}</td>
                <td data-label="What">{line.what}</td>
                <td data-label="Record">{line.recordId ?? "(a list)"}</td>
                <td data-label="From address">{line.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
