import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "./control-characters.ts";

// No compiled parsers: zod's probe for them calls `new Function`, which the site's
// Content-Security-Policy refuses and the browser reports as a violation.
z.config({ jitless: true });

// The shapes of spec 3 as the API sends them. The website parses every answer with these, so a
// backend that sends a single path where a list is expected, or a number as a string, still
// works; an item that cannot be read is dropped, never the whole list.

import { id, paths, sizes, text } from "./entity-parts.ts";
import { Gallery } from "./records/albums.ts";
import { Birthday } from "./records/birthdays.ts";
import { Circular } from "./records/circulars.ts";
import { Message } from "./records/messages.ts";
import { Notification } from "./records/notifications.ts";
import { OnlineRegistration } from "./records/registrations.ts";
import { Topper } from "./records/toppers.ts";
import { Video } from "./records/videos.ts";

export { Birthday, Notification, OnlineRegistration, Topper, Video };
export { Circular, Gallery, Message };

export const Highlight = z.object({
  _id: id,
  title: z.string(),
  description: text,
  new: text,
  fromDate: text,
  attachments: paths,
  attachmentSizes: sizes,
  url: text,
});

export const NewsItem = z.object({
  _id: id,
  category: text,
  fromDate: text,
  date: text,
  title: z.string(),
  description: text,
  attachments: paths,
  attachmentSizes: sizes,
  image: paths,
  time: text,
  venue: text,
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});

export const SchoolEvent = z.object({
  _id: id,
  date: text,
  // The last day of an event over several days; sent only for those
  // (docs/decisions/084-a-multi-day-events-last-day.md).
  endDate: z.string().optional(),
  title: z.string(),
  description: text,
  time: text,
  venue: text,
  images: paths,
  attachments: paths,
  attachmentSizes: sizes,
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});

/** A short alert shown at the top of every page until it expires (not in spec 3). */
export const Alert = z.object({
  _id: id,
  title: z.string(),
  severity: z.enum(["information", "warning", "emergency"]).catch("warning"),
  url: text,
});
export type Alert = z.infer<typeof Alert>;

export type Highlight = z.infer<typeof Highlight>;
export type NewsItem = z.infer<typeof NewsItem>;
export type SchoolEvent = z.infer<typeof SchoolEvent>;

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
