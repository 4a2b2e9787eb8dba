import type { ContentPage } from "../model.ts";
import { siteImages } from "../public-files.ts";
import { site } from "../site.ts";

export default {
  path: "/GlimpseOfTheDay",
  description: `A glimpse of a day at ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "image",
      image: {
        file: siteImages.comingSoon,
        alt: "Coming soon: photographs of the day will appear here",
        width: 1200,
        height: 800,
      },
    },
  ],
} satisfies ContentPage;
