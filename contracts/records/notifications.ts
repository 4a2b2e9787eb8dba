import { asc, desc } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import { attachments as attachmentsColumn, common, hindi, officeListIndexes } from "./columns.ts";
import { attachments, defineKind, description, link, title } from "./kind.ts";

// The home page's pop-up (app/home/notification-popup.tsx), in the office's order.

export const table = pgTable(
  "notifications",
  {
    ...common(),
    ...hindi(),
    title: text().notNull(),
    description: text().notNull().default(""),
    image: attachmentsColumn(),
    url: text().notNull().default(""),
    urlTitle: text("url_title").notNull().default(""),
    attachments: attachmentsColumn(),
  },
  (t) => [index().on(t.schoolId), ...officeListIndexes("notifications", t, t.title, t.createdAt)],
);

export const Notification = z.object({
  _id: id,
  title: lenientText,
  description: lenientText,
  image: paths,
  url: lenientText,
  urlTitle: lenientText,
  attachments: paths,
});
export type Notification = z.infer<typeof Notification>;

export const notifications = defineKind({
  office: {
    kind: "notifications",
    title: "Home page pop-up",
    one: "pop-up notification",
    fields: [
      title,
      description,
      link(),
      { name: "urlTitle", label: "Link text", type: "text", max: 100, hindi: true },
      { ...attachments, name: "image", label: "Picture" },
      attachments,
    ],
    columns: [],
  },
  table,
  search: table.title,
  public: {
    api: "notification",
    entity: Notification,
    list: {
      table,
      orderBy: [asc(table.position), desc(table.createdAt)],
      toJson: (r) => ({
        _id: r.id,
        title: r.title,
        description: r.description,
        image: r.image,
        url: r.url,
        urlTitle: r.urlTitle,
        attachments: r.attachments,
      }),
    },
  },
});
