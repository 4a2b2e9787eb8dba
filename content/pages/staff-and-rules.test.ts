import { describe, expect, it } from "vitest";
import type { Block, ContentPage } from "../model.ts";
import { leadership } from "../people.ts";
import { documents } from "../public-files.ts";
import classroom from "./Classroom.ts";
import libraryRules from "./LibraryRules.ts";
import rulesRegulation from "./RulesRegulation.ts";
import schoolTiming from "./SchoolTiming.ts";
import schoolTransportation from "./SchoolTransportation.ts";
import schoolUniform from "./SchoolUniform.ts";
import staff from "./Staff.ts";
import toTheParents from "./ToTheParents.ts";

type Of<T extends Block["type"]> = Extract<Block, { type: T }>;

/** Every block of a list, depth first, including those inside sections and tabs. */
function walk(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...(block.type === "section" ? walk(block.blocks) : []),
    ...(block.type === "tabs" ? block.tabs.flatMap((tab) => walk(tab.blocks)) : []),
  ]);
}

function all<T extends Block["type"]>(page: ContentPage | Block[], type: T): Of<T>[] {
  const blocks = Array.isArray(page) ? page : page.blocks;
  return walk(blocks).filter((block): block is Of<T> => block.type === type);
}

/** All the words a block (or page) shows, as one string. */
function text(blocks: Block[]): string {
  return walk(blocks)
    .map((block) => {
      switch (block.type) {
        case "prose":
          return block.markdown;
        case "list":
          return block.items.join("\n");
        case "rules":
          return block.rules
            .map((rule) =>
              typeof rule === "string" ? rule : [rule.text, ...rule.points].join("\n"),
            )
            .join("\n");
        case "table":
          return [block.caption, ...block.rows.map((row) => row.join(" | "))].join("\n");
        default:
          return "";
      }
    })
    .join("\n")
    .replaceAll("**", "");
}

function ruleCount(page: ContentPage): number {
  return all(page, "rules").reduce((sum, block) => sum + block.rules.length, 0);
}

function checkImages(page: ContentPage) {
  for (const block of all(page, "image")) {
    expect(block.image.file).toMatch(/^public\/Images\/[a-z0-9-]+\.jpg$/);
    expect(block.image.alt.length).toBeGreaterThan(20);
    expect([
      [1200, 800],
      [800, 600],
    ]).toContainEqual([block.image.width, block.image.height]);
  }
}

describe("/Staff", () => {
  const tabs = all(staff, "tabs");
  const tables = all(staff, "table");
  const [teaching, office, nonTeaching] = tables;

  it("shows a background video and the three staff tabs", () => {
    expect(staff.path).toBe("/Staff");
    expect(staff.blocks.map((block) => block.type)).toEqual(["video", "tabs"]);
    const [video] = all(staff, "video");
    expect(video?.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]?.label).toBe("Staff");
    expect(tabs[0]?.tabs.map((tab) => tab.label)).toEqual([
      "Teaching Staff",
      "Office Staff",
      "Non-teaching",
    ]);
    expect(tabs[0]?.tabs[2]?.heading).toBe("Non Teaching Staff");
    expect(tables).toHaveLength(3);
    for (const tab of tabs[0]?.tabs ?? []) expect(all(tab.blocks, "table")).toHaveLength(1);
  });

  it("lists 95 teachers with labels that match the data", () => {
    expect(teaching?.columns).toEqual([
      "S.No.",
      "Name of the Teacher",
      "Designation",
      "Qualification",
    ]);
    expect(teaching?.rows).toHaveLength(95);
    expect(teaching?.rows.map((row) => row[0])).toEqual(
      Array.from({ length: 95 }, (_, i) => i + 1),
    );
    const allowed = [
      "PRINCIPAL",
      "NTT",
      "PRT",
      "PRT (PTI)",
      "TGT",
      "TGT (PTI)",
      "Special Educator",
      "ART & CRAFT",
      "Counselor",
      "DANCE",
      "Librarian",
      "MUSIC TEACHER",
      "MUSIC TR.",
    ];
    for (const row of teaching?.rows ?? []) {
      expect(row).toHaveLength(4);
      expect(allowed).toContain(row[2]);
      // The 4th column holds degrees, never a designation ('NTT' is both a post and a diploma).
      expect(allowed.filter((d) => d !== "NTT")).not.toContain(row[3]);
      expect(String(row[3])).toMatch(/NTT|B\.|M\.|C\.P\.Ed\.|J\.B\.T\./);
      expect(String(row[1])).toMatch(/^(Mrs\.|Ms\.|Mr\.|Sr\.) /);
    }
    expect(teaching?.rows[0]).toEqual([
      1,
      leadership.principal.name,
      "PRINCIPAL",
      leadership.principal.qualification,
    ]);
  });

  it("keeps the teaching mix consistent with the disclosure figures", () => {
    const count = (...designations: string[]) =>
      teaching?.rows.filter((row) => designations.includes(String(row[2]))).length;
    expect(count("PRINCIPAL")).toBe(1);
    expect(count("NTT")).toBe(5);
    expect(count("PRT")).toBe(29);
    expect(count("PRT (PTI)", "TGT (PTI)")).toBe(6);
    expect(count("Special Educator")).toBe(1);
    expect(count("Counselor")).toBe(1);
    expect(count("Librarian", "ART & CRAFT", "DANCE", "MUSIC TEACHER", "MUSIC TR.")).toBe(7);
    // The PGT 10 and TGT 38 of the disclosure appear as TGT, less the three posts above.
    expect(count("TGT")).toBe(45);
    const women = teaching?.rows.filter((row) => /^(Mrs\.|Ms\.|Sr\.) /.test(String(row[1])));
    expect(women?.length).toBeGreaterThan(75);
    expect(teaching?.rows.some((row) => String(row[1]).startsWith("Sr. "))).toBe(true);
    expect(teaching?.rows.some((row) => String(row[1]).startsWith("Mr. "))).toBe(true);
  });

  it("names the people the site mentions elsewhere", () => {
    const names = teaching?.rows.map((row) => row[1]);
    expect(names).toContain(leadership.librarian.name);
    expect(names).toContain(leadership.examIncharge.name);
    expect(names).toContain(leadership.roboticsCoach.name);
    expect(office?.rows.map((row) => row[1])).toContain(leadership.transportIncharge.name);
  });

  it("lists 6 office staff and 37 non-teaching staff", () => {
    expect(office?.columns).toEqual(["Sl No", "Employee Name", "Designation"]);
    expect(nonTeaching?.columns).toEqual(["Sl No", "Employee Name", "Designation"]);
    expect(office?.rows).toHaveLength(6);
    expect(nonTeaching?.rows).toHaveLength(37);
    expect(office?.rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nonTeaching?.rows.map((row) => row[0])).toEqual(
      Array.from({ length: 37 }, (_, i) => i + 1),
    );
    for (const row of office?.rows ?? []) {
      expect(row).toHaveLength(3);
      expect(["ACCOUNTS", "ADMIN", "PRO", "MEDICAL STAFF", "FRONT OFFICE"]).toContain(row[2]);
    }
    for (const row of nonTeaching?.rows ?? []) {
      expect(row).toHaveLength(3);
      expect(["Gardener", "Conductor", "Aaya", "Driver", "Housekeeping"]).toContain(row[2]);
    }
    const drivers = nonTeaching?.rows.filter((row) => row[2] === "Driver").length;
    const conductors = nonTeaching?.rows.filter((row) => row[2] === "Conductor").length;
    expect(drivers).toBe(7); // one for each of the 7 buses
    expect(conductors).toBe(7);
  });

  it("uses every name once", () => {
    const names = tables.flatMap((table) => table.rows.map((row) => row[1]));
    expect(names).toHaveLength(95 + 6 + 37);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("/RulesRegulation", () => {
  const sections = rulesRegulation.blocks.filter((block) => block.type === "section");
  const sectionText = (title: string) => {
    const found = sections.find((block) => block.title === title);
    expect(found, title).toBeDefined();
    return text(found?.blocks ?? []);
  };

  it("shows the sections in the spec's order, then the discipline statement", () => {
    expect(sections.map((block) => block.title)).toEqual([
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
    ]);
    const last = rulesRegulation.blocks.at(-1);
    expect(last?.type).toBe("prose");
    const closing = text(last ? [last] : []);
    expect(closing).toMatch(/suspended twice/);
    expect(closing).toMatch(/third suspension is rusticated/);
    for (const section of sections) expect(text(section.blocks).length).toBeGreaterThan(80);
  });

  it("carries the admission rules of spec 5", () => {
    const admission = sectionText("Admission to KG");
    expect(admission).toMatch(/3 years as on 31st March/);
    expect(admission).toMatch(/age guidelines of the government/);
    expect(admission).toMatch(/seats vacant/);
    expect(admission).toMatch(/no entrance test for Nursery/);
    expect(admission).toMatch(/interaction session/);
    expect(admission).toMatch(/admission test and on merit/);
    expect(admission).toMatch(/one form per applicant per year/);
    expect(admission).toMatch(/non-transferable/);
    expect(admission).toMatch(/Incorrect or incomplete information .*disqualifies/);
    expect(admission).toMatch(/70% for the Medical and Non-Medical/);
    expect(admission).toMatch(/65% for Commerce/);
  });

  it("carries the fee rules of spec 9", () => {
    const fees = sectionText("School Fees");
    expect(fees).toMatch(/Rs\. 50 per month/);
    expect(fees).toMatch(/pay-in slips .*for 2 years/);
    expect(fees).toMatch(/removed from the roll/);
    expect(fees).toMatch(/re-admission fee/);
    expect(fees).toMatch(/non-refundable/);
  });

  it("places every school rule of spec 9 in its section", () => {
    expect(sectionText("Promotion Criteria")).toMatch(/25% marks in the written examinations/);
    expect(sectionText("Promotion Criteria")).toMatch(/75% attendance/);
    const withdrawal = sectionText("Withdrawal");
    expect(withdrawal).toMatch(/1 month's notice/);
    expect(withdrawal).toMatch(/a month's fee/);
    expect(withdrawal).toMatch(/leaves in May must pay the fee for June/);
    expect(withdrawal).toMatch(/middle of a term must pay the tuition fee for the whole term/);
    expect(sectionText("Visiting Time for Parents")).toMatch(
      /Principal from 10\.00 to 11\.00 a\.m\./,
    );
    expect(sectionText("Birthday Celebration")).toMatch(/classes up to V may come in casual dress/);
    expect(sectionText("Regularity")).toMatch(/5 minutes before the reporting time/);
    expect(sectionText("Regularity")).toMatch(/late more than 3 times .*behavioural notification/);
    expect(sectionText("Attendance")).toMatch(
      /absent for 1 month without information is struck off/,
    );
    expect(sectionText("School Transport")).toMatch(/stop at least 5 minutes before/);
    expect(sectionText("School Library")).toMatch(/issued for 2 weeks/);
    expect(sectionText("School Library")).toMatch(/fine/);
    expect(sectionText("Use of Washrooms")).toMatch(/one student at a time/);
    expect(sectionText("School Uniform")).toMatch(
      /Emerald \(Green\), Topaz \(Yellow\), Ruby \(Red\) or Sapphire \(Blue\)/,
    );
  });
});

describe("/Classroom", () => {
  it("gives exactly 15 numbered rules", () => {
    expect(classroom.path).toBe("/Classroom");
    expect(classroom.heading).toBe("Classroom Rules");
    expect(all(classroom, "rules")).toHaveLength(1);
    expect(ruleCount(classroom)).toBe(15);
    checkImages(classroom);
  });
});

describe("/ToTheParents", () => {
  it("gives exactly 23 rules for parents", () => {
    expect(toTheParents.path).toBe("/ToTheParents");
    expect(toTheParents.heading).toBe("To the Parents");
    expect(all(toTheParents, "rules")).toHaveLength(1);
    expect(ruleCount(toTheParents)).toBe(23);
    expect(new Set(all(toTheParents, "rules")[0]?.rules).size).toBe(23);
    expect(text(toTheParents.blocks)).toMatch(/Principal from 10\.00 to 11\.00 a\.m\./);
  });
});

describe("/LibraryRules", () => {
  it("issues books for 2 weeks and fines late returns", () => {
    expect(libraryRules.path).toBe("/LibraryRules");
    expect(libraryRules.heading).toBe("Library Rules");
    const words = text(libraryRules.blocks);
    expect(words).toMatch(/Books are issued for 2 weeks/);
    expect(words).toMatch(/fine is charged/);
    expect(words).toMatch(/12,000 books/);
    expect(words).toContain(leadership.librarian.name);
    expect(ruleCount(libraryRules)).toBeGreaterThanOrEqual(10);
    checkImages(libraryRules);
  });
});

describe("/SchoolTransportation", () => {
  it("gives the bus rules, the 7 buses and the transport in-charge", () => {
    expect(schoolTransportation.path).toBe("/SchoolTransportation");
    expect(schoolTransportation.heading).toBe("School Transportation");
    const words = text(schoolTransportation.blocks);
    expect(words).toMatch(/7 buses/);
    expect(words).toMatch(/at your stop at least 5 minutes before the bus is due/);
    expect(words).toContain(leadership.transportIncharge.name);
    expect(ruleCount(schoolTransportation)).toBeGreaterThanOrEqual(10);
    checkImages(schoolTransportation);
  });
});

describe("/SchoolUniform", () => {
  it("embeds the uniform PDF, 600 high, after a short introduction", () => {
    expect(schoolUniform.path).toBe("/SchoolUniform");
    const pdfs = all(schoolUniform, "pdf");
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.file).toBe(documents.schoolUniform);
    expect(pdfs[0]?.height).toBe(600);
    const words = text(schoolUniform.blocks);
    expect(words).toMatch(/summer uniform/);
    expect(words).toMatch(/winter uniform/);
    for (const house of ["Emerald (Green)", "Topaz (Yellow)", "Ruby (Red)", "Sapphire (Blue)"])
      expect(words).toContain(house);
  });
});

describe("/SchoolTiming", () => {
  /** '7:30 a.m. - 1:30 p.m.' as '7:30-13:30'. */
  function to24(range: string | number | undefined): string {
    return String(range)
      .split(" - ")
      .map((time) => {
        const match = /^(\d{1,2}):(\d{2}) (a\.m\.|p\.m\.)$/.exec(time.trim());
        if (!match) throw new Error(`not a clock time: ${time}`);
        const hour = (Number(match[1]) % 12) + (match[3] === "p.m." ? 12 : 0);
        return `${hour}:${match[2]}`;
      })
      .join("-");
  }

  it("shows the school hours of spec 9", () => {
    expect(schoolTiming.path).toBe("/SchoolTiming");
    const tables = all(schoolTiming, "table");
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table?.columns).toEqual(["Classes", "Summer", "Winter", "Saturdays"]);
    expect(table?.rows.map((row) => [row[0], to24(row[1]), to24(row[2]), row[3]])).toEqual([
      ["Class I - X", "7:30-13:30", "8:30-14:30", "First and second Saturdays are holidays"],
      ["Kindergarten", "8:30-12:30", "9:30-13:30", "All Saturdays are holidays"],
    ]);
  });
});
