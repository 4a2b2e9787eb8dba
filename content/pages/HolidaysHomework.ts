import type { ContentPage } from "../model.ts";
import { holidaysHomework } from "../public-files.ts";
import { site } from "../site.ts";

const classLabel = (className: string) =>
  ["Nursery", "LKG", "UKG"].includes(className) ? className : `Class ${className}`;

export default {
  path: "/HolidaysHomework",
  heading: "Holidays Homework",
  description: `Holidays homework of ${site.name}, ${site.city}: class-wise sheets from Nursery to Class X, and the Robotics holidays project.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "The holidays are a time to rest, read and play, and the homework is planned to leave room for all three. Open your child's class below; each sheet says what to bring back on the first day of school.",
    },
    {
      type: "tabs",
      label: "Holidays homework",
      tabs: [
        {
          label: "Academics",
          blocks: [
            {
              type: "files",
              items: holidaysHomework.academics.map(({ className, path }) => ({
                title: classLabel(className),
                file: path,
              })),
            },
          ],
        },
        {
          label: "Robotics",
          blocks: [
            {
              type: "files",
              items: [{ title: "Robotics", file: holidaysHomework.robotics.path }],
            },
          ],
        },
      ],
    },
  ],
} satisfies ContentPage;
