import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "./control-characters.ts";

// No compiled parsers: zod's probe for them calls `new Function`, which the site's
// Content-Security-Policy refuses and the browser reports as a violation.
z.config({ jitless: true });

// The shapes of spec 3 as the API sends them. The website parses every answer with these, so a
// backend that sends a single path where a list is expected, or a number as a string, still
// works; an item that cannot be read is dropped, never the whole list.

import { id, paths, sizes, text } from "./entity-parts.ts";
import { Birthday } from "./records/birthdays.ts";
import { Notification } from "./records/notifications.ts";
import { OnlineRegistration } from "./records/registrations.ts";
import { Topper } from "./records/toppers.ts";
import { Video } from "./records/videos.ts";

export { Birthday, Notification, OnlineRegistration, Topper, Video };
export { Alert } from "./records/alerts.ts";
export { SchoolEvent } from "./records/events.ts";
export { Highlight } from "./records/highlights.ts";
export { NewsItem } from "./records/news.ts";

export const Message = z.object({
  _id: id,
  category: text,
  name: text,
  message: text,
  attachments: paths,
});

export const Gallery = z.object({
  _id: id,
  category: text,
  date: text,
  title: z.string(),
  description: text,
  attachments: paths,
  /** A caption for each photo, in their order; sent only when the album has some. */
  captions: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});

export const Circular = z.object({
  _id: id,
  category: text,
  title: z.string(),
  date: text,
  attachments: paths,
  attachmentSizes: sizes,
  /** The classes it is for; sent only when it is not for everyone. */
  audience: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});

export type Message = z.infer<typeof Message>;
export type Gallery = z.infer<typeof Gallery>;
export type Circular = z.infer<typeof Circular>;

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
