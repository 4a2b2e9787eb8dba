import { z } from "zod";
import { controlCharacterMessage, hasControlCharacter } from "./control-characters.ts";
import { isLink, linkMessage } from "./links.ts";
import type { FieldSpec, OfficeRole, RecordKind } from "./records/kind.ts";
import { moduleOf, moduleOfficeKinds } from "./records/index.ts";
import { hindiFieldsOf, type HindiWords } from "./records/hindi.ts";

// The records the school office publishes, declared once: the office's forms are drawn from
// these fields, and the backend validates what it is sent with the schemas made from them, so
// a message the clerk sees under a field is the one the API gives (spec 5's style: "Title is
// required.").

export type { FieldSpec, FieldType, OfficeRole, RecordKind } from "./records/kind.ts";

export { albumCategories } from "./records/albums.ts";
export { circularCategories } from "./records/circulars.ts";
export { classNames } from "./classes.ts";
export { newsCategories } from "./records/news.ts";
export { alertSeverities } from "./records/alerts.ts";
export { messageCategories } from "./records/messages.ts";

/** Every kind of record, in the office menu's order; each is declared in contracts/records/. */
export const recordKinds = moduleOfficeKinds;

export type RecordKindName = keyof typeof recordKinds;

/** Where a published record of a kind shows on the site: where its module says, or its page. */
export function shownOn(kind: RecordKindName, values: Record<string, unknown>): string {
  const module = moduleOf(kind);
  return module.shownOn?.(values) ?? module.page?.path ?? "/";
}

/** The fields that name a record in the office's lists and queues: its title, or whose it is. */
export const recordNameFields: readonly string[] = ["title", "name", "studentName"];

/** Who may list and change a kind's records. */
export const rolesFor = (kind: RecordKindName): readonly OfficeRole[] =>
  (recordKinds[kind] as RecordKind).roles ?? ["administrator", "editor", "contributor"];

/**
 * A video's service and id from any of the addresses people copy (watch, share, embed,
 * shorts and live links on YouTube; vimeo.com/123 on Vimeo), or undefined.
 */
export function videoId(address: string): { service: "youtube" | "vimeo"; id: string } | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.replace(/^(?:www\.|m\.)/, "");
  const youtube = /^[\w-]{11}$/;
  if (host === "youtu.be") {
    const id = url.pathname.slice(1);
    return youtube.test(id) ? { service: "youtube", id } : undefined;
  }
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id =
      url.pathname === "/watch"
        ? (url.searchParams.get("v") ?? "")
        : (/^\/(?:embed|shorts|live|v)\/([^/]+)$/.exec(url.pathname)?.[1] ?? "");
    return youtube.test(id) ? { service: "youtube", id } : undefined;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /^\/(?:video\/)?(\d{6,12})$/.exec(url.pathname)?.[1];
    return id ? { service: "vimeo", id } : undefined;
  }
  return undefined;
}

/** The one address a video is kept at, whatever form it was given in. */
export function canonicalVideoUrl(address: string): string | undefined {
  const video = videoId(address);
  if (!video) return undefined;
  return video.service === "youtube"
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
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
// A store path: letters, digits, - _ . / and spaces, not starting with / and without "..".
const storePath = /^(?!\/)(?!.*\.\.)[\w\-. /]+$/;
// A store path or an https address.
const filePattern = /^(?:https:\/\/\S+|(?!\/)(?!.*\.\.)[\w\-. /]+)$/;
// A picture's path or address, by its ending (the office names what it stores by its content).
const picturePath = /\.(?:jpe?g|png|webp)$/i;
// An admission number as schools write them: 2019/0456, A-1203, 12345.
const admissionNumber = /^[A-Za-z0-9][A-Za-z0-9/.-]{0,29}$/;
/** A record's link: a page of this site, or another site's address. */
const recordLink = { site: true, http: true } as const;

/** Lines of a list as one value: an array as it is, a text one line an item. */
const lines = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : value == null ? [] : String(value).split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);

/** An album's photo: where it is kept, and what it shows. */
export interface Photo {
  path: string;
  caption: string;
}

/** The most rows one import takes. */
export const importRowLimit = 1000;

/**
 * The largest CSV one import takes. Its longest row (a topper's: name, stream, session,
 * percentage, consent and a photo's 255-character file name) is about 580 characters, 1.7 KB
 * in a script of three bytes a character: 1,000 of them fit in 1.7 MB. The file is read and
 * checked whole, so a larger one is refused before it is read at all.
 */
export const importCsvMaxBytes = 2 * 1024 * 1024;

/** What an import says of a file with too many rows, or too many bytes for them. */
export const importTooLarge = (what: "rows" | "bytes") =>
  `${what === "rows" ? "This file has more than" : "A CSV file may be 2 MB at most:"} ` +
  `${importRowLimit.toLocaleString("en")} rows${what === "rows" ? "" : " at their longest"}. ` +
  `At most ${importRowLimit.toLocaleString("en")} rows can be imported at once: ` +
  "please split the file and import each part in turn.";

/** The most photos one album holds. */
export const albumPhotoLimit = 300;

function fieldSchema(spec: FieldSpec): z.ZodType<unknown> {
  switch (spec.type) {
    case "flag":
      // A ticked box sends "on"; a CSV says yes or no.
      return z.preprocess(
        (value) =>
          value === true || ["on", "true", "yes", "y", "1"].includes(String(value).toLowerCase()),
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
        (value) => value === "" || isLink(value, recordLink),
        linkMessage(spec.label, recordLink),
      );
    case "video":
      return typed(spec)
        .refine(
          (value) => value === "" || canonicalVideoUrl(value) !== undefined,
          `${spec.label} must be a YouTube or Vimeo video's address.`,
        )
        .transform((value) => (value === "" ? "" : canonicalVideoUrl(value)!));
    case "percent":
      return typed(spec)
        .refine((value) => {
          const number = Number(value.replace(/%$/, ""));
          return value !== "" && Number.isFinite(number) && number >= 0 && number <= 100;
        }, `${spec.label} must be a number from 0 to 100.`)
        .transform((value) => Number(value.replace(/%$/, "")));
    case "select":
      return typed(spec).refine(
        (value) => (value === "" && !spec.required) || spec.options!.includes(value),
        `${spec.label} must be one of: ${spec.options!.join(", ")}.`,
      );
    case "choices":
      return z.preprocess(
        lines,
        z
          .array(z.string())
          .refine(
            (chosen) => chosen.every((value) => spec.options!.includes(value)),
            `${spec.label}: choose from ${spec.options!.join(", ")}.`,
          ),
      );
    case "children":
      return z.preprocess(
        (value) =>
          (Array.isArray(value) ? value.map(String) : String(value ?? "").split(/[,;\n]/))
            .map((number) => number.trim())
            .filter(Boolean),
        z
          .array(z.string())
          .max(100, `${spec.label}: at most 100.`)
          .refine(
            (numbers) => numbers.every((number) => admissionNumber.test(number)),
            `${spec.label}: each is letters, digits, / and - (e.g. 2019/0456), separated by commas.`,
          )
          .refine((numbers) => !spec.required || numbers.length > 0, `${spec.label} is required.`)
          .transform((numbers) => [...new Set(numbers)]),
      );
    case "privateFile":
      return typed(spec).refine(
        (value) => value === "" || storePath.test(value),
        `${spec.label}: attach the file.`,
      );
    case "photos":
      return z.preprocess(
        (value) =>
          Array.isArray(value)
            ? value.map((item) =>
                typeof item === "string" ? { path: item, caption: "" } : (item as unknown),
              )
            : lines(value).map((path) => ({ path, caption: "" })),
        z
          .array(
            z.object({
              path: z
                .string()
                .max(500)
                .refine(
                  (path) => storePath.test(path) && picturePath.test(path),
                  `${spec.label}: each must be an uploaded JPEG, PNG or WebP picture.`,
                ),
              caption: typed({ name: "caption", label: "A caption", type: "text", max: 300 }),
            }),
          )
          .max(albumPhotoLimit, `${spec.label}: at most ${albumPhotoLimit} in one album.`),
      );
    case "files":
      return z.preprocess(
        lines,
        z
          .array(z.string().max(500, `${spec.label}: an address is too long.`))
          .max(20, `${spec.label}: at most 20.`)
          .refine(
            (lines) => lines.every((line) => filePattern.test(line) && !hasControlCharacter(line)),
            `${spec.label}: each line must be a stored file's path or an https:// address.`,
          )
          .refine(
            (lines) => !spec.pictures || lines.every((line) => picturePath.test(line)),
            `${spec.label}: each must be a JPEG, PNG or WebP picture.`,
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
      if ((recordKinds[kind] as RecordKind).expires && !record.expireAt) {
        ctx.addIssue({
          code: "custom",
          path: ["expireAt"],
          message: `Take down at is required for an ${recordKinds[kind].one}.`,
        });
      }
      after("expireAt", "publishAt", "Take down at must be after Publish at.");
    });
}

export type RecordInput = Record<string, unknown> & { status: "draft" | "published" };

/**
 * What saving an item's Hindi sends: the Hindi of each field its kind writes in Hindi too (an
 * empty one leaves that field English on the Hindi site), and whether it goes on the site now
 * (`publish`) or waits as a draft.
 */
export function hindiSchema(kind: RecordKindName) {
  const shape = Object.fromEntries(
    hindiFieldsOf(recordKinds[kind]).map((spec) => [
      spec.name,
      typed({ ...spec, required: undefined, label: `${spec.label} in Hindi` }),
    ]),
  );
  return z.object({
    ...shape,
    publish: z.boolean({ error: "Choose to publish the Hindi or to save it as a draft." }),
    /** With `publish`: on the site at this moment of the school's clock, not at once. */
    publishAt: z
      .string()
      .regex(dateTimePattern, "Publish at must be a date and time.")
      .or(z.literal(""))
      .optional(),
  });
}

/** Whether a kind has fields written in Hindi too. */
export const hasHindi = (kind: RecordKindName) => hindiFieldsOf(recordKinds[kind]).length > 0;

/** An item on the site (or to come) whose Hindi is missing or older than its English. */
export interface UntranslatedItem {
  kind: RecordKindName;
  id: string;
  title: string;
  why: "missing" | "older";
  /** When its English was last saved. */
  changedAt: string;
  /** A Hindi draft is waiting to be published. */
  waiting?: true;
}

/** An item's Hindi as the office sees it: on the site (and whether older than the English), and a draft. */
export interface RecordHindi {
  published?: HindiWords & { older: boolean };
  draft?: HindiWords;
}

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
  /** Its Hindi, for a kind with fields written in Hindi too. */
  hindi?: RecordHindi;
  /** The last part of its own page's address, for a kind whose items have one. */
  slug?: string;
}
