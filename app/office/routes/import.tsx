import { data, redirect } from "react-router";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/import";
import {
  importCsvMaxBytes,
  importTooLarge,
  isRecordKind,
  recordKinds,
  rolesFor,
  type RecordKind,
} from "#contracts/office-records.ts";
import { ErrorSummary } from "../field.tsx";
import { importFields, readCsv, storedFiles, type CsvRow } from "../csv-rows.ts";
import { limitFormPart } from "../form-part-limit.server.ts";
import {
  formParts,
  officeCall,
  officeUpload,
  refused,
  requireStaff,
} from "../office-api.server.ts";
import { LibraryPick } from "../library-pick.tsx";
import libraryPickScript from "../library-pick.browser.ts?worker&url";
import { UploadZone } from "../upload-zone.tsx";
import uploadScript from "../upload.browser.ts?worker&url";
import s from "../office.module.css";

// /office/import/{kind}: many records from one CSV file, with the photos or certificates it
// names. "Check" reads the file and shows every row with its errors; nothing is saved until
// "Import", which the API refuses too unless every row is right. What was typed or chosen is
// kept at each step: the CSV stays in its box to be corrected, the files stay stored.

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Import ${data?.kind.title.toLowerCase() ?? "records"} · School office` },
];

function importable(kind: string | undefined): RecordKind {
  const found: RecordKind | undefined = kind && isRecordKind(kind) ? recordKinds[kind] : undefined;
  if (!found?.importColumns) throw new Response("Not found.", { status: 404 });
  return found;
}

/** The kind to import, once the member of staff is known and their role may import it. */
async function allowed(
  context: Route.LoaderArgs["context"],
  request: Request,
  kindName: string | undefined,
): Promise<RecordKind> {
  const kind = importable(kindName);
  const staff = await requireStaff(context, request);
  if (!rolesFor(kind.kind as never).includes(staff.role)) {
    throw new Response("Your role cannot open this page.", { status: 403 });
  }
  return kind;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { kind: await allowed(context, request, params.kind) };
}

interface Checked {
  csv: string;
  stored: string;
  rows: CsvRow[];
  error?: string;
  fileErrors: string[];
}

export async function action({ context, request, params }: Route.ActionArgs) {
  // Nobody's form is read before they are known: reading it is the costly part.
  const kind = await allowed(context, request, params.kind);
  // The CSV is read and checked whole: one larger than its most rows at their longest is
  // refused as it arrives, before the rest of the form is taken.
  const limited = limitFormPart(request, "csv", importCsvMaxBytes);
  const parts = await formParts(limited.request).catch((error: unknown) => {
    if (limited.tooLarge()) return undefined;
    throw error;
  });
  if (!parts) {
    const refusal: Checked = {
      csv: "",
      stored: "",
      rows: [],
      error: importTooLarge("bytes"),
      fileErrors: [],
    };
    // The rest of the body is not read: the connection is closed once this answer has left.
    return data(refusal, { status: 413, headers: { Connection: "close" } });
  }
  const { values, files } = parts;
  const fileField = importFields(kind).find((f) => f.type === "files" || f.type === "privateFile");
  const target = fileField?.type === "privateFile" ? "certificates" : "pictures";
  // A CSV chosen as a file takes the place of the box's text.
  const csvFile = files.get("csv")?.[0];
  const csv = csvFile ? await csvFile.text() : (values.csv ?? "");
  const stored = storedFiles(values.stored);
  const fileErrors: string[] = [];
  for (const file of files.get(`upload-${fileField?.name}`) ?? []) {
    const answer = await officeUpload(context, request, file, target);
    if ("path" in answer) stored.set(file.name, answer.path);
    else fileErrors.push(`${file.name}: ${answer.error}`);
  }
  const keptFiles = [...stored].map(([name, path]) => `${name}\t${path}`).join("\n");
  const reading = readCsv(kind, csv, stored);
  const checked = (extra: Partial<Checked> = {}): Checked => ({
    csv,
    stored: keptFiles,
    rows: reading.rows,
    error: reading.error,
    fileErrors,
    ...extra,
  });
  const wrong = reading.error || reading.rows.some((row) => Object.keys(row.errors).length > 0);
  if (values.intent !== "import" || wrong || fileErrors.length > 0) {
    return data(checked(), { status: wrong || fileErrors.length > 0 ? 400 : 200 });
  }
  const answer = await officeCall<{
    error?: string;
    rows?: { row: number; fields: Record<string, string> }[];
  }>(context, request, "POST", `/records/${kind.kind}/import`, {
    rows: reading.rows.map((row) => row.values),
  });
  if (answer.status === 201) return redirect(`/office/records/${kind.kind}?saved=imported`);
  if (answer.status === 400) {
    const rows = reading.rows.map((row, i) => ({
      ...row,
      errors: answer.json.rows?.find((refusal) => refusal.row === i + 1)?.fields ?? row.errors,
    }));
    return data(checked({ rows, error: answer.json.error }), { status: 400 });
  }
  refused(answer, request);
}

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const fields = importFields(kind);
  const fileField = fields.find((f) => f.type === "files" || f.type === "privateFile");
  const rows = actionData?.rows ?? [];
  const wrongRows = rows.filter((row) => Object.keys(row.errors).length > 0);
  const ready =
    actionData &&
    !actionData.error &&
    rows.length > 0 &&
    wrongRows.length === 0 &&
    actionData.fileErrors.length === 0;
  const storedCount = actionData?.stored ? actionData.stored.split("\n").length : 0;
  return (
    <>
      <p>
        <Link to={`/office/records/${kind.kind}`}>← {kind.title}</Link>
      </p>
      <h1>Import {kind.title.toLowerCase()}</h1>
      <ErrorSummary
        error={
          actionData?.error ??
          (actionData?.fileErrors.length
            ? actionData.fileErrors.join(" ")
            : wrongRows.length > 0
              ? `${wrongRows.length} of ${rows.length} rows need attention; nothing was saved. Correct them in the box below and check again.`
              : undefined)
        }
      />
      {ready && (
        <p className={s.notice} role="status">
          All {rows.length} rows are right. Nothing is saved until you import them.
        </p>
      )}
      <section className={s.panel} aria-labelledby="columns">
        <h2 id="columns">The file</h2>
        <p>
          A CSV file (from a spreadsheet: File, Save as, CSV) whose first line names its columns, in
          any order:
        </p>
        <p>
          <code className={s.code}>
            {fields.map((field) => field.short ?? field.label).join(", ")}
          </code>
        </p>
        <ul className={s.hints}>
          {fields.map((field) => (
            <li key={field.name}>
              <strong>{field.short ?? field.label}</strong>
              {field.required ? " (required)" : ""}
              {field.type === "flag"
                ? ": yes or no."
                : field.type === "date"
                  ? ": as 2014-08-14."
                  : fileTypes(field)
                    ? ": the name of one of the files chosen below."
                    : field.options
                      ? `: one of ${field.options.join(", ")}.`
                      : field.hint
                        ? `: ${field.hint}`
                        : "."}
            </li>
          ))}
        </ul>
      </section>
      <form method="post" encType="multipart/form-data" className={s.panel}>
        <div className={s.field}>
          <label htmlFor="field-csv-file">CSV file</label>
          <input
            type="file"
            id="field-csv-file"
            name="csv"
            accept=".csv,text/csv"
            className={s.file}
          />
        </div>
        <div className={s.field}>
          <label htmlFor="field-csv">Or the rows as text</label>
          <span className={s.hint} id="field-csv-hint">
            After a check, the file's rows are here to correct.
          </span>
          <textarea
            id="field-csv"
            name="csv"
            defaultValue={actionData?.csv ?? ""}
            key={actionData?.csv}
            rows={8}
            aria-describedby="field-csv-hint"
            className={`${s.input} ${s.mono}`}
          />
        </div>
        {fileField && (
          <>
            <textarea
              hidden
              id="field-stored"
              name="stored"
              defaultValue={actionData?.stored ?? ""}
              key={actionData?.stored}
              aria-label="Files stored so far"
            />
            <UploadZone
              name={fileField.name}
              label={fileField.type === "privateFile" ? "The certificates' files" : "The photos"}
              targetId="field-stored"
              mode="named"
              kind={fileField.type === "privateFile" ? "files" : "photos"}
              target={fileField.type === "privateFile" ? "certificates" : "public"}
            />
            {fileField.type !== "privateFile" && (
              <LibraryPick
                targetId="field-stored"
                kind="picture"
                mode="named"
                label="Choose photos from the library"
              />
            )}
            {storedCount > 0 && (
              <p className={s.muted}>
                {storedCount} {storedCount === 1 ? "file is" : "files are"} stored already; choose
                only those that are missing.
              </p>
            )}
          </>
        )}
        <div className={s.actions}>
          <button
            type="submit"
            name="intent"
            value="check"
            className={`${s.button} ${s.secondary}`}
          >
            Check
          </button>
          {ready && (
            <button type="submit" name="intent" value="import" className={s.button}>
              Import {rows.length} {rows.length === 1 ? "row" : "rows"}
            </button>
          )}
        </div>
      </form>
      {rows.length > 0 && (
        <table className={s.table}>
          <caption className={s.caption}>
            {rows.length} rows, {wrongRows.length} with errors
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {fields.map((field) => (
                <th scope="col" key={field.name}>
                  {field.short ?? field.label}
                </th>
              ))}
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.line}
                className={Object.keys(row.errors).length > 0 ? s.wrongRow : undefined}
              >
                <td data-label="Line">{row.line}</td>
                {fields.map((field) => (
                  <td data-label={field.short ?? field.label} key={field.name}>
                    {cell(row.values[field.name])}
                  </td>
                ))}
                <td data-label="Check">
                  {Object.keys(row.errors).length === 0 ? (
                    "Right"
                  ) : (
                    <ul className={s.rowErrors}>
                      {Object.entries(row.errors).map(([name, message]) => (
                        <li key={name}>{message}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <script src={uploadScript} defer />
      <script src={libraryPickScript} defer />
    </>
  );
}

const fileTypes = (field: { type: string }) =>
  field.type === "files" || field.type === "privateFile";

function cell(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? "A file" : "";
  if (typeof value === "string" && /^(?:certificates|office)\//.test(value)) return "A file";
  return String(value ?? "");
}
