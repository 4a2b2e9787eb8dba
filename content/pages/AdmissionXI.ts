import type { Block, ContentPage } from "../model.ts";
import { documents } from "../public-files.ts";
import { site } from "../site.ts";

/** A stream's five subjects: the four every student of it takes, and the fifth to choose. */
type Stream = [stream: string, compulsory: string[], fifthOptions: string[]];

const streams: Stream[] = [
  [
    "Non-Medical",
    ["English", "Physics", "Chemistry", "Mathematics"],
    ["IT", "Physical Education", "Psychology"],
  ],
  [
    "Medical",
    ["English", "Physics", "Chemistry", "Biology"],
    ["IT", "Mathematics", "Physical Education", "Psychology"],
  ],
  [
    "Commerce",
    ["English", "Accountancy", "Economics", "Business Studies"],
    ["IT", "Mathematics", "Physical Education", "Psychology"],
  ],
];

/** 'IT, Mathematics or Psychology'. */
const oneOf = (options: string[]) =>
  options.length > 1 ? `${options.slice(0, -1).join(", ")} or ${options.at(-1)}` : options.join("");

// The combinations of a stream differ only in the fifth subject, so each stream is one row:
// its four subjects once and the fifth as the choice (a phone shows three short cards).
export const subjectCombinations: Extract<Block, { type: "table" }> = {
  type: "table",
  caption: "Subject combinations: four compulsory subjects and a fifth of the student's choice",
  columns: ["Stream", "Compulsory subjects", "Fifth subject (one of)"],
  rows: streams.map(([stream, compulsory, fifth]) => [stream, compulsory.join(", "), oneOf(fifth)]),
};

const phoneLinks = site.phones
  .map((phone) => `[${phone}](tel:${phone.replace(/\s+/g, "")})`)
  .join(", ");

export default {
  path: "/AdmissionXI",
  heading: "Admission Class XI Information",
  session: "2026-27",
  description: `Class XI admission at ${site.name}, ${site.city}, for the session 2026-27: registration, entrance exam dates, syllabus, merit rules, scholarships, subject combinations and fees.`,
  blocks: [
    { type: "heading", text: "Admission Open for Class XI, Session 2026-27" },
    {
      type: "prose",
      markdown: `Registration for Class XI for the session 2026-27 opens on **September 8, 2025**, both **online and offline**. Students of ${site.name} and of other schools are welcome to apply. To sit the entrance examination an applicant needs a minimum of **70%** for the Medical and Non-Medical streams and **65%** for Commerce.`,
    },
    {
      type: "section",
      title: "Streams Offered",
      blocks: [
        {
          type: "list",
          items: ["Non-Medical", "Medical", "Commerce (with Maths)", "Commerce (without Maths)"],
        },
      ],
    },
    {
      type: "section",
      title: "Entrance Exam and Allotment Dates",
      blocks: [
        {
          type: "prose",
          markdown:
            "The entrance examination is held on three dates. An applicant may sit the exam on any one of them; seats are allotted on merit a week or two after each exam.",
        },
        {
          type: "table",
          caption: "Entrance exam dates and first allotments",
          columns: ["Entrance exam", "First allotment"],
          rows: [
            ["Nov 8 2025", "Nov 15 2025"],
            ["Nov 22 2025", "Nov 29 2025"],
            ["Dec 27 2025", "Jan 10 2026"],
          ],
        },
        {
          type: "list",
          items: ["Second allotment: Jan 17 2026", "Third allotment: Jan 24 2026"],
        },
      ],
    },
    {
      type: "section",
      title: "Entrance Exam Syllabus",
      blocks: [
        {
          type: "section",
          title: "English",
          blocks: [
            {
              type: "list",
              title: "Class IX & X integrated grammar",
              items: [
                "Tenses",
                "Modals",
                "Subject-verb agreement",
                "Determiners",
                "Active and passive voice",
                "Reported speech: commands and requests, statements, questions",
                "Clauses: noun, adjective and adverb clauses",
                "Editing and omission",
                "Gap filling and sentence reordering",
              ],
            },
          ],
        },
        {
          type: "section",
          title: "Science",
          blocks: [
            {
              type: "list",
              title: "Class IX",
              items: [
                "Matter in Our Surroundings",
                "Is Matter Around Us Pure?",
                "Atoms and Molecules",
                "Structure of the Atom",
                "The Fundamental Unit of Life",
                "Tissues",
                "Motion",
                "Force and Laws of Motion",
                "Gravitation",
                "Work and Energy",
                "Sound",
                "Improvement in Food Resources",
              ],
            },
            {
              type: "list",
              title: "Class X",
              items: [
                "Chemical Reactions and Equations",
                "Acids, Bases and Salts",
                "Metals and Non-metals",
                "Carbon and its Compounds",
                "Life Processes",
                "Control and Coordination",
                "How do Organisms Reproduce?",
                "Heredity",
                "Light: Reflection and Refraction",
                "The Human Eye and the Colourful World",
                "Electricity",
                "Magnetic Effects of Electric Current",
                "Our Environment",
              ],
            },
          ],
        },
        {
          type: "section",
          title: "Mathematics",
          blocks: [
            {
              type: "list",
              title: "Class IX",
              items: [
                "Number Systems",
                "Polynomials",
                "Coordinate Geometry",
                "Linear Equations in Two Variables",
                "Introduction to Euclid's Geometry",
                "Lines and Angles",
                "Triangles",
                "Quadrilaterals",
                "Circles",
                "Heron's Formula",
                "Surface Areas and Volumes",
                "Statistics",
              ],
            },
            {
              type: "list",
              title: "Class X",
              items: [
                "Real Numbers",
                "Polynomials",
                "Pair of Linear Equations in Two Variables",
                "Quadratic Equations",
                "Arithmetic Progressions",
                "Triangles",
                "Coordinate Geometry",
                "Introduction to Trigonometry",
                "Some Applications of Trigonometry",
                "Circles",
                "Areas Related to Circles",
                "Surface Areas and Volumes",
                "Statistics",
                "Probability",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Merit List Weightage",
      blocks: [
        {
          type: "prose",
          markdown:
            "The merit list is drawn up by adding the points below to the marks of the entrance examination.",
        },
        {
          type: "table",
          caption: "Merit list weightage",
          columns: ["S.No.", "Criterion", "Weightage"],
          rows: [
            [1, "Entrance exam", "Marks as obtained"],
            [
              2,
              "Class IX final score",
              "20 points (90% and above), 10 points (80% and above), 5 points (70% and above)",
            ],
            [
              3,
              "Class X first semester score",
              "20 points (90% and above), 10 points (80% and above), 5 points (70% and above)",
            ],
            [
              4,
              "Sports achievements",
              "10 points (state level), 5 points (district level), 5 points (inter-school level)",
            ],
            [
              5,
              "Arts achievements",
              "10 points (state level), 5 points (district level), 5 points (inter-school level)",
            ],
            [6, "Applicants from the school's two sister branches", "10 points"],
            [7, "Girl child applicant", "5 points"],
            [
              8,
              "Class X board exam (for interchanging streams)",
              "20 points (90% and above), 10 points (80% and above), 5 points (70% and above)",
            ],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Scholarships",
      blocks: [
        {
          type: "table",
          caption: "Class XI scholarships",
          columns: ["Criterion", "Tuition fee exemption"],
          rows: [
            ["97% and above in the Class X board exam", "100%"],
            ["92% to 96.99% in the Class X board exam", "50%"],
            ["State-level winners in sports or arts", "50%"],
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Subject Combinations",
      blocks: [
        {
          type: "prose",
          markdown:
            "Every student studies five subjects. English and the three core subjects of the stream are compulsory; the fifth subject is chosen from the options of the stream. IT stands for Information Technology.",
        },
        subjectCombinations,
        {
          type: "links",
          items: [
            { label: "Stream and Subject Selection", file: documents.streamAndSubjectSelection },
          ],
        },
      ],
    },
    {
      type: "section",
      title: "Senior Secondary Fee Structure 2026-27",
      blocks: [
        {
          type: "table",
          caption: "Senior secondary monthly fees 2026-27 (Rs.)",
          columns: ["Class XI stream", "Without IT", "With IT"],
          rows: [
            ["Non-Medical", 7860, 8030],
            ["Medical", 8020, 8030],
            ["Commerce", 7590, 7760],
          ],
          note: "A 6th optional subject costs Rs. 200 extra.",
        },
      ],
    },
    {
      type: "section",
      title: "Contact Us",
      blocks: [
        {
          type: "prose",
          markdown: `For any question about Class XI admission, please call the school office or write to us.

- **Phone:** ${phoneLinks}
- **E-mail:** [${site.email}](mailto:${site.email})`,
        },
        {
          type: "links",
          items: [{ label: `Visit the ${site.name} website`, to: "/" }],
        },
      ],
    },
    {
      type: "links",
      items: [{ label: "Click Here for Online Registration", href: site.links.onlineRegistration }],
    },
  ],
} satisfies ContentPage;
