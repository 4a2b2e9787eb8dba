import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Language } from "../languages.ts";

// What one kind of record is, declared in one module (contracts/records/<kind>.ts): the office's
// fields and list, its table, the public list's rules and shape, its page, card and home section.
// The office's forms, routes and OpenAPI, the public API route, the website's client method,
// list page, preview and home section are all drawn from it; contracts/records/index.ts lists
// the modules.

export type FieldType =
  | "text"
  | "longText"
  | "markdown"
  | "date"
  | "dateTime"
  | "url"
  | "select"
  | "flag"
  | "files"
  /** An album's photos, in order, each with a caption; the first is the cover. */
  | "photos"
  /** Several of `options` (e.g. the classes a circular is for). */
  | "choices"
  /** A video's address on a hosting service, kept in one canonical form. */
  | "video"
  /** A percentage, 0 to 100, kept as a number. */
  | "percent"
  /** One file in the private store, never served at its own path (a transfer certificate). */
  | "privateFile"
  /** Children's admission numbers, separated by commas (contracts/records/consents.ts). */
  | "children";

/** Who works in the school office (server/office/staff.ts keeps the accounts). */
export type OfficeRole = "administrator" | "editor" | "contributor" | "office";

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
  /** A short name, for a list's column and a CSV file's header, where the label is long. */
  short?: string;
  /** A files field that holds pictures only (a child's photo, a video's thumbnail). */
  pictures?: true;
  /** Words the school writes in Hindi too, beside the English (contracts/records/hindi.ts). */
  hindi?: true;
}

/** A kind as the office sees it: the form's fields and the list's columns (plain data). */
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
  /**
   * The date field the list is dated by: its year and month filters and its order by date.
   * When not said, the day the record was added.
   */
  dated?: string;
  /** Who may list and change these records; administrators and editors when not said. */
  roles?: readonly OfficeRole[];
  /** What deleting one is called, e.g. "Withdraw" for a certificate. */
  deleteLabel?: string;
  /** The fields a CSV import fills, in the column order its template shows. */
  importColumns?: readonly string[];
  /** Records that must say when they come down (an alert must not stay up for ever). */
  expires?: true;
  /** A register the office keeps, never published: one Save, no publishing times (consents). */
  register?: true;
}

/** The columns the office's record life and the public lists rely on in every record table. */
export interface LifeColumns {
  id: AnyPgColumn;
  schoolId: AnyPgColumn;
  position: AnyPgColumn;
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
  expireAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

export type RecordTable = PgTable & LifeColumns;

/**
 * A list the public API serves: which rows (beside "on the site now", which every list keeps),
 * in what order, and the fields they are sent with. `today` is the school's date.
 */
export interface PublicList<Row> {
  table: PgTable & Omit<LifeColumns, "id" | "version" | "updatedAt">;
  where?: (today: string) => SQL | undefined;
  /** The rows depend on the school's date, so a copy is good until the day changes. */
  daily?: true;
  orderBy: SQL[];
  limit?: number;
  /** `now` decides what changes by the clock, such as the 'new' badge. */
  toJson: (row: Row, now: Date) => Record<string, unknown>;
  /** Columns, beside publish and expiry, at whose moments an answer changes. */
  moments?: AnyPgColumn[];
  /** Another table's rows shown in this list too, merged in newest first by `fromDate`. */
  also?: PublicList<unknown>;
  /** Its attachments are documents: their sizes are sent too (attachment-sizes.ts). */
  documents?: true;
  /** How it is read a page at a time (contracts/list-query.ts); its order is `paging.keys`. */
  paging?: ListPaging;
}

/** One key of a paged list's order: its value, the type it is compared as, and its direction. */
export interface PageKey {
  value: AnyPgColumn | SQL;
  type: "date" | "integer" | "numeric" | "timestamptz" | "uuid" | "text";
  desc?: true;
}

/** What a list's pages are filtered and ordered by, all in SQL (server/services/list-pages.ts). */
export interface ListPaging {
  /** The date the year, month, from and to filters read, and `first` ranks by. */
  date?: AnyPgColumn;
  /** The columns `q` finds words in. */
  words: AnyPgColumn[];
  /** Columns a caller may ask for one value of, by their query names (?category=News). */
  by?: Record<string, AnyPgColumn>;
  /** The list's order, its last key unique (the id), so every item has one place. */
  keys: PageKey[];
}

/**
 * How the site draws one public item as a card (its list page, the office's preview and, for a
 * kind with a home section, the home page): a picture, a small label, a heading and lines. The
 * label and lines are in the language of the page (English when not said: the office's).
 */
export interface CardSpec<Entity> {
  photo: (item: Entity) => string | undefined;
  /** The words a picture is described by (none: the picture is decoration). */
  alt: (item: Entity) => string;
  /** A short label above the heading, e.g. the level of an award. */
  label?: (item: Entity, language?: Language) => string;
  heading: (item: Entity) => string;
  lines: (item: Entity, language?: Language) => string[];
  /** The item's date (YYYY-MM-DD), shown under the lines. */
  date?: (item: Entity) => string;
}

/** A kind's public list page: its address (a line of app/pages.ts), words and select. */
export interface PageSpec<Entity> {
  path: string;
  heading: string;
  countLabel: string;
  search?: { label: string; placeholder: string; text: (item: Entity) => string };
  /** A select over one field's options ("All" first). */
  select?: {
    name: string;
    label: string;
    options: readonly string[];
    of: (item: Entity) => string;
  };
  /** What the page says while nothing is published. */
  empty: string;
  /** The page's words on its Hindi twin (/hi{path}); the English ones where not given. */
  hi?: {
    heading: string;
    countLabel: string;
    search?: { label: string; placeholder: string };
    /** The select's label, and its options' labels by option (their values stay English). */
    select?: { label: string; options: Readonly<Record<string, string>> };
    empty: string;
  };
}

export interface RecordModule<Table extends RecordTable = RecordTable, Entity = unknown> {
  office: RecordKind;
  table: Table;
  /** The column the office's list searches. */
  search: AnyPgColumn;
  /** The public list: its API address (`/api/{api}/{schoolCode}`), shape and rules. */
  public?: {
    api: string;
    entity: z.ZodType<Entity>;
    list: PublicList<Table["$inferSelect"]>;
    /**
     * More lists of these records, each by its name and at its own addresses (spec 3 serves
     * every news item at `news/all` beside the ticker's newest at `news`).
     */
    more?: Record<string, { api: readonly string[]; list: PublicList<Table["$inferSelect"]> }>;
  };
  /** Where a published record shows on the site, by its values; its page when not said. */
  shownOn?: (values: Record<string, unknown>) => string;
  /** Each record gets an address of its own (/{page}/{slug}), kept in its `slug` column. */
  addressed?: true;
  /** A field no two records in force may share, and what the clerk is told when they would. */
  unique?: { field: string; message: string };
  /** Its records are never shown on the site (transfer certificates): no upload of theirs is. */
  private?: true;
  page?: PageSpec<Entity>;
  card?: CardSpec<Entity>;
  /** The newest few on the home page, under this heading (`hi`: the Hindi home page's words). */
  home?: {
    heading: string;
    count: number;
    more: string;
    hi?: { heading: string; more: string };
  };
}

/** Declares a kind's module, checking its parts against each other. */
export const defineKind = <Table extends RecordTable, Entity>(
  module: RecordModule<Table, Entity>,
) => module;

// Fields several kinds share.

export const title: FieldSpec = {
  name: "title",
  label: "Title",
  type: "text",
  required: true,
  max: 200,
  hindi: true,
};
export const description: FieldSpec = {
  name: "description",
  label: "Description",
  type: "longText",
  max: 5000,
  hindi: true,
  hint: "A blank line starts a new paragraph. **Bold**, *italic*, [words](https://…) for a link and lines starting with - for a list show as such on the item's page.",
};
export const attachments: FieldSpec = {
  name: "attachments",
  label: "Attachments",
  type: "files",
  hint: "A PDF or picture: upload one, or give its address (one per line).",
};
/**
 * The classes an item is for: only their parents are sent it (server/reach/audiences.ts); none
 * ticked, everyone.
 */
export const audience = (classes: readonly string[]): FieldSpec => ({
  name: "audience",
  label: "For classes",
  type: "choices",
  options: classes,
  hint: "Only these classes' parents are sent it. None ticked: for everyone.",
});
export const link = (label = "Link"): FieldSpec => ({
  name: "url",
  label,
  type: "url",
  max: 2000,
  hint: "A page on this site (starting with /) or an https:// address.",
});

export const photo: FieldSpec = {
  name: "attachments",
  label: "Photo",
  type: "files",
  pictures: true,
  hint: "A JPEG, PNG or WebP picture; its location data is removed.",
};

/** The children a record shows, by admission number: required where it shows one child. */
export const children = (one: boolean): FieldSpec => ({
  name: "children",
  label: one ? "Admission number" : "Admission numbers of the children named",
  short: "Admission no.",
  type: "children",
  required: one || undefined,
  hint:
    (one
      ? "The child's, as in the school's register."
      : "Of each child named or pictured, separated by commas; none for a team, a crowd or nobody.") +
    " The site shows it only while a parent's consent for this is recorded under Consents.",
});
