import { asc, desc, eq } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import {
  attachments,
  children as childrenColumn,
  common,
  hindi,
  slug,
  officeListIndexes,
} from "./columns.ts";
import { children, defineKind, description, title, type ListPaging } from "./kind.ts";
import { byDate, orderOf } from "./paging.ts";

// The school's photo albums: the newest of the Gallery's on the home page's carousel, every one
// on the Gallery page, each at its own address. Their pages and card are the site's own
// (app/routes/gallery.tsx, app/routes/sub-gallery.tsx, app/lists/cards.tsx).

export const albumCategories = ["PhotoGallery", "Campus"] as const;

export const table = pgTable(
  "galleries",
  {
    ...common(),
    ...hindi(),
    ...childrenColumn(),
    category: text().notNull(),
    date: date().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    attachments: attachments(),
    // One caption per photo, in the photos' order ("" where there is none).
    captions: attachments(),
    slug: slug(),
  },
  (t) => [
    index().on(t.schoolId, t.category),
    index().on(t.schoolId, t.date),
    uniqueIndex().on(t.schoolId, t.slug),
    ...officeListIndexes("galleries", t, t.title),
  ],
);

export const Gallery = z.object({
  _id: id,
  category: lenientText,
  date: lenientText,
  title: z.string(),
  description: lenientText,
  attachments: paths,
  /** A caption for each photo, in their order; sent only when the album has some. */
  captions: z.array(z.string()).optional(),
  /** The last part of its own page's address (contracts/item-paths.ts). */
  slug: z.string().optional(),
});
export type Gallery = z.infer<typeof Gallery>;

/** An album as the API sends it: spec 3's fields, the captions only where it has some. */
export const galleryJson = (r: typeof table.$inferSelect) => ({
  _id: r.id,
  category: r.category,
  date: r.date,
  title: r.title,
  description: r.description,
  attachments: r.attachments,
  ...(r.captions.some(Boolean) && { captions: r.attachments.map((_, i) => r.captions[i] ?? "") }),
  ...(r.slug && { slug: r.slug }),
});

const newestFirst = [desc(table.date), asc(table.position)];
const pages: ListPaging = {
  date: table.date,
  words: [table.title],
  by: { category: table.category },
  keys: byDate(table, table.date),
};

export const albums = defineKind({
  office: {
    kind: "albums",
    title: "Photo albums",
    one: "album",
    fields: [
      {
        name: "category",
        label: "Shown on",
        type: "select",
        required: true,
        options: albumCategories,
        hint: "PhotoGallery: the Gallery page and the home page's carousel.",
      },
      title,
      { name: "date", label: "Date of the event", type: "date", required: true },
      description,
      children(false),
      {
        name: "attachments",
        label: "Photos",
        type: "photos",
        hint: "The first photo is the album's cover. Locations are removed from every photo.",
      },
    ],
    columns: ["date", "category"],
    dated: "date",
    filter: "category",
  },
  table,
  search: table.title,
  shownOn: (values) => (values.category === "PhotoGallery" ? "/Gallery" : "/"),
  addressed: true,
  public: {
    // The home carousel: the newest photo albums.
    api: "gallery",
    entity: Gallery,
    list: {
      table,
      where: () => eq(table.category, "PhotoGallery"),
      limit: 12,
      orderBy: newestFirst,
      toJson: galleryJson,
    },
    more: {
      allGalleries: {
        api: ["gallery/All", "gallery/all"],
        list: { table, orderBy: orderOf(pages.keys), paging: pages, toJson: galleryJson },
      },
    },
  },
});
