import { Blocks } from "../../content/blocks.tsx";
import type { RenderedBlock } from "../../content/rendered.ts";
import s from "../office.module.css";

export interface Preview {
  heading: string;
  session?: string;
  blocks: RenderedBlock[];
}

/**
 * The page as the site would draw it, with the site's own block templates, from the words in
 * the editor before anything is saved. Marked as a preview, and drawn without the site's
 * scripts: every tab's panel shows, one after another.
 */
export function PagePreview({ preview, title }: { preview: Preview; title?: string }) {
  // With a title: a saved version shown as it is (the English beside a Hindi form).
  const id = title ? "beside-heading" : "preview-heading";
  return (
    <section className={`${s.preview} ${s.pagePreview}`} aria-labelledby={id}>
      <h2 id={id} className={title ? "visually-hidden" : undefined}>
        {title ?? "Preview: not saved yet"}
      </h2>
      {!title && (
        <p className={s.muted}>
          The page as visitors would see it with these words. Nothing is on the site until you
          publish.
        </p>
      )}
      <div className={`page-body ${s.previewBody}`}>
        <p className={s.previewTitle}>{preview.heading}</p>
        {preview.session ? <p className="page-session">For the session {preview.session}</p> : null}
        <Blocks blocks={preview.blocks} />
      </div>
    </section>
  );
}
