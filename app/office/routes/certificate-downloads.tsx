import { Link } from "../../link.tsx";
import type { Route } from "./+types/certificate-downloads";
import { ListFilters } from "../list-filters.tsx";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<Download[]>(context, request, "GET", "/certificate-downloads");
  if (answer.status !== 200) refused(answer, request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const wanted = q.toLowerCase();
  const downloads = wanted
    ? answer.json.filter((d) => `${d.admissionNo} ${d.studentName}`.toLowerCase().includes(wanted))
    : answer.json;
  return { downloads, q };
}

export default function CertificateDownloads({ loaderData }: Route.ComponentProps) {
  const { downloads, q } = loaderData;
  const when = useWhen();
  return (
    <>
      <p>
        <Link to="/office/records/certificates">← Transfer Certificates</Link>
      </p>
      <h1>Certificate downloads</h1>
      <ListFilters q={q} />
      {downloads.length === 0 ? (
        <p>{q ? "No download matches." : "No certificate has been downloaded yet."}</p>
      ) : (
        <table className={s.table}>
          <caption className={s.caption}>
            {downloads.length} {downloads.length === 1 ? "download" : "downloads"}, newest first
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
    </>
  );
}
