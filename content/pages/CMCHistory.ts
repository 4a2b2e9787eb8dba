import type { ContentPage } from "../model.ts";
import { siteImages } from "../public-files.ts";
import { site } from "../site.ts";

export default {
  path: "/CMCHistory",
  description: `The history of the ${site.congregation} and of ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "image",
      image: {
        file: siteImages.comingSoon,
        alt: "Coming soon: the history page is being prepared",
        width: 1200,
        height: 800,
      },
    },
  ],
} satisfies ContentPage;
