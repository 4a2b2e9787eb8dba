// The home page's notice-board ticker, newest first: "day" is how many days ago each went up.

import { para, table } from "../documents.ts";
import type { DocumentRecord } from "./document.ts";
import type { SharedLetter } from "./letters.ts";
import type { HindiOf } from "./load.ts";

export interface HighlightRecord {
  day: number;
  title: string;
  description: string;
  isNew: boolean;
  /** A link; braces name a site link ({registrationUrl}, {playStoreUrl}) or a path. */
  url: string;
  /** A shared letter, the newest datesheet, or a document of its own. */
  attachment?: SharedLetter | "latest-datesheet" | DocumentRecord;
  hi?: HindiOf<"title" | "description">;
}

export const highlights: HighlightRecord[] = [
  {
    day: -1,
    title: "Online registration for the session {admissionSession} is open",
    description:
      "Register online for Nursery to Class IX and Class XI. Read the instructions before you fill in the form.",
    isNew: true,
    url: "{registrationUrl}",
    attachment: "registration-instructions",
  },
  {
    day: -3,
    title: "Datesheet of the Periodic Test released",
    description:
      "Classes III to IX: the test begins in about two weeks. See the Datesheet page for the schedule.",
    isNew: true,
    url: "/Datesheet",
    attachment: "latest-datesheet",
  },
  {
    day: -6,
    title: "Parent-Teacher Meeting on {ptm}",
    description:
      "Meet the teachers and collect the Holistic Progress Card. Nursery to V from 8:30 AM; VI to X from 10:30 AM.",
    isNew: true,
    url: "",
    attachment: "ptm-letter",
  },
  {
    day: -10,
    title: "Class XI admissions {admissionSession}: streams and eligibility",
    description:
      "Non-Medical, Medical and Commerce. Medical and Non-Medical need 70%, Commerce 65% to sit the entrance examination.",
    isNew: false,
    url: "/AdmissionXI",
  },
  {
    day: -15,
    title: "Pay school fees on the parents' app",
    description:
      "Fees, circulars, attendance and report cards in one place. Download the app and log in with the school code.",
    isNew: false,
    url: "{playStoreUrl}",
  },
  {
    day: -21,
    title: "Results of the Inter-House Quiz",
    description:
      "Sapphire House wins the quiz, with Emerald a close second. Congratulations to every participant!",
    isNew: false,
    url: "",
    attachment: {
      file: "highlights/inter-house-quiz-results-{date:iso}.pdf",
      title: "Inter-House Quiz: Results",
      reference: "ACT/22",
      letter: "Dear Students,",
      blocks: [
        para(
          "The Inter-House Quiz for Classes VI to VIII was held in six rounds. The final standings are given below.",
        ),
        table(
          ["Position", "House", "Points"],
          [
            ["First", "Sapphire", "145"],
            ["Second", "Emerald", "140"],
            ["Third", "Ruby", "120"],
            ["Fourth", "Topaz", "105"],
          ],
          [1, 1, 1],
        ),
      ],
    },
  },
];
