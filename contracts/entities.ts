import { z } from "zod";

// No compiled parsers: zod's probe for them calls `new Function`, which the site's
// Content-Security-Policy refuses and the browser reports as a violation.
z.config({ jitless: true });

// The shapes of spec 3 as the API sends them. The website parses every answer with these, so a
// backend that sends a single path where a list is expected, or a number as a string, still
// works; an item that cannot be read is dropped, never the whole list.

const paths = z.preprocess(
  (value) => (value == null || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string()),
);
const text = z.preprocess((value) => (value == null ? "" : String(value)), z.string());
const id = z.string().min(1);

export const OnlineRegistration = z.object({
  _id: id,
  title: z.string(),
  url: text,
  attachments: paths,
});

export const Highlight = z.object({
  _id: id,
  title: z.string(),
  description: text,
  new: text,
  fromDate: text,
  attachments: paths,
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
  image: paths,
  time: text,
  venue: text,
});

export const SchoolEvent = z.object({
  _id: id,
  date: text,
  title: z.string(),
  description: text,
  time: text,
  venue: text,
  images: paths,
  attachments: paths,
});

export const Message = z.object({
  _id: id,
  category: text,
  name: text,
  message: text,
  attachments: paths,
});

export const Topper = z.object({
  _id: id,
  name: z.string(),
  class: text,
  sessionYear: text,
  division: z.union([z.number(), z.string()]),
  stream: text,
  attachments: paths,
});

export const Gallery = z.object({
  _id: id,
  category: text,
  date: text,
  title: z.string(),
  description: text,
  attachments: paths,
});

export const Birthday = z.object({
  _id: id,
  name: z.string(),
  class: text,
  attachments: paths,
});

export const Notification = z.object({
  _id: id,
  title: text,
  description: text,
  image: paths,
  url: text,
  urlTitle: text,
  attachments: paths,
});

export const Circular = z.object({
  _id: id,
  category: text,
  title: z.string(),
  date: text,
  attachments: paths,
});

export const Video = z.object({
  _id: id,
  date: text,
  videoUrl: text,
  title: z.string(),
  attachments: paths,
});

export type OnlineRegistration = z.infer<typeof OnlineRegistration>;
export type Highlight = z.infer<typeof Highlight>;
export type NewsItem = z.infer<typeof NewsItem>;
export type SchoolEvent = z.infer<typeof SchoolEvent>;
export type Message = z.infer<typeof Message>;
export type Topper = z.infer<typeof Topper>;
export type Gallery = z.infer<typeof Gallery>;
export type Birthday = z.infer<typeof Birthday>;
export type Notification = z.infer<typeof Notification>;
export type Circular = z.infer<typeof Circular>;
export type Video = z.infer<typeof Video>;

/** A required text field: missing, empty or blank gives `message`; longer than `max` is refused. */
const required = (message: string, max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value == null ? "" : value),
    z
      .string({ error: message })
      .min(1, message)
      .max(max, `${label} must be at most ${max} characters.`),
  );

/** The contact form's fields and messages (spec 5), shared by the form and the API. */
export const Enquiry = z.object({
  name: required("Name is required.", 100, "Name"),
  email: required("Email is required.", 254, "Email").pipe(
    z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Email is not valid."),
  ),
  phone: required("Phone Number is required.", 30, "Phone Number"),
  subject: required("Subject is required.", 200, "Subject"),
  message: required("Message is required.", 5000, "Message"),
});
export type Enquiry = z.infer<typeof Enquiry>;
