import { describe, expect, it } from "vitest";
import type { Block, ContentPage } from "../model.ts";
import { leadership } from "../people.ts";
import {
  bookListClasses,
  bookListFile,
  documents,
  holidaysHomework,
  siteImages,
} from "../public-files.ts";
import { site } from "../site.ts";
import {
  blocksOf,
  only,
  paragraphs,
  sectionOf,
  sectionTitles,
  textOf,
  topTypes,
} from "../../tests/support/content.ts";
import { nurseryToX } from "../../tests/support/spec-figures.ts";
import AboutUs from "./AboutUs.ts";
import Activities from "./Activities.ts";
import Admission from "./Admission.ts";
import AdmissionXI from "./AdmissionXI.ts";
import AluminiAssociation from "./AluminiAssociation.ts";
import BookList from "./BookList.ts";
import career from "./career.ts";
import CbseDisclosure from "./CbseDisclosure.ts";
import Classroom from "./Classroom.ts";
import CMCHistory from "./CMCHistory.ts";
import CoCurriculum from "./CoCurriculum.ts";
import Courses from "./Courses.ts";
import CovidResponse from "./CovidResponse.ts";
import EPublication from "./EPublication.ts";
import ErpSoftware from "./ErpSoftware.ts";
import Facilities from "./Facilities.ts";
import Feestructure from "./Feestructure.ts";
import GlimpseOfTheDay from "./GlimpseOfTheDay.ts";
import HolidaysHomework from "./HolidaysHomework.ts";
import Infrastructure from "./Infrastructure.ts";
import LibraryRules from "./LibraryRules.ts";
import LifeTags from "./LifeTags.ts";
import ManagementCommittee from "./ManagementCommittee.ts";
import MiddleSchool from "./MiddleSchool.ts";
import Mission from "./Mission.ts";
import Newsletter from "./Newsletter.ts";
import OurHeavenlyPatron from "./OurHeavenlyPatron.ts";
import OurMotto from "./OurMotto.ts";
import OurSchool from "./OurSchool.ts";
import OurUniqueness from "./OurUniqueness.ts";
import PrimarySchool from "./PrimarySchool.ts";
import PriPrimarySchool from "./PriPrimarySchool.ts";
import RulesRegulation from "./RulesRegulation.ts";
import SchoolFees from "./SchoolFees.ts";
import SchoolTransportation from "./SchoolTransportation.ts";
import SchoolUniform from "./SchoolUniform.ts";
import SecondarySchool from "./SecondarySchool.ts";
import SrSecondarySchool from "./SrSecondarySchool.ts";
import Staff from "./Staff.ts";
import StudentStrength from "./StudentStrength.ts";
import ToTheParents from "./ToTheParents.ts";
import Vision from "./Vision.ts";
import WhatSetsUsApart from "./WhatSetsUsApart.ts";

// What spec 2.8-2.14 fixes about each content page: its blocks, sections, tabs, lists and their
// order and counts, and the links and files it offers. The words are the school's own.

const tabsOf = (page: ContentPage) => only(blocksOf(page, "tabs")).tabs;
const titles = (items: { title: string }[]) => items.map((item) => item.title);
const cardsOf = (page: ContentPage) => blocksOf(page, "cards").flatMap((block) => block.items);
const linksOf = (from: ContentPage | Block) => blocksOf(from, "links").flatMap((b) => b.items);
const filesOf = (from: ContentPage | Block[]) => blocksOf(from, "files").flatMap((b) => b.items);
const galleriesOf = (from: Block) => blocksOf(from, "gallery");
const listItems = (from: Block) => only(blocksOf(from, "list")).items;
const label = (item: string) => item.split(":")[0] ?? item;
const galleryTitle = (gallery: { title?: string }) => ({ title: gallery.title ?? "" });
const syllabus = () => sectionOf(AdmissionXI, "Entrance Exam Syllabus");
const registration = {
  type: "links",
  items: [{ label: "Click Here for Online Registration", href: site.links.onlineRegistration }],
};

describe("the page headings the spec names", () => {
  it.each<[ContentPage, RegExp]>([
    [Admission, /^Admission Procedure$/],
    [AdmissionXI, /^Admission Class XI\b/],
    [Feestructure, /^Fee Structure 2025-2026$/],
    [Classroom, /^Classroom Rules$/],
    [BookList, /^List of Books$/],
    [CbseDisclosure, /^CBSE Mandatory Disclosure$/],
    [EPublication, /^E-Publication$/],
    [AluminiAssociation, /^Alumni Association$/],
    [HolidaysHomework, /^Holidays Homework$/],
  ])("$path: %s", (page, heading) => {
    expect(page.heading).toMatch(heading);
  });
});

describe("the blocks of each page, in order", () => {
  it.each<[ContentPage, Block["type"][]]>([
    [AboutUs, ["prose"]],
    [OurSchool, ["image", "prose"]],
    [Mission, ["image", "list"]],
    [Vision, ["quote", "image"]],
    [OurMotto, ["quote", "prose"]],
    [CMCHistory, ["image"]],
    [GlimpseOfTheDay, ["image"]],
    [ManagementCommittee, ["pdf"]],
    [Staff, ["video", "tabs"]],
    [StudentStrength, ["table"]],
    [AluminiAssociation, ["prose", "gallery"]],
  ])("$path", (page, types) => {
    expect(topTypes(page)).toEqual(types);
  });

  it.each<[ContentPage, Block["type"]]>([
    [OurHeavenlyPatron, "image"],
    [Infrastructure, "video"],
    [PriPrimarySchool, "image"],
    [PrimarySchool, "image"],
    [MiddleSchool, "image"],
    [SecondarySchool, "image"],
    [SrSecondarySchool, "image"],
  ])("$path opens with a %s block", (page, type) => {
    expect(page.blocks[0]?.type).toBe(type);
  });

  it.each<[ContentPage, number]>([
    [AboutUs, 3],
    [OurSchool, 1],
    [OurMotto, 2],
  ])("$path has %i paragraphs of prose", (page, count) => {
    expect(paragraphs(only(blocksOf(page, "prose")))).toHaveLength(count);
  });

  it.each<[ContentPage, Block["type"], number]>([
    [Feestructure, "table", 1],
    [SchoolFees, "table", 1],
    [SchoolFees, "sharedTable", 1],
    [OurUniqueness, "figures", 1],
    [SchoolUniform, "pdf", 1],
    [Staff, "staffList", 3],
    [Mission, "list", 1],
    [Classroom, "rules", 1],
    [ToTheParents, "rules", 1],
    [ErpSoftware, "modals", 1],
    [Facilities, "gallery", 1],
    [Infrastructure, "video", 1],
  ])("$path has %s blocks: %i", (page, type, count) => {
    expect(blocksOf(page, type)).toHaveLength(count);
  });
});

describe("the sections of each page, in order", () => {
  it.each<[string, () => Block[] | ContentPage, string[]]>([
    [
      "/Activities: the ten clubs",
      () => Activities,
      [
        "Arts and Crafts",
        "Sports",
        "House wise Programmes",
        "Speakers Forum",
        "Quiz",
        "Karate/Yoga",
        "Nature",
        "Band Set",
        "Social Science/Maths/IT",
        "Dance and Music",
      ],
    ],
    [
      "/RulesRegulation",
      () => RulesRegulation,
      [
        "Admission to KG",
        "Mandatory Documents",
        "School Fees",
        "Promotion Criteria",
        "Withdrawal",
        "Visiting Time for Parents",
        "School Uniform",
        "Birthday Celebration",
        "Regularity",
        "Attendance",
        "School Transport",
        "School Library",
        "Use of Washrooms",
        "Counselling and Guidance",
        "Personal Belongings",
        "Damage to School property",
        "Medical Room Rules",
        "Online Class Platform",
        "Celebration",
        "General Behaviour",
        "Don'ts",
      ],
    ],
    [
      "/AdmissionXI",
      () => AdmissionXI,
      [
        "Streams Offered",
        "Entrance Exam and Allotment Dates",
        "Entrance Exam Syllabus",
        "Merit List Weightage",
        "Scholarships",
        "Subject Combinations",
        "Senior Secondary Fee Structure 2026-27",
        "Contact Us",
      ],
    ],
    ["/AdmissionXI syllabus", () => syllabus().blocks, ["English", "Science", "Mathematics"]],
    [
      "/SchoolFees",
      () => SchoolFees,
      ["Fee Rules", "Payment Options", "Fee Structure", "Fee Structure 2024-25"],
    ],
    [
      "/Courses",
      () => Courses,
      [
        "Kindergarten",
        "Primary",
        "Secondary",
        "Online Fee Payment",
        "Online School",
        "Virtual School",
        "Online Examination",
      ],
    ],
    [
      "/CoCurriculum",
      () => CoCurriculum,
      ["Art & Craft", "Music & Dance", "Indoor Sports", "Outdoor Sports", "Scouts & Guides"],
    ],
    [
      "/SrSecondarySchool streams",
      () => sectionOf(SrSecondarySchool, "Streams and Subjects").blocks,
      ["Non-Medical", "Medical", "Commerce"],
    ],
  ])("%s", (_, from, expected) => {
    expect(sectionTitles(from())).toEqual(expected);
  });

  it("/MiddleSchool opens with project-based learning, key areas and learning outcomes", () => {
    expect(sectionTitles(MiddleSchool).slice(0, 3)).toEqual([
      "Project-Based Learning",
      "Key Areas of Focus",
      "Learning Outcomes",
    ]);
  });

  it("/RulesRegulation ends with the closing statement after its sections", () => {
    expect(RulesRegulation.blocks.at(-1)?.type).toBe("prose");
    for (const section of blocksOf(RulesRegulation, "section"))
      expect(section.blocks.length, section.title).toBeGreaterThan(0);
  });

  it("/Activities: every club has prose and one gallery of 2-4 photos", () => {
    for (const club of blocksOf(Activities, "section")) {
      expect(blocksOf(club, "prose").length, club.title).toBeGreaterThan(0);
      const count = only(galleriesOf(club)).images.length;
      expect(count, club.title).toBeGreaterThanOrEqual(2);
      expect(count, club.title).toBeLessThanOrEqual(4);
    }
  });
});

describe("the lists the spec asks for", () => {
  it("/Mission: the statements are a bulleted list", () => {
    expect(only(blocksOf(Mission, "list")).ordered ?? false).toBe(false);
  });

  it("/Courses: each stage has a list of facilities, each online section has prose", () => {
    for (const stage of ["Kindergarten", "Primary", "Secondary"]) {
      const facilities = blocksOf(sectionOf(Courses, stage), "list").filter(
        (list) => list.title === "Facilities",
      );
      expect(only(facilities).items.length, stage).toBeGreaterThan(1);
    }
    for (const online of sectionTitles(Courses).slice(3))
      expect(blocksOf(sectionOf(Courses, online), "prose").length, online).toBeGreaterThan(0);
  });

  it("/AdmissionXI: every syllabus list has topics", () => {
    for (const list of blocksOf(syllabus(), "list"))
      expect(list.items.length, list.title).toBeGreaterThan(0);
  });
});

describe("the items of each list, in order", () => {
  it.each<[string, () => string[], string[]]>([
    [
      "/Facilities gallery",
      () => only(blocksOf(Facilities, "gallery")).images.map((image) => image.caption ?? ""),
      [
        "Library",
        "Art & Craft Room",
        "Social Studies Lab",
        "Mathematics Lab",
        "Chemistry Lab",
        "Auditorium",
      ],
    ],
    [
      "/Staff tabs",
      () => tabsOf(Staff).map((tab) => tab.label),
      ["Teaching Staff", "Office Staff", "Non-teaching"],
    ],
    [
      "/Staff tab bodies",
      () => tabsOf(Staff).map((tab) => tab.heading ?? tab.label),
      ["Teaching Staff", "Office Staff", "Non Teaching Staff"],
    ],
    [
      "/WhatSetsUsApart initiatives",
      () => titles(cardsOf(WhatSetsUsApart)),
      [
        "Mindful Time",
        "Book Bloom",
        "Right Reach",
        "Lead Point",
        "Lingua Lift",
        "Heart Basket",
        "Skill Nest",
        "Soul Stroke",
        "Eco Echo",
        "Inspire Times",
        "Satsewa",
        "Merit Scholarship",
      ],
    ],
    [
      "/ErpSoftware enlargeable images",
      () => titles(only(blocksOf(ErpSoftware, "modals")).items),
      ["Manage Data", "Parent Portal", "Communication Portal"],
    ],
    [
      "/EPublication covers",
      () => titles(cardsOf(EPublication)),
      ["UKG", "LKG", "Nursery", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"].map(
        (c) => `Class ${c}`,
      ),
    ],
    ["/Newsletter cover", () => titles(cardsOf(Newsletter)), ["Little Steps Big dreams 2024-25"]],
    ["/BookList tiles", () => titles(filesOf(BookList)), nurseryToX],
    [
      "/HolidaysHomework tabs (Academics is the default)",
      () => tabsOf(HolidaysHomework).map((tab) => tab.label),
      ["Academics", "Robotics"],
    ],
    [
      "/HolidaysHomework Academics cards",
      () => titles(filesOf(tabsOf(HolidaysHomework)[0]?.blocks ?? [])),
      nurseryToX,
    ],
    [
      "/HolidaysHomework Robotics cards",
      () => titles(filesOf(tabsOf(HolidaysHomework)[1]?.blocks ?? [])),
      ["Robotics"],
    ],
    [
      "/CoCurriculum indoor sports",
      () => titles(galleriesOf(sectionOf(CoCurriculum, "Indoor Sports")).map(galleryTitle)),
      ["Carrom", "Table Tennis", "Chess", "Yoga"],
    ],
    [
      "/CoCurriculum outdoor sports",
      () => titles(galleriesOf(sectionOf(CoCurriculum, "Outdoor Sports")).map(galleryTitle)),
      [
        "Archery",
        "Karate",
        "Skating",
        "Baseball",
        "Cricket",
        "Basketball",
        "Football",
        "Taekwondo",
      ],
    ],
    [
      "/AdmissionXI streams",
      () => listItems(sectionOf(AdmissionXI, "Streams Offered")),
      ["Non-Medical", "Medical", "Commerce (with Maths)", "Commerce (without Maths)"],
    ],
    [
      "/AdmissionXI syllabus lists",
      () => blocksOf(syllabus(), "list").map((list) => list.title ?? ""),
      ["Class IX & X integrated grammar", "Class IX", "Class X", "Class IX", "Class X"],
    ],
    [
      "/MiddleSchool key areas",
      () => listItems(sectionOf(MiddleSchool, "Key Areas of Focus")).map(label),
      [
        "Critical thinking",
        "Problem solving",
        "Digital literacy",
        "Life skills",
        "Sports",
        "Art-integrated learning",
        "Clubs",
      ],
    ],
    [
      "/MiddleSchool learning outcomes",
      () => listItems(sectionOf(MiddleSchool, "Learning Outcomes")).map(label),
      [
        "Academic mastery",
        "Physical fitness",
        "Leadership and social responsibility",
        "Creativity",
      ],
    ],
  ])("%s", (_, items, expected) => {
    expect(items()).toEqual(expected);
  });
});

describe("the counts of spec 2.8-2.14", () => {
  const count = (items: unknown[]) => () => items.length;
  it.each<[string, () => number, number]>([
    ["/Mission statements", count(only(blocksOf(Mission, "list")).items), 4],
    ["/Classroom rules", count(only(blocksOf(Classroom, "rules")).rules), 15],
    ["/ToTheParents rules", count(only(blocksOf(ToTheParents, "rules")).rules), 23],
    [
      "/ToTheParents distinct rules",
      () => new Set(blocksOf(ToTheParents, "rules")[0]?.rules).size,
      23,
    ],
    ["/Facilities photos", count(only(blocksOf(Facilities, "gallery")).images), 6],
    ["/AluminiAssociation photos", count(only(blocksOf(AluminiAssociation, "gallery")).images), 8],
    ["/LifeTags videos", count(blocksOf(LifeTags, "videos").flatMap((b) => b.items)), 10],
    ["/CovidResponse videos", count(blocksOf(CovidResponse, "videos").flatMap((b) => b.items)), 2],
    ["/EPublication covers", count(cardsOf(EPublication)), 12],
    ["/Newsletter cards", count(cardsOf(Newsletter)), 1],
    ["/BookList tiles", count(filesOf(BookList)), 13],
    ["/CoCurriculum galleries", count(blocksOf(CoCurriculum, "gallery")), 15],
  ])("%s: %i", (_, actual, expected) => {
    expect(actual()).toBe(expected);
  });

  it("/CoCurriculum: every gallery has 2-4 photos and no photo is used twice", () => {
    const galleries = blocksOf(CoCurriculum, "gallery");
    for (const gallery of galleries) {
      expect(gallery.images.length, gallery.title).toBeGreaterThanOrEqual(2);
      expect(gallery.images.length, gallery.title).toBeLessThanOrEqual(4);
    }
    const files = galleries.flatMap((gallery) => gallery.images.map((image) => image.file));
    expect(new Set(files).size).toBe(files.length);
  });
});

describe("the stage pages name their stage and classes", () => {
  it.each<[ContentPage, RegExp[]]>([
    [PriPrimarySchool, [/Foundational Stage/, /Pre-Primary/, /Class II\b/]],
    [PrimarySchool, [/Preparatory Stage/, /Class III to V\b/]],
    [MiddleSchool, [/Middle Stage/, /Class VI to VIII\b/]],
    [SecondarySchool, [/Class IX and X\b/]],
    [SrSecondarySchool, [/Class XI and XII\b/]],
  ])("$path", (page, patterns) => {
    for (const pattern of patterns) expect(page.heading).toMatch(pattern);
  });

  it("the Foundational Stage covers Nursery, LKG, UKG and Classes I-II", () => {
    for (const word of [/Nursery/, /LKG/, /UKG/, /Classes I and II|Class I\b/])
      expect(textOf(PriPrimarySchool)).toMatch(word);
  });

  it("the Middle Stage names its sports and clubs", () => {
    const [sports, clubs] = ["Sports", "Clubs"].map(
      (area) =>
        listItems(sectionOf(MiddleSchool, "Key Areas of Focus")).find(
          (item) => label(item) === area,
        ) ?? "",
    );
    for (const sport of ["athletics", "badminton", "volleyball"]) expect(sports).toContain(sport);
    for (const club of ["Robotics", "Drama", "Music & Dance"]) expect(clubs).toContain(club);
  });

  it("the Senior Secondary page ends on the Class XII Board, with confidence", () => {
    const last = textOf(SrSecondarySchool.blocks.at(-1) ?? []);
    expect(last).toMatch(/Class XII Board/);
    expect(last).toMatch(/confiden/i);
  });
});

describe("the links and files each page offers", () => {
  it.each([Admission, AdmissionXI])("$path ends with the online registration link", (page) => {
    expect(page.blocks.at(-1)).toEqual(registration);
  });

  it.each<[ContentPage, string, number]>([
    [ManagementCommittee, documents.managementCommittee, 800],
    [SchoolUniform, documents.schoolUniform, 600],
  ])("$path embeds %s at height %i", (page, file, height) => {
    expect(only(blocksOf(page, "pdf"))).toMatchObject({ file, height });
  });

  it.each<[string, () => (string | undefined)[], string[]]>([
    ["/BookList", () => filesOf(BookList).map((f) => f.file), bookListClasses.map(bookListFile)],
    [
      "/HolidaysHomework",
      () => filesOf(HolidaysHomework).map((f) => f.file),
      [...holidaysHomework.academics.map((a) => a.path), holidaysHomework.robotics.path],
    ],
    [
      "/CMCHistory and /GlimpseOfTheDay",
      () => [CMCHistory, GlimpseOfTheDay].map((page) => only(blocksOf(page, "image")).image.file),
      [siteImages.comingSoon, siteImages.comingSoon],
    ],
  ])("%s offers its files, in order", (_, files, expected) => {
    expect(files()).toEqual(expected);
  });

  it("/AdmissionXI offers the Stream and Subject Selection PDF and a contact block", () => {
    expect(linksOf(AdmissionXI)).toContainEqual({
      label: "Stream and Subject Selection",
      file: documents.streamAndSubjectSelection,
    });
    const contact = sectionOf(AdmissionXI, "Contact Us");
    for (const phone of site.phones) expect(JSON.stringify(contact)).toContain(phone);
    expect(textOf(contact)).toContain(site.email);
    expect(linksOf(contact)).toContainEqual(expect.objectContaining({ to: "/" }));
  });

  it("/AdmissionXI: every stream's subject combinations, five subjects each, in one row", () => {
    const table = only(
      blocksOf(sectionOf(AdmissionXI, "Subject Combinations"), "table").filter(
        (t) => t.columns[0] === "Stream",
      ),
    );
    // The combinations a reader can make of a row: its four subjects and each fifth in turn.
    const combinations = table.rows.map(([stream, compulsory, fifth]) => [
      stream,
      String(fifth)
        .split(/, | or /)
        .map((choice) => [...String(compulsory).split(", "), choice]),
    ]);
    const stream = (core: string[], options: string[]) => options.map((s) => [...core, s]);
    expect(combinations).toEqual([
      [
        "Non-Medical",
        stream(
          ["English", "Physics", "Chemistry", "Mathematics"],
          ["IT", "Physical Education", "Psychology"],
        ),
      ],
      [
        "Medical",
        stream(
          ["English", "Physics", "Chemistry", "Biology"],
          ["IT", "Mathematics", "Physical Education", "Psychology"],
        ),
      ],
      [
        "Commerce",
        stream(
          ["English", "Accountancy", "Economics", "Business Studies"],
          ["IT", "Mathematics", "Physical Education", "Psychology"],
        ),
      ],
    ]);
  });

  it("/Newsletter and /EPublication open externally hosted documents, each its own", () => {
    const cards = [...cardsOf(Newsletter), ...cardsOf(EPublication)];
    for (const card of cards) {
      expect(card.image, card.title).toMatchObject({ width: 600, height: 800 });
      expect(card.link?.href, card.title).toMatch(/^https:\/\//);
    }
    expect(new Set(cards.map((card) => card.link?.href)).size).toBe(cards.length);
  });

  it("/ErpSoftware promotes the provider and links the mobile app by its image", () => {
    expect(textOf(ErpSoftware)).toContain(site.provider.name);
    const app = cardsOf(ErpSoftware).find((card) => card.link?.href === site.links.playStore);
    expect(app?.image).toBeDefined();
  });

  it("/career links the external form and shows a hiring poster", () => {
    const link = only(linksOf(career));
    expect(link.href).toBe(site.links.careerForm);
    expect(link.label).toMatch(/form/i);
    expect(only(blocksOf(career, "image")).image).toMatchObject({ width: 800, height: 1100 });
  });

  it("/Vision, /OurMotto and /AboutUs carry the school's own facts", () => {
    expect(only(blocksOf(OurMotto, "quote")).text).toBe(site.tagline);
    const about = textOf(AboutUs);
    for (const fact of [site.name, site.congregation, site.board]) expect(about).toContain(fact);
    expect(about).toMatch(new RegExp(`\\b${site.established}\\b`));
    expect(about).toMatch(new RegExp(`\\b${site.congregationFounded}\\b`));
    expect(about).toMatch(/\b150\+? years\b/);
    expect(about).toMatch(/Nursery to Class XII/);
    expect(only(blocksOf(Vision, "quote")).text.trim()).not.toBe("");
  });
});

describe("/Staff", () => {
  it("draws a list from the staff register in each tab, after its video", () => {
    expect(tabsOf(Staff).map((tab) => tab.blocks)).toEqual([
      [expect.objectContaining({ type: "staffList", group: "Teaching" })],
      [{ type: "staffList", group: "Office" }],
      [{ type: "staffList", group: "Non-teaching" }],
    ]);
    expect(only(blocksOf(Staff, "video")).youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});

describe("the school's people named on the rules pages", () => {
  it.each<[ContentPage, { name: string }]>([
    [LibraryRules, leadership.librarian],
    [SchoolTransportation, leadership.transportIncharge],
  ])("$path names its in-charge from the staff list", (page, person) => {
    expect(textOf(page)).toContain(person.name);
  });
});
