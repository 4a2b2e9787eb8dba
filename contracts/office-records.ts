import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "./control-characters.ts";

// The records the school office publishes, declared once: the office's forms are drawn from
// these fields, and the backend validates what it is sent with the schemas made from them, so
// a message the clerk sees under a field is the one the API gives (spec 5's style: "Title is
// required.").

export type FieldType =
  "text" | "longText" | "markdown" | "date" | "dateTime" | "url" | "select" | "flag" | "files";

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** The longest value, in characters. */
  max?: number;
  options?: readonly string[];
  /** A line under the label saying what the field is for. */
  hint?: string;
}

export interface RecordKind {
  kind: string;
  /** The list's heading, e.g. "Notices and news". */
  title: string;
  /** One record, e.g. "notice or news item". */
  one: string;
  fields: readonly FieldSpec[];
  /** The fields shown as the list's columns, after the title. */
  columns: readonly string[];
  /** The field the list is filtered by, if any (its options are the filter's). */
  filter?: string;
}

const title: FieldSpec = { name: "title", label: "Title", type: "text", required: true, max: 200 };
const description: FieldSpec = {
  name: "description",
  label: "Description",
  type: "longText",
  max: 5000,
};
const attachments: FieldSpec = {
  name: "attachments",
  label: "Attachments",
  type: "files",
  hint: "A PDF or picture: upload one, or give its address (one per line).",
};
const link = (label = "Link"): FieldSpec => ({
  name: "url",
  label,
  type: "url",
  max: 2000,
  hint: "A page on this site (starting with /) or an https:// address.",
});

export const newsCategories = ["NoticeBoard", "News"] as const;
export const messageCategories = [
  "Principal",
  "Vice Principal",
  "Manager",
  "Former Principal",
] as const;

export const recordKinds = {
  news: {
    kind: "news",
    title: "Notices and news",
    one: "notice or news item",
    fields: [
      {
        name: "category",
        label: "Shown on",
        type: "select",
        required: true,
        options: newsCategories,
        hint: "NoticeBoard: the Notice Board; News: the News page and the home ticker.",
      },
      title,
      { name: "fromDate", label: "Date", type: "date", required: true },
      {
        name: "onHome",
        label: "Also on the home page's Notice Board",
        type: "flag",
        hint: "For a notice: shown in the ticker beside the slider too.",
      },
      { name: "date", label: "Date of the event", type: "date", hint: "If it is about an event." },
      { name: "time", label: "Time", type: "text", max: 100 },
      { name: "venue", label: "Venue", type: "text", max: 200 },
      description,
      { ...attachments, name: "image", label: "Picture", hint: "Shown on the card." },
      attachments,
    ],
    columns: ["category", "fromDate"],
    filter: "category",
  },
  highlights: {
    kind: "highlights",
    title: "Highlights",
    one: "highlight",
    fields: [
      title,
      { name: "fromDate", label: "Date", type: "date", required: true },
      { name: "isNew", label: "Show the 'new' badge", type: "flag" },
      {
        name: "newUntil",
        label: "'New' badge until",
        type: "dateTime",
        hint: "The badge goes by itself then; empty keeps it.",
      },
      description,
      link(),
      attachments,
    ],
    columns: ["fromDate", "isNew"],
  },
  events: {
    kind: "events",
    title: "Events",
    one: "event",
    fields: [
      title,
      { name: "date", label: "Date", type: "date", required: true },
      {
        name: "endDate",
        label: "Last day",
        type: "date",
        hint: "For an event over several days.",
      },
      { name: "time", label: "Time", type: "text", max: 100 },
      { name: "venue", label: "Venue", type: "text", max: 200 },
      description,
      { ...attachments, name: "images", label: "Pictures" },
      attachments,
    ],
    columns: ["date", "venue"],
  },
  notifications: {
    kind: "notifications",
    title: "Home page pop-up",
    one: "pop-up notification",
    fields: [
      title,
      description,
      link(),
      { name: "urlTitle", label: "Link text", type: "text", max: 100 },
      { ...attachments, name: "image", label: "Picture" },
      attachments,
    ],
    columns: [],
  },
  registrations: {
    kind: "registrations",
    title: "Online registration",
    one: "registration notice",
    fields: [title, link("Registration form"), attachments],
    columns: ["url"],
  },
  messages: {
    kind: "messages",
    title: "Leadership messages",
    one: "message",
    fields: [
      {
        name: "category",
        label: "From",
        type: "select",
        required: true,
        options: messageCategories,
      },
      { name: "name", label: "Name", type: "text", required: true, max: 200 },
      {
        name: "message",
        label: "Message",
        type: "markdown",
        required: true,
        max: 50_000,
        hint: "Markdown: a blank line starts a paragraph, **bold**, *italic*, [link](https://…).",
      },
      { ...attachments, label: "Photo" },
    ],
    columns: ["category", "name"],
    filter: "category",
  },
} satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof recordKinds;

/** Where a published record of each kind shows on the site. */
export function shownOn(kind: RecordKindName, values: Record<string, unknown>): string {
  switch (kind) {
    case "news":
      return values.category === "NoticeBoard" ? "/NoticeBoard" : "/News";
    case "events":
      return "/Events";
    case "messages":
      return values.category === "Manager"
        ? "/ManagerMessage"
        : values.category === "Principal"
          ? "/PrincipalMessage"
          : "/";
    default:
      return "/";
  }
}

export const isRecordKind = (value: string): value is RecordKindName =>
  Object.hasOwn(recordKinds, value);

/** The life of every record: a draft, or published between two moments of the school's clock. */
export const lifeFields: readonly FieldSpec[] = [
  {
    name: "publishAt",
    label: "Publish at",
    type: "dateTime",
    hint: "Empty: at once. In the school's time zone.",
  },
  { name: "expireAt", label: "Take down at", type: "dateTime", hint: "Empty: never." },
];

// Text as typed: trimmed, no control characters (line breaks only in long fields).
const typed = (spec: FieldSpec) => {
  const lineBreaks = ["longText", "markdown", "files"].includes(spec.type);
  const required = `${spec.label} is required.`;
  let field = z
    .string({ error: required })
    .refine((value) => !hasControlCharacter(value, { lineBreaks }), {
      error: controlCharacterMessage(spec.label),
      abort: true,
    });
  if (spec.max)
    field = field.max(spec.max, `${spec.label} must be at most ${spec.max} characters.`);
  if (spec.required) field = field.min(1, required);
  return z.preprocess((value) => (value == null ? "" : String(value).trim()), field);
};

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
// A store path (letters, digits, - _ . / and spaces, no "..") or an https address.
const filePattern = /^(?:https:\/\/\S+|(?!\/)(?!.*\.\.)[\w\-. /]+)$/;
const linkPattern = /^(?:https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/;

function fieldSchema(spec: FieldSpec): z.ZodType<unknown> {
  switch (spec.type) {
    case "flag":
      return z.preprocess(
        (value) => value === true || value === "on" || value === "true",
        z.boolean(),
      );
    case "date":
      return typed(spec).refine(
        (value) => value === "" || (datePattern.test(value) && !isNaN(Date.parse(value))),
        `${spec.label} must be a date.`,
      );
    case "dateTime":
      return typed(spec).refine(
        (value) => value === "" || dateTimePattern.test(value),
        `${spec.label} must be a date and a time.`,
      );
    case "url":
      return typed(spec).refine(
        (value) => value === "" || linkPattern.test(value),
        `${spec.label} must start with / or https://.`,
      );
    case "select":
      return typed(spec).refine(
        (value) => (value === "" && !spec.required) || spec.options!.includes(value),
        `${spec.label} must be one of: ${spec.options!.join(", ")}.`,
      );
    case "files":
      return z.preprocess(
        (value) =>
          (Array.isArray(value) ? value.join("\n") : value == null ? "" : String(value))
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        z
          .array(z.string().max(500, `${spec.label}: an address is too long.`))
          .max(20, `${spec.label}: at most 20.`)
          .refine(
            (lines) => lines.every((line) => filePattern.test(line) && !hasControlCharacter(line)),
            `${spec.label}: each line must be a stored file's path or an https:// address.`,
          ),
      );
    default:
      return typed(spec);
  }
}

/** What a save sends: the record's fields, its life, and the version it was edited from. */
export function recordSchema(kind: RecordKindName) {
  const fields = [...recordKinds[kind].fields, ...lifeFields];
  const shape = Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec)]));
  return z
    .object({
      ...shape,
      status: z.enum(["draft", "published"], { error: "Choose to save a draft or to publish." }),
    })
    .superRefine((values, ctx) => {
      const record = values as Record<string, unknown>;
      // Pairs whose order matters: an end before its start is surely a slip.
      const after = (later: string, earlier: string, message: string) => {
        const a = record[later];
        const b = record[earlier];
        if (typeof a === "string" && typeof b === "string" && a !== "" && b !== "" && a < b) {
          ctx.addIssue({ code: "custom", path: [later], message });
        }
      };
      after("endDate", "date", "Last day must be on or after the date.");
      after("expireAt", "publishAt", "Take down at must be after Publish at.");
    });
}

export type RecordInput = Record<string, unknown> & { status: "draft" | "published" };

/** Per-field messages, the first for each field, as the forms show them. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form");
    messages[name] ??= issue.message;
  }
  return messages;
}

/** One record as the office lists and edits it. */
export interface OfficeRecord {
  id: string;
  kind: RecordKindName;
  values: Record<string, unknown>;
  status: "draft" | "published";
  publishAt: string;
  expireAt: string;
  /** Where it stands now: a draft, scheduled, on the site, taken down, or deleted. */
  state: "draft" | "scheduled" | "live" | "expired" | "deleted";
  version: number;
  updatedAt: string;
  deletedAt?: string;
}
