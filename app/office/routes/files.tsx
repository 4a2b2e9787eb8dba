import { data } from "react-router";
import { fileUrl } from "../../api/urls.ts";
import { useImageSources } from "../../site-files.ts";
import type { Route } from "./+types/files";
import { formParts, officeCall, officeUpload, refused } from "../office-api.server.ts";
import { FilterChoice, ListFilters } from "../list-filters.tsx";
import { listPage, listQuery } from "../list-query.ts";
import { Pager } from "../pager.tsx";
import { UploadZone } from "../upload-zone.tsx";
import uploadScript from "../upload.browser.ts?worker&url";
import { useWhen } from "../when.ts";
import s from "../office.module.css";

// /office/files: the file library. Every picture and document the office stored for the site,
// newest first, each by a name a clerk knows it by and, a picture, the words that say what it
// shows; found by those words, renamed and described here, and added to without a record. Each
// file field of the office chooses from it (library-pick.tsx).

export const meta: Route.MetaFunction = () => [{ title: "File library · School office" }];

interface LibraryFile {
  path: string;
  kind: "pdf" | "picture";
  name: string;
  alt: string;
  bytes: number | null;
  addedAt: string;
  addedBy: string;
}

const filters = ["q", "kind"] as const;
/** Files to a page: each is a card with a thumbnail and a form, far taller than a list's row. */
const perPage = 24;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(request, filters);
  const answer = await officeCall<{ files: LibraryFile[]; total: number }>(
    context,
    request,
    "GET",
    `/files?${query}&limit=${perPage}`,
  );
  if (answer.status !== 200) refused(answer, request);
  return {
    files: answer.json.files,
    query: Object.fromEntries(query),
    list: listPage(query, answer.json.total, perPage),
  };
}

type Outcome =
  | { done: string; error?: undefined; path?: undefined; fields?: undefined; typed?: undefined }
  | {
      done?: undefined;
      error: string;
      /** The file whose details were refused, with what was typed and why. */
      path?: string;
      fields?: Record<string, string>;
      typed?: { name: string; alt: string };
    };

export async function action({ context, request }: Route.ActionArgs) {
  const { values, files } = await formParts(request);
  if (values.intent === "details") {
    const typed = { name: values.name ?? "", alt: values.alt ?? "" };
    const answer = await officeCall(context, request, "POST", "/files/details", {
      path: values.path,
      ...typed,
    });
    if (answer.status === 200) return { done: `Saved: ${typed.name.trim()}.` } as Outcome;
    if (answer.status === 401 || answer.status === 403) refused(answer, request);
    return data<Outcome>(
      {
        error: String(answer.json.error ?? "Not saved."),
        path: values.path,
        fields: (answer.json.fields ?? {}) as Record<string, string>,
        typed,
      },
      { status: answer.status === 404 ? 404 : 400 },
    );
  }
  // Sent by the upload script already: only their count is news.
  const sent = (values.added ?? "").split("\n").filter((line) => line.trim());
  const chosen = files.get("upload-library") ?? [];
  const refusals: string[] = [];
  for (const file of chosen) {
    const stored = await officeUpload(context, request, file, "library");
    if ("path" in stored) sent.push(stored.path);
    else refusals.push(`${file.name}: ${stored.error}`);
  }
  if (refusals.length > 0) {
    return data<Outcome>(
      { error: `Not added: ${refusals.join(" ")} Choose them again once corrected.` },
      { status: 400 },
    );
  }
  if (sent.length === 0) return data<Outcome>({ error: "Choose a file to add." }, { status: 400 });
  return { done: `${sent.length} ${sent.length === 1 ? "file" : "files"} added.` } as Outcome;
}

const size = (bytes: number | null) =>
  bytes === null
    ? ""
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function Files({ loaderData, actionData }: Route.ComponentProps) {
  const { files, query, list } = loaderData;
  const when = useWhen();
  const sources = useImageSources();
  const narrowed = Boolean(query.q || query.kind);
  return (
    <>
      <div className={s.heading}>
        <h1>File library</h1>
      </div>
      <p>
        Every picture and document the office has stored for the site. Give each a name you will
        know it by and, a picture, a few words saying what it shows: screen readers read them out.
        Any file field offers these files under <q>Choose from the library</q>. A file uploaded in a
        form that was never saved is removed after a day, unless it was added or named here.
      </p>
      {actionData?.done && (
        <p className={s.notice} role="status">
          {actionData.done}
        </p>
      )}
      {actionData?.error && !actionData.path && (
        <p className={s.error} role="alert">
          {actionData.error}
        </p>
      )}
      <form method="post" encType="multipart/form-data" className={s.panel}>
        <input type="hidden" name="intent" value="add" />
        <textarea id="library-added" name="added" hidden defaultValue="" />
        <UploadZone name="library" label="Add files" targetId="library-added" keep="library" />
        <button type="submit" className={s.button}>
          Add to the library
        </button>
      </form>
      <ListFilters q={query.q} label="Words of a file's name or description">
        <FilterChoice
          name="kind"
          label="Showing"
          value={query.kind}
          options={[
            ["", "All files"],
            ["picture", "Pictures"],
            ["pdf", "Documents (PDF)"],
          ]}
          short
        />
      </ListFilters>
      {files.length === 0 ? (
        <p>
          {list.total > 0
            ? "Nothing on this page."
            : narrowed
              ? "No file matches."
              : "The library is empty: add a file above, or upload one in any form."}
        </p>
      ) : (
        <>
          <p className={s.muted}>
            {list.total.toLocaleString("en-IN")} {list.total === 1 ? "file" : "files"}, newest
            first.
          </p>
          <ul className={s.library}>
            {files.map((file) => {
              const refused = actionData?.path === file.path ? actionData : undefined;
              const id = `file-${file.path.replace(/[^\w-]/g, "-")}`;
              return (
                <li key={file.path} className={s.libraryFile}>
                  {file.kind === "picture" ? (
                    <img
                      {...sources(file.path, "(max-width: 40rem) 5rem, 20rem")}
                      alt=""
                      width={160}
                      height={120}
                      loading="lazy"
                      className={s.libraryThumb}
                    />
                  ) : (
                    <span className={s.libraryThumb} aria-hidden="true">
                      PDF
                    </span>
                  )}
                  <form method="post" className={s.libraryDetails}>
                    <input type="hidden" name="intent" value="details" />
                    <input type="hidden" name="path" value={file.path} />
                    <label htmlFor={`${id}-name`}>Name</label>
                    <input
                      id={`${id}-name`}
                      name="name"
                      defaultValue={refused?.typed?.name ?? file.name}
                      maxLength={200}
                      required
                      className={s.input}
                      aria-invalid={refused?.fields?.name ? true : undefined}
                      aria-describedby={refused?.fields?.name ? `${id}-error` : undefined}
                    />
                    <label htmlFor={`${id}-alt`}>
                      {file.kind === "picture" ? "What it shows" : "Description"}
                    </label>
                    <input
                      id={`${id}-alt`}
                      name="alt"
                      defaultValue={refused?.typed?.alt ?? file.alt}
                      maxLength={300}
                      className={s.input}
                    />
                    {refused && (
                      <span id={`${id}-error`} className={s.error} role="alert">
                        {Object.values(refused.fields ?? {})[0] ?? refused.error}
                      </span>
                    )}
                    <button type="submit" className={`${s.button} ${s.secondary}`}>
                      Save
                    </button>
                  </form>
                  <p className={s.muted}>
                    {[file.kind === "pdf" ? "PDF" : "Picture", size(file.bytes)]
                      .filter(Boolean)
                      .join(", ")}
                    ; added {when(file.addedAt)}
                    {file.addedBy ? ` by ${file.addedBy}` : ""}.{" "}
                    <a href={fileUrl(file.path)} target="_blank" rel="noopener">
                      Open<span className="visually-hidden"> {file.name}</span>
                    </a>
                  </p>
                  <label className={s.hint}>
                    Its address, to paste in a field
                    <input readOnly value={file.path} className={s.input} />
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Pager list={list} query={new URLSearchParams(query)} />
      <script src={uploadScript} defer />
    </>
  );
}
