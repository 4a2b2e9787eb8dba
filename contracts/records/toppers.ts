import { asc, desc, sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import {
  attachments,
  common,
  children as childrenColumn,
  jsonValue,
  officeListIndexes,
} from "./columns.ts";
import { children, defineKind, photo, type ListPaging } from "./kind.ts";

// The board examinations' toppers. Their page, card and home carousel are the site's own
// (app/routes/toppers.tsx, app/lists/cards.tsx, app/home/people-carousels.tsx).

export const table = pgTable(
  "toppers",
  {
    ...common(),
    name: text().notNull(),
    class: text().notNull(),
    sessionYear: text("session_year").notNull(),
    // Kept exactly as the office entered it: a number or a string such as "96.4".
    division: jsonValue<number | string>()().notNull(),
    stream: text().notNull().default(""),
    attachments: attachments(),
    ...childrenColumn(),
  },
  (t) => [index().on(t.schoolId, t.class), ...officeListIndexes("toppers", t, t.name, t.createdAt)],
);

export const Topper = z.object({
  _id: id,
  name: z.string(),
  class: lenientText,
  sessionYear: lenientText,
  division: z.union([z.number(), z.string()]),
  stream: lenientText,
  attachments: paths,
});
export type Topper = z.infer<typeof Topper>;

// A percentage as the office entered it (a number, or a string such as "96.4" or "96.4 %"), as a
// number to order by; one that cannot be read goes last, as on the home page (app/home/rules.ts).
const readable = String.raw`^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*%?\s*$`;
const figure = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const percentage = sql`(case
  when jsonb_typeof(${table.division}) = 'number' then (${table.division} #>> '{}')::numeric
  when (${table.division} #>> '{}') ~ ${readable}
    then substring(${table.division} #>> '{}' from ${figure})::numeric
  else -1000000000 end)`;

// Its pages go highest percentage first (spec 4, the Toppers page), a session's toppers
// together when they tie; the whole list keeps the API's order (newest session first).
const pages: ListPaging = {
  words: [table.name],
  by: { class: table.class, session: table.sessionYear },
  keys: [
    { value: percentage, type: "numeric", desc: true },
    { value: table.sessionYear, type: "text", desc: true },
    { value: table.position, type: "integer" },
    { value: table.id, type: "uuid" },
  ],
};

export const toppers = defineKind({
  office: {
    kind: "toppers",
    title: "Toppers",
    one: "topper",
    fields: [
      { name: "name", label: "Name", type: "text", required: true, max: 200 },
      {
        name: "class",
        label: "Class",
        type: "select",
        required: true,
        options: ["X", "XII"],
        hint: "Class X toppers are shown on the Toppers page and the home page.",
      },
      {
        name: "sessionYear",
        label: "Session",
        type: "text",
        required: true,
        max: 9,
        hint: "As 2025-2026.",
      },
      { name: "division", label: "Percentage", type: "percent", required: true, max: 10 },
      { name: "stream", label: "Stream", type: "text", max: 100 },
      photo,
      children(true),
    ],
    columns: ["class", "sessionYear", "division", "children"],
    filter: "class",
    importColumns: [
      "name",
      "class",
      "sessionYear",
      "division",
      "stream",
      "children",
      "attachments",
    ],
  },
  table,
  search: table.name,
  // Class X's are on their page; Class XII's on none yet.
  shownOn: (values) => (values.class === "X" ? "/ToppersX" : "/"),
  public: {
    api: "topper",
    entity: Topper,
    list: {
      table,
      orderBy: [desc(table.sessionYear), asc(table.position)],
      paging: pages,
      toJson: (r) => ({
        _id: r.id,
        name: r.name,
        class: r.class,
        sessionYear: r.sessionYear,
        division: r.division,
        stream: r.stream,
        attachments: r.attachments,
      }),
    },
  },
});
