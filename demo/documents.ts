// The text of every generated PDF: the school's static public documents (content/public-files.ts)
// and the helpers that the demo records' attachments (circulars, notices, certificates) use.

import { site } from "../content/site.ts";
import {
  bookListClasses,
  disclosureDocuments,
  documents,
  holidaysHomework,
  publicFiles,
  type BookListClass,
} from "../content/public-files.ts";
import { addDays, lastOccurrence, longDate, sessionOf, ymd } from "./dates.ts";
import { leadership, managementCommittee, ptaMembers } from "../content/people.ts";
import type { PdfBlock, PdfDocumentSpec } from "./pdfs.ts";

const campus = site.campus;
/** Every laboratory, computer labs included, as the disclosure counts them. */
const laboratories = [...campus.labs, ...campus.computerLabs];
/** A figure as the site writes it: 12,000 and 13,076.4. */
const count = (value: number) => value.toLocaleString("en-IN");

export interface DocContext {
  schoolName: string;
  /** YYYY-MM-DD in the school's time zone. */
  today: string;
}

export function letterhead(): string[] {
  return [
    `${site.address.lines.slice(0, 2).join(", ")}`,
    `Affiliated to CBSE, New Delhi  |  Affiliation No. ${site.affiliationNo}  |  Run by the ${site.congregation} (founded ${site.congregationFounded})`,
    `Phone ${site.phones.join(", ")}  |  ${site.email}`,
  ];
}

export function makeDoc(
  ctx: DocContext,
  title: string,
  date: string,
  blocks: PdfBlock[],
  extra: Partial<PdfDocumentSpec> = {},
): PdfDocumentSpec {
  return {
    schoolName: ctx.schoolName,
    letterhead: letterhead(),
    title,
    date: notAfter(date, ctx.today),
    blocks,
    ...extra,
  };
}

/** A document is never dated after today. */
export function notAfter(date: string, today: string): string {
  return date > today ? today : date;
}

export const heading = (text: string): PdfBlock => ({ kind: "heading", text });
export const para = (text: string): PdfBlock => ({ kind: "paragraph", text });
export const bullets = (items: string[], numbered = false): PdfBlock => ({
  kind: "bullets",
  items,
  numbered,
});
export const table = (columns: string[], rows: string[][], widths?: number[]): PdfBlock => ({
  kind: "table",
  columns,
  rows,
  widths,
});
export const fields = (rows: [string, string][]): PdfBlock => ({ kind: "fields", rows });
export const signatures = (...names: string[]): PdfBlock => ({ kind: "signatures", names });
export const principalSignature = (): PdfBlock =>
  signatures(`${leadership.principal.name}, Principal`);

// ---------------------------------------------------------------------------------------------
// Book lists

type Book = [subject: string, title: string, publisher: string];

const NCERT = "NCERT";
const LAMP = "Lamplight Press, Jalandhar";
const BRIGHT = "Bright Minds Publications";
const SARAL = "Saral Prakashan";
const PUNJ = "Panj Aab Publishers";
const TECHNO = "TechnoLeaf Books";
const HLP = "Holy Lamp Publications (school)";

const roman = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];

export function booksFor(className: BookListClass): Book[] {
  const kg = ["Nursery", "LKG", "UKG"].indexOf(className);
  if (kg >= 0) {
    const level = "ABC"[kg] as string;
    const books: Book[] = [
      ["English", `Little Lamp Phonics - Book ${level}`, LAMP],
      ["English", kg === 0 ? "My First Pattern Writing" : `Cursive Steps - Book ${level}`, BRIGHT],
      ["Hindi", `Akshar Mala - Part ${kg + 1}`, SARAL],
      [
        "Numbers",
        kg === 0
          ? "Fun with Numbers 1 to 20"
          : kg === 1
            ? "Fun with Numbers 1 to 50"
            : "Fun with Numbers 1 to 100",
        BRIGHT,
      ],
      ["General Awareness", `Me and My World - Level ${kg + 1}`, LAMP],
      ["Rhymes and Stories", `Sing Along Rhymes - ${level}`, LAMP],
      ["Art and Craft", `Colour Splash - ${level}`, BRIGHT],
      ["Values", "Little Hearts: Stories of Kindness", HLP],
    ];
    if (kg > 0) books.splice(3, 0, ["Punjabi", `Gurmukhi Painti - Part ${kg}`, PUNJ]);
    return books;
  }
  const n = roman.indexOf(className) + 1;
  const part = (base: string) => `${base} - ${className}`;
  if (n <= 2) {
    return [
      ["English", `Mridang - Class ${className}`, NCERT],
      ["English Grammar", part("Grammar Garden"), LAMP],
      ["Hindi", `Sarangi - Class ${className}`, NCERT],
      ["Hindi Grammar", part("Vyakaran Vatika"), SARAL],
      ["Punjabi", part("Punjabi Pathmala"), PUNJ],
      ["Mathematics", `Joyful Mathematics - Class ${className}`, NCERT],
      ["General Knowledge", part("Know More"), BRIGHT],
      ["Computer", part("Cyber Kids"), TECHNO],
      ["Value Education", part("Light of Love"), HLP],
      ["Art", part("Colour Splash"), BRIGHT],
    ];
  }
  if (n <= 5) {
    return [
      ["English", `Santoor - Class ${className}`, NCERT],
      ["English Grammar", part("Grammar Garden"), LAMP],
      ["Hindi", `Veena - Class ${className}`, NCERT],
      ["Hindi Grammar", part("Vyakaran Vatika"), SARAL],
      ["Punjabi", part("Punjabi Pathmala"), PUNJ],
      ["Mathematics", `Maths Mela - Class ${className}`, NCERT],
      ["EVS", `Our Wondrous World - Class ${className}`, NCERT],
      ["General Knowledge", part("Know More"), BRIGHT],
      ["Computer", part("Cyber Kids"), TECHNO],
      ["Value Education", part("Light of Love"), HLP],
      ["Art", part("Colour Splash"), BRIGHT],
    ];
  }
  if (n <= 8) {
    return [
      ["English", `Poorvi - Class ${className}`, NCERT],
      ["English Grammar", part("Grammar in Use, Level"), LAMP],
      ["Hindi", `Malhar - Class ${className}`, NCERT],
      ["Hindi Grammar", part("Vyakaran Vatika"), SARAL],
      ["Punjabi", part("Punjabi Sahit Mala"), PUNJ],
      ["Mathematics", `Ganita Prakash - Class ${className}`, NCERT],
      ["Science", `Curiosity - Class ${className}`, NCERT],
      ["Social Science", `Exploring Society: India and Beyond - Class ${className}`, NCERT],
      ["Atlas", "Oxford-style Student Atlas (any current edition)", BRIGHT],
      ["Computer", part("Code and Create"), TECHNO],
      ["Value Education", part("Light of Love"), HLP],
      ["Art", `Kriti - Class ${className}`, NCERT],
    ];
  }
  const ix = n === 9;
  return [
    ["English", ix ? "Beehive" : "First Flight", NCERT],
    ["English Supplementary", ix ? "Moments" : "Footprints without Feet", NCERT],
    ["English Workbook", ix ? "Words and Expressions 1" : "Words and Expressions 2", NCERT],
    [
      "Hindi (Course B)",
      ix ? "Sparsh Bhag 1 and Sanchayan Bhag 1" : "Sparsh Bhag 2 and Sanchayan Bhag 2",
      NCERT,
    ],
    ["Punjabi", part("Punjabi Sahit Mala"), PUNJ],
    ["Mathematics", `Mathematics - Textbook for Class ${className}`, NCERT],
    ["Mathematics", `Exemplar Problems in Mathematics - Class ${className}`, NCERT],
    ["Science", `Science - Textbook for Class ${className}`, NCERT],
    ["Social Science", ix ? "Contemporary India I" : "Contemporary India II", NCERT],
    [
      "Social Science",
      ix ? "India and the Contemporary World I" : "India and the Contemporary World II",
      NCERT,
    ],
    ["Social Science", ix ? "Democratic Politics I" : "Democratic Politics II", NCERT],
    ["Social Science", ix ? "Economics" : "Understanding Economic Development", NCERT],
    ["Information Technology (402)", `Information Technology - Class ${className}`, TECHNO],
  ];
}

function stageOf(className: BookListClass): "kg" | "primary" | "middle" | "secondary" {
  if (["Nursery", "LKG", "UKG"].includes(className)) return "kg";
  const n = roman.indexOf(className) + 1;
  return n <= 5 ? "primary" : n <= 8 ? "middle" : "secondary";
}

function bookListDoc(ctx: DocContext, className: BookListClass): PdfDocumentSpec {
  const session = sessionOf(addDays(ctx.today, 45));
  const stage = stageOf(className);
  const notebooks: Record<typeof stage, string[]> = {
    kg: [
      "4 four-line notebooks (English), 2 Hindi notebooks, 1 Punjabi notebook (LKG and UKG), 2 square-line notebooks for Numbers",
      "1 scrapbook (A4), 1 drawing book (A3), a box of 12 jumbo crayons and a pencil pouch",
      "2 pencils, 1 eraser, 1 sharpener with a cover, 1 glue stick - all marked with the child's name",
    ],
    primary: [
      "English, Hindi, Punjabi: 2 single-line notebooks each (one for class work, one for home work)",
      "Mathematics: 2 square-line notebooks; EVS / GK / Value Education: 1 single-line notebook each",
      "1 drawing book (A3), crayons or colour pencils, a geometry box (Classes III to V), 1 scrapbook",
    ],
    middle: [
      "English, Hindi, Punjabi, Social Science: 2 single-line notebooks each (200 pages)",
      "Mathematics: 2 square-line notebooks; Science: 1 notebook and 1 practical file",
      "1 geometry box, 1 drawing file (A3), an English-Hindi dictionary and a map book",
    ],
    secondary: [
      "One 200-page notebook per subject for class work, and a separate notebook for each subject's assignments",
      "Science: practical file; Mathematics: lab manual and activity file; IT: practical file",
      "1 geometry box, scientific pencils, a map file and the CBSE sample paper booklet issued by the school",
    ],
  };
  return makeDoc(
    ctx,
    `Book List - Class ${className}`,
    ymd(session.start, 3, 5),
    [
      para(
        `The following books are prescribed for Class ${className} for the session ${session.label}. Please buy only these titles and editions; NCERT books must be the latest reprint. The school does not insist on any particular shop.`,
      ),
      table(
        ["S.No.", "Subject", "Title of the book", "Publisher"],
        booksFor(className).map(([subject, title, publisher], i) => [
          String(i + 1),
          subject,
          title,
          publisher,
        ]),
        [0.6, 1.8, 3.8, 2.4],
      ),
      heading("Notebooks and stationery"),
      bullets(notebooks[stage]),
      heading("Please note"),
      bullets([
        "Cover every book and notebook in brown paper with a transparent cover on top, and paste the school name slip with the child's name, class and section.",
        "Old books in good condition may be passed on through the Book Bloom exchange corner in the library in the first week of April.",
        "Books of the value education series are issued by the school and are included in the annual charges.",
        "Children should carry books according to the timetable only; the school bag must not be heavier than one tenth of the child's weight.",
      ]),
      principalSignature(),
    ],
    { subtitle: `Session ${session.label}` },
  );
}

// ---------------------------------------------------------------------------------------------
// Syllabus, planners

interface SyllabusRow {
  subject: string;
  term1: string;
  term2: string;
}

const syllabi: Record<
  string,
  { title: string; classes: string; intro: string; rows: SyllabusRow[] }
> = {
  SYLLABUS_NURSERY: {
    title: "Syllabus - Nursery",
    classes: "Nursery",
    intro:
      "Learning in Nursery is play-based. Children learn through stories, rhymes, songs, sorting, building and outdoor play; there are no written examinations. Progress is recorded through observation and a portfolio of the child's work.",
    rows: [
      {
        subject: "English",
        term1:
          "Listening to stories; sounds of letters a to m; pattern writing: standing, sleeping and slanting lines",
        term2:
          "Sounds of letters n to z; recognising capital and small letters; picture reading; 8 rhymes",
      },
      {
        subject: "Hindi",
        term1: "Swar (a to ah) with pictures; oral rhymes",
        term2: "Vyanjan (ka to jna); matching letters with pictures",
      },
      {
        subject: "Numbers",
        term1: "Counting 1 to 10; big and small; colours and shapes (circle, square)",
        term2: "Counting 1 to 20; before and after; triangle and rectangle; more and less",
      },
      {
        subject: "General Awareness",
        term1: "Myself, my family, parts of the body, my school",
        term2: "Fruits and vegetables, animals and their young ones, community helpers",
      },
      {
        subject: "Art, Music, Movement",
        term1: "Finger painting, tearing and pasting, free play, action songs",
        term2: "Crayon colouring within lines, clay modelling, dance and simple yoga",
      },
    ],
  },
  SYLLABUS_LKG: {
    title: "Syllabus - LKG",
    classes: "LKG",
    intro:
      "In LKG children move from recognising to writing. The day mixes circle time, phonics, number games, story time and outdoor play. Assessment is by observation, worksheets done in class and an annual portfolio.",
    rows: [
      {
        subject: "English",
        term1: "Phonics: letter sounds a to z; writing capital letters A to Z; two-letter words",
        term2:
          "Small letters a to z; three-letter words with short vowels (a, e, i); picture reading; 10 rhymes",
      },
      {
        subject: "Hindi",
        term1: "Swar and vyanjan recognition and writing (ka to na)",
        term2: "Vyanjan (pa to gya); two-letter words without matra",
      },
      {
        subject: "Punjabi",
        term1: "Gurmukhi painti: oorha to ngnga (oral and writing)",
        term2: "Gurmukhi painti: cha to rarha; matching letters with pictures",
      },
      {
        subject: "Numbers",
        term1: "Numbers 1 to 30; counting objects; shapes; patterns",
        term2: "Numbers 31 to 50; after, before and between; addition with objects up to 9",
      },
      {
        subject: "General Awareness",
        term1: "My body, my family, my home, healthy food",
        term2: "Plants, animals, means of transport, festivals we celebrate, safety rules",
      },
    ],
  },
  SYLLABUS_UKG: {
    title: "Syllabus - UKG",
    classes: "UKG",
    intro:
      "UKG prepares children for Class I: reading short sentences, writing neatly, and confidence with numbers up to 100. Learning stays activity-based, with worksheets, show-and-tell and weekly library time.",
    rows: [
      {
        subject: "English",
        term1:
          "Three-letter words with all short vowels; sight words; is/am/are; reading short sentences",
        term2:
          "Four-letter words and blends (bl, cl, st); this/that, these/those; naming words; picture composition (3 sentences)",
      },
      {
        subject: "Hindi",
        term1: "Varnamala revision; two- and three-letter words without matra",
        term2: "Aa and i ki matra; reading simple sentences",
      },
      {
        subject: "Punjabi",
        term1: "Gurmukhi painti revision; two-letter words",
        term2: "Mukta words; kanna and sihari",
      },
      {
        subject: "Mathematics",
        term1: "Numbers 1 to 100; number names 1 to 20; ascending and descending order",
        term2:
          "Addition and subtraction up to 20; tens and ones; time (o'clock); money (coins and notes)",
      },
      {
        subject: "General Awareness",
        term1: "Our helpers, our senses, seasons, clothes we wear",
        term2: "Water and air, good habits, road safety, our country and national symbols",
      },
    ],
  },
  SYLLABUS_FOUNDATIONAL_STAGE: {
    title: "Syllabus - Foundational Stage",
    classes: "Pre-Primary and Classes I - II",
    intro:
      "The Foundational Stage (NEP 2020) covers five years: three years of pre-primary and Classes I and II. The focus is foundational literacy and numeracy, built through play, stories, toys and activities. The curriculum follows NCERT's textbooks Mridang, Sarangi and Joyful Mathematics in Classes I and II.",
    rows: [
      {
        subject: "Language (English)",
        term1:
          "Class I: sounds, blends, reading short stories from Mridang, writing 3-4 sentences. Class II: reading with expression, naming and action words",
        term2:
          "Class I: rhyming words, describing words, picture composition. Class II: punctuation, singular-plural, short paragraph writing",
      },
      {
        subject: "Language (Hindi)",
        term1: "Matra introduction, reading stories from Sarangi, writing simple words",
        term2: "All matras, reading short passages, writing sentences on pictures",
      },
      {
        subject: "Mathematics",
        term1:
          "Numbers up to 99 (Class I) and 999 (Class II); addition and subtraction; shapes around us",
        term2:
          "Measurement with non-standard units, time, money, data handling with pictographs, patterns",
      },
      {
        subject: "The World Around Us",
        term1: "Myself, family, home, plants and animals around us (integrated with language)",
        term2: "Food, water, transport, neighbourhood, festivals and seasons",
      },
      {
        subject: "Art, Physical Education, Wellbeing",
        term1: "Drawing, clay, action songs, free play, Mindful Time",
        term2: "Craft, dance, relay games, yoga for children, Mindful Time",
      },
    ],
  },
  SYLLABUS_PREPARATORY_STAGE: {
    title: "Syllabus - Preparatory Stage",
    classes: "Classes III - V",
    intro:
      "In the Preparatory Stage children move from play to discovery and more formal learning, with textbooks Santoor, Veena, Maths Mela and Our Wondrous World. Projects, experiments and class libraries are part of every week. Each term has a periodic test and a term assessment; no child is compared with another.",
    rows: [
      {
        subject: "English",
        term1:
          "Reading comprehension, nouns and pronouns, adjectives, letter to a friend, story writing from outlines",
        term2:
          "Verbs and tenses, prepositions, conjunctions, notice and diary entry, poetry recitation",
      },
      {
        subject: "Hindi",
        term1: "Sangya, sarvanam, ling, vachan; pathan and anuchhed lekhan",
        term2: "Visheshan, kriya, kaal; patra lekhan, kahani lekhan",
      },
      {
        subject: "Mathematics",
        term1:
          "Numbers up to 99,999 (Class V: up to crores); four operations; factors and multiples (Class V)",
        term2:
          "Fractions, decimals (Class V), measurement, perimeter and area, time, data handling, patterns",
      },
      {
        subject: "EVS (Our Wondrous World)",
        term1: "Family and friends, food we eat, water, plants and animals, our body",
        term2:
          "Shelter, travel, work and play, our environment, maps and directions, caring for nature",
      },
      {
        subject: "Computer",
        term1: "Parts of a computer, keyboard and mouse skills, Paint",
        term2: "Typing in a word processor, introduction to block coding, safe use of the internet",
      },
      {
        subject: "Punjabi",
        term1: "Lagan matra, shabad jorh, chhote paath",
        term2: "Vyakaran: naanv, parnaanv; chitthi ate lekh",
      },
    ],
  },
  SYLLABUS_MIDDLE_STAGE: {
    title: "Syllabus - Middle Stage",
    classes: "Classes VI - VIII",
    intro:
      "The Middle Stage introduces subject teachers and abstract concepts in science, mathematics, social science, arts and humanities. Learning is experiential and project-based, with a strong focus on critical thinking, problem solving, digital literacy and life skills. Textbooks: Poorvi, Malhar, Ganita Prakash, Curiosity and Exploring Society.",
    rows: [
      {
        subject: "English",
        term1:
          "Prose and poetry from Poorvi; determiners, modals, active and passive voice; formal letter, notice",
        term2:
          "Reported speech, clauses, editing and omission; article writing, debate and speech writing",
      },
      {
        subject: "Mathematics",
        term1: "Patterns in mathematics, lines and angles, number play, data handling, prime time",
        term2:
          "Perimeter and area, fractions, playing with constructions, symmetry, integers, algebra basics",
      },
      {
        subject: "Science",
        term1:
          "The wonderful world of science, diversity in the living world, mindful eating, materials around us",
        term2:
          "Temperature and its measurement, methods of separation, living and non-living, nature's treasures, our earth",
      },
      {
        subject: "Social Science",
        term1:
          "Locating places on the earth, oceans and continents, landforms, timeline and sources of history",
        term2:
          "India's cultural roots, unity in diversity, family and community, grassroots democracy, economic activities",
      },
      {
        subject: "Vocational Education and Arts",
        term1: "Robotics club: sensors and motors; art-integrated projects; school band and music",
        term2:
          "Kitchen garden and composting project, drama and theatre, craft with local materials",
      },
      {
        subject: "Physical Education",
        term1: "Athletics, badminton, yoga, fitness assessment",
        term2: "Volleyball, basketball, team games, inter-house competitions",
      },
    ],
  },
  SYLLABUS_SECONDARY_STAGE: {
    title: "Syllabus - Secondary Stage",
    classes: "Classes IX - X",
    intro:
      "The Secondary Stage follows the CBSE curriculum for Classes IX and X in full. Students take English, Hindi (Course B) or Punjabi, Mathematics (Standard or Basic in Class X), Science, Social Science and Information Technology (402). Internal assessment carries 20 marks in each main subject: periodic tests, notebooks, subject enrichment and portfolio.",
    rows: [
      {
        subject: "English",
        term1:
          "IX: Beehive 1-5, Moments 1-4; X: First Flight 1-5, Footprints 1-5; writing: descriptive paragraph, formal letter, analytical paragraph",
        term2:
          "Remaining prose and poems; grammar: tenses, modals, subject-verb agreement, reported speech; reading comprehension",
      },
      {
        subject: "Mathematics",
        term1:
          "IX: number systems, polynomials, coordinate geometry, linear equations, Euclid, lines and angles, triangles. X: real numbers, polynomials, pair of linear equations, quadratic equations, AP",
        term2:
          "IX: quadrilaterals, circles, Heron's formula, surface areas and volumes, statistics. X: triangles, coordinate geometry, trigonometry, circles, areas, surface areas, statistics and probability",
      },
      {
        subject: "Science",
        term1:
          "IX: matter, atoms and molecules, cell, tissues, motion, force. X: chemical reactions, acids, bases and salts, metals and non-metals, life processes, light",
        term2:
          "IX: structure of the atom, improvement in food resources, gravitation, work and energy, sound. X: carbon compounds, control and coordination, heredity, electricity, magnetic effects, environment",
      },
      {
        subject: "Social Science",
        term1:
          "History: French Revolution / Nationalism in Europe; Geography: India - size and location / resources and development; Political Science; Economics",
        term2:
          "History: Nazism / Nationalism in India, Making of a Global World; Geography: climate, water, agriculture, manufacturing; Political Science: federalism, political parties; Economics: money and credit, globalisation",
      },
      {
        subject: "Information Technology (402)",
        term1: "Communication skills, self-management skills, ICT skills; digital documentation",
        term2:
          "Electronic spreadsheet, database management system, web applications and security; practical file",
      },
    ],
  },
};

function syllabusDoc(ctx: DocContext, key: string): PdfDocumentSpec | undefined {
  const s = syllabi[key];
  if (!s) return undefined;
  const session = sessionOf(addDays(ctx.today, 45));
  return makeDoc(
    ctx,
    s.title,
    ymd(session.start, 3, 20),
    [
      para(s.intro),
      table(
        ["Subject", "Term I (April - September)", "Term II (October - March)"],
        s.rows.map((r) => [r.subject, r.term1, r.term2]),
        [1.5, 3, 3],
      ),
      heading("Assessment"),
      bullets(
        s.classes.includes("IX")
          ? [
              "Periodic Test I (July), Half-Yearly Examination (September), Periodic Test II (November), Pre-Board (Class X, January) / Annual Examination (Class IX, February-March).",
              "Internal assessment of 20 marks per subject: periodic tests 5, multiple assessment 5, portfolio 5, subject enrichment 5.",
              "Practical examinations and project work as per the CBSE circular of the year.",
            ]
          : s.classes.includes("III") || s.classes.includes("VI")
            ? [
                "Two periodic tests and two term assessments in the year; the Holistic Progress Card records every term.",
                "Projects, presentations, experiments and peer and self-assessment form part of each term's grade.",
                "Promotion needs 25% marks in written examinations and 75% attendance.",
              ]
            : [
                "No written examinations. Teachers record observations of each child's progress every month.",
                "Parents receive a Holistic Progress Card twice a year, with the child's portfolio of work.",
              ],
      ),
      principalSignature(),
    ],
    { subtitle: `${s.classes}  |  Session ${session.label}` },
  );
}

function listOfBooksDoc(ctx: DocContext): PdfDocumentSpec {
  const session = sessionOf(addDays(ctx.today, 45));
  return makeDoc(
    ctx,
    "List of Books",
    ymd(session.start, 3, 5),
    [
      para(
        `Core textbooks for every class in the session ${session.label}. The detailed book list of each class, with notebooks and stationery, is on the Book List page.`,
      ),
      table(
        ["Class", "English", "Mathematics", "Science / EVS / GK", "Languages"],
        bookListClasses.map((c) => {
          const books = booksFor(c);
          const find = (...subjects: string[]) =>
            books
              .filter(([s]) => subjects.some((x) => s.startsWith(x)))
              .map(([, t]) => t)
              .join("; ") || "-";
          return [
            c,
            find("English"),
            find("Mathematics", "Numbers"),
            find("Science", "EVS", "General"),
            find("Hindi", "Punjabi"),
          ];
        }),
        [0.9, 2.2, 2.2, 2, 2.2],
      ),
      principalSignature(),
    ],
    { subtitle: `Session ${session.label}` },
  );
}

function pedagogicalPlannerDoc(ctx: DocContext): PdfDocumentSpec {
  const session = sessionOf(addDays(ctx.today, 45));
  const rows: string[][] = [
    [
      "April",
      "Settling in; class rules; reading readiness; baseline assessment",
      "Ice-breakers, reading circles, learning walks in the campus",
      "Baseline (oral and written), no grades",
    ],
    [
      "May",
      "Core concepts of the first units; Eco Echo project launch",
      "Experiential learning, science journals, art-integrated projects",
      "Class observations, project checkpoints",
    ],
    [
      "July",
      "Unit completion; mid-term revision; Lingua Lift language week",
      "Think-pair-share, quizzes, peer teaching",
      "Periodic Test I",
    ],
    [
      "August",
      "Cross-curricular theme: 'Freedom and responsibility'",
      "Role play, debates, community visits (Satsewa)",
      "Portfolio review, self-assessment",
    ],
    [
      "September",
      "Revision and consolidation",
      "Concept maps, practice worksheets, remedial groups",
      "Half-Yearly Examination / Term I assessment",
    ],
    [
      "October",
      "Second-term units; Science exhibition preparation",
      "Inquiry projects, lab work, model making",
      "Project presentations",
    ],
    [
      "November",
      "Application and problem solving; sports season",
      "Case-based learning, field trip, inter-house events",
      "Periodic Test II",
    ],
    [
      "December",
      "Creative expression; Christmas and Annual Day",
      "Drama, music, creative writing, Heart Basket drive",
      "Peer assessment on group work",
    ],
    [
      "January",
      "Revision; Class X pre-board",
      "Timed practice, doubt clinics, mentoring",
      "Pre-Board (Class X)",
    ],
    [
      "February",
      "Consolidation of the year's learning",
      "Reflection journals, portfolio completion",
      "Annual Examination / Term II assessment",
    ],
    [
      "March",
      "Results and Holistic Progress Cards; bridge activities for the next class",
      "Parent-teacher conferences, goal setting",
      "Holistic Progress Card",
    ],
  ];
  return makeDoc(
    ctx,
    "Pedagogical Planner",
    ymd(session.start, 3, 25),
    [
      para(
        "The planner sets out, month by month, what the whole school focuses on and how it is taught, in line with NEP 2020 and the National Curriculum Framework for School Education. Class teachers adapt it into weekly lesson plans for their sections. June is the summer vacation.",
      ),
      table(
        ["Month", "Learning focus", "Pedagogy and activities", "Assessment"],
        rows,
        [1, 2.6, 2.8, 2],
      ),
      heading("Principles we teach by"),
      bullets([
        "Every lesson starts from what children already know and ends with something they can do or make.",
        "Mindful Time of five minutes opens each school day; reading time of twenty minutes closes it twice a week.",
        "Lingua Lift: three days of English and two days of the regional language in the morning assembly each week.",
        "Remedial and enrichment groups meet on Fridays in the last period.",
      ]),
      principalSignature(),
    ],
    { subtitle: `Session ${session.label}` },
  );
}

function holisticPlannerDoc(ctx: DocContext): PdfDocumentSpec {
  const session = sessionOf(addDays(ctx.today, 45));
  return makeDoc(
    ctx,
    "Holistic Report Card Planner",
    ymd(session.start, 3, 25),
    [
      para(
        "The Holistic Progress Card (HPC), prepared in line with PARAKH's framework, replaces a marks-only report. It records how each child grows in knowledge, skills, values and wellbeing, through the eyes of the teacher, classmates, parents and the child.",
      ),
      table(
        ["Part", "What it records", "Who fills it", "When"],
        [
          [
            "Part A",
            "General information, attendance, interests, goals for the term",
            "Class teacher and student",
            "April and October",
          ],
          [
            "Part B",
            "Learning outcomes in each subject, with descriptors (Beginner, Proficient, Advanced)",
            "Subject teachers",
            "September and February",
          ],
          [
            "Part C",
            "Self-assessment: what I learnt, what I found hard, what I want to improve",
            "Student",
            "After each term's projects",
          ],
          [
            "Part D",
            "Peer assessment of group work and projects",
            "Classmates",
            "After each term's projects",
          ],
          [
            "Part E",
            "Parent's feedback: reading at home, screen time, responsibilities",
            "Parent",
            "At each parent-teacher meeting",
          ],
          [
            "Part F",
            "Co-curricular, sports, arts and values; teacher's summary and plan",
            "Class teacher",
            "September and February",
          ],
        ],
        [0.8, 3.4, 1.8, 1.8],
      ),
      heading("Timeline"),
      bullets([
        "April: teachers share the term's learning outcomes with parents at the orientation meeting.",
        "September: first HPC issued at the parent-teacher meeting after the Half-Yearly assessment.",
        "February-March: final HPC with the year's portfolio; promotion as per school rules.",
      ]),
      principalSignature(),
    ],
    { subtitle: `Session ${session.label}` },
  );
}

// ---------------------------------------------------------------------------------------------
// Holidays homework

function homeworkTasks(className: BookListClass): [string, string[]][] {
  const stage = stageOf(className);
  if (stage === "kg") {
    const upto = className === "Nursery" ? 20 : className === "LKG" ? 50 : 100;
    return [
      [
        "English",
        [
          className === "Nursery"
            ? "Practise standing, sleeping and slanting lines: one page a day in the pattern book."
            : "Write capital and small letters a to z, one page every day.",
          className === "UKG"
            ? "Read 10 three-letter words aloud to a family member every day; write 5 of them."
            : "Find and paste pictures of five things starting with b, c, m, s and t.",
        ],
      ],
      [
        "Numbers",
        [
          `Count and write numbers 1 to ${upto} (one page each week).`,
          "Make a number line with bottle caps on a chart paper.",
        ],
      ],
      [
        "Hindi",
        [
          "Varnamala: write five letters a day in the Hindi notebook.",
          "Recite two Hindi rhymes to your family.",
        ],
      ],
      [
        "Fun at home",
        [
          "Help water the plants every evening and draw your favourite plant.",
          "Make a 'My Family' photo collage on an A3 sheet with names of family members.",
          "Learn your full name, your parents' names and your home address.",
        ],
      ],
    ];
  }
  const n = roman.indexOf(className) + 1;
  if (stage === "primary") {
    return [
      [
        "English",
        [
          `Read one storybook from the Book Bloom list and write 5 (Class ${className}) new words with their meanings.`,
          n >= 3
            ? "Write a diary entry on 'A day I helped at home' in 80 words."
            : "Write 10 sentences about your favourite animal.",
          "Neat handwriting: one page of cursive writing every day.",
        ],
      ],
      [
        "Hindi / Punjabi",
        [
          "Hindi: write 10 words each of aa, i and ee ki matra.",
          "Punjabi: learn and write 10 words with kanna and sihari.",
        ],
      ],
      [
        "Mathematics",
        [
          `Learn and write tables 2 to ${n + 10}.`,
          n >= 3
            ? "Make a family budget chart for one week using the prices at your local shop."
            : "Collect 20 leaves and sort them by size; write the count.",
          "Solve the holiday worksheet pasted in your Maths notebook.",
        ],
      ],
      [
        n >= 3 ? "EVS" : "General Knowledge",
        [
          "Eco Echo: keep a 'save water' log for 15 days and note what your family did.",
          n >= 3
            ? "Draw the map of Punjab and mark five districts and two rivers."
            : "Draw and colour our National Flag and write three lines about it.",
        ],
      ],
    ];
  }
  if (stage === "middle") {
    return [
      [
        "English",
        [
          "Read one novel from the class reading list and write a book review (150 words).",
          "Write a formal letter to the Municipal Commissioner about stray cattle on your road.",
          "Learn the poems of the first two units for recitation.",
        ],
      ],
      [
        "Hindi",
        [
          "Apne priya lekhak par anuchhed likhiye (120 shabd).",
          "Chhuttiyon ki dincharya ka chart banaiye.",
        ],
      ],
      [
        "Mathematics",
        [
          `Complete the exercises of the first two chapters of Ganita Prakash (Class ${className}) in the holiday notebook.`,
          "Survey 20 households on daily water use and show the data in a bar graph.",
          "Make a model showing different types of angles with ice-cream sticks.",
        ],
      ],
      [
        "Science",
        [
          "Grow moong seeds in two pots (one in sunlight, one in the dark) and record observations for 10 days with photographs.",
          "Prepare a chart on the food pyramid and a week's balanced menu for your family.",
        ],
      ],
      [
        "Social Science",
        [
          "On an outline map of India, mark the states and their capitals.",
          "Interview your grandparents about how life in their childhood was different and write a report.",
        ],
      ],
    ];
  }
  return [
    [
      "English",
      [
        n === 10
          ? "Revise First Flight chapters 1-3 and write the answers of the extract-based questions."
          : "Read 'Beehive' chapters 1-3 and prepare a character sketch of any two characters.",
        "Write two analytical paragraphs from the data sheet given in class.",
        "Read the newspaper daily and paste five editorials with a summary of each.",
      ],
    ],
    [
      "Mathematics",
      [
        "Solve all exemplar problems of the chapters taught in April and May.",
        n === 10
          ? "Complete the CBSE sample paper given with the holiday file, in 3 hours."
          : "Make a project file on the history of pi or on the number system.",
        "Lab activities 1 to 4 in the Mathematics lab manual.",
      ],
    ],
    [
      "Science",
      [
        "Prepare the investigatory project allotted in class (topics are on the notice board).",
        "Complete practicals 1 to 5 in the practical file with diagrams.",
        "Solve the assertion-reason and case-based questions from the question bank.",
      ],
    ],
    [
      "Social Science",
      [
        "Project on 'Consumer awareness' or 'Disaster management' as allotted, 15-20 pages, handwritten.",
        "Map work: all map items of the chapters taught so far on outline maps.",
      ],
    ],
    [
      "Information Technology",
      [
        "Prepare a digital documentation file with a table of contents, header, footer and mail merge.",
        "Type a 300-word article on cyber safety and format it as instructed.",
      ],
    ],
  ];
}

function holidaysHomeworkDoc(
  ctx: DocContext,
  className: BookListClass | "Robotics",
): PdfDocumentSpec {
  const year = sessionOf(ctx.today).start;
  const common = [
    "Summer vacation: 1 June to 30 June. The school reopens on 1 July.",
    "Submit the homework to the class teacher in the first week after the vacation; it will be part of the term's assessment.",
    "Use waste material wherever possible. Parents may guide children but should not do the work for them.",
  ];
  if (className === "Robotics") {
    return makeDoc(
      ctx,
      "Holidays Homework - Robotics",
      ymd(year, 5, 28),
      [
        para(
          `Robotics club homework for the summer vacation ${year}, for Classes VI to X. Work in the teams formed in May; every member keeps an engineering notebook.`,
        ),
        heading("Tasks"),
        bullets(
          [
            "Classes VI-VII: build a model of a traffic light with three LEDs and a timer on the block-coding kit, and record a 30-second video of it working.",
            "Class VIII: program the line-follower robot to stop at a black cross line and turn back; note the sensor values you used.",
            "Classes IX-X: design an automatic plant-watering system using a soil-moisture sensor and a micro-controller; draw the circuit and write the code with comments.",
            "All classes: research one real-world robot used in farming or health care and present it on two A4 sheets.",
          ],
          true,
        ),
        heading("Guidelines"),
        bullets([
          ...common,
          `Kits may be borrowed from the ATL on 31 May against the student's ID card. In-charge: ${leadership.roboticsCoach.name}.`,
        ]),
        signatures(
          `${leadership.roboticsCoach.name}, Robotics In-charge`,
          `${leadership.principal.name}, Principal`,
        ),
      ],
      { subtitle: `Summer Vacation ${year}` },
    );
  }
  const blocks: PdfBlock[] = [
    para(
      `Dear students of Class ${className}, enjoy your holidays, read every day, help at home and spend time outdoors in the early morning. The tasks below are planned to take about an hour a day.`,
    ),
  ];
  for (const [subject, tasks] of homeworkTasks(className)) {
    blocks.push(heading(subject), bullets(tasks, true));
  }
  blocks.push(heading("Guidelines"), bullets(common), principalSignature());
  return makeDoc(ctx, `Holidays Homework - Class ${className}`, ymd(year, 5, 28), blocks, {
    subtitle: `Summer Vacation ${year}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Committee, uniform, sample TC, stream selection

function managementCommitteeDoc(ctx: DocContext, title = "Management Committee"): PdfDocumentSpec {
  const session = sessionOf(ctx.today);
  return makeDoc(
    ctx,
    title,
    ymd(session.start, 4, 10),
    [
      para(
        `The School Management Committee is constituted as per the Affiliation Bye-Laws of the CBSE and the rules of the ${site.congregation}. It meets at least twice a year and is reconstituted every three years.`,
      ),
      table(
        ["S.No.", "Name", "Position", "Designation / Category"],
        managementCommittee.map((m, i) => [String(i + 1), ...m]),
        [0.6, 2.4, 1.8, 3.4],
      ),
      principalSignature(),
    ],
    { subtitle: `Constituted for ${session.start}-${session.start + 3}` },
  );
}

function schoolUniformDoc(ctx: DocContext): PdfDocumentSpec {
  const session = sessionOf(addDays(ctx.today, 45));
  return makeDoc(
    ctx,
    "School Uniform",
    ymd(session.start, 3, 10),
    [
      para(
        "Students must come to school in the complete, clean and well-ironed school uniform every day. Uniform is available at the school uniform counter; the patterns and colours below must be followed exactly.",
      ),
      table(
        ["", "Boys", "Girls"],
        [
          [
            "Summer (April - October)",
            "Sky-blue half-sleeved shirt with school monogram, navy-blue trousers (shorts up to Class V), navy belt with school buckle, navy socks, black shoes",
            "Sky-blue half-sleeved shirt with school monogram, navy-blue pleated skirt (divided skirt up to Class V) or salwar-kameez for Classes IX-X, navy socks, black shoes",
          ],
          [
            "Winter (November - March)",
            "White full-sleeved shirt, navy trousers, school tie, navy V-neck pullover with school crest, navy blazer (Classes VI-X)",
            "White full-sleeved shirt, navy skirt or trousers, school tie, navy V-neck pullover, navy blazer (Classes VI-X), navy stockings",
          ],
          [
            "House dress (Wednesday and Saturday)",
            "House T-shirt, white track pants, white canvas shoes, white socks",
            "House T-shirt, white track pants, white canvas shoes, white socks",
          ],
          [
            "Kindergarten",
            "Checked sky-blue and white shirt with navy shorts; tracksuit in winter",
            "Checked sky-blue and white dress; tracksuit in winter",
          ],
        ],
        [1.6, 3, 3],
      ),
      heading("Houses"),
      bullets(["Emerald - Green", "Topaz - Yellow", "Ruby - Red", "Sapphire - Blue"]),
      heading("Please note"),
      bullets([
        "Sikh boys wear a navy-blue patka or turban; girls tie their hair with navy-blue or white ribbons / bands.",
        "No jewellery, mehndi, coloured nail polish or fancy hair clips. Children up to Class V may wear casual dress on their birthday.",
        "Every item of uniform, the water bottle and the tiffin must carry the child's name.",
      ]),
      principalSignature(),
    ],
    { subtitle: `Session ${session.label}` },
  );
}

/** The rows of a CBSE-style transfer certificate. */
export interface TcDetails {
  tcNo: string;
  admission: string;
  name: string;
  mother: string;
  father: string;
  dateOfBirth: string;
  dateOfBirthWords: string;
  category: string;
  admittedOn: string;
  admittedClass: string;
  lastClass: string;
  lastExam: string;
  subjects: string;
  promoted: string;
  duesPaidUpTo: string;
  workingDays: string;
  presentDays: string;
  games: string;
  conduct: string;
  applicationDate: string;
  issueDate: string;
  reason: string;
  remarks: string;
}

export function transferCertificateDoc(
  ctx: DocContext,
  tc: TcDetails,
  sample = false,
): PdfDocumentSpec {
  return makeDoc(
    ctx,
    "Transfer Certificate",
    tc.issueDate,
    [
      fields([
        ["Name of the pupil", tc.name],
        ["Mother's name", tc.mother],
        ["Father's / Guardian's name", tc.father],
        ["Date of birth (in figures and words)", `${tc.dateOfBirth} (${tc.dateOfBirthWords})`],
        ["Nationality", "Indian"],
        ["Whether the candidate belongs to SC / ST / OBC", tc.category],
        [
          "Date of first admission in the school, with class",
          `${tc.admittedOn}, Class ${tc.admittedClass}`,
        ],
        ["Class in which the pupil last studied", tc.lastClass],
        ["School / Board annual examination last taken, with result", tc.lastExam],
        ["Whether failed; if so, once or twice in the same class", "No"],
        ["Subjects studied", tc.subjects],
        ["Whether qualified for promotion to the higher class", tc.promoted],
        ["Month up to which the school dues have been paid", tc.duesPaidUpTo],
        ["Any fee concession availed", "None"],
        ["Total number of working days", tc.workingDays],
        ["Total number of working days present", tc.presentDays],
        ["Whether NCC cadet / Boy Scout / Girl Guide", "No"],
        ["Games played or extra-curricular activities", tc.games],
        ["General conduct", tc.conduct],
        ["Date of application for the certificate", tc.applicationDate],
        ["Date of issue of the certificate", tc.issueDate.split("-").reverse().join("/")],
        ["Reason for leaving the school", tc.reason],
        ["Any other remarks", tc.remarks],
      ]),
      signatures("Prepared by", "Checked by", `${leadership.principal.name}, Principal`),
    ],
    {
      reference: `TC No. ${tc.tcNo}    Admission No. ${tc.admission}`,
      subtitle:
        "(Issued under the Affiliation Bye-Laws of the Central Board of Secondary Education)",
      border: true,
      watermark: sample ? "SAMPLE" : undefined,
    },
  );
}

function sampleTcDoc(ctx: DocContext): PdfDocumentSpec {
  const date = lastOccurrence(ctx.today, 3, 31);
  return transferCertificateDoc(
    ctx,
    {
      tcNo: "HLC/TC/0000",
      admission: "YYYY/NNNN",
      name: "Full name of the student (as in the admission register)",
      mother: "Mother's name",
      father: "Father's / Guardian's name",
      dateOfBirth: "DD/MM/YYYY",
      dateOfBirthWords: "date in words",
      category: "General / SC / ST / OBC",
      admittedOn: "DD/MM/YYYY",
      admittedClass: "as admitted",
      lastClass: "Class and section",
      lastExam: "Annual Examination, Month YYYY - Passed",
      subjects: "Subjects as per the scheme of studies",
      promoted: "Yes, to Class ...",
      duesPaidUpTo: "Month YYYY",
      workingDays: "Number of days",
      presentDays: "Number of days",
      games: "Games and activities",
      conduct: "Good / Very good",
      applicationDate: "DD/MM/YYYY",
      issueDate: date,
      reason: "Reason given by the parent",
      remarks:
        "This is a sample of the format. A genuine certificate carries the school seal and the Principal's signature.",
    },
    true,
  );
}

function streamSelectionDoc(ctx: DocContext): PdfDocumentSpec {
  return makeDoc(
    ctx,
    "Stream and Subject Selection - Class XI",
    ymd(2025, 9, 1),
    [
      para(
        `Class XI admission for the session 2026-27. Registration opens on 8 September 2025, online and at the school office. Each student studies five subjects; a sixth optional subject costs Rs. 200 extra per month.`,
      ),
      table(
        ["Stream", "Compulsory subjects", "Choose one", "Eligibility (Class X)"],
        [
          [
            "Non-Medical",
            "English, Physics, Chemistry, Mathematics",
            "Information Technology / Physical Education / Psychology",
            "70% or above",
          ],
          [
            "Medical",
            "English, Physics, Chemistry, Biology",
            "Information Technology / Mathematics / Physical Education / Psychology",
            "70% or above",
          ],
          [
            "Commerce",
            "English, Accountancy, Economics, Business Studies",
            "Information Technology / Mathematics / Physical Education / Psychology",
            "65% or above",
          ],
        ],
        [1.3, 2.6, 2.8, 1.4],
      ),
      heading("Monthly fee 2026-27 (Rs.)"),
      table(
        ["Stream", "Without IT", "With IT"],
        [
          ["Non-Medical", "7860", "8030"],
          ["Medical", "8020", "8030"],
          ["Commerce", "7590", "7760"],
        ],
        [2, 1.5, 1.5],
      ),
      heading("Entrance examination and allotment"),
      table(
        ["Entrance examination", "First allotment"],
        [
          ["8 November 2025", "15 November 2025"],
          ["22 November 2025", "29 November 2025"],
          ["27 December 2025", "10 January 2026"],
        ],
        [1, 1],
      ),
      para(
        "Second allotment: 17 January 2026. Third allotment: 24 January 2026. Entrance syllabus: English (Class IX and X integrated grammar), Science and Mathematics of Classes IX and X.",
      ),
      heading("Scholarships"),
      bullets([
        "97% and above in the Class X board examination: 100% tuition fee exemption.",
        "92% to 96.99%: 50% tuition fee exemption.",
        "State-level winners in sports or arts: 50% tuition fee exemption.",
      ]),
      principalSignature(),
    ],
    { subtitle: "Session 2026-27" },
  );
}

// ---------------------------------------------------------------------------------------------
// CBSE mandatory disclosure

function disclosureDoc(ctx: DocContext, key: string, title: string): PdfDocumentSpec {
  const year = sessionOf(ctx.today).start;
  const principal = `${leadership.principal.name}, Principal`;
  const certificate = (
    authority: string,
    body: string[],
    validity: string,
    ref: string,
    date: string,
  ): PdfDocumentSpec =>
    makeDoc(
      ctx,
      title,
      date,
      [
        para(`Issued by: ${authority}`),
        ...body.map(para),
        fields([
          ["Name of the institution", `${ctx.schoolName}`],
          ["Address", site.address.lines.slice(0, 2).join(", ")],
          ["Validity", validity],
        ]),
        para("Copy certified to be true for display under the CBSE Mandatory Public Disclosure."),
        signatures(principal),
      ],
      { reference: ref, border: true },
    );
  switch (key) {
    case "B01_AFFILIATION_LETTER":
      return certificate(
        "Central Board of Secondary Education, Shiksha Sadan, New Delhi",
        [
          `Sub: Extension of provisional affiliation of ${ctx.schoolName} up to the Senior Secondary level.`,
          `With reference to the application of the school, the Board is pleased to extend the affiliation of the school (Affiliation No. ${site.affiliationNo}) up to the Senior Secondary level for a period of five years, subject to the conditions of the Affiliation Bye-Laws, 2018.`,
          "The school shall keep its Mandatory Public Disclosure up to date on its website and shall not run any unapproved section.",
        ],
        `1 April ${year - 1} to 31 March ${year + 4}`,
        `CBSE/AFF/${site.affiliationNo}/${year - 1}`,
        ymd(year - 1, 2, 14),
      );
    case "B02_SOCIETY_REGISTRATION":
      return certificate(
        "Registrar of Societies, Punjab",
        [
          `This is to certify that the ${site.congregation} Educational Society has been registered under the Societies Registration Act, 1860, and its registration has been renewed.`,
          "The society is a non-proprietary body whose objects include running schools on a not-for-profit basis.",
        ],
        "Renewed; valid until cancelled",
        "Regn. No. 1247/AMB/2009",
        ymd(2019, 6, 18),
      );
    case "B03_NOC":
      return certificate(
        "Department of School Education, Government of Punjab",
        [
          `The State Government has no objection to the affiliation of ${ctx.schoolName} with the Central Board of Secondary Education up to the Senior Secondary level.`,
          "The school shall follow the norms of the RTE Act, 2009, and the instructions of the State Government issued from time to time.",
        ],
        "Permanent",
        "No. NOC/SE/2012/8841",
        ymd(2012, 11, 5),
      );
    case "B04_RECOGNITION_CERTIFICATE":
      return certificate(
        `District Education Officer (Elementary), ${site.city}`,
        [
          "Recognition certificate under Section 18 of the Right of Children to Free and Compulsory Education Act, 2009, for Classes I to VIII.",
          "The school has been found to meet the norms and standards of the Schedule to the Act, including pupil-teacher ratio, classrooms, toilets, drinking water, library and playground.",
        ],
        `Renewed for 1 April ${year - 1} to 31 March ${year + 2}`,
        `DEO/AMB/RTE/${year - 1}/0317`,
        ymd(year - 1, 3, 22),
      );
    case "B05_BUILDING_SAFETY_CERTIFICATE":
      return certificate(
        `Executive Engineer (Buildings), Public Works Department, ${site.city}`,
        [
          "Certified that the school buildings (main block, kindergarten block and auditorium) were inspected and found structurally safe for use as a school, as per the National Building Code of India, 2016.",
          `Built-up area inspected: classrooms ${campus.classrooms}, laboratories ${laboratories.length}, library, auditorium with ${count(campus.auditoriumSeats)} seats. The buildings are earthquake-resistant as per IS 1893 for Seismic Zone IV.`,
        ],
        `Valid up to 31 March ${year + 2}`,
        `PWD/B/AMB/${year - 1}/552`,
        ymd(year - 1, 7, 11),
      );
    case "B06_FIRE_SAFETY_CERTIFICATE":
      return certificate(
        `Chief Fire Officer, Fire and Emergency Services, ${site.city}`,
        [
          "No Objection Certificate for fire safety. The premises were inspected and the fire-fighting arrangements (extinguishers, hose reels, fire alarm, two staircases, emergency exits and signage) were found satisfactory.",
          "The school shall conduct a mock fire drill every term and keep the equipment serviced.",
        ],
        `Valid up to ${longDate(ymd(year + 1, 8, 31))}`,
        `FIRE/NOC/AMB/${year}/1189`,
        ymd(year, 9, 1) > ctx.today ? ymd(year - 1, 9, 1) : ymd(year, 9, 1),
      );
    case "B07_DEO_SELF_CERTIFICATION":
      return makeDoc(
        ctx,
        title,
        ymd(year - 1, 1, 20),
        [
          para(
            `Self-certification proforma submitted by the school for extension of affiliation, verified by the District Education Officer, ${site.city}.`,
          ),
          table(
            ["S.No.", "Requirement", "Status"],
            [
              ["1", `Land: ${count(campus.areaSqM)} sq m in the name of the society`, "Yes"],
              [
                "2",
                `Classrooms: ${campus.classrooms}, of average size ${campus.classroomSizeSqM} sq m`,
                "Yes",
              ],
              ["3", `Laboratories: ${laboratories.length} (${laboratories.join(", ")})`, "Yes"],
              ["4", `Library with ${count(campus.libraryBooks)}+ books and reading room`, "Yes"],
              [
                "5",
                `Separate toilets: girls ${campus.girlsToilets}, boys ${campus.boysToilets}; toilets for children with special needs`,
                "Yes",
              ],
              ["6", "Safe drinking water (RO plants), CCTV coverage, first-aid room", "Yes"],
              ["7", "Qualified teachers as per CBSE norms; salaries paid through bank", "Yes"],
              ["8", "Fee charged as approved by the management and disclosed", "Yes"],
            ],
            [0.6, 5, 1],
          ),
          signatures(principal, "District Education Officer (verified)"),
        ],
        { reference: `DEO/AMB/SC/${year - 1}/044` },
      );
    case "B08_WATER_HEALTH_SANITATION":
      return makeDoc(
        ctx,
        title,
        ymd(year, 4, 18) > ctx.today ? ymd(year - 1, 4, 18) : ymd(year, 4, 18),
        [
          para(
            `Water: samples from the RO plants of the main block and the kindergarten block were tested by the District Public Health Laboratory, ${site.city}, and found fit for drinking (bacteriological and chemical parameters within the limits of IS 10500).`,
          ),
          para(
            "Health: the school's first-aid room is attended by a trained nurse during school hours; annual health check-ups of students are conducted by the Civil Hospital's school health team.",
          ),
          para(
            "Sanitation: toilets were inspected by the Municipal Health Officer and found clean, adequate and with running water; sanitary napkin vending machines and incinerators are installed in the girls' toilets.",
          ),
          table(
            ["Certificate", "Issued by", "Valid up to"],
            [
              [
                "Drinking water test report",
                "District Public Health Laboratory",
                `31 March ${year + 1}`,
              ],
              [
                "Health certificate",
                "Senior Medical Officer, Civil Hospital",
                `31 March ${year + 1}`,
              ],
              [
                "Sanitation certificate",
                `Municipal Health Officer, ${site.city}`,
                `31 March ${year + 1}`,
              ],
            ],
            [2.4, 2.8, 1.6],
          ),
          signatures(principal),
        ],
        { reference: `HLC/WHS/${year}` },
      );
    case "B09_LAND_CERTIFICATE":
      return certificate(
        `Tehsildar, ${site.city}`,
        [
          `Certified that land measuring ${count(campus.areaSqM)} square metres (about ${(campus.areaSqM / 4046.86).toFixed(2)} acres) at ${site.address.street}, ${site.city}, is owned by the ${site.congregation} Educational Society and is being used for the school.`,
          "The land is contiguous, free from encumbrances and is not on lease.",
        ],
        "Permanent",
        "Khasra Nos. 211/3, 212/1",
        ymd(2012, 8, 27),
      );
    case "B10_TRANSPORT_FITNESS":
      return makeDoc(
        ctx,
        title,
        ymd(year, 4, 25) > ctx.today ? ymd(year - 1, 4, 25) : ymd(year, 4, 25),
        [
          para(
            `The school runs ${campus.buses} buses that meet the Safe School Vehicle norms: yellow colour, speed governors, GPS, CCTV, first-aid box, fire extinguisher, and a lady attendant on every bus.`,
          ),
          table(
            ["Bus", "Registration No.", "Seats", "Fitness valid up to", "Route"],
            [
              ["1", "PB-99-S-1101", "52", `${year + 1}-03-31`, "Model Town - Civil Lines"],
              ["2", "PB-99-S-1102", "52", `${year + 1}-03-31`, "Old City - Railway Road"],
              ["3", "PB-99-S-1103", "42", `${year + 1}-03-31`, "Sector 7 - Sector 22"],
              ["4", "PB-99-S-1104", "42", `${year + 1}-03-31`, "Jawahar Nagar - Canal Colony"],
              ["5", "PB-99-S-1105", "52", `${year + 1}-03-31`, "Village Kotla - Village Bhaini"],
              ["6", "PB-99-S-1106", "32", `${year + 1}-03-31`, "Green Avenue - Housing Board"],
              ["7", "PB-99-S-1107", "32", `${year + 1}-03-31`, "Rose Enclave - Industrial Area"],
            ].map((r) => [
              r[0] as string,
              r[1] as string,
              r[2] as string,
              (r[3] as string).split("-").reverse().join("/"),
              r[4] as string,
            ]),
            [0.6, 1.8, 0.8, 1.6, 2.6],
          ),
          signatures(`${leadership.transportIncharge.name}, Transport In-charge`, principal),
        ],
        { reference: `RTO ${site.city}` },
      );
    case "C01_FEE_STRUCTURE":
      return makeDoc(ctx, title, ymd(2025, 3, 1), [
        para(
          "Fee structure for the session 2025-26. Tuition fees are charged for 12 months and paid quarterly in advance, in April, July, October and January, by the 20th of the first month of the quarter. A late fee of Rs. 50 per month applies.",
        ),
        table(
          ["Class", "Monthly fee (Rs.)"],
          [
            ["Nur-UKG", "4667"],
            ["1st", "5063"],
            ["2nd", "5096"],
            ["3rd", "5130"],
            ["4th", "5163"],
            ["5th", "5196"],
            ["6th", "5247"],
            ["7th", "5777"],
            ["8th", "5843"],
            ["9th", "5910"],
            ["10th", "6360"],
          ],
          [2, 2],
        ),
        heading("Previous session (2024-25), for reference"),
        table(
          ["Class group", "Monthly fee (Rs.)"],
          [
            ["Nur-UKG", "4334"],
            ["I-V", "4580"],
            ["VI-VIII", "5244"],
            ["IX-X", "5860"],
          ],
          [2, 2],
        ),
        bullets([
          "Fees are non-refundable.",
          "Pay through the school app, at the bank (cheque or cash) or by online banking. Keep pay-in slips for 2 years.",
        ]),
        signatures(principal),
      ]);
    case "C02_ACADEMIC_CALENDAR": {
      const s = sessionOf(ctx.today);
      const y = s.start;
      return makeDoc(
        ctx,
        title,
        ymd(y, 3, 28),
        [
          para(
            `Academic calendar for the session ${s.label}. Dates may change with instructions from the Board or the State Government; changes are announced through circulars and the school app.`,
          ),
          table(
            ["Month", "Academic", "Events and activities"],
            [
              [
                "April",
                "Session begins; baseline assessment",
                "Orientation for parents; investiture ceremony",
              ],
              ["May", "Unit assessments", "Inter-house declamation; Mother's Day assembly"],
              ["June", "Summer vacation (1-30 June)", "Robotics and sports camps (optional)"],
              ["July", "Periodic Test I", "Van Mahotsav tree plantation; PTM"],
              ["August", "Projects", "Independence Day; inter-house quiz"],
              ["September", "Half-Yearly Examination", "Teachers' Day; Hindi Divas; PTM"],
              ["October", "Second term begins", "Science exhibition; autumn break"],
              ["November", "Periodic Test II", "Children's Day; Sports Meet"],
              [
                "December",
                "Pre-Board I (Class X)",
                "Annual Day; Christmas celebration; winter break from 25 December",
              ],
              ["January", "Pre-Board II (Class X)", "Republic Day; winter timings"],
              [
                "February",
                "Annual Examinations begin; CBSE Board Examinations",
                "Farewell for Class X",
              ],
              [
                "March",
                "Results; Holistic Progress Cards",
                "Annual PTM; admissions for the new session",
              ],
            ],
            [1.1, 2.8, 3.4],
          ),
          signatures(principal),
        ],
        { subtitle: `Session ${s.label}` },
      );
    }
    case "C03_SCHOOL_MANAGEMENT_COMMITTEE":
      return managementCommitteeDoc(ctx, title);
    case "C04_PTA_MEMBERS": {
      const s = sessionOf(ctx.today);
      return makeDoc(
        ctx,
        title,
        ymd(s.start, 4, 26),
        [
          para(
            `Parents Teachers Association for the session ${s.label}, elected at the general body meeting of parents.`,
          ),
          table(
            ["S.No.", "Name", "Position", "Parent of / Designation"],
            ptaMembers.map((m, i) => [String(i + 1), ...m]),
            [0.6, 2.4, 1.6, 3.4],
          ),
          signatures(principal),
        ],
        { subtitle: `Session ${s.label}` },
      );
    }
    case "C05_BOARD_RESULTS": {
      const last = sessionOf(ctx.today).start; // results of the March examination of this year
      const rows = [0, 1, 2].map((i) => {
        const y = last - i;
        const registered = [114, 109, 102][i] as number;
        const passed = registered - [0, 1, 0][i]!;
        return [
          String(y),
          "X",
          String(registered),
          String(passed),
          `${((passed / registered) * 100).toFixed(2)}%`,
          ["Highest 98.2%", "Highest 97.6%", "Highest 96.8%"][i] as string,
        ];
      });
      const xii = [0, 1, 2].map((i) => {
        const y = last - i;
        const registered = [86, 81, 74][i] as number;
        return [
          String(y),
          "XII",
          String(registered),
          String(registered),
          "100.00%",
          ["Highest 97.4%", "Highest 96.2%", "Highest 95.8%"][i] as string,
        ];
      });
      return makeDoc(ctx, title, ymd(last, 5, 30) > ctx.today ? ctx.today : ymd(last, 5, 30), [
        para("Results of the CBSE Board examinations of the last three years."),
        table(
          ["Year", "Class", "Registered", "Passed", "Pass %", "Remarks"],
          [...rows, ...xii],
          [0.8, 0.7, 1.1, 0.9, 0.9, 1.6],
        ),
        signatures(principal),
      ]);
    }
  }
  return makeDoc(ctx, title, ctx.today, [para(title), signatures(principal)]);
}

// ---------------------------------------------------------------------------------------------
// Entry point for the static public PDFs

const menuDocs: Record<string, (ctx: DocContext) => PdfDocumentSpec> = {
  LIST_OF_BOOKS: listOfBooksDoc,
  PEDAGOGICAL_PLANNER: pedagogicalPlannerDoc,
  HOLISTIC_REPORT_CARD_PLANNER: holisticPlannerDoc,
};

/** The document for a path of `publicFiles` (kind 'pdf'). */
export function publicDocument(ctx: DocContext, path: string): PdfDocumentSpec {
  const name = (path.split("/").pop() ?? path).replace(/\.pdf$/i, "");
  const title = publicFiles.find((f) => f.path === path)?.title ?? name;
  let m = /^BOOK_LIST_(.+)$/.exec(name);
  if (m && (bookListClasses as readonly string[]).includes(m[1] as string)) {
    return bookListDoc(ctx, m[1] as BookListClass);
  }
  m = /^HOLIDAYS_HOMEWORK_(.+)$/.exec(name);
  if (
    m &&
    (m[1] === "Robotics" || (bookListClasses as readonly string[]).includes(m[1] as string))
  ) {
    return holidaysHomeworkDoc(ctx, m[1] as BookListClass | "Robotics");
  }
  m = /^DISCLOSURE_(.+)$/.exec(name);
  if (m) {
    const d = disclosureDocuments.find((doc) => doc.path === path);
    return disclosureDoc(ctx, m[1] as string, d?.title ?? title);
  }
  if (path === documents.managementCommittee) return managementCommitteeDoc(ctx);
  if (path === documents.schoolUniform) return schoolUniformDoc(ctx);
  if (path === documents.sampleTc) return sampleTcDoc(ctx);
  if (path === documents.streamAndSubjectSelection) return streamSelectionDoc(ctx);
  if (path === holidaysHomework.robotics.path) return holidaysHomeworkDoc(ctx, "Robotics");
  const syllabus = syllabusDoc(ctx, name);
  if (syllabus) return syllabus;
  const menu = menuDocs[name];
  if (menu) return menu(ctx);
  // A file the menu gained after this seed was written: a short, honest cover note.
  return makeDoc(ctx, title, ctx.today, [
    para(
      `${title}: the school office issues this document to parents on request. Please contact the office at ${site.email} or ${site.phones[0]}.`,
    ),
    principalSignature(),
  ]);
}
