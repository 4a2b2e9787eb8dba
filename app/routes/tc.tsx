import { useState, type FormEvent } from "react";
import { createContext, data, Form, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/tc";
import { documents } from "#content/public-files.ts";
import { site } from "#content/site.ts";
import { PdfBlock } from "../content/pdf-block.tsx";
import { metaFor } from "../frame/title.ts";
import { bothFilled, fetchCertificate, tcMessages, type TcFields } from "../tc/tc-fetch.ts";
import { lookupCertificate } from "../tc/tc-lookup.server.ts";
import styles from "../tc/tc.module.css";

// /Tc (spec 2.14, 4, 5, 7, 8): the Transfer Certificate lookup. With JavaScript the browser
// calls the API and saves the file itself; without it the form posts here, and the server
// answers with the certificate as a download or shows the error beside the kept fields.

export const meta = () =>
  metaFor("/Tc", "Download your child's Transfer Certificate with the admission number and name.");

const failure = createContext<{ fields: TcFields; error: string } | undefined>(undefined);

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
    if (!bothFilled(fields)) {
      context.set(failure, { fields, error: tcMessages.empty });
      return next();
    }
    const result = await lookupCertificate(request, fields);
    if ("file" in result) return result.file;
    context.set(failure, { fields, error: result.error });
    return next();
  },
];

// An answer to the lookup names a student: no cache, shared or private, may keep it.
export function action({ context }: Route.ActionArgs) {
  return data(
    context.get(failure) ?? { fields: { admission: "", name: "" }, error: tcMessages.invalid },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function TransferCertificate({ actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { apiBase?: string } | undefined;
  const [fields, setFields] = useState<TcFields>(actionData?.fields ?? { admission: "", name: "" });
  const [error, setError] = useState(actionData?.error ?? "");
  const [busy, setBusy] = useState(false);

  const edit = (key: keyof TcFields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
    setError("");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!bothFilled(fields)) {
      setError(tcMessages.empty);
      return;
    }
    setError("");
    setBusy(true);
    try {
      const result = await fetchCertificate({
        fields,
        apiBase: root?.apiBase ?? "",
        schoolCode: site.schoolCode,
        fetch: (request) => fetch(request),
      });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      const blob = await result.file.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `tc.${result.extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setError(tcMessages.unreachable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page-body">
      <h1>Transfer Certificate</h1>
      <p>
        Enter the admission number and the student&apos;s full name as they appear in the
        school&apos;s records, then choose View Details to download the certificate.
      </p>
      <Form
        method="post"
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby="tc-error"
      >
        <div className={styles.field}>
          <label htmlFor="tc-admission">Admission No.</label>
          <input
            id="tc-admission"
            name="admission"
            placeholder="Admission Number"
            autoComplete="off"
            value={fields.admission}
            onChange={edit("admission")}
            aria-invalid={error !== "" && fields.admission.trim() === "" ? true : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="tc-name">Student Full Name</label>
          <input
            id="tc-name"
            name="name"
            placeholder="Student Name"
            autoComplete="off"
            value={fields.name}
            onChange={edit("name")}
            aria-invalid={error !== "" && fields.name.trim() === "" ? true : undefined}
          />
        </div>
        <p id="tc-error" role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
          {busy ? "Please wait…" : "View Details"}
        </button>
      </Form>
      <h2>Sample Transfer Certificate</h2>
      <PdfBlock
        block={{
          type: "pdf",
          title: "Sample Transfer Certificate",
          file: documents.sampleTc,
          height: 300,
          toolbar: false,
        }}
      />
    </article>
  );
}
