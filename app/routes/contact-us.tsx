import { data, useSearchParams } from "react-router";
import { languageAt } from "#contracts/languages.ts";
import { enquiryAbout, privacyRequests, type PrivacyRequest } from "#contracts/privacy-requests.ts";
import { mapAddresses } from "#contracts/school-settings.ts";
import type { Route } from "./+types/contact-us";
import styles from "../contact/contact-us.module.css";
import contactScript from "../contact/contact.browser.ts?worker&url";
import {
  answerId,
  checkEnquiry,
  echoable,
  enquiryErrorsIn,
  enquiryFields,
  errorSummary,
  fieldId,
  valuesOf,
  type EnquiryValues,
  type FieldErrors,
} from "../contact/enquiry-form.ts";
import { contactWords } from "../contact/contact-us.words.ts";
import { enquiryWords } from "../contact/enquiry.words.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { sendEnquiry } from "../contact/send-enquiry.server.ts";
import { metaFor } from "../seo/meta.ts";
import { telHref, useSchool } from "../school.ts";
import { websiteOf } from "../website.server.ts";
import { SchoolMap } from "../frame/school-map.tsx";

// /ContactUs (spec 2.14, 4, 5; DECISIONS): the school's address, phones and e-mail, the
// enquiry form and the map. The form is a plain POST to this route's action, so it works
// without JavaScript; with its script the same schema checks it first and nothing is sent
// while a field is wrong. A failed send keeps what was typed and says how to reach the school.
// The answer (success, a failed send, the error summary) is drawn at the top of the form and
// takes the focus where the parent is looking: the action's fragment names it, so the answering
// page opens scrolled there, and `autofocus` focuses it (browsers skip autofocus on a page
// opened at a fragment naming anything else, so the two name the same element).
// The action answers in the language of the page posted from (/ContactUs or /hi/ContactUs).

type ActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: EnquiryValues; about: string }
  | {
      status: "failed";
      reason: "rate-limited" | "unavailable";
      message?: string;
      values: EnquiryValues;
      about: string;
    };

/** What the form is about: a request about the family's data (privacy-requests.ts), or "". */
const aboutOf = (value: unknown): PrivacyRequest | "" =>
  privacyRequests.includes(value as PrivacyRequest) ? (value as PrivacyRequest) : "";

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/ContactUs", { matches });

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageAt(new URL(request.url).pathname);
  const form = await request.formData();
  const typed = valuesOf(form);
  const website = form.get("website");
  const about = aboutOf(form.get("about"));
  const checked = checkEnquiry(typed, language);
  // Shown again in the form on a refusal, each field no longer than the field may be.
  const values = echoable(typed);
  if (!checked.ok) {
    return data<ActionResult>({ status: "invalid", errors: checked.errors, values, about }, 400);
  }
  const result = await sendEnquiry(
    websiteOf(context),
    {
      ...checked.enquiry,
      ...(about && { about }),
      website: typeof website === "string" ? website : "",
    },
    { forwardedFor: request.headers.get("x-forwarded-for") },
  );
  if (result.status === "sent") {
    return data<ActionResult>({ status: "sent" });
  }
  if (result.status === "invalid") {
    return data<ActionResult>(
      { status: "invalid", errors: enquiryErrorsIn(result.errors, language), values, about },
      400,
    );
  }
  // The backend's own sentence in English; in Hindi the same, with the wait it asks for.
  const minutes = result.retryAfterSeconds && Math.ceil(result.retryAfterSeconds / 60);
  const message = result.message && contactWords[language].tooMany(result.message, minutes);
  return data<ActionResult>(
    { status: "failed", reason: result.reason, message, values, about },
    result.reason === "rate-limited" ? 429 : 503,
  );
}

function HowToReachUs() {
  const school = useSchool();
  const w = useWords(contactWords);
  return (
    <>
      {w.callOffice}
      {school.phones.map((phone, i) => (
        <span key={i}>
          {i > 0 && w.or}
          <a href={telHref(phone)}>{phone}</a>
        </span>
      ))}
      {w.writeTo}
      <a href={`mailto:${school.email}`}>{school.email}</a>
      {w.afterEmail}
    </>
  );
}

/** Each wrong field's message, linking to the field; the form's script draws the same. */
function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const { summaryHeading } = useWords(enquiryWords);
  return (
    <div role="alert" className={styles.alert}>
      <h3>{summaryHeading}</h3>
      <ul>
        {errorSummary(errors).map((line) => (
          <li key={line.href}>
            <a href={line.href}>{line.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "sent" ? result.values : undefined;
  // A link from the privacy notice (/ContactUs?about=erasure) chooses the request.
  const [params] = useSearchParams();
  const about = result && result.status !== "sent" ? result.about : aboutOf(params.get("about"));
  const school = useSchool();
  const w = useWords(contactWords);
  const language = useLanguage();
  const { labels } = useWords(enquiryWords);

  return (
    <div className="page-body">
      <h1>{w.heading}</h1>
      <div className={styles.layout}>
        <section className={styles.details} aria-label={w.howToReach}>
          <div className={styles.block}>
            <h2>{w.address}</h2>
            <p>
              <a href={mapAddresses(school.map).link} target="_blank" rel="noopener noreferrer">
                {school.name}
                {school.address.lines.map((line, i) => (
                  <span key={i}>
                    <br />
                    {line}
                  </span>
                ))}
                <span className="visually-hidden">{w.opensMap}</span>
              </a>
            </p>
          </div>
          <div className={styles.block}>
            <h2>{w.phone}</h2>
            <ul>
              {school.phones.map((phone, i) => (
                <li key={i}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.block}>
            <h2>{w.email}</h2>
            <p>
              <a href={`mailto:${school.email}`}>{school.email}</a>
            </p>
          </div>
        </section>

        <form
          method="post"
          action={`#${answerId}`}
          noValidate
          className={styles.form}
          aria-labelledby="enquiry-heading"
          data-enquiry-form
          data-error-class={styles.error}
          data-alert-class={styles.alert}
        >
          <h2 id="enquiry-heading">{w.formHeading}</h2>
          <div
            id={answerId}
            tabIndex={-1}
            autoFocus={Boolean(result)}
            className={styles.answer}
            data-enquiry-answer
          >
            {result?.status === "invalid" && <ErrorSummary errors={errors} />}
            {result?.status === "failed" && (
              <div role="alert" className={styles.alert}>
                <p>
                  {result.reason === "rate-limited" && result.message
                    ? `${result.message} `
                    : w.notSent}
                  {result.reason === "rate-limited" && result.message ? w.youCanAlso : ""}
                  <HowToReachUs />
                  {w.stillInForm}
                </p>
              </div>
            )}
            {result?.status === "sent" && (
              <div role="status" className={styles.status}>
                <p>{w.sent}</p>
              </div>
            )}
          </div>

          <div className={styles.field}>
            <label htmlFor="enquiry-about">{w.about}</label>
            <select id="enquiry-about" name="about" defaultValue={about}>
              {(["", ...privacyRequests] as const).map((value) => (
                <option key={value} value={value}>
                  {enquiryAbout[language][value]}
                </option>
              ))}
            </select>
          </div>

          <div className={styles.row}>
            {enquiryFields.map((field) => {
              const id = fieldId(field.name);
              const error = errors[field.name];
              const common = {
                id,
                name: field.name,
                required: true,
                autoComplete: field.autoComplete,
                defaultValue: values?.[field.name] ?? "",
                "aria-invalid": error ? true : undefined,
                "aria-describedby": error ? `${id}-error` : undefined,
              };
              return (
                <div key={field.name} className={styles.field}>
                  <label htmlFor={id}>{labels[field.name]}</label>
                  {field.type === "textarea" ? (
                    <textarea {...common} rows={6} />
                  ) : (
                    <input {...common} type={field.type} />
                  )}
                  {error && (
                    <p id={`${id}-error`} className={styles.error}>
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>

          {/* A honeypot for form-filling robots: hidden from sight and from the Tab key. */}
          <div className="visually-hidden">
            <label htmlFor="enquiry-website">{w.honeypot}</label>
            <input
              id="enquiry-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <button type="submit" className={`button ${styles.submit}`}>
            {w.submit}
          </button>
        </form>
      </div>

      <section aria-labelledby="map-heading">
        <h2 id="map-heading">{w.mapHeading}</h2>
        <SchoolMap
          className={styles.map}
          title={w.mapTitle(school.name, school.city)}
          preview={{ width: 640, height: 320 }}
        />
      </section>
      {/* The form works as HTML; its script only checks it before it is sent. */}
      <script src={contactScript} defer />
    </div>
  );
}
