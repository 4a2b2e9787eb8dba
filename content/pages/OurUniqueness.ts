import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

export default {
  path: "/OurUniqueness",
  description: `${site.name}, ${site.city}, in figures: campus, classrooms, labs, buses, students, educators and library books.`,
  blocks: [
    {
      type: "prose",
      markdown: `A good school is more than its buildings, but the space and care we give our children matter. Here is ${site.name} at a glance: a safe, green campus with room to learn, play and grow, and the people who make it a school.`,
    },
    {
      type: "figures",
      items: [
        { value: "10,912 sq m", label: "Campus" },
        { value: `${site.campus.classrooms}+`, label: "Classrooms" },
        { value: "200+", label: "CCTV cameras" },
        {
          value: site.campus.auditoriumSeats.toLocaleString("en-IN"),
          label: "Seats in the auditorium",
        },
        { value: "5,720 sq m", label: "Playground" },
        { value: String(site.campus.labs.length), label: "Labs" },
        { value: String(site.campus.buses), label: "Buses" },
        { value: "1,800+", label: "Students" },
        { value: "80+", label: "Educators" },
        { value: `${site.campus.libraryBooks.toLocaleString("en-IN")}+`, label: "Library books" },
      ],
    },
  ],
} satisfies ContentPage;
