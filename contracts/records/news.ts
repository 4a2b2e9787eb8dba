import { asc, desc, eq } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { z } from "zod";
import { classNames } from "../classes.ts";
import { id, paths, sizes, text as lenientText } from "../entity-parts.ts";
import {
  at,
  attachments as attachmentsColumn,
  children as childrenColumn,
  common,
  hindi,
  slug,
  officeListIndexes,
} from "./columns.ts";
import {
  attachments,
  audience,
  children,
  defineKind,
  description,
  title,
  type ListPaging,
} from "./kind.ts";
import { byDate, orderOf } from "./paging.ts";

// Notices and news: the Notice Board's notices and the News page's items, each at its own
// address. The home ticker shows the newest news; every item is listed at `news/all`, and the
// notices put on the home page also show among the highlights (contracts/records/highlights.ts).

export const newsCategories = ["NoticeBoard", "News"] as const;

export const table = pgTable(
  "news",
  {
    ...common(),
    ...hindi(),
    ...childrenColumn(),
    category: text().notNull(),
    fromDate: date("from_date").notNull(),
    date: date(),
    title: text().notNull(),
    description: text().notNull().default(""),
    attachments: attachmentsColumn(),
    image: attachmentsColumn(),
    time: text().notNull().default(""),
    venue: text().notNull().default(""),
    // A notice that also shows in the home page's Notice Board ticker, among the highlights.
    onHome: boolean("on_home").notNull().default(false),
    // Its 'new' badge there, going by itself at `newUntil` (kept for good when empty): a notice
    // marked new is one record, not a second one among the highlights.
    isNew: boolean("is_new").notNull().default(false),
    newUntil: at("new_until"),
    // The classes it is for (empty: everyone).
    audience: attachmentsColumn(),
    slug: slug(),
  },
  (t) => [
    index().on(t.schoolId, t.category),
    index().on(t.schoolId, t.fromDate),
    uniqueIndex().on(t.schoolId, t.slug),
    ...officeListIndexes("news", t, t.title),
  ],
);

export const NewsItem = z.object({
  _id: id,
  category: lenientText,
  fromDate: lenientText,
  date: lenientText,
  title: z.string(),
  description: lenientText,
  attachments: paths,
  attachmentSizes: sizes,
  image: paths,
  time: lenientText,
  venue: lenientText,
  /** The classes it is for; sent only when it is not for everyone. */
  audience: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});
export type NewsItem = z.infer<typeof NewsItem>;

const toJson = (r: typeof table.$inferSelect) => ({
  _id: r.id,
  category: r.category,
  fromDate: r.fromDate,
  date: r.date ?? r.fromDate,
  title: r.title,
  description: r.description,
  attachments: r.attachments,
  image: r.image,
  time: r.time,
  venue: r.venue,
  ...(r.audience.length > 0 && { audience: r.audience }),
  ...(r.slug && { slug: r.slug }),
});

// Newest first (items of one date in their set order).
const newestFirst = [desc(table.fromDate), asc(table.position)];
const pages: ListPaging = {
  date: table.fromDate,
  words: [table.title],
  by: { category: table.category },
  keys: byDate(table, table.fromDate),
};

export const news = defineKind({
  office: {
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
      {
        name: "isNew",
        label: "Show the 'new' badge there",
        type: "flag",
        hint: "For a notice on the home page: no need to add it again as a highlight.",
      },
      {
        name: "newUntil",
        label: "'New' badge until",
        type: "dateTime",
        hint: "The badge goes by itself then; empty keeps it.",
      },
      { name: "date", label: "Date of the event", type: "date", hint: "If it is about an event." },
      { name: "time", label: "Time", type: "text", max: 100 },
      { name: "venue", label: "Venue", type: "text", max: 200, hindi: true },
      description,
      children(false),
      audience(classNames),
      { ...attachments, name: "image", label: "Picture", hint: "Shown on the card." },
      attachments,
    ],
    columns: ["category", "fromDate"],
    dated: "fromDate",
    filter: "category",
  },
  table,
  search: table.title,
  shownOn: (values) => (values.category === "NoticeBoard" ? "/NoticeBoard" : "/News"),
  addressed: true,
  public: {
    api: "news",
    entity: NewsItem,
    // The home ticker's news: news items only, newest first.
    list: {
      table,
      where: () => eq(table.category, "News"),
      limit: 20,
      orderBy: newestFirst,
      toJson,
      documents: true,
    },
    more: {
      // Every news and notice-board item; the pages pick their category.
      allNews: {
        api: ["news/all"],
        list: { table, orderBy: orderOf(pages.keys), paging: pages, toJson, documents: true },
      },
    },
  },
});
