import { z } from "zod";
import { blockKind, type Field, type Raw } from "./kind.ts";
import { text as typed } from "./form-values.ts";
import { text, youtubeId } from "./parts.ts";

/** A video's title and YouTube id: the block's own, and each of a row of videos'. */
export const video = { title: text(200), youtubeId };

export const videoFields: readonly Field[] = [
  { kind: "text", name: "title", label: "Title" },
  {
    kind: "text",
    name: "youtubeId",
    label: "YouTube id",
    hint: "The 11 letters after v= in the video's address (youtube.com/watch?v=dQw4w9WgXcQ).",
    narrow: true,
  },
];

export const videoFrom = (raw: Raw) => ({
  title: typed(raw.title),
  youtubeId: typed(raw.youtubeId).trim(),
});

export default blockKind({
  type: "video",
  label: "Video",
  example: { type: "video", title: "Annual day", youtubeId: "dQw4w9WgXcQ" },
  schema: () => z.object({ type: z.literal("video"), ...video }),
  form: videoFields,
  fresh: () => ({ title: "", youtubeId: "" }),
  fromForm: videoFrom,
});
