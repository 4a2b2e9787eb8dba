import { describe, expect, it } from "vitest";
import { findPage } from "../../app/pages.ts";
import type { Block, ContentPage, ImageRef } from "../model.ts";
import { documents, siteImages } from "../public-files.ts";
import { site } from "../site.ts";
import AboutUs from "./AboutUs.ts";
import Activities from "./Activities.ts";
import AluminiAssociation from "./AluminiAssociation.ts";
import CMCHistory from "./CMCHistory.ts";
import Facilities from "./Facilities.ts";
import GlimpseOfTheDay from "./GlimpseOfTheDay.ts";
import Infrastructure from "./Infrastructure.ts";
import ManagementCommittee from "./ManagementCommittee.ts";
import Mission from "./Mission.ts";
import OurHeavenlyPatron from "./OurHeavenlyPatron.ts";
import OurMotto from "./OurMotto.ts";
import OurSchool from "./OurSchool.ts";
import OurUniqueness from "./OurUniqueness.ts";
import StudentStrength from "./StudentStrength.ts";
import Vision from "./Vision.ts";
import WhatSetsUsApart from "./WhatSetsUsApart.ts";

const pages: ContentPage[] = [
  AboutUs,
  OurSchool,
  OurHeavenlyPatron,
  Mission,
  Vision,
  OurMotto,
  CMCHistory,
  ManagementCommittee,
  Facilities,
  Activities,
  OurUniqueness,
  Infrastructure,
  StudentStrength,
  WhatSetsUsApart,
  AluminiAssociation,
  GlimpseOfTheDay,
];

/** Every block of a page, nested ones (sections, tabs) included, in document order. */
function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block): Block[] => {
    if (block.type === "section") return [block, ...allBlocks(block.blocks)];
    if (block.type === "tabs")
      return [block, ...block.tabs.flatMap((tab) => allBlocks(tab.blocks))];
    return [block];
  });
}

function blocksOf<T extends Block["type"]>(page: ContentPage, type: T) {
  return allBlocks(page.blocks).filter(
    (block): block is Extract<Block, { type: T }> => block.type === type,
  );
}

function imagesOf(page: ContentPage): ImageRef[] {
  return allBlocks(page.blocks).flatMap((block) => {
    if (block.type === "image") return [block.image];
    if (block.type === "gallery") return block.images;
    if (block.type === "cards")
      return block.items.flatMap((item) => (item.image ? [item.image] : []));
    return [];
  });
}

/** All the visible text of a page, for looking things up. */
function textOf(page: ContentPage): string {
  return JSON.stringify(page.blocks);
}

function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'*])/).filter((s) => s.trim() !== "");
}

function heading(page: ContentPage): string | undefined {
  return page.heading ?? findPage(page.path)?.name;
}

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe("the About Us pages (spec 2.8, 2.11, 2.13)", () => {
  it("each has a built route in app/pages.ts, a heading and a description", () => {
    for (const page of pages) {
      const entry = findPage(page.path);
      expect(entry?.path, page.path).toBe(page.path);
      expect(heading(page), page.path).toBeTruthy();
      expect(page.description.length, page.path).toBeGreaterThan(20);
      expect(page.blocks.length, page.path).toBeGreaterThan(0);
    }
  });

  it("sits under the right breadcrumb section", () => {
    for (const page of pages.filter((p) => p !== AluminiAssociation && p !== GlimpseOfTheDay))
      expect(findPage(page.path)?.section, page.path).toBe("About Us");
    expect(findPage(GlimpseOfTheDay.path)?.section).toBe("Events");
    expect(findPage(AluminiAssociation.path)?.section).toBe("Alumni");
  });

  it("references images with a useful alt text and real dimensions", () => {
    const sizes = ["1200x800", "800x600", "600x600", "800x1100", "600x800"];
    for (const page of pages) {
      for (const image of imagesOf(page)) {
        expect(image.file, page.path).toMatch(/^public\/Images\/[a-z0-9-]+\.jpg$/);
        expect(image.alt.length, image.file).toBeGreaterThan(15);
        expect(sizes, image.file).toContain(`${image.width}x${image.height}`);
      }
    }
  });

  it("uses each photo once, except the shared coming-soon image", () => {
    const files = pages
      .flatMap(imagesOf)
      .map((image) => image.file)
      .filter((file) => file !== siteImages.comingSoon);
    expect(new Set(files).size).toBe(files.length);
  });

  it("has no placeholder text", () => {
    const comingSoonPages: ContentPage[] = [CMCHistory, GlimpseOfTheDay];
    for (const page of pages.filter((p) => !comingSoonPages.includes(p))) {
      expect(textOf(page), page.path).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
    }
  });

  it("About Us: three paragraphs about the school and its congregation", () => {
    expect(heading(AboutUs)).toBe("About Us");
    expect(findPage(AboutUs.path)?.section).toBe("About Us");
    const prose = only(blocksOf(AboutUs, "prose"));
    expect(AboutUs.blocks).toHaveLength(1);
    expect(paragraphs(prose.markdown)).toHaveLength(3);
    for (const fact of [
      site.name,
      site.congregation,
      String(site.congregationFounded),
      String(site.established),
      site.board,
      "Nursery to Class XII",
      "150 years",
    ])
      expect(prose.markdown).toContain(fact);
  });

  it("Our School: an image and a paragraph", () => {
    expect(OurSchool.blocks.map((b) => b.type)).toEqual(["image", "prose"]);
    expect(paragraphs(only(blocksOf(OurSchool, "prose")).markdown)).toHaveLength(1);
  });

  it("Our Heavenly Patron: an image and prose about the patron", () => {
    expect(OurHeavenlyPatron.blocks[0]?.type).toBe("image");
    const types = new Set(OurHeavenlyPatron.blocks.map((b) => b.type));
    expect([...types].sort()).toEqual(["heading", "image", "prose"]);
    const text = textOf(OurHeavenlyPatron);
    expect(text).toContain("St John Henry Newman");
    expect(text).toContain("Lead, Kindly Light");
    expect(text).toContain("9 October");
  });

  it("Mission: an image and exactly four mission statements", () => {
    expect(Mission.blocks.map((b) => b.type)).toEqual(["image", "list"]);
    const list = only(blocksOf(Mission, "list"));
    expect(list.ordered ?? false).toBe(false);
    expect(list.items).toHaveLength(4);
  });

  it("Vision: a quote and an image", () => {
    expect(Vision.blocks.map((b) => b.type)).toEqual(["quote", "image"]);
    expect(only(blocksOf(Vision, "quote")).text.length).toBeGreaterThan(40);
  });

  it("Our Motto: the motto, then two paragraphs", () => {
    expect(OurMotto.blocks.map((b) => b.type)).toEqual(["quote", "prose"]);
    expect(only(blocksOf(OurMotto, "quote")).text).toBe(site.tagline);
    expect(paragraphs(only(blocksOf(OurMotto, "prose")).markdown)).toHaveLength(2);
  });

  it("CMC History and Glimpse of the day: the coming-soon image only", () => {
    expect(heading(GlimpseOfTheDay)).toBe("Glimpse of the day");
    for (const page of [CMCHistory, GlimpseOfTheDay]) {
      const block = only(page.blocks);
      expect(block.type).toBe("image");
      if (block.type !== "image") continue;
      expect(block.image.file).toBe(siteImages.comingSoon);
      expect([block.image.width, block.image.height]).toEqual([1200, 800]);
    }
  });

  it("Management Committee: the stored committee PDF, 800 high", () => {
    const block = only(ManagementCommittee.blocks);
    expect(block).toMatchObject({ type: "pdf", file: documents.managementCommittee, height: 800 });
  });

  it("Facilities: a gallery of the six facilities in the spec's order", () => {
    const gallery = only(blocksOf(Facilities, "gallery"));
    expect(gallery.images.map((image) => image.caption)).toEqual([
      "Library",
      "Art & Craft Room",
      "Social Studies Lab",
      "Mathematics Lab",
      "Chemistry Lab",
      "Auditorium",
    ]);
  });

  it("Activities: the ten clubs in order, each with a paragraph and 2-4 photos", () => {
    const sections = blocksOf(Activities, "section");
    expect(sections.map((s) => s.title)).toEqual([
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
    ]);
    expect(Activities.blocks).toHaveLength(sections.length);
    for (const section of sections) {
      const prose = section.blocks.filter((b) => b.type === "prose");
      const galleries = section.blocks.flatMap((b) => (b.type === "gallery" ? [b] : []));
      expect(prose, section.title).toHaveLength(1);
      expect(galleries, section.title).toHaveLength(1);
      const count = galleries[0]?.images.length ?? 0;
      expect(count, section.title).toBeGreaterThanOrEqual(2);
      expect(count, section.title).toBeLessThanOrEqual(4);
    }
    const band = sections.find((s) => s.title === "Band Set");
    expect(JSON.stringify(band?.blocks)).toMatch(/\b33 students\b/);
    const houses = JSON.stringify(sections.find((s) => s.title === "House wise Programmes"));
    for (const house of ["Emerald (Green)", "Topaz (Yellow)", "Ruby (Red)", "Sapphire (Blue)"])
      expect(houses).toContain(house);
  });

  it("Our Uniqueness: the spec 9 figures, exactly and in order, after an intro", () => {
    expect(OurUniqueness.blocks.map((b) => b.type)).toEqual(["prose", "figures"]);
    expect(only(blocksOf(OurUniqueness, "figures")).items).toEqual([
      { value: "10,912 sq m", label: "Campus" },
      { value: "60+", label: "Classrooms" },
      { value: "200+", label: "CCTV cameras" },
      { value: "1,200", label: "Seats in the auditorium" },
      { value: "5,720 sq m", label: "Playground" },
      { value: "6", label: "Labs" },
      { value: "7", label: "Buses" },
      { value: "1,800+", label: "Students" },
      { value: "80+", label: "Educators" },
      { value: "12,000+", label: "Library books" },
    ]);
  });

  it("Infrastructure: an embedded video and a short paragraph", () => {
    expect(Infrastructure.blocks.map((b) => b.type)).toEqual(["video", "prose"]);
    expect(only(blocksOf(Infrastructure, "video")).youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(paragraphs(only(blocksOf(Infrastructure, "prose")).markdown)).toHaveLength(1);
  });

  it("Student Strength: the spec 9 table, row for row, with the total in the note", () => {
    const table = only(StudentStrength.blocks);
    expect(table.type).toBe("table");
    if (table.type !== "table") return;
    expect(table.columns).toEqual(["S.NO.", "Class", "No. of Sections", "No. of Students"]);
    expect(table.rows).toEqual([
      [1, "Nursery", 2, 45],
      [2, "LKG", 3, 74],
      [3, "UKG", 4, 123],
      [4, "I", 4, 157],
      [5, "II", 5, 163],
      [6, "III", 5, 185],
      [7, "IV", 5, 190],
      [8, "V", 5, 200],
      [9, "VI", 5, 186],
      [10, "VII", 5, 177],
      [11, "VIII", 4, 158],
      [12, "IX", 3, 118],
      [13, "X", 3, 114],
    ]);
    expect(table.note).toBe("Total: 53 sections and 1,890 students.");
  });

  it("What Sets Us Apart: the twelve initiatives in order, 2-3 sentences each", () => {
    const cards = only(blocksOf(WhatSetsUsApart, "cards"));
    expect(cards.items.map((item) => item.title)).toEqual([
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
    ]);
    for (const item of cards.items) {
      const count = sentences(item.text ?? "").length;
      expect(count, item.title).toBeGreaterThanOrEqual(2);
      expect(count, item.title).toBeLessThanOrEqual(3);
    }
    const text = (title: string) => cards.items.find((item) => item.title === title)?.text ?? "";
    expect(text("Merit Scholarship")).toMatch(/97% or above/);
    expect(text("Merit Scholarship")).toMatch(/100% tuition fee waiver/);
    expect(text("Lingua Lift")).toMatch(/3 days .*English/);
    expect(text("Lingua Lift")).toMatch(/2 days .*regional language/);
    expect(text("Heart Basket")).toMatch(/one extra food packet per month/);
  });

  it("Alumni Association: corrected heading, static text and exactly eight photos", () => {
    expect(AluminiAssociation.path).toBe("/AluminiAssociation");
    expect(AluminiAssociation.heading).toBe("Alumni Association");
    expect(AluminiAssociation.blocks.map((b) => b.type)).toEqual(["prose", "gallery"]);
    expect(only(blocksOf(AluminiAssociation, "gallery")).images).toHaveLength(8);
    expect(textOf(AluminiAssociation)).not.toMatch(/alumini/i);
  });
});
