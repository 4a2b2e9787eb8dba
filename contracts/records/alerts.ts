import { desc, sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, text as lenientText } from "../entity-parts.ts";
import { common, hindi, officeListIndexes } from "./columns.ts";
import { defineKind, link } from "./kind.ts";

// A short alert at the top of every page (school closed for the weather), from the office.
// It goes by itself at `expireAt`, which the office must give (not in spec 3).

export const alertSeverities = ["information", "warning", "emergency"] as const;

export const table = pgTable(
  "alerts",
  {
    ...common(),
    ...hindi(),
    title: text().notNull(),
    severity: text({ enum: alertSeverities }).notNull().default("warning"),
    url: text().notNull().default(""),
  },
  (t) => [index().on(t.schoolId), ...officeListIndexes("alerts", t, t.title, t.createdAt)],
);

/** A short alert shown at the top of every page until it expires (not in spec 3). */
export const Alert = z.object({
  _id: id,
  title: z.string(),
  severity: z.enum(alertSeverities).catch("warning"),
  url: lenientText,
});
export type Alert = z.infer<typeof Alert>;

export const alerts = defineKind({
  office: {
    kind: "alerts",
    title: "Alerts",
    one: "alert",
    fields: [
      {
        name: "title",
        label: "Alert",
        type: "text",
        required: true,
        max: 200,
        hindi: true,
        hint: "One short sentence at the top of every page, e.g. School closed today due to heavy rain.",
      },
      {
        name: "severity",
        label: "Severity",
        type: "select",
        required: true,
        options: alertSeverities,
        hint: "emergency: red; warning: amber; information: blue.",
      },
      link("More about it"),
    ],
    columns: ["severity"],
    expires: true,
  },
  table,
  search: table.title,
  // On every page.
  shownOn: () => "/",
  public: {
    api: "alerts",
    entity: Alert,
    // The alerts at the top of every page: the gravest first, then the newest.
    list: {
      table,
      orderBy: [
        sql`case ${table.severity} when 'emergency' then 0 when 'warning' then 1 else 2 end`,
        desc(table.createdAt),
      ],
      toJson: (r) => ({ _id: r.id, title: r.title, severity: r.severity, url: r.url }),
    },
  },
});
