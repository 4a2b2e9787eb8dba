import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Vision",
  description: `The vision of ${site.name}, ${site.city}: young people who go out as lamps of truth, justice and service.`,
  blocks: [
    {
      type: "quote",
      text: "We dream of a school where every child is known, loved and challenged; where knowledge is lit by goodness; and from which young women and men go out as lamps of truth, justice and service to our nation and to the world.",
      cite: site.name,
    },
    {
      type: "image",
      image: {
        file: "public/Images/vision-students-campus-garden.jpg",
        alt: "A group of students in school uniform talking and laughing together on a bench in the school garden",
        width: 1200,
        height: 800,
      },
    },
  ],
} satisfies ContentPage;
