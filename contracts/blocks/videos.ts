import { z } from "zod";
import { blockKind } from "./kind.ts";
import { array } from "./form-values.ts";
import { video, videoFields, videoFrom } from "./video.ts";

const fresh = () => ({ title: "", youtubeId: "" });

export default blockKind({
  type: "videos",
  label: "Videos",
  example: { type: "videos", items: [{ title: "One", youtubeId: "dQw4w9WgXcQ" }] },
  schema: () =>
    z.object({ type: z.literal("videos"), items: z.array(z.object(video)).min(1).max(50) }),
  form: [{ kind: "repeat", name: "items", noun: "Video", fresh, fields: videoFields }],
  fresh: () => ({ items: [fresh()] }),
  fromForm: (raw) => ({ items: array(raw.items).map(videoFrom) }),
});
