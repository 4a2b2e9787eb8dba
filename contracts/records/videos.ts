import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { id, paths, text as lenientText } from "../entity-parts.ts";
import { attachments, common, hindi, officeListIndexes } from "./columns.ts";
import { defineKind, photo, title, type ListPaging } from "./kind.ts";
import { byDate, orderOf } from "./paging.ts";

// The school's videos on YouTube or Vimeo, newest first. Their page and card are the site's own
// (app/routes/video-gallery.tsx, app/lists/cards.tsx).

export const table = pgTable(
  "videos",
  {
    ...common(),
    ...hindi(),
    date: date().notNull(),
    videoUrl: text("video_url").notNull(),
    title: text().notNull(),
    attachments: attachments(),
  },
  (t) => [index().on(t.schoolId, t.date), ...officeListIndexes("videos", t, t.title)],
);

export const Video = z.object({
  _id: id,
  date: lenientText,
  videoUrl: lenientText,
  title: z.string(),
  attachments: paths,
});
export type Video = z.infer<typeof Video>;

const pages: ListPaging = {
  date: table.date,
  words: [table.title],
  keys: byDate(table, table.date),
};

export const videos = defineKind({
  office: {
    kind: "videos",
    title: "Videos",
    one: "video",
    fields: [
      title,
      { name: "date", label: "Date", type: "date", required: true },
      {
        name: "videoUrl",
        label: "Video address",
        type: "video",
        required: true,
        max: 500,
        hint: "The video's address on YouTube or Vimeo, e.g. https://youtu.be/…",
      },
      {
        ...photo,
        label: "Thumbnail",
        hint: "Optional: a picture shown instead of the video until it is played.",
      },
    ],
    columns: ["date"],
    dated: "date",
  },
  table,
  search: table.title,
  shownOn: () => "/VideoGallery",
  public: {
    api: "video/all",
    entity: Video,
    list: {
      table,
      orderBy: orderOf(pages.keys),
      paging: pages,
      toJson: (r) => ({
        _id: r.id,
        date: r.date,
        videoUrl: r.videoUrl,
        title: r.title,
        attachments: r.attachments,
      }),
    },
  },
});
