import type { ContentPage } from "../model.ts";
import { leadership } from "../people.ts";
import { site } from "../site.ts";

export default {
  path: "/LibraryRules",
  heading: "Library Rules",
  description: `The rules of the library of ${site.name}, ${site.city}: membership, borrowing for 2 weeks, fines for late return and care of books.`,
  blocks: [
    {
      type: "prose",
      markdown: `Our library holds more than 12,000 books, besides children's magazines, newspapers and reference works, and every class has a library period each week. It is a quiet, friendly place to read, to look things up and to discover new authors. The library is in the charge of ${leadership.librarian.name}, ${leadership.librarian.title}, who is always glad to help a reader find the right book. These rules keep the books in good condition and fairly shared.`,
    },
    {
      type: "image",
      image: {
        file: "public/Images/library-reading-room.jpg",
        alt: "Students reading at long tables in the school library, with open shelves of books along the walls",
        width: 1200,
        height: 800,
      },
      align: "full",
    },
    {
      type: "rules",
      title: "Rules of the Library",
      rules: [
        "Every student of the school is a member of the library. The student's identity card serves as the library card and must be shown when borrowing.",
        "Books are issued for **2 weeks**. A book may be renewed once for a further 2 weeks if no other reader has asked for it.",
        "A **fine** is charged for every day a book is kept beyond its due date.",
        "Only one book is issued to a student at a time, unless the librarian allows more for a project.",
        "Reference books, encyclopaedias, dictionaries, magazines and newspapers are read in the library only and may not be taken out.",
        "Check a book for torn or missing pages when it is issued, and report any damage to the librarian at once; otherwise the borrower is held responsible.",
        "Do not write in, underline, fold or tear library books. Cover borrowed books and keep them away from food and water.",
        "A lost or damaged book must be replaced with a new copy or paid for at its current price.",
        "Books are not to be passed on to other students; return each book yourself at the library counter.",
        "Complete silence is kept in the library. Talk to the librarian softly and only when necessary.",
        "Bags, food and water bottles are left outside the library.",
        "After reading, return books and magazines to the trolley or the place marked for them; do not put them back on the shelves yourself.",
        "All library books must be returned before the summer and winter vacations and before the annual examination. The report card and the Transfer Certificate are issued only after the library has been cleared.",
      ],
    },
  ],
} satisfies ContentPage;
