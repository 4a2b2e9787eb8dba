import { describe, expect, it } from "vitest";
import type { Block, ContentPage } from "../model.ts";
import { pages } from "../../app/pages.ts";
import {
  bookListClasses,
  bookListFile,
  documents,
  holidaysHomework,
  publicFiles,
} from "../public-files.ts";
import { site } from "../site.ts";
import Admission from "./Admission.ts";
import AdmissionXI from "./AdmissionXI.ts";
import BookList from "./BookList.ts";
import CoCurriculum from "./CoCurriculum.ts";
import Courses from "./Courses.ts";
import Feestructure from "./Feestructure.ts";
import HolidaysHomework from "./HolidaysHomework.ts";
import SchoolFees from "./SchoolFees.ts";

/** The i-th element, failing the test when there is none. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

type TableBlock = Extract<Block, { type: "table" }>;
type SectionBlock = Extract<Block, { type: "section" }>;

/** Every block of a page, depth first, including those inside sections and tabs. */
function walk(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...(block.type === "section" ? walk(block.blocks) : []),
    ...(block.type === "tabs" ? block.tabs.flatMap((tab) => walk(tab.blocks)) : []),
  ]);
}

const tables = (page: ContentPage) =>
  walk(page.blocks).filter((b): b is TableBlock => b.type === "table");
const sections = (blocks: Block[]) => blocks.filter((b): b is SectionBlock => b.type === "section");
const tableWith = (page: ContentPage, columns: string[]) => {
  const found = tables(page).filter((t) => JSON.stringify(t.columns) === JSON.stringify(columns));
  expect(found).toHaveLength(1);
  return nth(found, 0);
};
/** All text a reader can see: prose, lists, rules, table cells, notes, titles and labels. */
function text(page: ContentPage): string {
  return JSON.stringify(page.blocks);
}
const links = (page: ContentPage) =>
  walk(page.blocks).flatMap((b) => (b.type === "links" ? b.items : []));

const storedFiles = new Set(publicFiles.map((f) => f.path));

const allPages: ContentPage[] = [
  Admission,
  AdmissionXI,
  Feestructure,
  SchoolFees,
  BookList,
  Courses,
  CoCurriculum,
  HolidaysHomework,
];

const fees2025 = [
  ["Nur-UKG", 4667],
  ["1st", 5063],
  ["2nd", 5096],
  ["3rd", 5130],
  ["4th", 5163],
  ["5th", 5196],
  ["6th", 5247],
  ["7th", 5777],
  ["8th", 5843],
  ["9th", 5910],
  ["10th", 6360],
];

describe("every page of the group", () => {
  it.each(allPages.map((p) => [p.path, p] as const))(
    "%s is a route of app/pages.ts with a description and content",
    (path, page) => {
      expect(pages.some((p) => p.path === path)).toBe(true);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.blocks.length).toBeGreaterThan(0);
      expect(text(page)).not.toMatch(/lorem|coming soon|TODO/i);
    },
  );

  it.each(allPages.map((p) => [p.path, p] as const))(
    "%s references only stored PDFs and well-formed images",
    (_path, page) => {
      for (const block of walk(page.blocks)) {
        if (block.type === "files")
          for (const item of block.items) if (item.file) expect(storedFiles).toContain(item.file);
        if (block.type === "links")
          for (const item of block.items) if (item.file) expect(storedFiles).toContain(item.file);
        const images =
          block.type === "gallery" ? block.images : block.type === "image" ? [block.image] : [];
        for (const image of images) {
          expect(image.file).toMatch(/^public\/Images\/[a-z0-9-]+\.jpg$/);
          expect([image.width, image.height]).toEqual([1200, 800]);
          expect(image.alt.length).toBeGreaterThan(20);
        }
      }
    },
  );
});

describe("/Admission", () => {
  it("is the Admission Procedure page", () => {
    expect(Admission.path).toBe("/Admission");
    expect(Admission.heading).toBe("Admission Procedure");
  });

  it("states the general admission rules of spec 5 and 9", () => {
    const t = text(Admission);
    for (const fact of [
      "2026-27",
      "online and offline",
      "second week of October",
      "first week of October",
      "3 years as on 31st March",
      "interaction session",
      "admission test",
      "merit",
      "one form",
      "non-transferable",
      "Incorrect or incomplete information",
      "7 working days of confirmation",
      "not taken within 10 days",
      "3 days after the entrance exam",
      site.email,
    ])
      expect(t).toContain(fact);
  });

  it("gives the Class XI eligibility: 70% for Medical and Non-Medical, 65% for Commerce", () => {
    expect(tableWith(Admission, ["Stream", "Minimum marks"]).rows).toEqual([
      ["Medical", "70%"],
      ["Non-Medical", "70%"],
      ["Commerce", "65%"],
    ]);
  });

  it("lists the three general scholarships", () => {
    expect(tableWith(Admission, ["Criterion", "Tuition fee exemption"]).rows).toEqual([
      ["97% or more in the entrance exam (Class VI onwards)", "100%"],
      ["A national or state level first prize in sports or arts", "100%"],
      ["A state level winner", "50%"],
    ]);
  });

  it("ends with the external online registration link", () => {
    const last = Admission.blocks.at(-1);
    expect(last).toEqual({
      type: "links",
      items: [{ label: "Click Here for Online Registration", href: site.links.onlineRegistration }],
    });
  });
});

describe("/AdmissionXI", () => {
  const t = text(AdmissionXI);

  it("is the Admission Class XI Information page for the session 2026-27", () => {
    expect(AdmissionXI.heading).toBe("Admission Class XI Information");
    expect(t).toContain("Session 2026-27");
    expect(t).toContain("September 8, 2025");
    expect(t).toContain("online and offline");
  });

  it("keeps the sections in order", () => {
    expect(sections(AdmissionXI.blocks).map((s) => s.title)).toEqual([
      "Streams Offered",
      "Entrance Exam and Allotment Dates",
      "Entrance Exam Syllabus",
      "Merit List Weightage",
      "Scholarships",
      "Subject Combinations",
      "Senior Secondary Fee Structure 2026-27",
      "Contact Us",
    ]);
  });

  it("offers the streams", () => {
    const streams = walk(AdmissionXI.blocks).find(
      (b) => b.type === "list" && b.items.includes("Medical"),
    );
    expect(streams).toMatchObject({
      items: ["Non-Medical", "Medical", "Commerce (with Maths)", "Commerce (without Maths)"],
    });
  });

  it("gives the entrance exam and allotment dates exactly", () => {
    expect(tableWith(AdmissionXI, ["Entrance exam", "First allotment"]).rows).toEqual([
      ["Nov 8 2025", "Nov 15 2025"],
      ["Nov 22 2025", "Nov 29 2025"],
      ["Dec 27 2025", "Jan 10 2026"],
    ]);
    expect(t).toContain("Second allotment: Jan 17 2026");
    expect(t).toContain("Third allotment: Jan 24 2026");
  });

  it("gives the entrance syllabus for English, Science and Mathematics", () => {
    const syllabus = sections(AdmissionXI.blocks).find(
      (s) => s.title === "Entrance Exam Syllabus",
    )!;
    const subjects = sections(syllabus.blocks);
    expect(subjects.map((s) => s.title)).toEqual(["English", "Science", "Mathematics"]);
    const listTitles = (s: SectionBlock) =>
      s.blocks.flatMap((b) => (b.type === "list" ? [b.title] : []));
    expect(listTitles(nth(subjects, 0))).toEqual(["Class IX & X integrated grammar"]);
    for (const subject of subjects.slice(1)) {
      expect(listTitles(subject)).toEqual(["Class IX", "Class X"]);
      for (const b of subject.blocks)
        if (b.type === "list") expect(b.items.length).toBeGreaterThan(8);
    }
  });

  it("lists the 8 merit list weightage points in order", () => {
    const rows = tableWith(AdmissionXI, ["S.No.", "Criterion", "Weightage"]).rows;
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const tiers = "20 points (90% and above), 10 points (80% and above), 5 points (70% and above)";
    const levels =
      "10 points (state level), 5 points (district level), 5 points (inter-school level)";
    expect(rows.map((r) => r[2])).toEqual([
      "Marks as obtained",
      tiers,
      tiers,
      levels,
      levels,
      "10 points",
      "5 points",
      tiers,
    ]);
    expect(rows.map((r) => r[1])).toEqual([
      "Entrance exam",
      "Class IX final score",
      "Class X first semester score",
      "Sports achievements",
      "Arts achievements",
      "Applicants from the school's two sister branches",
      "Girl child applicant",
      "Class X board exam (for interchanging streams)",
    ]);
  });

  it("lists the three Class XI scholarships", () => {
    expect(tableWith(AdmissionXI, ["Criterion", "Tuition fee exemption"]).rows).toEqual([
      ["97% and above in the Class X board exam", "100%"],
      ["92% to 96.99% in the Class X board exam", "50%"],
      ["State-level winners in sports or arts", "50%"],
    ]);
  });

  it("gives the subject combinations of each stream, 5 subjects each", () => {
    const combos = tables(AdmissionXI).filter((t) => t.columns[0] === "Combination");
    expect(combos.map((c) => c.caption.split(":")[0])).toEqual([
      "Non-Medical",
      "Medical",
      "Commerce",
    ]);
    const subjects = combos.map((c) => c.rows.map((r) => r.slice(1)));
    for (const stream of subjects) for (const row of stream) expect(row).toHaveLength(5);
    expect(subjects[0]).toEqual(
      ["IT", "Physical Education", "Psychology"].map((s) => [
        "English",
        "Physics",
        "Chemistry",
        "Mathematics",
        s,
      ]),
    );
    expect(subjects[1]).toEqual(
      ["IT", "Mathematics", "Physical Education", "Psychology"].map((s) => [
        "English",
        "Physics",
        "Chemistry",
        "Biology",
        s,
      ]),
    );
    expect(subjects[2]).toEqual(
      ["IT", "Mathematics", "Physical Education", "Psychology"].map((s) => [
        "English",
        "Accountancy",
        "Economics",
        "Business Studies",
        s,
      ]),
    );
  });

  it("links the Stream and Subject Selection PDF", () => {
    expect(links(AdmissionXI)).toContainEqual({
      label: "Stream and Subject Selection",
      file: documents.streamAndSubjectSelection,
    });
  });

  it("gives the senior secondary monthly fees 2026-27 and the 6th subject charge", () => {
    const fees = tableWith(AdmissionXI, ["Class XI stream", "Without IT", "With IT"]);
    expect(fees.rows).toEqual([
      ["Non-Medical", 7860, 8030],
      ["Medical", 8020, 8030],
      ["Commerce", 7590, 7760],
    ]);
    expect(fees.note).toContain("6th optional subject costs Rs. 200 extra");
  });

  it("has a contact block with the phones, the e-mail and the school website", () => {
    const contact = sections(AdmissionXI.blocks).find((s) => s.title === "Contact Us")!;
    const c = JSON.stringify(contact);
    for (const phone of site.phones) expect(c).toContain(phone);
    expect(c).toContain(site.email);
    expect(links({ ...AdmissionXI, blocks: contact.blocks })).toContainEqual(
      expect.objectContaining({ to: "/" }),
    );
  });

  it("ends with the external online registration link", () => {
    expect(AdmissionXI.blocks.at(-1)).toEqual({
      type: "links",
      items: [{ label: "Click Here for Online Registration", href: site.links.onlineRegistration }],
    });
  });
});

describe("/Feestructure", () => {
  it("is titled Fee Structure 2025-2026, in the breadcrumb too", () => {
    expect(Feestructure.heading).toBe("Fee Structure 2025-2026");
    expect(Feestructure.crumb).toBe("Fee Structure 2025-2026");
  });

  it("shows exactly one table: the 2025-26 monthly totals per class", () => {
    expect(tables(Feestructure)).toHaveLength(1);
    expect(tableWith(Feestructure, ["Class", "Rs. per month"]).rows).toEqual(fees2025);
  });
});

describe("/SchoolFees", () => {
  const t = text(SchoolFees);

  it("keeps the sections in order", () => {
    expect(sections(SchoolFees.blocks).map((s) => s.title)).toEqual([
      "Fee Rules",
      "Payment Options",
      "Fee Structure 2025-26",
      "Fee Structure 2024-25",
    ]);
  });

  it("states both readings of the fee rules and the other rules", () => {
    for (const fact of [
      "paid quarterly and is due by the 20th day of each quarter",
      "12 months",
      "quarterly in advance, by the 20th of the first month of the quarter",
      "April",
      "July",
      "October",
      "January",
      "Rs. 50 per month",
      "2 years",
      "removed from the roll",
      "re-admission fee",
      "non-refundable",
    ])
      expect(t).toContain(fact);
  });

  it("gives the three payment options", () => {
    const options = sections(SchoolFees.blocks).find((s) => s.title === "Payment Options")!;
    const o = JSON.stringify(options);
    for (const fact of ["school app", "cheque", "cash", "Online banking"])
      expect(o).toContain(fact);
  });

  it("gives the 2025-26 fees by class and the 2024-25 fees by class group", () => {
    expect(tableWith(SchoolFees, ["Class", "Rs. per month"]).rows).toEqual(fees2025);
    expect(tableWith(SchoolFees, ["Class group", "Rs. per month"]).rows).toEqual([
      ["Nur-UKG", 4334],
      ["I-V", 4580],
      ["VI-VIII", 5244],
      ["IX-X", 5860],
    ]);
    expect(tables(SchoolFees)).toHaveLength(2);
  });
});

describe("/BookList", () => {
  it("shows 13 book list tiles in school order, each opening that class's PDF", () => {
    const files = walk(BookList.blocks).filter((b) => b.type === "files");
    expect(files).toHaveLength(1);
    const first = nth(files, 0);
    const items = first.type === "files" ? first.items : [];
    expect(items.map((i) => i.title)).toEqual([
      "Nursery",
      "LKG",
      "UKG",
      ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((c) => `Class ${c}`),
    ]);
    expect(items.map((i) => i.file)).toEqual(bookListClasses.map((c) => bookListFile(c)));
  });
});

describe("/Courses", () => {
  it("describes Kindergarten, Primary and Secondary with facility lists, then the online sections", () => {
    const s = sections(Courses.blocks);
    expect(s.map((x) => x.title)).toEqual([
      "Kindergarten",
      "Primary",
      "Secondary",
      "Online Fee Payment",
      "Online School",
      "Virtual School",
      "Online Examination",
    ]);
    for (const stage of s.slice(0, 3)) {
      const facilities = stage.blocks.find((b) => b.type === "list" && b.title === "Facilities");
      expect(facilities && facilities.type === "list" && facilities.items.length).toBeGreaterThan(
        3,
      );
    }
    for (const online of s.slice(3))
      expect(online.blocks.some((b) => b.type === "prose")).toBe(true);
  });
});

describe("/CoCurriculum", () => {
  const groups = sections(CoCurriculum.blocks);
  const galleries = (s: SectionBlock) => s.blocks.flatMap((b) => (b.type === "gallery" ? [b] : []));

  it("groups the galleries in the spec's order", () => {
    expect(groups.map((g) => g.title)).toEqual([
      "Art & Craft",
      "Music & Dance",
      "Indoor Sports",
      "Outdoor Sports",
      "Scouts & Guides",
    ]);
  });

  it("has the indoor and outdoor sub-galleries in order", () => {
    expect(galleries(nth(groups, 2)).map((g) => g.title)).toEqual([
      "Carrom",
      "Table Tennis",
      "Chess",
      "Yoga",
    ]);
    expect(galleries(nth(groups, 3)).map((g) => g.title)).toEqual([
      "Archery",
      "Karate",
      "Skating",
      "Baseball",
      "Cricket",
      "Basketball",
      "Football",
      "Taekwondo",
    ]);
  });

  it("gives every gallery 2 to 4 images, each file used once", () => {
    const all = groups.flatMap(galleries);
    expect(all).toHaveLength(15);
    for (const g of all) {
      expect(g.images.length).toBeGreaterThanOrEqual(2);
      expect(g.images.length).toBeLessThanOrEqual(4);
    }
    const files = all.flatMap((g) => g.images.map((i) => i.file));
    expect(new Set(files).size).toBe(files.length);
  });
});

describe("/HolidaysHomework", () => {
  const tabs = HolidaysHomework.blocks.find((b) => b.type === "tabs");

  it("has two tabs, Academics first (the default) and Robotics", () => {
    expect(tabs && tabs.type === "tabs" && tabs.tabs.map((t) => t.label)).toEqual([
      "Academics",
      "Robotics",
    ]);
  });

  it("shows PDF cards for Nursery, LKG, UKG and Class I to X under Academics", () => {
    if (tabs?.type !== "tabs") throw new Error("no tabs");
    const files = nth(nth(tabs.tabs, 0).blocks, 0);
    if (files.type !== "files") throw new Error("no files");
    expect(files.items.map((i) => i.title)).toEqual([
      "Nursery",
      "LKG",
      "UKG",
      ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((c) => `Class ${c}`),
    ]);
    expect(files.items.map((i) => i.file)).toEqual(holidaysHomework.academics.map((a) => a.path));
  });

  it("shows one Robotics card", () => {
    if (tabs?.type !== "tabs") throw new Error("no tabs");
    expect(nth(tabs.tabs, 1).blocks).toEqual([
      { type: "files", items: [{ title: "Robotics", file: holidaysHomework.robotics.path }] },
    ]);
  });
});
