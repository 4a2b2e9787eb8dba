import s from "./office.module.css";

/** Which of the library's files a field takes. */
export type LibraryKind = "picture" | "pdf";

/**
 * "Choose from the library" beside a file field: a link to the library (opened beside the form,
 * where each file's address can be copied into the field), which the office's picker script
 * turns into a dialog that searches the library and writes the chosen file's address into the
 * field `targetId` (replacing it, or as a line of its own).
 */
export function LibraryPick({
  targetId,
  kind,
  mode = "single",
  label = "Choose from the library",
}: {
  targetId: string;
  kind?: LibraryKind;
  /** Its address alone, a line of addresses, or a line "name<TAB>address" (a CSV import's). */
  mode?: "single" | "lines" | "named";
  label?: string;
}) {
  return (
    <p className={s.libraryPick}>
      <a
        href={`/office/files${kind ? `?kind=${kind}` : ""}`}
        target="_blank"
        rel="noopener"
        data-library-pick={targetId}
        data-kind={kind}
        data-mode={mode}
        data-dialog-class={s.libraryDialog}
        data-input-class={s.input}
        data-button-class={`${s.button} ${s.secondary}`}
        className={`${s.button} ${s.secondary}`}
      >
        {label}
      </a>
      <span data-library-chosen aria-live="polite" className={s.hint} />
    </p>
  );
}
