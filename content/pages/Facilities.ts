import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/Facilities",
  description: `The library, laboratories, art and craft room and auditorium of ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "gallery",
      images: [
        {
          file: "public/Images/facility-library.jpg",
          alt: "The school library, with open shelves of books along the walls and students reading at long tables",
          width: 1200,
          height: 800,
          caption: "Library",
        },
        {
          file: "public/Images/facility-art-craft-room.jpg",
          alt: "The art and craft room, with easels, paint trays and students' paintings pinned on the walls",
          width: 1200,
          height: 800,
          caption: "Art & Craft Room",
        },
        {
          file: "public/Images/facility-social-studies-lab.jpg",
          alt: "The social studies lab, with maps, a globe and historical models displayed around the room",
          width: 1200,
          height: 800,
          caption: "Social Studies Lab",
        },
        {
          file: "public/Images/facility-mathematics-lab.jpg",
          alt: "The mathematics lab, with geometric solids, number boards and measuring kits on the work tables",
          width: 1200,
          height: 800,
          caption: "Mathematics Lab",
        },
        {
          file: "public/Images/facility-chemistry-lab.jpg",
          alt: "The chemistry lab, with workbenches, reagent shelves and students in lab coats carrying out an experiment",
          width: 1200,
          height: 800,
          caption: "Chemistry Lab",
        },
        {
          file: "public/Images/facility-auditorium.jpg",
          alt: "The school auditorium seen from the back rows, with the stage lit for a programme",
          width: 1200,
          height: 800,
          caption: "Auditorium",
        },
      ],
    },
  ],
} satisfies ContentPage;
