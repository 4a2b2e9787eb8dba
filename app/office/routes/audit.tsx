import { Link } from "../../link.tsx";
import type { Route } from "./+types/audit";
import { isRecordKind, recordKinds } from "#contracts/office-records.ts";
import { blockName, moreChanges, shownChanges, type Leaf } from "#contracts/audit-changes.ts";
import { withArticle } from "../states.ts";
import { officeCall, refused } from "../office-api.server.ts";
import { DatedChoices, FilterChoice } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { findPage } from "../../pages.ts";
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

const filters = ["kind", "author", "record", "year", "month", "sort"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const [answer, authors, years, pages] = await Promise.all([
    officeCall<Line[]>(context, request, "GET", `/audit?${query}`),
    officeCall<{ id: string; name: string }[]>(context, request, "GET", "/authors"),
    officeCall<number[]>(context, request, "GET", "/audit/years"),
    officeCall<{ pages: { path: string; heading?: string }[] }>(context, request, "GET", "/pages"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  return {
    lines: answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
    authors: authors.status === 200 ? authors.json : [],
    years: years.status === 200 ? years.json : [],
    // The site's pages by their names, for "what happened to the fees page".
    pages: (pages.status === 200 ? pages.json.pages : [])
      .map((page) => [page.path, findPage(page.path)?.name ?? page.heading ?? page.path] as const)
      .sort((a, b) => a[1].localeCompare(b[1])),
  };
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
  publish: "published",
  "save draft": "saved a draft of",
  schedule: "scheduled",
  review: "reviewed, with no changes,",
  "set review interval": "set how often to review",
  submit: "submitted for approval",
  "submit in Hindi": "submitted for approval the Hindi of",
  approve: "approved and published",
  "approve and schedule": "approved and scheduled",
  "send back": "sent back, with a comment,",
};

/** What else than a record something can be done to, in words. */
const things: Record<string, string> = {
  account: "an account",
  "api-key": "an API key",
  pdf: "a PDF",
  picture: "a picture",
  page: "a page",
  settings: "the settings",
  subscription: "a subscription",
  archive: "the school's archive",
  home: "the home page",
};

/** What it was done to, in words: a kind without a record is the whole list (its review). */
function thing(kind: string, recordId: string | null): string {
  if (isRecordKind(kind))
    return recordId ? withArticle(recordKinds[kind].one) : `the list of ${recordKinds[kind].title}`;
  return things[kind] ?? kind;
}

/** The choices of the log's "What" filter: every kind of record, then the rest. */
const kindChoices: (readonly [string, string])[] = [
  ["", "Anything"],
  ...Object.values(recordKinds).map((kind) => [kind.kind, kind.title] as const),
  ...Object.entries(things).map(
    ([kind, words]) => [kind, words[0]!.toUpperCase() + words.slice(1)] as const,
  ),
];

/** A value as a line of the log shows it. */
const brief = (value: Leaf) => {
  const text =
    value === null
      ? ""
      : typeof value === "boolean"
        ? value
          ? "yes"
          : "no"
        : Array.isArray(value)
          ? value.map((item) => item.split("/").pop()).join(", ")
          : String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text || "(empty)";
};

/** A change's name with a record's field named as its form names it ("fromDate" → "Date"). */
function fieldName(kind: string, name: string): string {
  if (!isRecordKind(kind)) return name;
  const [field, ...rest] = name.split(" › ");
  const label = recordKinds[kind].fields.find((spec) => spec.name === field)?.label;
  return [label ?? field, ...rest].join(" › ");
}

/** The changes shown at once; the rest open on request, so a long line stays short on a phone. */
const shownAtOnce = 6;

function ChangeList({ kind, changes }: { kind: string; changes: Line["changes"] }) {
  const entries = Object.entries(shownChanges(changes, kind === "page" ? blockName : undefined));
  if (entries.length === 0) return <span className={s.muted}>—</span>;
  const item = ([name, [before, after]]: (typeof entries)[number]) =>
    name === moreChanges ? (
      <li key={name}>and {after} more</li>
    ) : (
      <li key={name}>
        {fieldName(kind, name)}: <del>{brief(before)}</del> → <ins>{brief(after)}</ins>
      </li>
    );
  return (
    <div>
      <ul className={s.changes}>{entries.slice(0, shownAtOnce).map(item)}</ul>
      {entries.length > shownAtOnce && (
        <details>
          <summary>{entries.length - shownAtOnce} more</summary>
          <ul className={s.changes}>{entries.slice(shownAtOnce).map(item)}</ul>
        </details>
      )}
    </div>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { lines, query, list, authors, years, pages } = loaderData;
  const when = useWhen();
  const narrowed = filters.some((name) => name !== "sort" && query[name]);
  return (
    <>
      <h1>Audit log</h1>
      <p className={s.muted}>Every change made in the office.</p>
      <form method="get" className={`${s.filters} ${s.panel}`} aria-label="Narrow the log">
        <FilterChoice name="kind" label="What" value={query.kind} options={kindChoices} short />
        <FilterChoice
          name="author"
          label="Who"
          value={query.author}
          options={[["", "Anyone"], ...authors.map((a) => [a.id, a.name] as const)]}
          short
        />
        <FilterChoice
          name="record"
          label="Page"
          value={query.record}
          options={[
            ["", "Any page or record"],
            ...pages,
            // A record asked for by its id (a link from elsewhere) is shown as chosen.
            ...(query.record && !pages.some(([path]) => path === query.record)
              ? [[query.record, "The record asked for"] as const]
              : []),
          ]}
        />
        <DatedChoices years={years} query={query} />
        <button type="submit" className={`${s.button} ${s.secondary}`}>
          Show
        </button>
      </form>
      {lines.length === 0 && (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : narrowed
              ? "No change matches."
              : "No changes yet."}
        </p>
      )}
      {lines.length > 0 && (
        <table className={s.table}>
          <caption className={s.caption}>
            {list.total.toLocaleString("en-IN")} {list.total === 1 ? "change" : "changes"},{" "}
            {query.sort === "oldest" ? "oldest" : "newest"} first
          </caption>
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
                  {actions[line.action] ?? line.action}{" "}
                  {line.kind === "page" && line.recordId
                    ? "the page"
                    : thing(line.kind, line.recordId)}
                  {line.kind === "page" && line.recordId && (
                    <>
                      {" "}
                      <Link to={`/office/pages/${line.recordId.slice(1)}`}>
                        {findPage(line.recordId)?.name ?? line.recordId}
                      </Link>
                    </>
                  )}
                  {line.recordId && isRecordKind(line.kind) && (
                    <>
                      {" "}
                      <Link to={`/office/records/${line.kind}/${line.recordId}`}>open</Link>
                    </>
                  )}
                </td>
                <td data-label="Changes">
                  <ChangeList kind={line.kind} changes={line.changes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
