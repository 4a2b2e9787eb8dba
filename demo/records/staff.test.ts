import { describe, expect, it } from "vitest";
import { leadership } from "../../content/people.ts";
import { groupOf, staffPosts } from "../../contracts/records/staff.ts";
import * as spec from "../../tests/support/spec-figures.ts";
import type { DemoTools } from "../kinds.ts";
import { demoRows } from "./staff.ts";

// The demo's staff register, which the /Staff page's three lists and the disclosure's teacher
// counts are drawn from (server/services/filled-blocks.ts, server/disclosure/sheet.ts).

const rows = demoRows({} as DemoTools);
const shown = (row: (typeof rows)[number]) => row.designation || row.post;
const inGroup = (group: string) => rows.filter((row) => groupOf(row.post) === group);

describe("the demo's staff register", () => {
  it("lists the staff page's three groups at the sizes of spec 9", () => {
    expect(inGroup("Teaching")).toHaveLength(spec.staffCounts.teaching);
    expect(inGroup("Office")).toHaveLength(spec.staffCounts.office);
    expect(inGroup("Non-teaching")).toHaveLength(spec.staffCounts.nonTeaching);
  });

  it("gives every entry a post the disclosure knows, the principal first", () => {
    for (const row of rows) expect(staffPosts).toContain(row.post);
    expect(rows[0]).toMatchObject({
      name: leadership.principal.name,
      post: "Principal",
      qualification: leadership.principal.qualification,
    });
  });

  it.each([
    ["PGT", 10],
    ["TGT", 38],
    ["PRT", 29],
    ["NTT", 5],
    ["PTI", 6],
    ["Other teacher", 7],
    ["Special educator", 1],
    ["Counsellor", 1],
  ] as const)("counts %s %i, as the disclosure of spec 9", (post, count) => {
    expect(rows.filter((row) => row.post === post)).toHaveLength(count);
  });

  it("keeps a teacher's degrees apart from the designation", () => {
    for (const row of inGroup("Teaching")) {
      expect(row.qualification).toMatch(/NTT|B\.|M\.|C\.P\.Ed\.|J\.B\.T\./);
      // 'NTT' is both a post and a diploma.
      expect(staffPosts.filter((post) => post !== "NTT")).not.toContain(row.qualification);
    }
  });

  it("has a driver and a conductor for each of the 7 buses", () => {
    const designations = inGroup("Non-teaching").map(shown);
    expect(designations.filter((d) => d === "Driver")).toHaveLength(7);
    expect(designations.filter((d) => d === "Conductor")).toHaveLength(7);
  });

  it("names each person once, including those the site mentions elsewhere", () => {
    const names = rows.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const person of [leadership.librarian, leadership.examIncharge, leadership.roboticsCoach])
      expect(inGroup("Teaching").map((row) => row.name)).toContain(person.name);
    expect(inGroup("Office").map((row) => row.name)).toContain(leadership.transportIncharge.name);
  });
});
