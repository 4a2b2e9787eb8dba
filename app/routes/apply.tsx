import { data, redirect } from "react-router";
import type { Route } from "./+types/apply";
import { languageAt, pathIn } from "#contracts/languages.ts";
import {
  applicationSteps,
  fieldsOf,
  stepProblems,
  type ApplicationStep,
} from "#contracts/admissions/application.ts";
import { documentKinds, type DocumentKind } from "#contracts/admissions/documents.ts";
import { formatDate } from "#contracts/dates.ts";
import { metaFor } from "../seo/meta.ts";
import { websiteOf } from "../website.server.ts";
import { admissionsApi } from "../apply/admissions.server.ts";
import { upiQr } from "../apply/upi-qr.server.ts";
import { applyWords } from "../apply/apply.words.ts";
import type { DraftView, PublicAdmissions } from "../apply/public-admissions.ts";
import { ApplyStep, stepsOf, type StepResult } from "../apply/apply-step.tsx";
import { ApplicationSent } from "../apply/application-sent.tsx";
import type { Fee } from "../apply/fee-payment.tsx";
import { useLanguage, useWords } from "../i18n/words.ts";
import styles from "../apply/apply.module.css";
import applyScript from "../apply/apply.browser.ts?worker&url";

// /Apply (issue 39): a family applies for admission in steps, each a plain form posted here, so
// it works without JavaScript. The first step stores a draft and e-mails the link that resumes
// it (/Apply?resume=…); every later step is stored as typed, refused or not, so a dropped
// connection, a refusal or a closed tab loses nothing. The rules are the contract's
// (#contracts/admissions), checked by the backend; the page's script checks the same as the
// family types. Every answer here is about one child: never kept by any cache.

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Apply", { matches });

const tokenPattern = /^[A-Za-z0-9_-]{32,64}$/;

type Loaded =
  | { mode: "unreachable" }
  | { mode: "new"; admissions: PublicAdmissions }
  | { mode: "unknown"; admissions: PublicAdmissions }
  | {
      mode: "draft";
      admissions: PublicAdmissions;
      token: string;
      draft: DraftView & { fee?: Fee };
      step: ApplicationStep;
      qr?: string;
      linkSent: boolean;
      payment?: "paid" | "unconfirmed" | "unavailable";
    };

export async function loader({ request, context }: Route.LoaderArgs): Promise<Loaded> {
  const website = websiteOf(context);
  const url = new URL(request.url);
  const answer = await admissionsApi.settings(website);
  if (answer?.status !== 200) return { mode: "unreachable" };
  const admissions = answer.json as PublicAdmissions;
  const token = url.searchParams.get("resume");
  if (token === null) return { mode: "new", admissions };
  const found = tokenPattern.test(token) ? await admissionsApi.draft(website, token) : undefined;
  if (tokenPattern.test(token) && !found) return { mode: "unreachable" };
  if (found?.status !== 200) return { mode: "unknown", admissions };
  const draft = found.json as unknown as DraftView & { fee?: Fee };
  return {
    mode: "draft",
    admissions,
    token,
    draft,
    step: shownStep(draft, url.searchParams.get("step")),
    qr: draft.state === "draft" ? undefined : await upiQr(draft.fee?.upiLink),
    linkSent: url.searchParams.has("sent"),
    ...(url.searchParams.has("paid")
      ? { payment: "paid" as const }
      : url.searchParams.get("payment") === "unconfirmed"
        ? { payment: "unconfirmed" as const }
        : url.searchParams.get("payment") === "unavailable"
          ? { payment: "unavailable" as const }
          : {}),
  };
}

/** The step asked for, if the family has reached it; otherwise the first not done. */
function shownStep(draft: DraftView, asked: string | null): ApplicationStep {
  const next = draft.next === "submit" ? "consent" : (draft.next as ApplicationStep);
  const steps = stepsOf(draft.answers);
  const wanted = steps.find((step) => step === asked);
  return wanted && steps.indexOf(wanted) <= steps.indexOf(next) ? wanted : next;
}

const fromForm = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const website = websiteOf(context);
  const language = languageAt(new URL(request.url).pathname);
  const w = applyWords[language];
  const here = pathIn("/Apply", language);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const token = String(form.get("token") ?? "");
  const step = applicationSteps.find((one) => one === form.get("step")) ?? "child";
  const noStore = { headers: { "Cache-Control": "no-store" } };
  const refused = (result: StepResult, status = 422) => data(result, { status, ...noStore });
  const childNames = fieldsOf("child", { className: "XI" }).map((field) => field.name);

  if (intent === "start") {
    const values = fromForm(form, childNames);
    const answer = await admissionsApi.start(
      website,
      values,
      language,
      request.headers.get("x-forwarded-for"),
    );
    if (answer?.status === 201) {
      return redirect(`${here}?resume=${String(answer.json.token)}&sent`, 303);
    }
    if (answer?.status === 422) {
      return refused({ step, values, problems: answer.json.problems as Record<string, string> });
    }
    const message =
      typeof answer?.json.error === "string" && language === "en"
        ? answer.json.error
        : w.unreachable;
    return refused({ step, values, problems: {}, message }, answer?.status ?? 503);
  }

  if (!tokenPattern.test(token)) return redirect(here, 303);
  const back = (next: string) => redirect(`${here}?resume=${token}&step=${next}`, 303);

  if (intent === "save") {
    const current = await admissionsApi.draft(website, token);
    const answers = { ...((current?.json.answers as Record<string, string>) ?? {}) };
    const names = fieldsOf(step, step === "child" ? { className: "XI" } : answers).map(
      (field) => field.name,
    );
    const values = fromForm(form, names);
    const answer = await admissionsApi.save(website, token, step, values, language);
    if (answer?.status === 200) {
      const problems = answer.json.problems as Record<string, string>;
      if (Object.keys(problems).length > 0) return refused({ step, values, problems });
      return back(String(answer.json.next === "submit" ? "consent" : answer.json.next));
    }
    if (answer?.status === 409) return redirect(`${here}?resume=${token}`, 303);
    return refused({ step, values, problems: {}, message: w.unreachable }, answer?.status ?? 503);
  }

  if (intent === "documents") {
    const problems: Record<string, string> = {};
    for (const kind of documentKinds) {
      const file = form.get(kind);
      if (!(file instanceof File) || file.size === 0) continue;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answer = await admissionsApi.document(website, token, kind, bytes, file.name);
      if (answer?.status !== 201) {
        problems[kind] = typeof answer?.json.error === "string" ? answer.json.error : w.unreachable;
      }
    }
    const current = await admissionsApi.draft(website, token);
    const missing = (current?.json.missingDocuments as DocumentKind[] | undefined) ?? [];
    for (const kind of missing) problems[kind] ??= w.documentsMissing;
    if (Object.keys(problems).length > 0) {
      return refused({ step: "documents", values: {}, problems });
    }
    return back(String(current?.json.next === "submit" ? "consent" : current?.json.next));
  }

  if (intent === "submit") {
    const values = fromForm(form, ["consent", "consentWords"]);
    const admissionsAnswer = await admissionsApi.settings(website);
    const admissions = admissionsAnswer?.json as PublicAdmissions | undefined;
    const problems = admissions
      ? stepProblems("consent", values, { ...admissions, upiId: undefined }, language)
      : {};
    if (Object.keys(problems).length > 0) return refused({ step: "consent", values, problems });
    const answer = await admissionsApi.submit(website, token, values.consentWords!, language);
    if (answer?.status === 200) return redirect(`${here}?resume=${token}`, 303);
    if (answer?.status === 422) return back(String(answer.json.step));
    const message =
      typeof answer?.json.error === "string" && language === "en"
        ? answer.json.error
        : w.unreachable;
    return refused({ step: "consent", values, problems: {}, message }, answer?.status ?? 503);
  }
  return redirect(`${here}?resume=${token}`, 303);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const w = useWords(applyWords);
  const loaded = loaderData;
  return (
    <article className={`page-body ${styles.page}`}>
      <h1>{w.heading}</h1>
      {loaded.mode === "unreachable" ? (
        <p className={styles.alert} role="alert">
          {w.unreachable}
        </p>
      ) : loaded.mode === "draft" && loaded.draft.state !== "draft" ? (
        <ApplicationSent
          draft={loaded.draft}
          token={loaded.token}
          upiId={loaded.admissions.upi?.id ?? ""}
          qr={loaded.qr}
          online={loaded.admissions.online}
          payment={loaded.payment}
        />
      ) : !loaded.admissions.open && loaded.mode !== "draft" ? (
        <Closed admissions={loaded.admissions} />
      ) : (
        <>
          {loaded.mode === "unknown" && (
            <p className={styles.alert} role="alert">
              {w.unknownLink}
            </p>
          )}
          {loaded.mode !== "draft" && <Intro admissions={loaded.admissions} />}
          <ApplyStep
            admissions={loaded.admissions}
            step={loaded.mode === "draft" ? loaded.step : "child"}
            token={loaded.mode === "draft" ? loaded.token : undefined}
            draft={loaded.mode === "draft" ? loaded.draft : undefined}
            result={actionData as StepResult | undefined}
            linkSent={loaded.mode === "draft" && loaded.linkSent}
          />
          {/* The forms work as HTML; the script checks each field as it is typed. */}
          <script src={applyScript} defer />
        </>
      )}
    </article>
  );
}

function Intro({ admissions }: { admissions: PublicAdmissions }) {
  const w = useWords(applyWords);
  const language = useLanguage();
  return (
    <>
      <p>{w.intro(admissions.session)}</p>
      <p>{w.dates(formatDate(admissions.closes, language))}</p>
    </>
  );
}

function Closed({ admissions }: { admissions: PublicAdmissions }) {
  const w = useWords(applyWords);
  const language = useLanguage();
  return (
    <>
      <p className={styles.notice}>{w.closed}</p>
      {admissions.opens && (
        <p>
          {w.closedWhen(
            formatDate(admissions.opens, language),
            formatDate(admissions.closes, language),
          )}
        </p>
      )}
      <p>{w.closedHelp}</p>
    </>
  );
}
