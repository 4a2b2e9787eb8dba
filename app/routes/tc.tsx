import { createContext, data } from "react-router";
import type { Route } from "./+types/tc";
import { documents } from "#content/public-files.ts";
import { languageAt } from "#contracts/languages.ts";
import { PdfBlock } from "../content/pdf-block.tsx";
import { metaFor } from "../seo/meta.ts";
import { hasControlCharacter } from "#contracts/control-characters.ts";
import { checkTcFields, type TcFields } from "../tc/tc-fetch.ts";
import { tcWords } from "../tc/tc.words.ts";
import { useWords } from "../i18n/words.ts";
import tcScript from "../tc/tc.browser.ts?worker&url";
import { lookupCertificate } from "../tc/tc-lookup.server.ts";
import styles from "../tc/tc.module.css";
import { usePageSettings } from "../page-settings.ts";
import { websiteOf } from "../website.server.ts";

// /Tc (spec 2.14, 4, 5, 7, 8): the Transfer Certificate lookup. With JavaScript the browser
// calls the API and saves the file itself; without it the form posts here, and the server
// answers with the certificate as a download or shows the error beside the kept fields, in the
// language of the page posted from (/Tc or /hi/Tc).

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Tc", { matches });

type Failure = { fields: TcFields; error: string; status: number };
const failure = createContext<Failure | undefined>(undefined);

/** A field shown again is never longer than the form could send (the API's own bounds). */
const shown = (fields: TcFields): TcFields => ({
  admission: fields.admission.slice(0, 100),
  name: fields.name.slice(0, 200),
});

function fieldsOf(form: FormData): TcFields {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { admission: text("admission"), name: text("name") };
}

// A file answer has to leave before rendering, so the lookup runs in middleware: a match
// answers with the certificate itself, a miss hands its message on to the action.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST") return next();
    const form = await request.formData().catch(() => new FormData());
    const fields = fieldsOf(form);
    // Refused here, before the backend is asked: the attempt is not counted.
    const refused = checkTcFields(fields, languageAt(new URL(request.url).pathname));
    if (refused) {
      context.set(failure, { fields: shown(fields), error: refused, status: 400 });
      return next();
    }
    const result = await lookupCertificate(websiteOf(context), request, fields);
    if ("file" in result) return result.file;
    context.set(failure, { fields: shown(fields), error: result.error, status: result.status });
    return next();
  },
];

// An answer to the lookup names a student: no cache, shared or private, may keep it. Its
// status says what went wrong: 400 a field, 404 no match, 429 too many, 502/503 the backend.
export function action({ request, context }: Route.ActionArgs) {
  const { status, ...shownFailure } = context.get(failure) ?? {
    fields: { admission: "", name: "" },
    error: tcWords[languageAt(new URL(request.url).pathname)].invalid,
    status: 502,
  };
  return data(shownFailure, { status, headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const unusable = (value: string) => value.trim() === "" || hasControlCharacter(value);

interface TcFieldProps {
  name: keyof TcFields;
  label: string;
  placeholder: string;
  /** What the visitor sent, shown again after a failed lookup. */
  value: string;
  /** The lookup's error, if any: a field is marked invalid when it is empty or unusable. */
  error: string;
}

function TcField({ name, label, placeholder, value, error }: TcFieldProps) {
  const id = `tc-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        defaultValue={value}
        aria-invalid={error !== "" && unusable(value) ? true : undefined}
        aria-describedby={error ? "tc-error" : undefined}
      />
    </div>
  );
}

export default function TransferCertificate({ actionData }: Route.ComponentProps) {
  const { apiBase, schoolCode } = usePageSettings();
  const fields = actionData?.fields ?? { admission: "", name: "" };
  const error = actionData?.error ?? "";
  const w = useWords(tcWords);

  return (
    <article className="page-body">
      <h1>{w.heading}</h1>
      <p>{w.intro}</p>
      <form
        method="post"
        action="#tc-error"
        className={styles.form}
        noValidate
        aria-describedby="tc-error"
        data-tc-form
        data-api-base={apiBase}
        data-school-code={schoolCode}
      >
        {/* The answer comes first and takes the focus where the parent is looking: the action's
            fragment opens the answering page scrolled to it and autofocus focuses it (browsers
            skip autofocus on a page opened at a fragment naming anything else). */}
        <p
          id="tc-error"
          role="alert"
          tabIndex={-1}
          autoFocus={error !== ""}
          className={styles.error}
          data-tc-error
        >
          {error}
        </p>
        <TcField
          name="admission"
          label={w.admissionLabel}
          placeholder={w.admissionPlaceholder}
          value={fields.admission}
          error={error}
        />
        <TcField
          name="name"
          label={w.nameLabel}
          placeholder={w.namePlaceholder}
          value={fields.name}
          error={error}
        />
        <button type="submit" className={`button ${styles.submit}`} aria-busy="false">
          {w.viewDetails}
        </button>
      </form>
      <h2>{w.sample}</h2>
      <PdfBlock
        block={{
          type: "pdf",
          title: w.sample,
          file: documents.sampleTc,
          height: 300,
          toolbar: false,
        }}
      />
      {/* The form works as HTML; its script only spares the visitor a page load. */}
      <script src={tcScript} defer />
    </article>
  );
}
