import {
  applicationSteps,
  fieldsOf,
  type Answers,
  type ApplicationStep,
} from "#contracts/admissions/application.ts";
import { documentLabels, documentsAsked } from "#contracts/admissions/documents.ts";
import { pathIn } from "#contracts/languages.ts";
import { formatDate } from "#contracts/dates.ts";
import { useLanguage } from "../i18n/words.ts";
import { useSchool } from "../school.ts";
import { ApplyField } from "./apply-field.tsx";
import { applyWords } from "./apply.words.ts";
import type { DraftView, PublicAdmissions } from "./public-admissions.ts";
import styles from "./apply.module.css";

// One step of /Apply as a form of its own: the steps' list (those reached are links back),
// the answer of the last post above the fields, the fields, and the button that saves and
// goes on. The documents step sends files; the last shows everything for a check and sends.

/** The steps this application has: a step that asks nothing of this child is left out. */
export const stepsOf = (answers: Answers): ApplicationStep[] =>
  applicationSteps.filter(
    (step) => step === "documents" || step === "consent" || fieldsOf(step, answers).length > 0,
  );

export interface StepResult {
  step: ApplicationStep;
  problems: Record<string, string>;
  values: Record<string, string>;
  message?: string;
}

interface Props {
  admissions: PublicAdmissions;
  step: ApplicationStep;
  token?: string;
  draft?: DraftView;
  result?: StepResult;
  linkSent: boolean;
}

const answerId = "apply-answer";

export function ApplyStep({ admissions, step, token, draft, result, linkSent }: Props) {
  const language = useLanguage();
  const w = applyWords[language];
  const here = pathIn("/Apply", language);
  const answers = draft?.answers ?? {};
  const mine = result?.step === step ? result : undefined;
  const values = { ...answers, ...mine?.values };
  const problems = mine?.problems ?? {};
  const steps = stepsOf(answers);
  const reached = draft
    ? steps.indexOf(draft.next === "submit" ? "consent" : (draft.next as ApplicationStep))
    : 0;
  const shown =
    step === "child" && !draft
      ? fieldsOf("child", { className: "XI" })
      : fieldsOf(step, step === "child" ? { ...values, className: "XI" } : answers);
  const message =
    mine?.message ??
    (Object.keys(problems).length > 0
      ? w.problems
      : linkSent && draft
        ? w.linkSent(answers.email ?? "")
        : "");
  const index = steps.indexOf(step);

  return (
    <>
      <ol className={styles.steps} aria-label={w.stepOf(index + 1, steps.length)}>
        {steps.map((one, at) => (
          <li key={one} aria-current={one === step ? "step" : undefined}>
            {draft && at <= reached && one !== step ? (
              <a href={`${here}?resume=${token}&step=${one}`}>{w.steps[one]}</a>
            ) : (
              w.steps[one]
            )}
          </li>
        ))}
      </ol>
      <form
        method="post"
        action={`${token ? `?resume=${token}&step=${step}` : ""}#${answerId}`}
        encType={step === "documents" ? "multipart/form-data" : undefined}
        className={styles.form}
        noValidate
        data-apply-form={step}
        data-admissions={JSON.stringify(admissions)}
        data-answers={JSON.stringify(answers)}
      >
        <h2>{w.steps[step]}</h2>
        <p
          id={answerId}
          tabIndex={-1}
          autoFocus={message !== ""}
          role={Object.keys(problems).length > 0 || mine?.message ? "alert" : "status"}
          className={
            mine?.message || Object.keys(problems).length > 0 ? styles.alert : styles.notice
          }
          hidden={message === ""}
        >
          {message}
        </p>
        <input
          type="hidden"
          name="intent"
          value={
            !draft
              ? "start"
              : step === "documents"
                ? "documents"
                : step === "consent"
                  ? "submit"
                  : "save"
          }
        />
        <input type="hidden" name="step" value={step} />
        {token && <input type="hidden" name="token" value={token} />}
        {step === "documents" ? (
          <Documents draft={draft} problems={problems} />
        ) : step === "consent" ? (
          <Consent
            admissions={admissions}
            draft={draft}
            token={token}
            problems={problems}
            values={values}
          />
        ) : (
          shown.map((field) => (
            <ApplyField
              key={field.name}
              name={field.name}
              value={values[field.name] ?? ""}
              problem={problems[field.name]}
              admissions={admissions}
            />
          ))
        )}
        <div className={styles.actions}>
          <button type="submit" className="button">
            {!draft
              ? w.begin
              : step === "documents"
                ? w.sendDocuments
                : step === "consent"
                  ? w.send
                  : w.next}
          </button>
          {draft && index > 0 && (
            <a href={`${here}?resume=${token}&step=${steps[index - 1]}`}>{w.back}</a>
          )}
        </div>
      </form>
    </>
  );
}

function Documents({ draft, problems }: { draft?: DraftView; problems: Record<string, string> }) {
  const language = useLanguage();
  const w = applyWords[language];
  const kinds = documentsAsked(draft?.answers ?? {});
  return (
    <>
      <p className={styles.hint}>{w.documentsIntro}</p>
      {kinds.map((kind) => {
        const id = `apply-${kind}`;
        const received = draft?.documents.find((one) => one.kind === kind);
        const problem = problems[kind];
        return (
          <div className={styles.field} key={kind}>
            <label htmlFor={id}>{documentLabels[language][kind]}</label>
            {received && (
              <p className={styles.hint} id={`${id}-hint`}>
                {w.received(received.name)}
              </p>
            )}
            <input
              id={id}
              name={kind}
              type="file"
              accept={
                kind === "photo"
                  ? "image/jpeg,image/png,image/webp"
                  : "application/pdf,image/jpeg,image/png,image/webp"
              }
              aria-invalid={problem ? true : undefined}
              aria-describedby={
                [received && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ") ||
                undefined
              }
            />
            <p className={styles.problem} id={`${id}-problem`}>
              {problem ?? ""}
            </p>
          </div>
        );
      })}
    </>
  );
}

function Consent({
  admissions,
  draft,
  token,
  problems,
  values,
}: {
  admissions: PublicAdmissions;
  draft?: DraftView;
  token?: string;
  problems: Record<string, string>;
  values: Record<string, string>;
}) {
  const language = useLanguage();
  const w = applyWords[language];
  const school = useSchool();
  const here = pathIn("/Apply", language);
  const answers = draft?.answers ?? {};
  const words = w.consentWords(school.name, admissions.keptMonths);
  const reviewed = stepsOf(answers).filter((step) => step !== "consent");
  const shownValue = (name: string, value: string) =>
    name === "dateOfBirth"
      ? formatDate(value, language)
      : name === "gender"
        ? (w.genders[value] ?? value)
        : name === "sports" || name === "arts"
          ? (w.levels[value as keyof typeof w.levels] ?? value)
          : value;
  return (
    <>
      <p>{w.review}</p>
      {reviewed.map((step) => (
        <section key={step} className={styles.reviewed} aria-labelledby={`apply-review-${step}`}>
          <h3 id={`apply-review-${step}`}>
            {w.steps[step]}{" "}
            <a href={`${here}?resume=${token}&step=${step}`}>
              {w.edit}
              <span className="visually-hidden">: {w.steps[step]}</span>
            </a>
          </h3>
          <dl className={styles.review}>
            {step === "documents"
              ? draft?.documents.map((one) => (
                  <div key={one.kind}>
                    <dt>
                      {documentLabels[language][one.kind as keyof (typeof documentLabels)["en"]]}
                    </dt>
                    <dd>{one.name}</dd>
                  </div>
                ))
              : fieldsOf(step, answers)
                  .filter((field) => answers[field.name])
                  .map((field) => (
                    <div key={field.name}>
                      <dt>{w.labels[field.name]}</dt>
                      <dd>{shownValue(field.name, answers[field.name]!)}</dd>
                    </div>
                  ))}
          </dl>
        </section>
      ))}
      <p id="apply-consent-words">{words}</p>
      <input type="hidden" name="consentWords" value={words} />
      <div className={styles.field}>
        <label className={styles.tick}>
          <input
            type="checkbox"
            name="consent"
            value="yes"
            id="apply-consent"
            defaultChecked={values.consent === "yes"}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={`apply-consent-words${problems.consent ? " apply-consent-problem" : ""}`}
          />
          {w.labels.consent}
        </label>
        <p className={styles.problem} id="apply-consent-problem" data-problem-for="apply-consent">
          {problems.consent ?? ""}
        </p>
      </div>
    </>
  );
}
