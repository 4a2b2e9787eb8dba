import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

/** The classes with an e-publication, in the order the page shows them. */
const classes = ["UKG", "LKG", "Nursery", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];

export default {
  path: "/EPublication",
  heading: "E-Publication",
  description: `The class e-publications of ${site.name}, ${site.city}: the writing, artwork and memories of each class from Nursery to Class IX.`,
  blocks: [
    {
      type: "prose",
      markdown: `Every class publishes its own magazine at the end of the year, filled with the stories, poems, drawings, projects and photographs of its students. Click on a cover to read that class's e-publication.`,
    },
    {
      type: "cards",
      items: classes.map((className) => ({
        title: `Class ${className}`,
        image: {
          file: `public/Images/e-publication-class-${className.toLowerCase()}-cover.jpg`,
          alt: `Cover of the Class ${className} e-publication, decorated with the students' own drawings`,
          width: 600,
          height: 800,
        },
        link: {
          label: `Read the Class ${className} e-publication`,
          href: `https://docs.schoolerp.example/holy-lamp/e-publication-class-${className.toLowerCase()}`,
        },
      })),
    },
  ],
} satisfies ContentPage;
