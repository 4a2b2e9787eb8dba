import { data, redirect } from "react-router";
import { ApprovalNote } from "../approval-note.tsx";
import type { Submission } from "#contracts/approvals.ts";
import { Link } from "../../link.tsx";
import type { Route } from "./+types/page-edit";
import {
  PageDocument,
  pageMessages,
  type PageDocument as Document,
} from "#contracts/page-content.ts";
import { renderBlocks } from "../../content/rendered.ts";
import { findPage } from "../../pages.ts";
import { ErrorSummary } from "../field.tsx";
import { officeCall, refused, requireStaff } from "../office-api.server.ts";
import { applyChange, parseChange } from "../page-editor/changes.ts";
import { EditorForm } from "../page-editor/editor-form.tsx";
import { draftOf, formToDraft, type Draft } from "../page-editor/form-document.ts";
import { History, liveVersion, versionState, type Version } from "../page-editor/history.tsx";
import { describe, placeMessages } from "../page-editor/messages.ts";
import { PagePreview, type Preview } from "../page-editor/page-preview.tsx";
import { fillSizes, storeUploads } from "../page-editor/uploads.server.ts";
import libraryPickScript from "../library-pick.browser.ts?worker&url";
import pageChecksScript from "../page-editor/page-checks.browser.ts?worker&url";
import type { WritingChecks } from "#contracts/writing-checks.ts";
import { useWhen } from "../when.ts";
import { pathIn } from "#contracts/languages.ts";
import s from "../office.module.css";

// /office/pages/:path: one static page's words as blocks, edited in a plain form. Every button
// posts the whole form; the action reads it into a draft, makes the change asked for (a block
// moved, a row added), stores any file chosen, previews or saves through the office API, and
// draws the editor again from the draft, so nothing typed is lost on any answer.

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Edit ${data?.name ?? "a page"} · School office` },
];

interface Opened {
  path: string;
  number: number;
  newest: number;
  document: Document;
  versions: Version[];
  /** Hindi words: the English version they were written from. */
  forEnglish?: number;
  /** Hindi words: the English they are written beside (the version on the site). */
  english?: { number: number; document: Document };
  /** What the writing checks say of these words (contracts/writing-checks.ts). */
  checks: WritingChecks;
  /** Where its words stand in approval, if they wait or came back (issue 41). */
  approval?: Submission;
}

/** `?language=hi`: the page's Hindi versions, edited beside its English (issue 37). */
const hindiAt = (url: URL) => url.searchParams.get("language") === "hi";

/** The page's address in the office API: one word, as the route table has it. */
const apiPath = (path: string | undefined) => {
  if (!path || !/^[A-Za-z][A-Za-z0-9]*$/.test(path))
    throw new Response("Not found.", { status: 404 });
  return `/pages/${path}`;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const version = url.searchParams.get("version");
  const hindi = hindiAt(url);
  const query = new URLSearchParams({
    ...(version && /^\d{1,9}$/.test(version) && { version }),
    ...(hindi && { language: "hi" }),
  });
  const [answer, staff] = await Promise.all([
    officeCall<Opened>(
      context,
      request,
      "GET",
      `${apiPath(params.path)}${query.size > 0 ? `?${query}` : ""}`,
    ),
    requireStaff(context, request),
  ]);
  if (answer.status !== 200) refused(answer, request);
  const page = answer.json;
  const now = Date.now();
  return {
    page,
    hindi,
    submits: staff.submits === true,
    approves: staff.approves === true,
    english: page.english && {
      number: page.english.number,
      heading: page.english.document.heading ?? findPage(page.path)?.name ?? page.path,
      session: page.english.document.session,
      blocks: renderBlocks(page.english.document.blocks),
    },
    name: findPage(page.path)?.name ?? page.path,
    now,
    live: liveVersion(page.versions, now)?.number,
    saved: url.searchParams.get("saved"),
    savedNumber: Number(url.searchParams.get("number")) || undefined,
    restoredFrom: Number(url.searchParams.get("from")) || undefined,
  };
}

type Answer = {
  draft: Draft;
  /** What the writing checks say of the draft as sent. */
  checks?: WritingChecks;
  basedOn: number;
  publishAt: string;
  errors: Record<string, string>;
  error?: string;
  stale?: { newest: number; message: string };
  preview?: Preview;
};

/** An answer that keeps the form as sent, with what went wrong. */
const again = (answer: Answer, status = 200) => data({ ...answer, restore: undefined }, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const path = apiPath(params.path);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "preview");
  const basedOn = Number(form.get("basedOn")) || 0;
  const hindi = hindiAt(new URL(request.url));
  const forEnglish = hindi ? Number(form.get("forEnglish")) || undefined : undefined;

  if (intent === "restore") return restore(context, request, path, form, basedOn, hindi);

  const publishAt = String(form.get("publishAt") ?? "").trim();
  const draft = formToDraft(form);
  const uploads = await storeUploads(context, request, form, draft);
  await fillSizes(context, draft, uploads.stored);
  const answer: Answer = { draft, basedOn, publishAt, errors: uploads.errors };
  if (Object.keys(uploads.errors).length > 0) {
    answer.error = "A file could not be stored; the rest of your changes are kept.";
  }

  const change = parseChange(intent, form);
  if (change) {
    const changed = applyChange(draft, change);
    return again({ ...answer, draft: changed, checks: await checksOf(context, request, changed) });
  }
  answer.checks = await checksOf(context, request, draft);

  if (intent === "preview") {
    const checked = PageDocument.safeParse(draft);
    if (!checked.success) {
      return again({
        ...answer,
        error: "The preview shows once these are corrected.",
        errors: { ...pageMessages(checked.error.issues), ...uploads.errors },
      });
    }
    const heading = checked.data.heading ?? findPage(`/${params.path}`)?.name ?? "";
    return again({
      ...answer,
      preview: {
        heading,
        session: checked.data.session,
        blocks: renderBlocks(checked.data.blocks),
      },
    });
  }

  if (answer.error) return again(answer, 400);
  // Submitting saves a draft version, then puts it in the approval queue.
  const status = intent === "draft" || intent === "submit" ? "draft" : "published";
  if (intent === "schedule" && !publishAt) {
    return again(
      { ...answer, error: "Say when to publish.", errors: { publishAt: "Give a date and time." } },
      400,
    );
  }
  const saved = await officeCall<
    Version & { error?: string; fields?: Record<string, string>; newest?: number }
  >(context, request, "PUT", path, {
    document: draft,
    status,
    publishAt: intent === "schedule" ? publishAt : "",
    basedOn,
    ...(hindi && { language: "hi", forEnglish }),
  }).catch((error: unknown) => {
    // The backend is out of reach: the words stay in the form, to be saved again.
    if (error instanceof Response) return undefined;
    throw error;
  });
  if (!saved) {
    return again(
      {
        ...answer,
        error:
          "The school office could not reach its backend just now. Your words are kept; please save again.",
      },
      503,
    );
  }
  if (saved.status === 200 && intent === "submit") {
    const submitted = await officeCall(context, request, "POST", "/approvals", {
      kind: "page",
      path: `/${params.path}`,
      language: hindi ? "hi" : "en",
    });
    const kind = submitted.status === 201 ? "submitted" : "draft";
    throw redirect(
      `/office/pages/${params.path}?saved=${kind}&number=${saved.json.number}${hindi ? "&language=hi" : ""}`,
      { headers: saved.headers },
    );
  }
  if (saved.status === 200) {
    const kind = status === "draft" ? "draft" : intent === "schedule" ? "scheduled" : "published";
    const language = hindi ? "&language=hi" : "";
    throw redirect(
      `/office/pages/${params.path}?saved=${kind}&number=${saved.json.number}${language}`,
      { headers: saved.headers },
    );
  }
  if (saved.status === 400) {
    return again(
      {
        ...answer,
        error: saved.json.error ?? "Some fields need attention.",
        errors: saved.json.fields ?? {},
      },
      400,
    );
  }
  if (saved.status === 409) {
    // Someone saved first: the words typed here stay, and the next save is made knowing that.
    const newest = saved.json.newest ?? basedOn;
    return again(
      {
        ...answer,
        basedOn: newest,
        stale: {
          newest,
          message: saved.json.error ?? "Someone saved this page since you opened it.",
        },
      },
      409,
    );
  }
  refused(saved, request);
}

/**
 * What the writing checks say of a draft (the API's, which knows which PDFs have no text); none
 * when it cannot be asked, for a check is no reason to lose an answer.
 */
async function checksOf(
  context: Route.ActionArgs["context"],
  request: Request,
  draft: Draft,
): Promise<WritingChecks | undefined> {
  const answer = await officeCall<WritingChecks>(context, request, "POST", "/pages/check", {
    document: draft,
  }).catch(() => undefined);
  return answer?.status === 200 ? answer.json : undefined;
}

/** Brings an earlier version back as a new one, published at once. */
async function restore(
  context: Route.ActionArgs["context"],
  request: Request,
  path: string,
  form: FormData,
  basedOn: number,
  hindi: boolean,
) {
  const number = Number(form.get("number")) || 0;
  const answer = await officeCall<Version & { error?: string }>(
    context,
    request,
    "POST",
    `${path}/restore`,
    { number, basedOn, ...(hindi && { language: "hi" }) },
  );
  if (answer.status === 200) {
    const language = hindi ? "&language=hi" : "";
    throw redirect(
      `/office/pages/${path.slice("/pages/".length)}?saved=restored&number=${answer.json.number}&from=${number}${language}`,
      { headers: answer.headers },
    );
  }
  if (answer.status === 400 || answer.status === 409) {
    return data(
      { restore: answer.json.error ?? "That version could not be restored." },
      { status: answer.status },
    );
  }
  refused(answer, request);
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, hindi, english, name, now, live, saved, savedNumber, restoredFrom } = loaderData;
  const { submits, approves } = loaderData;
  const language = hindi ? "&language=hi" : "";
  const when = useWhen();
  const answer = actionData && "draft" in actionData ? (actionData as Answer) : undefined;
  const restoreError = actionData && "restore" in actionData ? actionData.restore : undefined;
  const draft = answer?.draft ?? draftOf(page.document);
  // A message about the page as a whole heads the summary; the others link to their places.
  const { form: aboutPage, ...placed } = placeMessages(answer?.errors ?? {}, draft);
  const checked = answer ? answer.checks : page.checks;
  const checks = {
    errors: placeMessages(checked?.errors ?? {}, draft),
    warnings: placeMessages(checked?.warnings ?? {}, draft),
  };
  const checkUrl = `/office/pages/${page.path.slice(1)}/check${hindi ? "?language=hi" : ""}`;
  const labels = Object.fromEntries(Object.keys(placed).map((at) => [at, describe(at, draft)]));
  const wrong = Object.keys(placed).length > 0;
  const shown = page.versions.find((version) => version.number === page.number);
  const savedVersion = page.versions.find((version) => version.number === savedNumber);
  return (
    <>
      <p>
        <Link to={hindi ? "/office/translations" : "/office/pages"}>
          ← {hindi ? "Hindi to write" : "Pages"}
        </Link>
      </p>
      <div className={s.heading}>
        <h1>
          Edit {name}
          {hindi ? " in Hindi" : ""}
        </h1>
        <a href={hindi ? pathIn(page.path, "hi") : page.path}>See the page on the site</a>
      </div>
      <nav aria-label="Language" className={s.languages}>
        <Link
          to={`/office/pages/${page.path.slice(1)}`}
          aria-current={hindi ? undefined : "page"}
          hrefLang="en-IN"
        >
          English
        </Link>
        <Link
          to={`/office/pages/${page.path.slice(1)}?language=hi`}
          aria-current={hindi ? "page" : undefined}
          hrefLang="hi-IN"
          lang="hi-IN"
        >
          हिन्दी
        </Link>
      </nav>
      {hindi && english && <HindiState page={page} english={english.number} />}
      {/* Said after a save; a later refused or changed form is about other words. */}
      {saved && savedNumber && !actionData && (
        <p className={s.notice} role="status">
          {saved === "published" && `Published: version ${savedNumber} is on the site.`}
          {saved === "draft" && `Saved as a draft: version ${savedNumber} is not on the site.`}
          {saved === "submitted" &&
            `Submitted for approval: version ${savedNumber} goes on the site once an approver publishes it.`}
          {saved === "scheduled" &&
            `Scheduled: version ${savedNumber} goes on the site at ${when(savedVersion?.publishAt)}.`}
          {saved === "restored" &&
            `Restored version ${restoredFrom} as version ${savedNumber}; it is on the site now.`}
        </p>
      )}
      <ApprovalNote approval={page.approval} approves={approves} />
      {restoreError && (
        <div className={s.summary} role="alert">
          <h2>{restoreError}</h2>
        </div>
      )}
      {answer?.stale && (
        <div className={s.summary} role="alert" tabIndex={-1} id="error-summary">
          <h2>{answer.stale.message}</h2>
          <p>
            <a
              href={`/office/pages/${page.path.slice(1)}?version=${answer.stale.newest}${language}`}
              target="_blank"
              rel="noreferrer"
            >
              Look at version {answer.stale.newest} (opens in a new tab)
            </a>
            . Saving again replaces it with your words here.
          </p>
        </div>
      )}
      <ErrorSummary
        error={
          [answer?.error, aboutPage].filter(Boolean).join(" ") ||
          (wrong ? "Some fields need attention." : undefined)
        }
        fields={wrong ? placed : undefined}
        labels={labels}
      />
      {page.number !== page.newest && !answer && shown && (
        <p className={s.notice}>
          You are reading version {page.number} (
          {versionState(shown, live, now).label.toLowerCase()}, saved {when(shown.savedAt)} by{" "}
          {shown.savedBy}). Saving it makes it version {page.newest + 1}.{" "}
          <Link to={`/office/pages/${page.path.slice(1)}${language.replace("&", "?")}`}>
            Open the newest
          </Link>
        </p>
      )}
      {answer?.preview && <PagePreview preview={answer.preview} />}
      {hindi && english ? (
        // The English on the site beside the Hindi form (above it on a phone), to write from.
        <div className={s.beside}>
          <details open className={s.besideEnglish} lang="en-IN">
            <summary>The English, version {english.number}</summary>
            <PagePreview preview={english} title={`English version ${english.number}`} />
          </details>
          <EditorForm
            draft={draft}
            messages={placed}
            checks={checks}
            checkUrl={checkUrl}
            basedOn={answer?.basedOn ?? page.newest}
            publishAt={answer?.publishAt ?? ""}
            forEnglish={english.number}
            submits={submits}
          />
        </div>
      ) : (
        <EditorForm
          draft={draft}
          messages={placed}
          checks={checks}
          checkUrl={checkUrl}
          basedOn={answer?.basedOn ?? page.newest}
          publishAt={answer?.publishAt ?? ""}
          submits={submits}
        />
      )}
      {page.versions.length > 0 && (
        <History
          path={page.path.slice(1)}
          versions={page.versions}
          open={page.number}
          newest={page.newest}
          live={live}
          now={now}
          hindi={hindi}
          restores={!submits}
        />
      )}
      <script src={libraryPickScript} defer />
      <script src={pageChecksScript} defer />
    </>
  );
}

/** Where the Hindi stands against the English on the site. */
function HindiState({ page, english }: { page: Opened; english: number }) {
  if (page.newest === 0) {
    return (
      <p className={s.notice}>
        This page has no Hindi yet: the site shows its English, saying so. The form starts with the
        English words of version {english}; write them in Hindi, then publish.
      </p>
    );
  }
  if ((page.forEnglish ?? 0) < english) {
    return (
      <p className={s.notice}>
        The English has changed since this Hindi was written (it was written from English version{" "}
        {page.forEnglish}; version {english} is on the site). Bring the Hindi up to date from the
        English beside it, then publish.
      </p>
    );
  }
  return (
    <p className={s.muted}>Written from English version {page.forEnglish}, the one on the site.</p>
  );
}
