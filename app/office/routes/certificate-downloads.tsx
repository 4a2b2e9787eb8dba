import { Link } from "../../link.tsx";
import type { Route } from "./+types/certificate-downloads";
import { DatedChoices, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { officeCall, refused } from "../office-api.server.ts";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// Who was handed which Transfer Certificate, and when: each successful lookup on the public
// /Tc page, newest first, so the office can tell a family whether their certificate was fetched.

export const meta: Route.MetaFunction = () => [{ title: "Certificate downloads · School office" }];

interface Download {
  at: string;
  address: string;
  certificateId: string;
  admissionNo: string;
  studentName: string;
}

const filters = ["q", "year", "month", "sort"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const [answer, years] = await Promise.all([
    officeCall<Download[]>(context, request, "GET", `/certificate-downloads?${query}`),
    officeCall<number[]>(context, request, "GET", "/certificate-downloads/years"),
  ]);
  if (answer.status !== 200) refused(answer, request);
  return {
    downloads: answer.json,
    query: Object.fromEntries(query),
    list: listPage(query, answer.total ?? answer.json.length),
    years: years.status === 200 ? years.json : [],
  };
}

export default function CertificateDownloads({ loaderData }: Route.ComponentProps) {
  const { downloads, query, list, years } = loaderData;
  const narrowed = filters.some((name) => name !== "sort" && query[name]);
  const when = useWhen();
  return (
    <>
      <p>
        <Link to="/office/records/certificates">← Transfer Certificates</Link>
      </p>
      <h1>Certificate downloads</h1>
      <ListFilters q={query.q} label="Admission No. or words of the name">
        <DatedChoices years={years} query={query} />
      </ListFilters>
      {downloads.length === 0 ? (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : narrowed
              ? "No download matches."
              : "No certificate has been downloaded yet."}
        </p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {list.total.toLocaleString("en-IN")} {list.total === 1 ? "download" : "downloads"},{" "}
            {query.sort === "oldest" ? "oldest" : "newest"} first
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admission No.</th>
              <th scope="col">Student</th>
              <th scope="col">From address</th>
            </tr>
          </thead>
          <tbody>
            {downloads.map((download) => (
              <tr key={`${download.at}-${download.certificateId}`}>
                <td data-label="When">{when(download.at)}</td>
                <td data-label="Admission No.">
                  <Link to={`/office/records/certificates/${download.certificateId}`}>
                    {download.admissionNo}
                  </Link>
                </td>
                <td data-label="Student">{download.studentName}</td>
                <td data-label="From address">{download.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
    </>
  );
}
