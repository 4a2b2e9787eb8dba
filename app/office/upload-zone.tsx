import s from "./office.module.css";

export type UploadTarget = "public" | "certificates";

/** What the office takes, as the file chooser and its hint say it. */
const accepted = {
  files: {
    accept: "application/pdf,image/jpeg,image/png,image/webp",
    says: "PDF up to 25 MB; JPEG, PNG or WebP up to 15 MB",
  },
  photos: {
    accept: "image/jpeg,image/png,image/webp",
    says: "JPEG, PNG or WebP, up to 15 MB each",
  },
} as const;

/**
 * A file chooser that works as a plain form field (its files go with the form) and, with the
 * office's upload script, takes dropped files too and sends each at once with its progress,
 * writing each stored path into `targetId`'s field instead, with a retry for any that fails.
 */
export function UploadZone({
  name,
  label,
  targetId,
  multiple = true,
  mode = multiple ? "lines" : "single",
  kind = "files",
  target = "public",
  keep,
  describedBy,
}: {
  /** The file input's name: the form's action reads the files under it. */
  name: string;
  label: string;
  /** The field the script writes each stored path into (one a line, or the only one). */
  targetId: string;
  multiple?: boolean;
  /** How a stored path is written: a line each, the only one, or a line "name<TAB>path" each. */
  mode?: "lines" | "single" | "named";
  kind?: keyof typeof accepted;
  target?: UploadTarget;
  /** Sent to the file library on purpose: kept there though no record names it yet. */
  keep?: "library";
  describedBy?: string;
}) {
  const id = `upload-${name}`;
  return (
    <div
      className={s.upload}
      data-upload={
        target === "certificates"
          ? "/office/upload?for=certificates"
          : kind === "photos"
            ? "/office/upload?only=pictures"
            : keep
              ? "/office/upload?keep=library"
              : "/office/upload"
      }
      data-upload-target={targetId}
      data-upload-mode={mode}
    >
      <label htmlFor={id} className={s.uploadLabel}>
        {label}
        <span className={s.hint}>
          {accepted[kind].says}
          {multiple ? "; choose or drop several at once" : ""}.
        </span>
      </label>
      <input
        type="file"
        id={id}
        name={id}
        multiple={multiple}
        accept={accepted[kind].accept}
        className={s.file}
        aria-describedby={describedBy}
      />
      {/* The script lists each file here as it goes: a progress bar, then done or a retry. */}
      <ul className={s.uploads} data-upload-list aria-live="polite" />
    </div>
  );
}
