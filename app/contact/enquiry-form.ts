import { Enquiry, enquiryMaxLengths } from "#contracts/entities.ts";
import type { Language } from "#contracts/languages.ts";
import { enquiryMessagesHi, enquiryWords } from "./enquiry.words.ts";

// The contact form's fields in order, and the one check the page, its action and the API share
// (the `Enquiry` schema with the spec 5 messages). Only the first message of a field is shown.
// The labels are in enquiry.words.ts; the schema's English messages are given in the page's
// language by `enquiryMessageIn`.

export const enquiryFields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "subject", type: "text", autoComplete: "off" },
  { name: "message", type: "textarea", autoComplete: "off" },
] as const;

export type EnquiryField = (typeof enquiryFields)[number]["name"];
export type EnquiryValues = Record<EnquiryField, string>;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** The id of a field's control, which its label and the error summary's link name. */
export const fieldId = (name: EnquiryField) => `enquiry-${name}`;

/**
 * Where the form's answer (the success line, a failed send or the error summary) is drawn. The
 * form's action names it, so the page a POST answers with opens scrolled to it.
 */
export const answerId = "enquiry-answer";

/** The error summary's heading, the same drawn by the server and by the form's script. */
export const summaryHeading = enquiryWords.en.summaryHeading;

/** The error summary's lines, in the form's order: each wrong field's message and its link. */
export function errorSummary(errors: FieldErrors): { href: string; message: string }[] {
  return enquiryFields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ href: `#${fieldId(field.name)}`, message }] : [];
  });
}

/** The typed values of a submitted form (missing fields read as empty). */
export function valuesOf(form: FormData): EnquiryValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    subject: read("subject"),
    message: read("message"),
  };
}

/**
 * What a refused form may show again: each field cut to its own limit, so a page never
 * echoes more than the form could have held (the check itself reads the values uncut).
 */
export function echoable(values: EnquiryValues): EnquiryValues {
  const cut = (field: EnquiryField) => values[field].slice(0, enquiryMaxLengths[field]);
  return {
    name: cut("name"),
    email: cut("email"),
    phone: cut("phone"),
    subject: cut("subject"),
    message: cut("message"),
  };
}

export function checkEnquiry(
  values: unknown,
  language: Language = "en",
): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const parsed = Enquiry.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as EnquiryField;
    errors[field] ??= enquiryMessageIn(field, issue.message, language);
  }
  return { ok: false, errors };
}

/**
 * A field's message (the schema's English, here or from the backend) in `language`. Hindi is
 * told by the English sentence, which is all the backend sends: a message it does not know
 * still names the field.
 */
export function enquiryMessageIn(field: EnquiryField, message: string, language: Language) {
  if (language === "en") return message;
  const hi = enquiryMessagesHi;
  const name = hi.names[field];
  if (/ is required\.$/.test(message)) return hi.required(name);
  if (field === "email" && / is not valid\.$/.test(message)) return hi.emailInvalid;
  const max = / must be at most (\d+) characters\.$/.exec(message)?.[1];
  if (max) return hi.tooLong(name, max);
  if (/ contains a character that cannot be used\./.test(message)) return hi.control(name);
  return hi.unknown(name);
}

/** The backend's field messages in `language`, for the fields this form has. */
export function enquiryErrorsIn(errors: Record<string, string>, language: Language): FieldErrors {
  if (language === "en") return errors;
  const shown: FieldErrors = {};
  for (const { name } of enquiryFields) {
    const message = errors[name];
    if (typeof message === "string") shown[name] = enquiryMessageIn(name, message, language);
  }
  return shown;
}
