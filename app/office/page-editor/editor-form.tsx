import { BlockList } from "./block-list.tsx";
import { FileLists } from "./file-field.tsx";
import { fieldsOf, type Draft } from "./form-document.ts";
import { EditorContext, Message, TextField, fieldId, noChecks, type Checks } from "./inputs.tsx";
import s from "../office.module.css";

/**
 * The page editor: one form of the page's fields and its blocks. Every button sends all of it;
 * the saving ones are at the top (Enter in a field previews, the first of them) and again at
 * the end, with the time to publish at.
 */
export function EditorForm({
  draft,
  messages,
  checks = noChecks,
  checkUrl,
  basedOn,
  publishAt,
  forEnglish,
  submits = false,
}: {
  /** Their work waits for approval: they submit it instead of publishing (issue 41). */
  submits?: boolean;
  draft: Draft;
  messages: Record<string, string>;
  /** What the writing checks say of the words, by place. */
  checks?: Checks;
  /** Where the editor's script asks for the checks as one types. */
  checkUrl?: string;
  basedOn: number;
  publishAt: string;
  /** Hindi words: the English version they are written from, shown beside them. */
  forEnglish?: number;
}) {
  const fields = fieldsOf(draft);
  return (
    <EditorContext.Provider value={{ draft, fields, messages, checks }}>
      <form
        method="post"
        encType="multipart/form-data"
        className={s.editor}
        data-checks={checkUrl}
        data-error-class={s.error}
        data-warning-class={s.checkWarning}
      >
        <div className={s.saveBar}>
          <SaveButtons submits={submits} />
        </div>
        <input type="hidden" name="basedOn" value={basedOn} />
        {forEnglish !== undefined && <input type="hidden" name="forEnglish" value={forEnglish} />}
        <fieldset className={s.panel}>
          <legend className={s.label}>The page</legend>
          <TextField
            name="heading"
            label="Heading (optional)"
            hint="The page's main heading; its name in the menu when left empty."
          />
          <TextField
            name="crumb"
            label="Breadcrumb (optional)"
            hint="The last step of the trail above the heading, when it should differ from the page's name."
          />
          <TextField
            name="description"
            label="Description"
            hint="One sentence that search engines and link previews show."
            lines={2}
          />
          <TextField
            name="session"
            label="Session (optional)"
            hint="The academic session this page's figures are for, as 2026-27. The office home warns when a newer session begins."
            narrow
          />
        </fieldset>
        <section className={s.blocks} aria-labelledby="blocks-heading">
          <h2 id="blocks-heading">Blocks</h2>
          <BlockList path="blocks" />
        </section>
        <fieldset className={s.panel} id={fieldId("publishAt")}>
          <legend className={s.label}>Save</legend>
          <p className={s.hint}>
            {submits
              ? "Nothing you change is kept until you save it as a draft or submit it; an approver publishes it."
              : "Nothing you change is on the site, or kept, until you save it as a draft or publish it."}
          </p>
          <div className={s.actions}>
            <SaveButtons submits={submits} />
          </div>
          {!submits && (
            <div className={s.schedule}>
              <div className={s.field}>
                <label htmlFor="publish-at">Or publish at a time of your choosing</label>
                <span id="publish-at-hint" className={s.hint}>
                  The school's time. The page now on the site stays until then.
                </span>
                <input
                  type="datetime-local"
                  id="publish-at"
                  name="publishAt"
                  defaultValue={publishAt}
                  className={s.input}
                  aria-invalid={messages.publishAt ? true : undefined}
                  aria-describedby={`publish-at-hint${messages.publishAt ? ` ${fieldId("publishAt")}-error` : ""}`}
                />
                <Message at="publishAt" />
              </div>
              <button
                type="submit"
                name="intent"
                value="schedule"
                className={`${s.button} ${s.secondary}`}
              >
                Schedule
              </button>
            </div>
          )}
        </fieldset>
        <FileLists />
      </form>
    </EditorContext.Provider>
  );
}

function SaveButtons({ submits }: { submits: boolean }) {
  return (
    <>
      <button type="submit" name="intent" value="preview" className={`${s.button} ${s.secondary}`}>
        Preview
      </button>
      <button type="submit" name="intent" value="draft" className={`${s.button} ${s.secondary}`}>
        Save as draft
      </button>
      {submits ? (
        <button type="submit" name="intent" value="submit" className={s.button}>
          Submit for approval
        </button>
      ) : (
        <button type="submit" name="intent" value="publish" className={s.button}>
          Publish now
        </button>
      )}
    </>
  );
}
