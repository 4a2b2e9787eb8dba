import type { ContentPage } from "../model.ts";
import { bookListClasses, bookListFile } from "../public-files.ts";
import { site } from "../site.ts";

const classLabel = (className: string) =>
  ["Nursery", "LKG", "UKG"].includes(className) ? className : `Class ${className}`;

export default {
  path: "/BookList",
  heading: "List of Books",
  description: `The book lists of ${site.name}, ${site.city}, for Nursery to Class X, one PDF per class.`,
  blocks: [
    {
      type: "prose",
      markdown:
        "Choose your child's class to open its book list. Each list names the textbooks, workbooks and notebooks for the year; please buy the editions named in the list, cover the books neatly and write the child's name, class and section on every one.",
    },
    {
      type: "files",
      items: bookListClasses.map((className) => ({
        title: classLabel(className),
        file: bookListFile(className),
        subtitle: "Book list (PDF)",
      })),
    },
  ],
} satisfies ContentPage;
