import type { ContentPage } from "../model.ts";
import { documents } from "../public-files.ts";
import { site } from "../site.ts";

export default {
  path: "/SchoolUniform",
  heading: "School Uniform",
  description: `The summer, winter and house uniforms of ${site.name}, ${site.city}, for Nursery to Class XII.`,
  blocks: [
    {
      type: "prose",
      markdown: [
        "The uniform is a sign that every child belongs to one school family, whatever their background. Students wear the **summer uniform** in the warm months and the **winter uniform**, with the school sweater and blazer, in the cold months; the school announces the change each season through a circular and the parents' app.",
        "On house days students wear the **house T-shirt** in the colour of their house: **Emerald (Green)**, **Topaz (Yellow)**, **Ruby (Red)** or **Sapphire (Blue)**. The complete list for each stage, with shoes, socks, belt and tie, is given in the document below.",
      ].join("\n\n"),
    },
    {
      type: "pdf",
      title: "School Uniform",
      file: documents.schoolUniform,
      height: 600,
    },
  ],
} satisfies ContentPage;
