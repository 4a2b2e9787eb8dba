import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Newsletter",
  heading: "Newsletter",
  description: `Little Steps Big dreams 2024-25, the annual newsletter of ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "prose",
      markdown: `Our newsletter gathers a year of school life in one place: the achievements of our students, the celebrations, competitions and trips, and the stories and artwork of the children themselves. Click on the cover to read it.`,
    },
    {
      type: "cards",
      items: [
        {
          title: "Little Steps Big dreams 2024-25",
          image: {
            file: "public/Images/newsletter-little-steps-big-dreams-2024-25-cover.jpg",
            alt: "Cover of the newsletter Little Steps Big dreams 2024-25, showing kindergarten children releasing paper boats on the school lawn",
            width: 600,
            height: 800,
          },
          link: {
            label: "Read the newsletter",
            href: "https://docs.schoolerp.example/holy-lamp/newsletter-little-steps-big-dreams-2024-25",
          },
        },
      ],
    },
  ],
} satisfies ContentPage;
