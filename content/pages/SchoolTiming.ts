import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

// The school hours of spec 9, written as the school writes them. Class I-X: summer 7:30-13:30,
// winter 8:30-14:30, first and second Saturdays holidays. Kindergarten: summer 8:30-12:30,
// winter 9:30-13:30, Saturdays holidays.

export default {
  path: "/SchoolTiming",
  heading: "School Timing",
  description: `School hours of ${site.name}, ${site.city}, in summer and winter, for Kindergarten and for Classes I to X.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "The school keeps summer and winter timings. The change from one to the other is announced each season through a circular and the parents' app. Students should reach school at least 5 minutes before the reporting time, and bus commuters should be at their stop at least 5 minutes before the bus is due.",
    },
    {
      type: "table",
      caption: "School timings",
      columns: ["Classes", "Summer", "Winter", "Saturdays"],
      rows: [
        [
          "Class I - X",
          "7:30 a.m. - 1:30 p.m.",
          "8:30 a.m. - 2:30 p.m.",
          "First and second Saturdays are holidays",
        ],
        [
          "Kindergarten",
          "8:30 a.m. - 12:30 p.m.",
          "9:30 a.m. - 1:30 p.m.",
          "All Saturdays are holidays",
        ],
      ],
    },
  ],
} satisfies ContentPage;
