import { asc, desc } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, sizes, text as lenientText } from "../entity-parts.ts";
import { attachments as attachmentsColumn, common, hindi, officeListIndexes } from "./columns.ts";
import { attachments, defineKind, link, title } from "./kind.ts";

// The notice of online registration the home page shows under the hero (the first one, in the
// office's order).

export const table = pgTable(
  "online_registrations",
  {
    ...common(),
    ...hindi(),
    title: text().notNull(),
    url: text().notNull().default(""),
    attachments: attachmentsColumn(),
  },
  (t) => [
    index().on(t.schoolId),
    ...officeListIndexes("online_registrations", t, t.title, t.createdAt),
  ],
);

export const OnlineRegistration = z.object({
  _id: id,
  title: z.string(),
  url: lenientText,
  attachments: paths,
  attachmentSizes: sizes,
});
export type OnlineRegistration = z.infer<typeof OnlineRegistration>;

export const registrations = defineKind({
  office: {
    kind: "registrations",
    title: "Online registration",
    one: "registration notice",
    fields: [title, link("Registration form"), attachments],
    columns: ["url"],
  },
  table,
  search: table.title,
  public: {
    api: "onlineRegistration",
    entity: OnlineRegistration,
    list: {
      table,
      documents: true,
      orderBy: [asc(table.position), desc(table.createdAt)],
      toJson: (r) => ({ _id: r.id, title: r.title, url: r.url, attachments: r.attachments }),
    },
  },
});
