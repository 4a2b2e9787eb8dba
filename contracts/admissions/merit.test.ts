import { describe, expect, it } from "vitest";
import {
  achievementPoints,
  meritList,
  meritPoints,
  percentPoints,
  scholarshipPercent,
  type MeritApplicant,
} from "./merit.ts";

// The demo school's cut-offs (spec 5).
const cutoffs = { "Non-Medical": 70, Medical: 70, Commerce: 65 };

const applicant = (fields: Partial<MeritApplicant>): MeritApplicant => ({
  number: "2027-XI-0001",
  stream: "Non-Medical",
  sports: "none",
  arts: "none",
  sisterBranch: false,
  girl: false,
  submittedAt: "2026-10-10T09:00:00.000Z",
  ...fields,
});

describe("the Class XI merit weightage (spec 9)", () => {
  it("gives 20, 10 and 5 points at exactly 90, 80 and 70 per cent, and none just below", () => {
    expect([90, 89.99, 80, 79.99, 70, 69.99, 100, 0].map(percentPoints)).toEqual([
      20, 10, 10, 5, 5, 0, 20, 0,
    ]);
    expect(percentPoints(undefined)).toBe(0);
  });

  it("gives 10 for state (and national), 5 for district and inter-school", () => {
    expect(
      (["none", "inter-school", "district", "state", "national"] as const).map(achievementPoints),
    ).toEqual([0, 5, 5, 10, 10]);
  });

  it("adds every item to the entrance mark as obtained", () => {
    const points = meritPoints(
      applicant({
        entranceMark: 71.5,
        classIXPercent: 90,
        classXPercent: 84,
        sports: "district",
        arts: "state",
        sisterBranch: true,
        girl: true,
      }),
      cutoffs,
    );
    expect(points).toEqual({
      entrance: 71.5,
      classIX: 20,
      classX: 10,
      board: 0,
      sports: 5,
      arts: 10,
      sisterBranch: 10,
      girl: 5,
      total: 131.5,
    });
  });

  it("counts the board result only for a change of stream, in place of the first semester", () => {
    const staying = applicant({ entranceMark: 60, classXPercent: 72, boardPercent: 95 });
    expect(meritPoints(staying, cutoffs)).toMatchObject({ classX: 5, board: 0, total: 65 });

    // Sat the test for Commerce at 66%, then 91% on the board: Non-Medical asks 70%.
    const moving = applicant({
      stream: "Commerce",
      changeTo: "Non-Medical",
      entranceMark: 60,
      classXPercent: 66,
      boardPercent: 91,
    });
    expect(meritPoints(moving, cutoffs)).toMatchObject({ classX: 0, board: 20, total: 80 });
    const lists = meritList([moving], cutoffs);
    expect(lists.get("Non-Medical")?.[0]?.applicant.number).toBe(moving.number);
    expect(lists.has("Commerce")).toBe(false);
  });

  it("keeps the tested stream when the board result is below the new stream's cut-off", () => {
    const short = applicant({
      stream: "Commerce",
      changeTo: "Medical",
      entranceMark: 50,
      classXPercent: 66,
      boardPercent: 69.99,
    });
    const lists = meritList([short], cutoffs);
    expect(lists.get("Commerce")?.[0]?.points).toMatchObject({ classX: 0, board: 0, total: 50 });
    expect(lists.has("Medical")).toBe(false);
    // Before the board result nobody moves.
    const waiting = { ...short, boardPercent: undefined };
    expect(meritList([waiting], cutoffs).get("Commerce")).toHaveLength(1);
  });
});

describe("a stream's list", () => {
  it("parts equal totals by entrance mark, then Class X, then who applied first", () => {
    const a = applicant({ number: "2027-XI-0003", entranceMark: 80, classXPercent: 75 });
    // a, c and d: 80 + 5 for Class X at 70% or more; b: 75 + 20.
    const b = applicant({ number: "2027-XI-0002", entranceMark: 75, classXPercent: 91 });
    const c = applicant({
      number: "2027-XI-0001",
      entranceMark: 80,
      classXPercent: 75,
      submittedAt: "2026-10-11T09:00:00.000Z",
    });
    const d = applicant({ number: "2027-XI-0004", entranceMark: 80, classXPercent: 78 });
    const list = meritList([b, c, a, d], cutoffs).get("Non-Medical")!;
    expect(list.map((entry) => entry.points.total)).toEqual([95, 85, 85, 85]);
    // b's 95; then a, c and d at 85 with the same entrance mark: d's 78% in Class X first,
    // then a before c, who applied a day later.
    expect(list.map((entry) => [entry.applicant.number, entry.place])).toEqual([
      ["2027-XI-0002", 1],
      ["2027-XI-0004", 2],
      ["2027-XI-0003", 3],
      ["2027-XI-0001", 4],
    ]);
  });

  it("is the same list whatever order the applications come in", () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      applicant({
        number: `2027-XI-${String(index + 1).padStart(4, "0")}`,
        entranceMark: 50 + (index % 7),
        classXPercent: 70 + (index % 4) * 5,
        stream: index % 3 === 0 ? "Commerce" : "Non-Medical",
        girl: index % 2 === 0,
      }),
    );
    const order = (list: readonly MeritApplicant[]) =>
      [...meritList(list, cutoffs).entries()].map(([stream, entries]) => [
        stream,
        entries.map((entry) => entry.applicant.number),
      ]);
    expect(order([...many].reverse()).sort()).toEqual(order(many).sort());
  });

  it("leaves out applicants without an entrance mark", () => {
    const lists = meritList([applicant({ classXPercent: 99 })], cutoffs);
    expect(lists.size).toBe(0);
  });
});

describe("the scholarship band (spec 9)", () => {
  it("is 100% from 97% on the board, 50% from 92% to 96.99%, 50% for a state winner", () => {
    expect(scholarshipPercent(applicant({ boardPercent: 97 }))).toBe(100);
    expect(scholarshipPercent(applicant({ boardPercent: 96.99 }))).toBe(50);
    expect(scholarshipPercent(applicant({ boardPercent: 92 }))).toBe(50);
    expect(scholarshipPercent(applicant({ boardPercent: 91.99 }))).toBe(0);
    expect(scholarshipPercent(applicant({ sports: "state" }))).toBe(50);
    expect(scholarshipPercent(applicant({ arts: "district" }))).toBe(0);
    expect(scholarshipPercent(applicant({ boardPercent: 98, arts: "national" }))).toBe(100);
  });
});
