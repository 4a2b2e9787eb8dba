import { asc, sql } from "drizzle-orm";
import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import { attachments, children as childrenColumn, common, officeListIndexes } from "./columns.ts";
import { children, defineKind, photo } from "./kind.ts";

// Today's birthdays on the home page. The date of birth never leaves the server: the API
// answers with today's names only. The home carousel is the site's own
// (app/home/people-carousels.tsx).

export const table = pgTable(
  "birthdays",
  {
    ...common(),
    name: text().notNull(),
    class: text().notNull(),
    // Never leaves the server: the API answers with today's names only.
    dateOfBirth: date("date_of_birth").notNull(),
    attachments: attachments(),
    ...childrenColumn(),
  },
  (t) => [index().on(t.schoolId), ...officeListIndexes("birthdays", t, t.name, t.dateOfBirth)],
);

export const Birthday = z.object({
  _id: id,
  name: z.string(),
  class: lenientText,
  attachments: paths,
});
export type Birthday = z.infer<typeof Birthday>;

export const birthdays = defineKind({
  office: {
    kind: "birthdays",
    title: "Birthdays",
    one: "birthday",
    fields: [
      { name: "name", label: "Name", type: "text", required: true, max: 200 },
      { name: "class", label: "Class", type: "text", required: true, max: 20, hint: "e.g. VII-B." },
      {
        name: "dateOfBirth",
        label: "Date of birth",
        type: "date",
        required: true,
        hint: "Never shown on the site: only the name shows, on the day.",
      },
      children(true),
      photo,
    ],
    columns: ["class", "children"],
    dated: "dateOfBirth",
    importColumns: ["name", "class", "dateOfBirth", "children", "attachments"],
  },
  table,
  search: table.name,
  public: {
    api: "birthdays",
    entity: Birthday,
    // Today's birthdays in the school's time zone; 29 February is celebrated on the 28th in
    // other years. The date of birth itself never leaves the server.
    list: {
      table,
      daily: true,
      where: (today) => {
        const [year, month, day] = today.split("-").map(Number) as [number, number, number];
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const born = table.dateOfBirth;
        const sameDay = sql`(extract(month from ${born}) = ${month} and extract(day from ${born}) = ${day})`;
        const onTheDay =
          month === 2 && day === 28 && !leap
            ? sql`(${sameDay} or (extract(month from ${born}) = 2 and extract(day from ${born}) = 29))`
            : sameDay;
        // A child is shown only with a parent's consent: every list checks it (onSite).
        return onTheDay;
      },
      orderBy: [asc(table.class), asc(table.name)],
      toJson: (r) => ({ _id: r.id, name: r.name, class: r.class, attachments: r.attachments }),
    },
  },
});
