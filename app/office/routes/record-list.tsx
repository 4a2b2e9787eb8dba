import { Link } from "../../link.tsx";
import type { Route } from "./+types/record-list";
import { formatDate } from "#contracts/dates.ts";
import {
  isRecordKind,
  recordKinds,
  type OfficeRecord,
  type RecordKind,
} from "#contracts/office-records.ts";
import { officeCall, refused } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { stateLabels, withArticle } from "../states.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.kind.title ?? "Records"} · School office` },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isRecordKind(params.kind)) throw new Response("Not found.", { status: 404 });
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of ["q", "filter", "state"]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  const answer = await officeCall<OfficeRecord[]>(
    context,
    request,
    "GET",
    `/records/${params.kind}?${query}`,
  );
  if (answer.status !== 200) refused(answer, request);
  const kind: RecordKind = recordKinds[params.kind];
  return {
    kind,
    records: answer.json,
    query: Object.fromEntries(query),
    saved: url.searchParams.get("saved"),
  };
}

function shown(value: unknown, type: string | undefined): string {
  if (type === "date") return formatDate(String(value ?? ""));
  if (type === "flag") return value ? "Yes" : "No";
  if (type === "percent") return `${String(value)}%`;
  if (Array.isArray(value)) return value.join(", ");
  return String(value ?? "");
}

/** The field that names a record in its list: its title, or whose it is. */
const nameFields = ["title", "name", "studentName"];

export default function RecordList({ loaderData }: Route.ComponentProps) {
  const { kind, records, query, saved } = loaderData;
  const filterField = kind.fields.find((field) => field.name === kind.filter);
  const columns = kind.columns.map((name) => kind.fields.find((field) => field.name === name)!);
  const titleField =
    kind.fields.find((field) => nameFields.includes(field.name)) ?? kind.fields[0]!;
  return (
    <>
      <div className={s.heading}>
        <h1>{kind.title}</h1>
        <div className={s.actions}>
          <Link to={`/office/records/${kind.kind}/new`} className={s.button}>
            Add {withArticle(kind.one)}
          </Link>
          {kind.importColumns && (
            <Link to={`/office/import/${kind.kind}`} className={`${s.button} ${s.secondary}`}>
              Import from a CSV file
            </Link>
          )}
          {kind.kind === "certificates" && (
            <Link to="/office/certificate-downloads" className={`${s.button} ${s.secondary}`}>
              Downloads
            </Link>
          )}
        </div>
      </div>
      {saved && (
        <p className={s.notice} role="status">
          {saved === "deleted"
            ? `${kind.deleteLabel === "Withdraw" ? "Withdrawn" : "Deleted"}. It can be restored from the deleted list for 30 days.`
            : saved === "imported"
              ? "Imported."
              : "Saved."}
        </p>
      )}
      <ListFilters q={query.q}>
        {filterField && (
          <FilterChoice
            name="filter"
            label={filterField.label}
            value={query.filter}
            options={[["", "All"], ...(filterField.options ?? []).map((o) => [o, o] as const)]}
          />
        )}
        <FilterChoice
          name="state"
          label="Showing"
          value={query.state}
          options={[["", "All but deleted"], ...Object.entries(stateLabels)]}
        />
      </ListFilters>
      {records.length === 0 ? (
        <p>Nothing here{query.q || query.filter || query.state ? " matches" : " yet"}.</p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {records.length} {records.length === 1 ? "record" : "records"}, last changed first
          </caption>
          <thead>
            <tr>
              <th scope="col">{titleField.label}</th>
              <th scope="col">State</th>
              {columns.map((column) => (
                <th scope="col" key={column.name}>
                  {column.short ?? column.label}
                </th>
              ))}
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id}>
                <td data-label={titleField.label}>
                  <Link to={`/office/records/${kind.kind}/${record.id}`}>
                    {String(record.values[titleField.name] || "(untitled)")}
                  </Link>
                </td>
                <td data-label="State">
                  <span className={`${s.state} ${s[record.state]}`}>
                    {stateLabels[record.state]}
                  </span>
                  {record.state === "scheduled" && (
                    <span className={s.hint}>from {record.publishAt.replace("T", " ")}</span>
                  )}
                </td>
                {columns.map((column) => (
                  <td data-label={column.short ?? column.label} key={column.name}>
                    {shown(record.values[column.name], column.type)}
                  </td>
                ))}
                <td data-label="Changed">{formatDate(record.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
