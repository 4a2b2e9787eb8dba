import { describe, expect, it } from "vitest";
import type { Block, ContentPage } from "../model.ts";
import { withSharedTables } from "#contracts/shared-tables.ts";
import { site } from "../site.ts";
import {
  blocksOf,
  numbers,
  only,
  sectionOf,
  tableWith,
  textOf,
  to24,
  type BlockOf,
} from "../../tests/support/content.ts";
import * as spec from "../../tests/support/spec-figures.ts";
import Activities from "./Activities.ts";
import Admission from "./Admission.ts";
import AdmissionXI from "./AdmissionXI.ts";
import Feestructure from "./Feestructure.ts";
import LibraryRules from "./LibraryRules.ts";
import OurUniqueness from "./OurUniqueness.ts";
import RulesRegulation from "./RulesRegulation.ts";
import SchoolFees from "./SchoolFees.ts";
import SchoolTiming from "./SchoolTiming.ts";
import SchoolTransportation from "./SchoolTransportation.ts";
import StudentStrength from "./StudentStrength.ts";
import ToTheParents from "./ToTheParents.ts";
import WhatSetsUsApart from "./WhatSetsUsApart.ts";

// Every figure and table of spec section 9 that a content page shows. Tables are compared
// cell for cell; figures inside prose are found by the figure and its unit only, so the
// school may reword a sentence, but not change a figure.

/** Every demo page's blocks by path, where the tables another page shows are kept. */
const keptTables = new Map(
  [Feestructure, SchoolFees, AdmissionXI, Admission].map((page) => [
    page.path.toLowerCase(),
    page.blocks,
  ]),
);

describe("the tables of spec 9", () => {
  it.each<[string, ContentPage, string[], (string | number)[][]]>([
    ["/Feestructure fees 2025-26", Feestructure, ["Class", "Rs. per month"], spec.fees2025],
    [
      "/SchoolFees fees 2025-26, shown from /Feestructure",
      { ...SchoolFees, blocks: withSharedTables(SchoolFees.blocks, keptTables) },
      ["Class", "Rs. per month"],
      spec.fees2025,
    ],
    ["/SchoolFees fees 2024-25", SchoolFees, ["Class group", "Rs. per month"], spec.fees2024],
    [
      "/AdmissionXI senior secondary fees",
      AdmissionXI,
      ["Class XI stream", "Without IT", "With IT"],
      spec.seniorSecondaryFees,
    ],
    [
      "/AdmissionXI entrance exams",
      AdmissionXI,
      ["Entrance exam", "First allotment"],
      spec.entranceExams,
    ],
    [
      "/Admission Class XI eligibility",
      Admission,
      ["Stream", "Minimum marks"],
      [
        ["Medical", "70%"],
        ["Non-Medical", "70%"],
        ["Commerce", "65%"],
      ],
    ],
  ])("%s, row for row", (_, page, columns, rows) => {
    expect(tableWith(page, columns).rows).toEqual(rows);
  });

  it("/StudentStrength: numbered rows of the spec, and a note with the totals", () => {
    const table = only(blocksOf(StudentStrength, "table"));
    expect(table.columns).toEqual(["S.NO.", "Class", "No. of Sections", "No. of Students"]);
    expect(table.rows.map((row) => row[0])).toEqual(spec.studentStrength.map((_, i) => i + 1));
    expect(table.rows.map((row) => row.slice(1))).toEqual(spec.studentStrength);
    const sum = (i: 1 | 2) => spec.studentStrength.reduce((total, row) => total + row[i], 0);
    expect(numbers(table.note ?? "")).toEqual([sum(1), sum(2)]);
  });

  it("/SchoolTiming: summer and winter hours for Classes I-X and Kindergarten", () => {
    const table = only(blocksOf(SchoolTiming, "table"));
    const hours = (row: RegExp) => {
      const found = only(table.rows.filter((r) => row.test(String(r[0]))));
      return { summer: to24(found[1]), winter: to24(found[2]), saturdays: String(found[3]) };
    };
    const classes = hours(/\bI\b.*\bX\b/);
    const kindergarten = hours(/Kindergarten|KG/i);
    expect(classes).toMatchObject(spec.schoolHours.classesItoX);
    expect(kindergarten).toMatchObject(spec.schoolHours.kindergarten);
    expect(classes.saturdays).toMatch(/first and second/i);
    expect(kindergarten.saturdays).toMatch(/all/i);
  });

  it("/OurUniqueness: the ten figures in the spec's order", () => {
    const items = only(blocksOf(OurUniqueness, "figures")).items;
    expect(items.map((item) => item.value)).toEqual(spec.uniqueness.map(([value]) => value));
    items.forEach((item, i) => expect(item.label).toMatch(spec.uniqueness[i]![1]));
  });
});

describe("the admission figures of spec 9", () => {
  /** Each row's criterion matches its pattern; the last column is compared as it is. */
  const rowsMatch = (table: BlockOf<"table">, expected: [RegExp, string | number[]][]) => {
    expect(table.rows).toHaveLength(expected.length);
    table.rows.forEach((row, i) => {
      const [criterion, figure] = expected[i]!;
      expect(String(row.at(-2)), `row ${i + 1}`).toMatch(criterion);
      const last = row.at(-1) ?? "";
      expect(typeof figure === "string" ? last : numbers(last), `row ${i + 1}`).toEqual(figure);
    });
  };
  const tiers = [20, 90, 10, 80, 5, 70];
  const levels = [10, 5, 5];

  it.each<[string, ContentPage, [RegExp, string][]]>([
    [
      "/Admission",
      Admission,
      [
        [/97%.*entrance.*VI/i, "100%"],
        [/national.*first prize|first prize.*national/i, "100%"],
        [/state level winner/i, "50%"],
      ],
    ],
    [
      "/AdmissionXI",
      AdmissionXI,
      [
        [/97%.*board/i, "100%"],
        [/92%.*96\.99%/, "50%"],
        [/state.level winner/i, "50%"],
      ],
    ],
  ])("%s: the scholarships and their tuition exemptions", (_, page, expected) => {
    rowsMatch(tableWith(page, ["Criterion", "Tuition fee exemption"]), expected);
  });

  it("/AdmissionXI: the eight merit list weightage points, in order", () => {
    const table = tableWith(AdmissionXI, ["S.No.", "Criterion", "Weightage"]);
    expect(table.rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    rowsMatch(table, [
      [/entrance/i, []],
      [/\bIX\b.*final/i, tiers],
      [/\bX\b.*first semester/i, tiers],
      [/sports/i, levels],
      [/arts/i, levels],
      [/two sister branches/i, [10]],
      [/girl/i, [5]],
      [/\bX\b.*board.*interchang/i, tiers],
    ]);
  });

  it("/AdmissionXI: the 6th optional subject costs Rs. 200 extra", () => {
    const note = tableWith(AdmissionXI, ["Class XI stream", "Without IT", "With IT"]).note;
    expect(note).toMatch(/\b6th\b.*Rs\.? ?200\b/);
  });
});

// The admission rules of spec 5 by their key terms: no entrance test but an interaction for
// Nursery, a test and merit for other classes, one non-transferable form, disqualification.
const admissionRules = [
  /interaction/i,
  /\bmerit\b/i,
  /\bone form\b/i,
  /non-?transferable/i,
  /disqualif/i,
];

// Figures that the spec fixes and the pages give in prose: a page and, where the spec places
// the figure in one section, that section; then patterns that each match the figure with its
// unit, whatever the sentence around it.
const inProse: [string, ContentPage, string | Block | undefined, RegExp[]][] = [
  [
    "/Admission: academic year, release, age, fee and result deadlines",
    Admission,
    undefined,
    [
      /2026-27/,
      /online and offline/i,
      /second week of October/i,
      /first week of October/i,
      /\b3 years\b[^.]*31(st)? March/,
      /\b7 working days\b/,
      /\b10 days\b/,
      /\b3 days\b[^.]*entrance/,
      ...admissionRules,
      new RegExp(site.email.replaceAll(".", "\\.")),
    ],
  ],
  [
    "/AdmissionXI: registration date and the later allotments",
    AdmissionXI,
    undefined,
    [
      /2026-27/,
      new RegExp(spec.classXI.registrationOpens),
      /online and offline/i,
      new RegExp(`second allotment\\b[^.]*?${spec.classXI.secondAllotment}`, "i"),
      new RegExp(`third allotment\\b[^.]*?${spec.classXI.thirdAllotment}`, "i"),
      /\b70%[^.]*Medical/,
      /\b65%[^.]*Commerce/,
    ],
  ],
  [
    "/SchoolFees: both readings of the fee rules",
    SchoolFees,
    "Fee Rules",
    [
      /\b20th\b(?![^.]*first month)[^.]*quarter/,
      /\b12 months\b/,
      /\b20th\b[^.]*first month/,
      /April[^]*July[^]*October[^]*January/,
      /Rs\.? ?50 per month/,
      /\b2 years\b/,
      /re-admission fee/i,
      /non-refundable/i,
    ],
  ],
  [
    "/SchoolFees: the three payment options",
    SchoolFees,
    "Payment Options",
    [/school app/i, /cheque/i, /cash/i, /online banking/i],
  ],
  [
    "/RulesRegulation: admission rules",
    RulesRegulation,
    "Admission to KG",
    [
      /\b3 years\b[^.]*31(st)? March/,
      /\b70%/,
      /\b65%/,
      /\b7 working days\b/,
      /\b10 days\b/,
      ...admissionRules,
    ],
  ],
  [
    "/RulesRegulation: fee rules",
    RulesRegulation,
    "School Fees",
    [/Rs\.? ?50 per month/, /\b2 years\b/, /re-admission fee/i, /non-refundable/i],
  ],
  ["/RulesRegulation: promotion", RulesRegulation, "Promotion Criteria", [/\b25%/, /\b75%/]],
  [
    "/RulesRegulation: withdrawal",
    RulesRegulation,
    "Withdrawal",
    [
      /\b1 month's notice|notice of 1 month/,
      /\bmonth's fee/,
      /\bMay\b[^.]*\bJune\b/,
      /(whole|entire|full) term/,
    ],
  ],
  [
    "/RulesRegulation: visiting time",
    RulesRegulation,
    "Visiting Time for Parents",
    [/\b10\.00\D{1,8}11\.00/],
  ],
  [
    "/RulesRegulation: birthdays",
    RulesRegulation,
    "Birthday Celebration",
    [/up to (Class )?V\b[^.]*casual/i],
  ],
  ["/RulesRegulation: regularity", RulesRegulation, "Regularity", [/\b5 minutes\b/, /\b3 times\b/]],
  ["/RulesRegulation: attendance", RulesRegulation, "Attendance", [/\b1 month\b[^.]*struck off/]],
  ["/RulesRegulation: transport", RulesRegulation, "School Transport", [/\b5 minutes\b/]],
  ["/RulesRegulation: library", RulesRegulation, "School Library", [/\b2 weeks\b/, /\bfine/i]],
  [
    "/RulesRegulation: washrooms",
    RulesRegulation,
    "Use of Washrooms",
    [/\b(one|1) student at a time/i],
  ],
  [
    "/RulesRegulation: the closing discipline statement",
    RulesRegulation,
    RulesRegulation.blocks.at(-1),
    [/\btwice\b/, /\bthird\b/, /rusticat/],
  ],
  ["/ToTheParents: visiting time", ToTheParents, undefined, [/\b10\.00\D{1,8}11\.00/]],
  [
    "/LibraryRules: loans, fines and the books",
    LibraryRules,
    undefined,
    [/\b2 weeks\b/, /\bfine/i, /\b12,000\b/],
  ],
  [
    "/SchoolTransportation: buses and the stop",
    SchoolTransportation,
    undefined,
    [/\b7 buses\b/, /\b5 minutes\b/],
  ],
  ["/Activities: the band", Activities, "Band Set", [/\b33 students\b/]],
  [
    "/WhatSetsUsApart: Lingua Lift",
    WhatSetsUsApart,
    undefined,
    [/\b3 days\b[^.]*English/, /\b2 days\b[^.]*regional language/],
  ],
  ["/WhatSetsUsApart: Merit Scholarship", WhatSetsUsApart, undefined, [/\b97%/, /\b100%/]],
];

describe("figures the pages give in prose", () => {
  it.each(inProse)("%s", (_, page, where, patterns) => {
    const words = textOf(typeof where === "string" ? sectionOf(page, where) : (where ?? page));
    for (const pattern of patterns) expect(words).toMatch(pattern);
  });
});
