import { describe, expect, it } from "vitest";
import { pages } from "../../app/pages.ts";
import type { Block, ContentPage, ImageRef } from "../model.ts";
import { leadership } from "../people.ts";
import { disclosureDocuments, publicFiles } from "../public-files.ts";
import { site } from "../site.ts";
import CbseDisclosure from "./CbseDisclosure.ts";
import career from "./career.ts";
import CovidResponse from "./CovidResponse.ts";
import EPublication from "./EPublication.ts";
import ErpSoftware from "./ErpSoftware.ts";
import LifeTags from "./LifeTags.ts";
import MiddleSchool from "./MiddleSchool.ts";
import Newsletter from "./Newsletter.ts";
import PrimarySchool from "./PrimarySchool.ts";
import PriPrimarySchool from "./PriPrimarySchool.ts";
import SecondarySchool from "./SecondarySchool.ts";
import SrSecondarySchool from "./SrSecondarySchool.ts";

const all: Record<string, ContentPage> = {
  PriPrimarySchool,
  PrimarySchool,
  MiddleSchool,
  SecondarySchool,
  SrSecondarySchool,
  CbseDisclosure,
  ErpSoftware,
  Newsletter,
  EPublication,
  career,
  LifeTags,
  CovidResponse,
};

/** Every block of a page, depth first, including those inside sections and tabs. */
function walk(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...(block.type === "section" ? walk(block.blocks) : []),
    ...(block.type === "tabs" ? block.tabs.flatMap((tab) => walk(tab.blocks)) : []),
  ]);
}

function blocksOf<T extends Block["type"]>(page: { blocks: Block[] }, type: T) {
  return walk(page.blocks).filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

function images(page: ContentPage): ImageRef[] {
  return walk(page.blocks).flatMap((block): ImageRef[] => {
    if (block.type === "image") return [block.image];
    if (block.type === "gallery") return block.images;
    if (block.type === "modals") return block.items.map((item) => item.image);
    if (block.type === "cards") return block.items.flatMap((item) => item.image ?? []);
    return [];
  });
}

function text(page: ContentPage): string {
  return JSON.stringify(page.blocks);
}

const section = (page: ContentPage, title: string) => {
  const found = blocksOf(page, "section").find((s) => s.title === title);
  if (!found) throw new Error(`${page.path} has no section '${title}'`);
  return found;
};

const topSections = (page: ContentPage) =>
  page.blocks.flatMap((block) => (block.type === "section" ? [block.title] : []));

describe("every page of the group", () => {
  it.each(Object.entries(all))("%s sits at its route and has a heading", (file, page) => {
    expect(page.path).toBe(`/${file}`);
    expect(pages.some((p) => p.path === page.path)).toBe(true);
    expect(page.heading?.trim()).toBeTruthy();
    expect(page.description.length).toBeGreaterThan(40);
  });

  it.each(Object.entries(all))("%s names well-formed images", (_, page) => {
    const allowed = ["1200x800", "800x600", "600x600", "800x1100", "600x800"];
    for (const image of images(page)) {
      expect(image.file).toMatch(/^public\/Images\/[a-z0-9-]+\.jpg$/);
      expect(image.alt.length).toBeGreaterThan(20);
      expect(allowed).toContain(`${image.width}x${image.height}`);
    }
  });

  it.each(Object.entries(all))("%s links only stored PDFs and valid video ids", (_, page) => {
    const stored = new Set(publicFiles.map((f) => f.path));
    for (const block of blocksOf(page, "files"))
      for (const item of block.items) {
        expect(item.file ?? item.href).toBeTruthy();
        if (item.file) expect(stored.has(item.file), item.file).toBe(true);
      }
    for (const block of blocksOf(page, "videos"))
      for (const video of block.items) expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it.each(Object.entries(all))("%s has no filler text", (_, page) => {
    expect(text(page)).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
  });
});

describe("stage pages", () => {
  it("name their NEP stage and classes in the heading", () => {
    expect(PriPrimarySchool.heading).toMatch(/Foundational Stage/);
    expect(PriPrimarySchool.heading).toMatch(/Pre-Primary/);
    expect(PriPrimarySchool.heading).toMatch(/Class II\b/);
    expect(PrimarySchool.heading).toMatch(/Preparatory Stage.*Class III to V/);
    expect(MiddleSchool.heading).toMatch(/Middle Stage.*Class VI to VIII/);
    expect(SecondarySchool.heading).toMatch(/Class IX and X/);
    expect(SrSecondarySchool.heading).toMatch(/Class XI and XII/);
  });

  it.each([PriPrimarySchool, PrimarySchool, MiddleSchool, SecondarySchool, SrSecondarySchool])(
    "$path opens with an image and has several sections of prose",
    (page) => {
      expect(page.blocks[0]?.type).toBe("image");
      expect(topSections(page).length).toBeGreaterThanOrEqual(3);
      expect(blocksOf(page, "prose").length).toBeGreaterThanOrEqual(3);
      expect(text(page)).toMatch(/NEP\)? 2020/);
    },
  );

  it("Foundational Stage covers Nursery, LKG, UKG and Classes I and II", () => {
    const body = text(PriPrimarySchool);
    for (const word of ["Nursery", "LKG", "UKG", "Classes I and II"]) expect(body).toContain(word);
  });

  it("Middle Stage has project-based learning, the key areas and the learning outcomes, in order", () => {
    expect(topSections(MiddleSchool).slice(0, 3)).toEqual([
      "Project-Based Learning",
      "Key Areas of Focus",
      "Learning Outcomes",
    ]);
    const areas = blocksOf(section(MiddleSchool, "Key Areas of Focus"), "list")[0]?.items ?? [];
    expect(areas.map((item) => item.split(":")[0])).toEqual([
      "Critical thinking",
      "Problem solving",
      "Digital literacy",
      "Life skills",
      "Sports",
      "Art-integrated learning",
      "Clubs",
    ]);
    expect(areas[4]).toContain("athletics, badminton and volleyball");
    expect(areas[6]).toContain("Robotics, Drama, and Music & Dance");
    const outcomes = blocksOf(section(MiddleSchool, "Learning Outcomes"), "list")[0]?.items ?? [];
    expect(outcomes.map((item) => item.split(":")[0])).toEqual([
      "Academic mastery",
      "Physical fitness",
      "Leadership and social responsibility",
      "Creativity",
    ]);
  });

  it("Sr Secondary offers the three streams and ends with the Class XII Board", () => {
    const streams = blocksOf(section(SrSecondarySchool, "Streams and Subjects"), "section");
    expect(streams.map((s) => s.title)).toEqual(["Non-Medical", "Medical", "Commerce"]);
    const last = SrSecondarySchool.blocks.at(-1);
    const lastText = JSON.stringify(last);
    expect(lastText).toMatch(/Class XII Board/);
    expect(lastText).toMatch(/confidence/);
  });
});

describe("CBSE Mandatory Disclosure", () => {
  const tableIn = (title: string) => {
    const table = blocksOf(section(CbseDisclosure, title), "table")[0];
    if (!table) throw new Error(`no table in ${title}`);
    return table;
  };
  const details = (title: string) =>
    tableIn(title).rows.map((row) => [String(row[1]), String(row[2])]);

  it("has sections A to E in order", () => {
    expect(CbseDisclosure.heading).toBe("CBSE Mandatory Disclosure");
    expect(topSections(CbseDisclosure)).toEqual([
      "A: General Information",
      "B: Documents and Information",
      "C: Result and Academics",
      "D: Staff (Teaching)",
      "E: School Infrastructure",
    ]);
  });

  it("A gives the school's general information", () => {
    const rows = details("A: General Information");
    expect(rows.map(([label]) => label)).toEqual([
      "Name of the School",
      "Affiliation No.",
      "School Code",
      "Complete Address with Pin Code",
      "Principal Name & Qualification",
      "School E-mail ID",
      "Contact Details (Landline/Mobile)",
    ]);
    const value = Object.fromEntries(rows);
    expect(value["Name of the School"]).toBe(site.name);
    expect(value["Affiliation No."]).toBe(site.affiliationNo);
    expect(value["School Code"]).toMatch(/^\d{5}$/);
    for (const line of site.address.lines)
      expect(value["Complete Address with Pin Code"]).toContain(line);
    expect(value["Principal Name & Qualification"]).toContain(leadership.principal.name);
    expect(value["Principal Name & Qualification"]).toContain(leadership.principal.qualification);
    expect(value["School E-mail ID"]).toBe(site.email);
    for (const phone of site.phones)
      expect(value["Contact Details (Landline/Mobile)"]).toContain(phone);
  });

  it.each([
    ["B: Documents and Information", "B", 10],
    ["C: Result and Academics", "C", 5],
  ] as const)("%s lists its %s documents, each to view", (title, letter, count) => {
    const tiles = blocksOf(section(CbseDisclosure, title), "files").flatMap((b) => b.items);
    const expected = disclosureDocuments.filter((d) => d.section === letter);
    expect(tiles).toHaveLength(count);
    expect(tiles.map((t) => [t.title, t.file])).toEqual(expected.map((d) => [d.title, d.path]));
    for (const tile of tiles) expect(tile.subtitle).toBe("View");
  });

  it("D gives the teaching staff figures of the spec", () => {
    expect(details("D: Staff (Teaching)")).toEqual([
      ["Principal", "1"],
      ["Total No. of Teachers", "98"],
      ["PGT", "10"],
      ["TGT", "38"],
      ["PRT", "29"],
      ["NTT", "5"],
      ["PTI", "6"],
      ["Others", "7"],
      ["Teachers Section Ratio", "22:1"],
      ["Details of Special Educator", "1"],
      ["Details of Counsellor and Wellness Teacher", "1"],
    ]);
  });

  it("E gives the infrastructure figures of the spec and the inspection video", () => {
    const rows = details("E: School Infrastructure");
    expect(rows.slice(0, 6)).toEqual([
      ["Total Campus Area of the School", "13076.4 m²"],
      ["No. and Size of the Classrooms (in sq m)", "60 (552)"],
      ["No. and Size of Laboratories including Computer Labs (in sq m)", "6 (1450)"],
      ["Internet Facility", "Yes"],
      ["No. of Girls' Toilets", "47"],
      ["No. of Boys' Toilets", "30"],
    ]);
    const video = rows[6]?.[1];
    expect(video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    const links = blocksOf(section(CbseDisclosure, "E: School Infrastructure"), "links");
    expect(links.flatMap((b) => b.items).map((l) => l.href)).toContain(video);
  });
});

describe("ERP Software", () => {
  it("promotes the provider's software", () => {
    expect(blocksOf(ErpSoftware, "prose")[0]?.markdown).toContain(site.provider.name);
  });

  it("shows exactly three enlargeable images: Manage Data, Parent Portal, Communication Portal", () => {
    const modals = blocksOf(ErpSoftware, "modals");
    expect(modals).toHaveLength(1);
    expect(modals[0]?.items.map((m) => m.title)).toEqual([
      "Manage Data",
      "Parent Portal",
      "Communication Portal",
    ]);
  });

  it("links an image of the mobile app to the app store", () => {
    const cards = blocksOf(ErpSoftware, "cards").flatMap((b) => b.items);
    const app = cards.find((card) => card.link?.href === site.links.playStore);
    expect(app?.image).toBeDefined();
  });
});

describe("publications", () => {
  const cardsOf = (page: ContentPage) => blocksOf(page, "cards").flatMap((b) => b.items);

  it("Newsletter has one cover card for Little Steps Big dreams 2024-25", () => {
    const cards = cardsOf(Newsletter);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.title).toBe("Little Steps Big dreams 2024-25");
    expect(cards[0]?.image).toMatchObject({ width: 600, height: 800 });
    expect(cards[0]?.link?.href).toMatch(/^https:\/\/docs\.schoolerp\.example\/holy-lamp\//);
  });

  it("E-Publication has twelve cover cards, UKG, LKG, Nursery, then I to IX", () => {
    expect(EPublication.heading).toBe("E-Publication");
    const cards = cardsOf(EPublication);
    expect(cards.map((c) => c.title)).toEqual(
      ["UKG", "LKG", "Nursery", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"].map(
        (c) => `Class ${c}`,
      ),
    );
    for (const card of cards) {
      expect(card.image).toMatchObject({ width: 600, height: 800 });
      expect(card.link?.href).toMatch(/^https:\/\/docs\.schoolerp\.example\/holy-lamp\//);
    }
    expect(new Set(cards.map((c) => c.link?.href)).size).toBe(12);
  });
});

describe("career", () => {
  it("links the online application form, shows a hiring poster and a paragraph", () => {
    const links = blocksOf(career, "links").flatMap((b) => b.items);
    expect(links).toContainEqual({
      label: "Fill out our online application form",
      href: site.links.careerForm,
    });
    const poster = blocksOf(career, "image")[0]?.image;
    expect(poster).toMatchObject({ width: 800, height: 1100 });
    expect(poster?.file).toMatch(/poster/);
    expect(blocksOf(career, "prose").length).toBeGreaterThan(0);
  });
});

describe("video pages", () => {
  const videos = (page: ContentPage) => blocksOf(page, "videos").flatMap((b) => b.items);

  it("Life Tags has ten titled videos", () => {
    const items = videos(LifeTags);
    expect(items).toHaveLength(10);
    for (const item of items) expect(item.title.trim()).toBeTruthy();
    expect(new Set(items.map((v) => v.youtubeId)).size).toBe(10);
  });

  it("Covid Response has two titled videos and a word on 2020-21", () => {
    const items = videos(CovidResponse);
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.title.trim()).toBeTruthy();
    expect(blocksOf(CovidResponse, "prose")[0]?.markdown).toContain("2020-21");
  });

  it("no video id is used twice across the group", () => {
    const ids = Object.values(all).flatMap((page) => videos(page).map((v) => v.youtubeId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
