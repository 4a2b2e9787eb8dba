import { and, asc, desc, eq } from "drizzle-orm";
import { boolean, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, sizes, text as lenientText } from "../entity-parts.ts";
import {
  at,
  attachments as attachmentsColumn,
  common,
  hindi,
  officeListIndexes,
} from "./columns.ts";
import { attachments, defineKind, description, link, title, type PublicList } from "./kind.ts";
import { table as news } from "./news.ts";

// The home page's highlights ticker, newest first, with the notices the office also put on the
// home page's Notice Board.

export const table = pgTable(
  "highlights",
  {
    ...common(),
    ...hindi(),
    title: text().notNull(),
    description: text().notNull().default(""),
    // The spec's `new` flag is the string 'true' or 'false'.
    isNew: boolean("is_new").notNull().default(false),
    // The 'new' badge goes by itself at this moment (kept for good when empty).
    newUntil: at("new_until"),
    fromDate: date("from_date").notNull(),
    attachments: attachmentsColumn(),
    url: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId), ...officeListIndexes("highlights", t, t.title, t.fromDate)],
);

export const Highlight = z.object({
  _id: id,
  title: z.string(),
  description: lenientText,
  new: lenientText,
  fromDate: lenientText,
  attachments: paths,
  attachmentSizes: sizes,
  url: lenientText,
});
export type Highlight = z.infer<typeof Highlight>;

// Notices the office also put on the home page's Notice Board, in the highlights' shape.
const noticesOnHome: PublicList<typeof news.$inferSelect> = {
  table: news,
  where: () => and(eq(news.category, "NoticeBoard"), eq(news.onHome, true)),
  orderBy: [desc(news.fromDate), asc(news.position)],
  moments: [news.newUntil],
  toJson: (r, now) => ({
    _id: r.id,
    title: r.title,
    description: r.description,
    // Its own 'new' badge, as a highlight's: going by itself at `newUntil`.
    new: String(r.isNew && (r.newUntil === null || r.newUntil > now)),
    fromDate: r.fromDate,
    attachments: r.attachments,
    url: "",
  }),
};

export const highlights = defineKind({
  office: {
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
    dated: "fromDate",
  },
  table,
  search: table.title,
  public: {
    api: "highlight",
    entity: Highlight,
    list: {
      table,
      orderBy: [desc(table.fromDate), asc(table.position)],
      documents: true,
      moments: [table.newUntil],
      also: noticesOnHome as PublicList<unknown>,
      toJson: (r, now) => ({
        _id: r.id,
        title: r.title,
        description: r.description,
        // The badge goes by itself at `newUntil`.
        new: String(r.isNew && (r.newUntil === null || r.newUntil > now)),
        fromDate: r.fromDate,
        attachments: r.attachments,
        url: r.url,
      }),
    },
  },
});
