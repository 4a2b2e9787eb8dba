import { asc } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import { attachments as attachmentsColumn, common, hindi, officeListIndexes } from "./columns.ts";
import { attachments, defineKind } from "./kind.ts";

// The leadership's messages: the principal's on the home page and its own page, the manager's
// on its page. Their pages are the site's own (app/routes/message-page.tsx).

export const messageCategories = [
  "Principal",
  "Vice Principal",
  "Manager",
  "Former Principal",
] as const;

export const table = pgTable(
  "messages",
  {
    ...common(),
    ...hindi(),
    category: text().notNull(),
    name: text().notNull(),
    message: text().notNull(),
    attachments: attachmentsColumn(),
  },
  (t) => [
    index().on(t.schoolId, t.category),
    ...officeListIndexes("messages", t, t.name, t.createdAt),
  ],
);

export const Message = z.object({
  _id: id,
  category: lenientText,
  name: lenientText,
  message: lenientText,
  attachments: paths,
});
export type Message = z.infer<typeof Message>;

export const messages = defineKind({
  office: {
    kind: "messages",
    title: "Leadership messages",
    one: "message",
    fields: [
      {
        name: "category",
        label: "From",
        type: "select",
        required: true,
        options: messageCategories,
      },
      { name: "name", label: "Name", type: "text", required: true, max: 200 },
      {
        name: "message",
        label: "Message",
        type: "markdown",
        required: true,
        max: 50_000,
        hindi: true,
        hint: "Markdown: a blank line starts a paragraph, **bold**, *italic*, [link](https://…).",
      },
      { ...attachments, label: "Photo" },
    ],
    columns: ["category", "name"],
    filter: "category",
  },
  table,
  search: table.name,
  shownOn: (values) =>
    values.category === "Manager"
      ? "/ManagerMessage"
      : values.category === "Principal"
        ? "/PrincipalMessage"
        : "/",
  public: {
    api: "principalMessage",
    entity: Message,
    list: {
      table,
      orderBy: [asc(table.position), asc(table.createdAt)],
      toJson: (r) => ({
        _id: r.id,
        category: r.category,
        name: r.name,
        message: r.message,
        attachments: r.attachments,
      }),
    },
  },
});
