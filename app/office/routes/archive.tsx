import { data } from "react-router";
import type { Route } from "./+types/archive";
import { ErrorSummary } from "../field.tsx";
import { formParts, officeCall, refused, requireStaff } from "../office-api.server.ts";
import s from "../office.module.css";

export const meta: Route.MetaFunction = () => [{ title: "The site as one file · School office" }];

// Administrators take the school's site away as one archive, or bring one in: to start another
// school from this one, or to move the school to another backend.

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  if (staff.role !== "administrator") {
    throw new Response("Your role cannot open this page.", { status: 403 });
  }
  return null;
}

interface Imported {
  pages: number;
  files: number;
  settings: boolean;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { files } = await formParts(request);
  const archive = files.get("archive")?.[0];
  if (!archive) return data({ error: "Choose the archive to import." }, { status: 400 });
  const answer = await officeCall<Imported & { error?: string }>(
    context,
    request,
    "POST",
    "/archive",
    new Uint8Array(await archive.arrayBuffer()),
  );
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status !== 200) {
    return data(
      { error: answer.json.error ?? "The archive could not be imported." },
      { status: answer.status === 413 ? 413 : 400 },
    );
  }
  return { imported: answer.json };
}

export default function Archive({ actionData }: Route.ComponentProps) {
  const imported = actionData && "imported" in actionData ? actionData.imported : undefined;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <h1>The site as one file</h1>
      {imported && (
        <p className={s.notice} role="status">
          Imported {imported.pages} pages and {imported.files} files
          {imported.settings ? ", and the settings" : ""}. They are on the site now; each page's
          earlier versions are kept in its history.
        </p>
      )}
      <section className={s.panel} aria-labelledby="take">
        <h2 id="take">Take it away</h2>
        <p>
          One file with every page's words as they stand on the site, the school's settings and its
          pictures and PDFs. Transfer Certificates, notices and other records, staff accounts and
          the log are not in it.
        </p>
        <p>
          <a className={s.button} href="/office/archive.tar" download>
            Download the archive
          </a>
        </p>
      </section>
      <section className={`${s.panel} ${s.spaced}`} aria-labelledby="bring">
        <h2 id="bring">Bring one in</h2>
        <p>
          The archive's pages and settings become the newest versions here, and its files are added.
          Nothing is lost: a page's history can bring back what it said before.
        </p>
        {error && <ErrorSummary error={error} />}
        <form method="post" encType="multipart/form-data">
          <div className={s.field}>
            <label htmlFor="field-archive">Archive (.tar)</label>
            <input
              type="file"
              id="field-archive"
              name="archive"
              accept=".tar,application/x-tar"
              required
              className={s.file}
            />
          </div>
          <div className={s.actions}>
            <button type="submit" className={s.button}>
              Import
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
