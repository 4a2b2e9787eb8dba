import { Enquiry, enquiryMaxLengths } from "#contracts/entities.ts";

// The contact form's fields in order, and the one check the page, its action and the API share
// (the `Enquiry` schema with the spec 5 messages). Only the first message of a field is shown.

export const enquiryFields = [
  { name: "name", label: "Name*", type: "text", autoComplete: "name" },
  { name: "email", label: "Email*", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone No.*", type: "tel", autoComplete: "tel" },
  { name: "subject", label: "Subject*", type: "text", autoComplete: "off" },
  { name: "message", label: "Your Message*", type: "textarea", autoComplete: "off" },
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
export const summaryHeading = "Please correct the following to send your enquiry";

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
): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const parsed = Enquiry.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as EnquiryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
