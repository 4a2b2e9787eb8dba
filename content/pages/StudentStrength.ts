import type { ContentPage } from "../model.ts";
import { site } from "../site.ts";

/** Spec 9, 'Student strength': class, sections, students, in school order. */
const strength: [string, number, number][] = [
  ["Nursery", 2, 45],
  ["LKG", 3, 74],
  ["UKG", 4, 123],
  ["I", 4, 157],
  ["II", 5, 163],
  ["III", 5, 185],
  ["IV", 5, 190],
  ["V", 5, 200],
  ["VI", 5, 186],
  ["VII", 5, 177],
  ["VIII", 4, 158],
  ["IX", 3, 118],
  ["X", 3, 114],
];

const totalSections = strength.reduce((sum, [, sections]) => sum + sections, 0);
const totalStudents = strength.reduce((sum, [, , students]) => sum + students, 0);

export default {
  path: "/StudentStrength",
  description: `The number of sections and students in each class, Nursery to Class X, at ${site.name}, ${site.city}.`,
  blocks: [
    {
      type: "table",
      caption: "Class-wise student strength",
      columns: ["S.NO.", "Class", "No. of Sections", "No. of Students"],
      rows: strength.map(([className, sections, students], index) => [
        index + 1,
        className,
        sections,
        students,
      ]),
      note: `Total: ${totalSections} sections and ${totalStudents.toLocaleString("en-IN")} students.`,
    },
  ],
} satisfies ContentPage;
