import { describe, expect, it } from "vitest";
import { leadership } from "../content/people.ts";
import { disclosureDocuments as demoFiles } from "../content/public-files.ts";
import { site } from "../content/site.ts";
import { disclosureDocuments } from "../contracts/disclosure.ts";
import type { StaffPost } from "../contracts/records/staff.ts";
import { demoSettings } from "./demo-settings.ts";
import type { DemoTools } from "./kinds.ts";
import { demoRows } from "./records/staff.ts";
import * as spec from "../tests/support/spec-figures.ts";
import { disclosureBlocks } from "../server/disclosure/disclosure-blocks.ts";
import { sheetOf, teacherSectionRatio, type StaffFacts } from "../server/disclosure/sheet.ts";

// The disclosure's sheet (server/disclosure/sheet.ts), from the demo school's settings and staff
// register: what its page and its PDF both say.

const today = "2026-11-20";
const settings = demoSettings(today);
const people = demoRows({} as DemoTools);
const staff: StaffFacts = {
  posts: people.reduce<Partial<Record<StaffPost, number>>>((posts, row) => {
    const post = row.post as StaffPost;
    return { ...posts, [post]: (posts[post] ?? 0) + 1 };
  }, {}),
  principal: { name: leadership.principal.name, qualification: leadership.principal.qualification },
};
const sheet = sheetOf(settings, staff, "en");
const section = (letter: string) => sheet.sections.find((s) => s.letter === letter)!;
const details = (letter: string) =>
  Object.fromEntries(section(letter).tables[0]!.rows.map((row) => [row[1], row[2]]));

describe("the disclosure's sheet", () => {
  it("has Appendix IX's five sections in order", () => {
    expect(sheet.sections.map((s) => `${s.letter}: ${s.title}`)).toEqual([
      "A: General Information",
      "B: Documents and Information",
      "C: Result and Academics",
      "D: Staff (Teaching)",
      "E: School Infrastructure",
    ]);
  });

  it("gives the general information from the settings, the principal from the staff register", () => {
    const value = details("A");
    expect(value["Name of the School"]).toBe(site.name);
    expect(value["Affiliation No."]).toBe(site.affiliationNo);
    expect(value["School Code"]).toMatch(/^\d{5}$/);
    for (const line of site.address.lines)
      expect(value["Complete Address with Pin Code"]).toContain(line);
    expect(value["Principal Name & Qualification"]).toBe(
      `${leadership.principal.name}, ${leadership.principal.qualification}`,
    );
    expect(value["School E-mail ID"]).toBe(site.email);
    for (const phone of site.phones)
      expect(value["Contact Details (Landline/Mobile)"]).toContain(phone);
  });

  it("offers every document of sections B and C in Appendix IX's order, each certificate dated", () => {
    const documents = [...section("B").documents, ...section("C").documents];
    expect(documents.map((d) => d.key)).toEqual(disclosureDocuments.map((d) => d.key));
    expect(documents.map((d) => d.file)).toEqual(demoFiles.map((d) => d.path));
    for (const document of disclosureDocuments.filter((d) => "expires" in d)) {
      const kept = documents.find((d) => d.key === document.key)!;
      expect(kept.validUntil! > kept.issuedOn!, document.key).toBe(true);
    }
  });

  it("gives three years of board results of X and XII with their pass percentage", () => {
    const [x, xii] = section("C").tables;
    expect(x!.rows.map((row) => row[1])).toEqual(["2026", "2025", "2024"]);
    expect(xii!.rows).toHaveLength(3);
    // 108 of 109 passed in the middle year.
    expect(x!.rows[1]!.slice(2, 5)).toEqual(["109", "108", "99.08%"]);
  });

  it("counts the teachers and their ratio to the sections from the register and the settings", () => {
    const rows = section("D").tables[0]!.rows.map((row) => [row[1], row[2]]);
    expect(rows).toEqual(spec.disclosureStaff);
  });

  it("gives the infrastructure's figures and links the inspection video", () => {
    const rows = section("E").tables[0]!.rows.map((row) => [row[1], row[2]]);
    expect(rows.slice(0, 6)).toEqual(spec.disclosureInfrastructure);
    const video = rows[6]![1]!;
    expect(video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    expect(section("E").links.map((link) => link.href)).toEqual([video]);
  });

  it("says what is not given yet, rather than leaving it out", () => {
    const bare = sheetOf(
      { ...settings, disclosure: undefined },
      { posts: {}, principal: undefined },
      "en",
    );
    const general = Object.fromEntries(bare.sections[0]!.tables[0]!.rows.map((r) => [r[1], r[2]]));
    expect(general["School Code"]).toBe("Not given yet");
    expect(general["Principal Name & Qualification"]).toBe("Not given yet");
    expect(bare.sections[1]!.documents.every((d) => d.file === undefined)).toBe(true);
    const blocks = JSON.stringify(disclosureBlocks(bare, true));
    for (const document of disclosureDocuments) expect(blocks).toContain(document.en);
  });

  it("divides teachers by sections, and gives no ratio without sections", () => {
    expect(teacherSectionRatio(95, 40)).toBe("2.38:1");
    expect(teacherSectionRatio(60, 40)).toBe("1.5:1");
    expect(teacherSectionRatio(60, 0)).toBeUndefined();
  });

  it("speaks Hindi on the Hindi page, with the same figures", () => {
    const hindi = sheetOf(settings, staff, "hi");
    expect(hindi.sections[0]!.title).toBe("सामान्य जानकारी");
    const figures = (s: typeof sheet) =>
      s.sections.flatMap((part) => part.tables.flatMap((t) => t.rows.map((row) => row[2])));
    expect(figures(hindi).filter((v) => /^\d+$/.test(v ?? ""))).toEqual(
      figures(sheet).filter((v) => /^\d+$/.test(v ?? "")),
    );
  });
});
