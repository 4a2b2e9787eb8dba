import { data } from "react-router";
import type { Route } from "./+types/apply-status";
import { languageAt } from "#contracts/languages.ts";
import type { ApplicationState } from "#contracts/admissions/application.ts";
import { formatDate, todayIn } from "#contracts/dates.ts";
import { metaFor } from "../seo/meta.ts";
import { websiteOf } from "../website.server.ts";
import { admissionsApi } from "../apply/admissions.server.ts";
import { upiQr } from "../apply/upi-qr.server.ts";
import { applyWords } from "../apply/apply.words.ts";
import { FeePayment, type Fee } from "../apply/fee-payment.tsx";
import { useLanguage } from "../i18n/words.ts";
import { usePageSettings } from "../page-settings.ts";
import styles from "../apply/apply.module.css";

// /Apply/status (issue 39): an application's state by its number and the child's date of
// birth, both together, as the TC lookup asks two things together: the backend answers a wrong
// pair the same way whichever is wrong, and counts every attempt. A plain form posted here;
// the answer names one child, so nothing keeps it.

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Apply/status", { matches });

interface Status {
  number: string;
  state: ApplicationState;
  session: string;
  className: string;
  stream: string | null;
  submittedAt: string | null;
  fee: Fee;
  slot: { at: string; place: string } | null;
}

type Result =
  { found: Status; qr?: string; upiId: string; values: Fields } | { error: string; values: Fields };
type Fields = { number: string; dateOfBirth: string };

export async function action({ request, context }: Route.ActionArgs) {
  const website = websiteOf(context);
  const language = languageAt(new URL(request.url).pathname);
  const w = applyWords[language];
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 40);
  const values = { number: text("number"), dateOfBirth: text("dateOfBirth") };
  const noStore = { "Cache-Control": "no-store" };
  if (!values.number.trim() || !values.dateOfBirth.trim()) {
    return data<Result>({ error: w.emptyFields, values }, { status: 400, headers: noStore });
  }
  const answer = await admissionsApi.status(
    website,
    values.number,
    values.dateOfBirth,
    request.headers.get("x-forwarded-for"),
  );
  if (answer?.status === 200) {
    const found = answer.json as unknown as Status;
    const settings = await admissionsApi.settings(website);
    const upi = settings?.json.upi as { id: string } | null | undefined;
    return data<Result>(
      { found, qr: await upiQr(found.fee.upiLink), upiId: upi?.id ?? "", values },
      { headers: noStore },
    );
  }
  const error =
    answer && typeof answer.json.error === "string" && language === "en"
      ? answer.json.error
      : answer?.status === 404
        ? w.statusNotFound
        : answer?.status === 429
          ? w.tooMany
          : w.unreachable;
  return data<Result>({ error, values }, { status: answer?.status ?? 503, headers: noStore });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : { "Cache-Control": "private, no-cache" };

export default function ApplicationStatus({ actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const w = applyWords[language];
  const result = actionData as Result | undefined;
  const values = result?.values ?? { number: "", dateOfBirth: "" };
  const error = result && "error" in result ? result.error : "";
  const found = result && "found" in result ? result : undefined;
  const { timeZone } = usePageSettings();
  return (
    <article className={`page-body ${styles.page}`}>
      <h1>{w.statusHeading}</h1>
      <p>{w.statusIntro}</p>
      <form method="post" action="#apply-answer" className={styles.form} noValidate>
        <p
          id="apply-answer"
          role="alert"
          tabIndex={-1}
          autoFocus={error !== ""}
          className={styles.alert}
          hidden={error === ""}
        >
          {error}
        </p>
        <div className={styles.field}>
          <label htmlFor="status-number">{w.numberLabel}</label>
          <input
            id="status-number"
            name="number"
            autoComplete="off"
            placeholder={w.numberPlaceholder}
            defaultValue={values.number}
            required
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="status-born">{w.bornLabel}</label>
          <input
            id="status-born"
            name="dateOfBirth"
            type="date"
            defaultValue={values.dateOfBirth}
            required
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            {w.check}
          </button>
        </div>
      </form>
      {found && (
        <section aria-labelledby="status-found" className={styles.form}>
          <h2 id="status-found" tabIndex={-1} autoFocus>
            {found.found.number}
          </h2>
          <dl className={styles.review}>
            <div>
              <dt>{w.stateLabel}</dt>
              <dd>
                <strong>{w.states[found.found.state]}</strong>
              </dd>
            </div>
            <div>
              <dt>{w.classLabel}</dt>
              <dd>
                {found.found.className}
                {found.found.stream ? ` (${found.found.stream})` : ""}
              </dd>
            </div>
            <div>
              <dt>{w.sessionLabel}</dt>
              <dd>{found.found.session}</dd>
            </div>
            {found.found.slot && (
              <div>
                <dt>{w.slotLabel}</dt>
                <dd>
                  {new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
                    dateStyle: "full",
                    timeStyle: "short",
                    timeZone,
                  }).format(new Date(found.found.slot.at))}
                  , {found.found.slot.place}
                </dd>
              </div>
            )}
            {found.found.submittedAt && (
              <div>
                <dt>{w.sentOn}</dt>
                <dd>
                  {formatDate(todayIn(timeZone, new Date(found.found.submittedAt)), language)}
                </dd>
              </div>
            )}
          </dl>
          <FeePayment
            fee={found.found.fee}
            number={found.found.number}
            upiId={found.upiId}
            qr={found.qr}
          />
        </section>
      )}
    </article>
  );
}
