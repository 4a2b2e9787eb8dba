import { Link } from "../../link.tsx";
import type { Route } from "./+types/search";
import { formatDate } from "#contracts/dates.ts";
import {
  isRecordKind,
  recordKinds,
  type OfficeRecord,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { fileUrl } from "../../api/urls.ts";
import { findPage } from "../../pages.ts";
import { officeCall, refused, requireStaff } from "../office-api.server.ts";
import { recordName } from "../record-name.ts";
import { stateLabels } from "../states.ts";
import s from "../office.module.css";

// /office/search: the words looked for across the office (server/office/api/search.ts), each
// kind's first few with a link to its list searched for the same words.

export const meta: Route.MetaFunction = () => [{ title: "Search · School office" }];

type Group =
  | { kind: RecordKindName; total: number; records: OfficeRecord[] }
  | { kind: "pages"; total: number; pages: { path: string; heading?: string }[] }
  | { kind: "files"; total: number; files: { path: string; kind: string; name: string }[] }
  | {
      kind: "enquiries";
      total: number;
      enquiries: {
        id: string;
        subject: string;
        name: string;
        createdAt: string;
        handled: boolean;
      }[];
    };

export async function loader({ context, request }: Route.LoaderArgs) {
  // Signed in first, words or none: the empty form is the office's too.
  await requireStaff(context, request);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!q) return { q, groups: [] as Group[] };
  const answer = await officeCall<{ groups: Group[] }>(
    context,
    request,
    "GET",
    `/search?${new URLSearchParams({ q })}`,
  );
  if (answer.status !== 200) refused(answer, request);
  return { q, groups: answer.json.groups };
}

const more = (total: number, shown: number) =>
  total > shown ? `See all ${total.toLocaleString("en-IN")}` : undefined;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, groups } = loaderData;
  const words = new URLSearchParams({ q });
  return (
    <>
      <h1>Search the office</h1>
      <form method="get" action="/office/search" role="search" className={s.panel}>
        <div className={s.field}>
          <label htmlFor="office-search">Words to find</label>
          <input id="office-search" name="q" type="search" defaultValue={q} className={s.input} />
          <p className={s.hint}>
            Titles, names, descriptions and enquiries: &quot;fees march&quot;, &quot;annual
            day&quot;, a parent&apos;s name.
          </p>
        </div>
        <button type="submit" className={s.button}>
          Search
        </button>
      </form>
      {q && groups.length === 0 && <p>Nothing in the office has these words.</p>}
      {groups.map((group) => {
        if (group.kind === "pages") {
          return (
            <section key="pages" aria-labelledby="found-pages">
              <h2 id="found-pages">Pages ({group.total})</h2>
              <ul>
                {group.pages.map((page) => (
                  <li key={page.path}>
                    <Link to={`/office/pages/${page.path.slice(1)}`}>
                      {findPage(page.path)?.name ?? page.heading ?? page.path}
                    </Link>
                  </li>
                ))}
              </ul>
              {more(group.total, group.pages.length) && (
                <Link to={`/office/pages?${words}`}>{more(group.total, group.pages.length)}</Link>
              )}
            </section>
          );
        }
        if (group.kind === "files") {
          return (
            <section key="files" aria-labelledby="found-files">
              <h2 id="found-files">Files ({group.total})</h2>
              <ul>
                {group.files.map((file) => (
                  <li key={file.path}>
                    <a href={fileUrl(file.path)} target="_blank" rel="noopener">
                      {file.name}
                    </a>{" "}
                    <span className={s.muted}>({file.kind === "pdf" ? "PDF" : "picture"})</span>
                  </li>
                ))}
              </ul>
              <Link to={`/office/files?${words}`}>
                {more(group.total, group.files.length) || "In the file library"}
              </Link>
            </section>
          );
        }
        if (group.kind === "enquiries") {
          return (
            <section key="enquiries" aria-labelledby="found-enquiries">
              <h2 id="found-enquiries">Enquiries ({group.total})</h2>
              <ul>
                {group.enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    <Link to={`/office/enquiries?${words}`}>{enquiry.subject}</Link>{" "}
                    <span className={s.muted}>
                      from {enquiry.name}, {formatDate(enquiry.createdAt.slice(0, 10))}
                      {enquiry.handled ? " · handled" : " · waiting"}
                    </span>
                  </li>
                ))}
              </ul>
              {more(group.total, group.enquiries.length) && (
                <Link to={`/office/enquiries?${words}`}>
                  {more(group.total, group.enquiries.length)}
                </Link>
              )}
            </section>
          );
        }
        if (!isRecordKind(group.kind)) return null;
        const kind = recordKinds[group.kind];
        return (
          <section key={kind.kind} aria-labelledby={`found-${kind.kind}`}>
            <h2 id={`found-${kind.kind}`}>
              {kind.title} ({group.total})
            </h2>
            <ul>
              {group.records.map((record) => (
                <li key={record.id}>
                  <Link to={`/office/records/${kind.kind}/${record.id}`}>
                    {recordName(kind, record)}
                  </Link>{" "}
                  <span className={`${s.state} ${s[record.state]}`}>
                    {stateLabels[record.state]}
                  </span>
                </li>
              ))}
            </ul>
            {more(group.total, group.records.length) && (
              <Link to={`/office/records/${kind.kind}?${words}`}>
                {more(group.total, group.records.length)}
              </Link>
            )}
          </section>
        );
      })}
    </>
  );
}
