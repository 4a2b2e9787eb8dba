import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "./control-characters.ts";
import { privacyRequests } from "./privacy-requests.ts";

// No compiled parsers: zod's probe for them calls `new Function`, which the site's
// Content-Security-Policy refuses and the browser reports as a violation.
z.config({ jitless: true });

// The shapes of spec 3 as the API sends them. The website parses every answer with these, so a
// backend that sends a single path where a list is expected, or a number as a string, still
// works; an item that cannot be read is dropped, never the whole list.

// Each kind of record's shape is declared in its module (contracts/records/).
export { Alert } from "./records/alerts.ts";
export { Gallery } from "./records/albums.ts";
export { Birthday } from "./records/birthdays.ts";
export { Circular } from "./records/circulars.ts";
export { SchoolEvent } from "./records/events.ts";
export { Highlight } from "./records/highlights.ts";
export { Message } from "./records/messages.ts";
export { NewsItem } from "./records/news.ts";
export { Notification } from "./records/notifications.ts";
export { OnlineRegistration } from "./records/registrations.ts";
export { Topper } from "./records/toppers.ts";
export { Video } from "./records/videos.ts";

/** The longest each contact form field may be, in characters (spec 5). */
export const enquiryMaxLengths = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

/**
 * A required text field: missing, empty or blank gives `message`; longer than `max` is refused,
 * and so is a control character (line breaks only where `lineBreaks` allows several lines).
 */
const required = (message: string, max: number, label: string, lineBreaks = false) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value == null ? "" : value),
    z
      .string({ error: message })
      .min(1, message)
      .max(max, `${label} must be at most ${max} characters.`)
      .refine((value) => !hasControlCharacter(value, { lineBreaks }), {
        error: controlCharacterMessage(label),
        abort: true,
      }),
  );

/** The contact form's fields and messages (spec 5), shared by the form and the API. */
export const Enquiry = z.object({
  name: required("Name is required.", enquiryMaxLengths.name, "Name"),
  email: required("Email is required.", enquiryMaxLengths.email, "Email").pipe(
    z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Email is not valid."),
  ),
  phone: required("Phone Number is required.", enquiryMaxLengths.phone, "Phone Number"),
  subject: required("Subject is required.", enquiryMaxLengths.subject, "Subject"),
  message: required("Message is required.", enquiryMaxLengths.message, "Message", true),
  // A request about the family's personal data (contracts/privacy-requests.ts); none, a question.
  about: z
    .union([z.literal(""), z.enum(privacyRequests)], { error: "Choose what it is about." })
    .optional()
    .transform((about) => about || undefined),
});
export type Enquiry = z.infer<typeof Enquiry>;

/** The Transfer Certificate lookup's messages (spec 8) beyond a field's own. */
export const tcLookupMessages = { empty: "Please fill in all fields" } as const;

const lookupField = (label: string) =>
  z.preprocess(
    (value) => (value == null ? "" : value),
    z
      .string()
      .refine((value) => value.trim() !== "", { error: tcLookupMessages.empty, abort: true })
      .refine((value) => !hasControlCharacter(value), { error: controlCharacterMessage(label) }),
  );

const tcLabels = { admission: "The Admission No.", name: "The Student Full Name" } as const;

/**
 * The Transfer Certificate lookup's two fields, shared by its form and the API: both required
 * and not blank, no control characters; compared as given.
 */
export const TcLookup = z.object({
  admission: lookupField(tcLabels.admission),
  name: lookupField(tcLabels.name),
});
export type TcLookup = z.infer<typeof TcLookup>;

const tcFieldMessages = new Set(Object.values(tcLabels).map(controlCharacterMessage));

/**
 * The one message the lookup form shows for what `TcLookup` refused: a field's control
 * character when that is all that is wrong, otherwise (a blank or missing field, a value that
 * is not text) "Please fill in all fields".
 */
export function tcLookupError(issues: readonly { message: string }[]): string {
  if (issues.every((issue) => tcFieldMessages.has(issue.message))) {
    return issues[0]?.message ?? tcLookupMessages.empty;
  }
  return tcLookupMessages.empty;
}
