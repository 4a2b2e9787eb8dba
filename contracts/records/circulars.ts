import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
import { attachments, audience, defineKind, title, type ListPaging } from "./kind.ts";
import { orderOf } from "./paging.ts";

// Circulars, CBSE circulars and datesheets: one list, newest first, each category on its page
// (app/routes/circular-page.tsx), each circular at its own address.

export const circularCategories = ["Circular", "CBSE-Circular", "Datesheet"] as const;

export const table = pgTable(
  "circulars",
  {
    ...common(),
    ...hindi(),
    category: text().notNull(),
    title: text().notNull(),
    // Shown as entered, e.g. "14.11.26".
    date: text().notNull().default(""),
    attachments: attachmentsColumn(),
    // The classes it is for (empty: everyone).
    audience: attachmentsColumn(),
    slug: slug(),
  },
  (t) => [
    index().on(t.schoolId, t.category),
    index().on(t.schoolId, t.createdAt),
    uniqueIndex().on(t.schoolId, t.slug),
    ...officeListIndexes("circulars", t, t.title),
  ],
);

export const Circular = z.object({
  _id: id,
  category: lenientText,
  title: z.string(),
  date: lenientText,
  attachments: paths,
  attachmentSizes: sizes,
  /** The classes it is for; sent only when it is not for everyone. */
  audience: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});
export type Circular = z.infer<typeof Circular>;

/** A circular as the API sends it: spec 3's fields, the classes only when not for everyone. */
export const circularJson = (r: typeof table.$inferSelect) => ({
  _id: r.id,
  category: r.category,
  title: r.title,
  date: r.date,
  attachments: r.attachments,
  ...(r.audience.length > 0 && { audience: r.audience }),
  ...(r.slug && { slug: r.slug }),
});

// Newest first as they were put up; a page of one category at a time (?category=Datesheet).
const pages: ListPaging = {
  date: table.createdAt,
  words: [table.title],
  by: { category: table.category },
  keys: [
    { value: table.createdAt, type: "timestamptz", desc: true },
    { value: table.position, type: "integer" },
    { value: table.id, type: "uuid" },
  ],
};

export const circulars = defineKind({
  office: {
    kind: "circulars",
    title: "Circulars and datesheets",
    one: "circular or datesheet",
    fields: [
      {
        name: "category",
        label: "Shown on",
        type: "select",
        required: true,
        options: circularCategories,
        hint: "Circular, CBSE-Circular or Datesheet: the page of that name.",
      },
      title,
      {
        name: "date",
        label: "Date as shown",
        type: "text",
        required: true,
        max: 20,
        hint: "As the tile shows it, e.g. 14.11.26.",
      },
      audience(classNames),
      {
        ...attachments,
        label: "PDF",
        hint: "The circular's PDF. A replaced file stays in the record's history.",
      },
    ],
    columns: ["category", "date"],
    filter: "category",
  },
  table,
  search: table.title,
  shownOn: (values) =>
    values.category === "Datesheet"
      ? "/Datesheet"
      : values.category === "CBSE-Circular"
        ? "/CBSECircular"
        : "/Circular",
  addressed: true,
  public: {
    api: "circular/all",
    entity: Circular,
    list: {
      table,
      orderBy: orderOf(pages.keys),
      paging: pages,
      toJson: circularJson,
      documents: true,
    },
  },
});
