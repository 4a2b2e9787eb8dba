import { gte, or } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { z } from "zod";
import { classNames } from "../classes.ts";
import { id, paths, sizes, text as lenientText } from "../entity-parts.ts";
import {
  attachments as attachmentsColumn,
  common,
  hindi,
  slug,
  officeListIndexes,
} from "./columns.ts";
import { attachments, audience, defineKind, description, title, type ListPaging } from "./kind.ts";
import { byDate, orderOf } from "./paging.ts";

// The school's events, each at its own address: the upcoming ones at `events`, every one at
// `events/all`.

export const table = pgTable(
  "events",
  {
    ...common(),
    ...hindi(),
    date: date().notNull(),
    // The last day of an event that runs over several days.
    endDate: date("end_date"),
    title: text().notNull(),
    description: text().notNull().default(""),
    time: text().notNull().default(""),
    venue: text().notNull().default(""),
    images: attachmentsColumn(),
    attachments: attachmentsColumn(),
    // The classes it is for (empty: everyone).
    audience: attachmentsColumn(),
    slug: slug(),
  },
  (t) => [
    index().on(t.schoolId, t.date),
    uniqueIndex().on(t.schoolId, t.slug),
    ...officeListIndexes("events", t, t.title),
  ],
);

export const SchoolEvent = z.object({
  _id: id,
  date: lenientText,
  // The last day of an event over several days; sent only for those
  // (docs/decisions/084-a-multi-day-events-last-day.md).
  endDate: z.string().optional(),
  title: z.string(),
  description: lenientText,
  time: lenientText,
  venue: lenientText,
  images: paths,
  attachments: paths,
  attachmentSizes: sizes,
  /** The classes it is for; sent only when it is not for everyone. */
  audience: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});
export type SchoolEvent = z.infer<typeof SchoolEvent>;

// Spec 3's fields, and the last day only for an event that has one.
const toJson = (r: typeof table.$inferSelect) => ({
  _id: r.id,
  date: r.date,
  title: r.title,
  description: r.description,
  time: r.time,
  venue: r.venue,
  images: r.images,
  attachments: r.attachments,
  ...(r.endDate && { endDate: r.endDate }),
  ...(r.audience.length > 0 && { audience: r.audience }),
  ...(r.slug && { slug: r.slug }),
});

// Upcoming events come soonest first; a page of them is the home page's next few.
const soonest: ListPaging = {
  date: table.date,
  words: [table.title],
  keys: byDate(table, table.date, { soonest: true }),
};

const pages: ListPaging = {
  date: table.date,
  words: [table.title],
  keys: byDate(table, table.date),
};

export const events = defineKind({
  office: {
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
      { name: "venue", label: "Venue", type: "text", max: 200, hindi: true },
      description,
      audience(classNames),
      { ...attachments, name: "images", label: "Pictures" },
      attachments,
    ],
    columns: ["date", "venue"],
    dated: "date",
  },
  table,
  search: table.title,
  shownOn: () => "/Events",
  addressed: true,
  public: {
    api: "events",
    entity: SchoolEvent,
    // Upcoming events: today and later, soonest first.
    list: {
      table,
      // An event over several days stays upcoming until its last day has passed.
      where: (today) => or(gte(table.date, today), gte(table.endDate, today)),
      daily: true,
      orderBy: orderOf(soonest.keys),
      paging: soonest,
      toJson,
      documents: true,
    },
    more: {
      // Every event, newest first (events of one date in their set order).
      allEvents: {
        api: ["events/All", "events/all"],
        list: { table, orderBy: orderOf(pages.keys), paging: pages, toJson, documents: true },
      },
    },
  },
});
