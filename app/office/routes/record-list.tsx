import { Form } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/record-list";
import { formatDate } from "#contracts/dates.ts";
import {
  isRecordKind,
  recordKinds,
  type OfficeRecord,
  type RecordKind,
} from "#contracts/office-records.ts";
import { formValues, officeCall, refused, requireStaff } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery, monthChoices, yearChoices } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { recordName, titleFieldOf } from "../record-name.ts";
import { stateLabels, withArticle } from "../states.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.kind.title ?? "Records"} · School office` },
];

/** What the list is narrowed and ordered by, as its address and the API name them. */
const filters = ["q", "filter", "state", "year", "month", "author", "sort"] as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isRecordKind(params.kind)) throw new Response("Not found.", { status: 404 });
  const url = new URL(request.url);
  const query = listQuery(request, filters);
  const [answer, years, authors, staff] = await Promise.all([
    officeCall<OfficeRecord[]>(context, request, "GET", `/records/${params.kind}?${query}`),
    officeCall<number[]>(context, request, "GET", `/records/${params.kind}/years`),
    officeCall<{ id: string; name: string }[]>(context, request, "GET", "/authors"),
    requireStaff(context, request),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const kind: RecordKind = recordKinds[params.kind];
  return {
    kind,
    records: answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
    years: years.status === 200 ? years.json : [],
    authors: authors.status === 200 ? authors.json : [],
    saved: url.searchParams.get("saved"),
    // Whose work waits for approval opens each record; an approver changes several at once.
    several: !staff.submits,
  };
}

interface BulkOutcome {
  action: string;
  done: string[];
  skipped: { id: string; reason: string }[];
}

/** The ticked records published, taken down or deleted at once (each logged on its own). */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (!isRecordKind(params.kind)) throw new Response("Not found.", { status: 404 });
  const { action = "", id = "" } = await formValues(request);
  const ids = id.split("\n").filter(Boolean);
  if (ids.length === 0) return { error: "Tick the records to change first." };
  const answer = await officeCall<BulkOutcome & { error?: string }>(
    context,
    request,
    "POST",
    `/records/${params.kind}/bulk`,
    { action, ids },
  );
  if (answer.status === 400) return { error: answer.json.error ?? "Tick the records first." };
  if (answer.status !== 200) refused(answer, request);
  return { bulk: { ...answer.json, action } };
}

/** What the ticked records may have done to them, as the buttons say it. */
const bulkActions = [
  ["publish", "Publish"],
  ["take-down", "Take down"],
  ["delete", "Delete"],
] as const;

const bulkDone: Record<string, string> = {
  publish: "Published",
  "take-down": "Taken down",
  delete: "Deleted (each can be restored from the deleted list for 30 days)",
};

function shown(value: unknown, type: string | undefined): string {
  if (type === "date") return formatDate(String(value ?? ""));
  if (type === "flag") return value ? "Yes" : "No";
  if (type === "percent") return `${String(value)}%`;
  if (Array.isArray(value)) return value.join(", ");
  return String(value ?? "");
}

export default function RecordList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, records, query, list, years, authors, saved, several } = loaderData;
  const bulk = actionData && "bulk" in actionData ? actionData.bulk : undefined;

  const filterField = kind.fields.find((field) => field.name === kind.filter);
  const columns = kind.columns.map((name) => kind.fields.find((field) => field.name === name)!);
  const titleField = titleFieldOf(kind);
  const dated = kind.fields.find((field) => field.name === kind.dated)?.label ?? "Date added";
  const titleOf = (id: string) => {
    const found = records.find((record) => record.id === id);
    return found ? recordName(kind, found) : "A record";
  };
  const orders = {
    changed: "last changed first",
    date: `by ${dated.toLowerCase()}, newest first`,
    title: `by ${titleField.label.toLowerCase()}, A to Z`,
  };
  const order = orders[query.sort as keyof typeof orders] ?? orders.changed;
  const narrowed = filters.some((name) => name !== "sort" && query[name]);
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
      {bulk && (
        <div className={s.notice} role="status">
          <p>
            {bulkDone[bulk.action] ?? "Done"}: {bulk.done.length}.
            {bulk.skipped.length > 0 && ` Left as they were: ${bulk.skipped.length}.`}
          </p>
          {bulk.skipped.length > 0 && (
            <ul>
              {bulk.skipped.map((skip) => (
                <li key={skip.id}>
                  <Link to={`/office/records/${kind.kind}/${skip.id}`}>{titleOf(skip.id)}</Link>:{" "}
                  {skip.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {actionData && "error" in actionData && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      <ListFilters q={query.q} label={`Words of the ${titleField.label.toLowerCase()}`}>
        {filterField && (
          <FilterChoice
            name="filter"
            label={filterField.label}
            value={query.filter}
            options={[["", "All"], ...(filterField.options ?? []).map((o) => [o, o] as const)]}
            short
          />
        )}
        <FilterChoice
          name="state"
          label="Showing"
          value={query.state}
          options={[["", "All but deleted"], ...Object.entries(stateLabels)]}
          short
        />
        <FilterChoice
          name="year"
          label={kind.dated ? `Year (${dated.toLowerCase()})` : "Year added"}
          value={query.year}
          options={yearChoices(years, query.year)}
          short
        />
        <FilterChoice
          name="month"
          label={kind.dated ? "Month" : "Month added"}
          value={query.month}
          options={monthChoices}
          short
        />
        <FilterChoice
          name="author"
          label="Added by"
          value={query.author}
          options={[["", "Anyone"], ...authors.map((a) => [a.id, a.name] as const)]}
          short
        />
        <FilterChoice
          name="sort"
          label="Order"
          value={query.sort}
          options={Object.entries(orders).map(
            ([value, words]) =>
              [value === "changed" ? "" : value, words[0]!.toUpperCase() + words.slice(1)] as const,
          )}
          short
        />
      </ListFilters>
      {records.length === 0 ? (
        <>
          <p>
            {list.total > 0
              ? "Nothing on this page."
              : `Nothing here${narrowed ? " matches" : " yet"}.`}
          </p>
          <Pager list={list} query={new URLSearchParams(query)} />
        </>
      ) : (
        <Form method="post" aria-label={`Change several ${kind.title.toLowerCase()} at once`}>
          {several && (
            <div className={s.bulk} role="group" aria-label="With the ticked records">
              <span>With the ticked records:</span>
              {/* A register is never published: its entries are only deleted. */}
              {bulkActions
                .filter(([action]) => !kind.register || action === "delete")
                .map(([action, label]) => (
                  <button
                    key={action}
                    type="submit"
                    name="action"
                    value={action}
                    className={`${s.button} ${s.secondary}`}
                  >
                    {action === "delete" ? (kind.deleteLabel ?? label) : label}
                  </button>
                ))}
            </div>
          )}
          <table className={s.table}>
            <caption className={s.caption}>
              {list.total.toLocaleString("en-IN")} {list.total === 1 ? "record" : "records"}
              {narrowed ? " found" : ""}, {order}
            </caption>
            <thead>
              <tr>
                {several && (
                  <th scope="col">
                    <span className="visually-hidden">Tick</span>
                  </th>
                )}
                <th scope="col">{titleField.label}</th>
                {!kind.register && <th scope="col">State</th>}
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
                  {several && (
                    <td data-label="Tick" className={s.tick}>
                      <input
                        type="checkbox"
                        name="id"
                        value={record.id}
                        aria-label={`Tick ${recordName(kind, record)}`}
                      />
                    </td>
                  )}
                  <td data-label={titleField.label}>
                    <Link to={`/office/records/${kind.kind}/${record.id}`}>
                      {recordName(kind, record)}
                    </Link>
                  </td>
                  {!kind.register && (
                    <td data-label="State">
                      <span className={`${s.state} ${s[record.state]}`}>
                        {stateLabels[record.state]}
                      </span>
                      {record.state === "scheduled" && (
                        <span className={s.hint}>from {record.publishAt.replace("T", " ")}</span>
                      )}
                    </td>
                  )}
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
          <Pager list={list} query={new URLSearchParams(query)} />
        </Form>
      )}
    </>
  );
}
