import { publicFiles } from "#content/public-files.ts";
import { useImageSources } from "../../site-files.ts";
import { LibraryPick } from "../library-pick.tsx";
import { TextField, fieldId, useEditor } from "./inputs.tsx";
import s from "../office.module.css";

// A file of a block (a picture, a PDF): a stored path, typed or chosen from the school's files
// (a datalist offers them as one types), or a new file uploaded with the form. The page's
// action stores an upload and writes its path into the field, so it is never sent twice.

/** The name of the file input whose file, once stored, fills the field `name`. */
export const uploadField = (name: string) => `upload:${name}`;

export const fileLists = { pictures: "school-pictures", documents: "school-documents" } as const;

const accepts = {
  pictures: { accept: "image/jpeg,image/png,image/webp", says: "JPEG, PNG or WebP, up to 15 MB" },
  documents: {
    accept: "application/pdf,image/jpeg,image/png,image/webp",
    says: "A PDF up to 25 MB, or a picture",
  },
};

export function FileField({
  name,
  label,
  kind,
  hint,
}: {
  name: string;
  label: string;
  kind: keyof typeof fileLists;
  hint?: string;
}) {
  const { fields } = useEditor();
  const chosen = fields.get(name);
  const upload = fieldId(uploadField(name));
  return (
    <div className={s.fileField}>
      <TextField
        name={name}
        label={label}
        list={fileLists[kind]}
        hint={
          hint ??
          (kind === "pictures"
            ? "One of the school's pictures: start typing its name, or upload a new one below."
            : "One of the school's files: start typing its name, or upload a new one below.")
        }
      />
      <LibraryPick targetId={fieldId(name)} kind={kind === "pictures" ? "picture" : undefined} />
      {chosen && kind === "pictures" && <Thumbnail file={chosen} />}
      <label htmlFor={upload} className={s.uploadLabel}>
        {chosen ? "Or upload another" : "Or upload one"}
        <span className={s.hint}>
          {accepts[kind].says}; it is stored when you next press any button.
        </span>
      </label>
      <input
        type="file"
        id={upload}
        name={uploadField(name)}
        accept={accepts[kind].accept}
        className={s.file}
      />
    </div>
  );
}

/** The chosen picture, small, so that a path typed is seen to be the picture meant. */
function Thumbnail({ file }: { file: string }) {
  const sources = useImageSources();
  return <img {...sources(file, "6rem")} alt="" className={s.thumbnail} loading="lazy" />;
}

/**
 * The suggestions the file fields offer: the school's public files of each kind, and the files
 * this page already names (pictures uploaded for it, for instance).
 */
export function FileLists() {
  const { fields } = useEditor();
  const named = [...fields]
    .filter(
      ([name, value]) => /\.(?:file|goesTo)$/.test(name) && value && !value.startsWith("http"),
    )
    .map(([, value]) => value)
    .filter((value) => !value.startsWith("/") || value.startsWith("/images/"));
  const isPicture = (path: string) => /\.(?:jpe?g|png|webp|svg)$/i.test(path);
  const options = (paths: { path: string; title?: string }[]) =>
    paths
      .filter((file, index, all) => all.findIndex((other) => other.path === file.path) === index)
      .map((file) => (
        <option key={file.path} value={file.path}>
          {file.title}
        </option>
      ));
  return (
    <>
      <datalist id={fileLists.pictures}>
        {options([
          ...named.filter(isPicture).map((path) => ({ path })),
          ...publicFiles.filter((file) => file.kind === "image"),
        ])}
      </datalist>
      <datalist id={fileLists.documents}>
        {options([
          ...named.filter((path) => !isPicture(path)).map((path) => ({ path })),
          ...publicFiles,
        ])}
      </datalist>
    </>
  );
}
