import { describe, expect, it } from "vitest";
import { birthDate, dayFrom, fill, lastAnnual } from "./load.ts";

const words = { date: "2027-03-10", dates: { ptm: "2027-03-22" }, words: { city: "Amberpur" } };

describe("the demo records' loader", () => {
  it("turns day offsets into dates, moving a school day off Sunday but never today", () => {
    expect(dayFrom("2027-03-10", -12)).toBe("2027-02-26");
    expect(dayFrom("2027-03-10", 4)).toBe("2027-03-14"); // a Sunday
    expect(dayFrom("2027-03-10", 4, { schoolDay: true })).toBe("2027-03-15");
    expect(dayFrom("2027-03-14", 0, { schoolDay: true })).toBe("2027-03-14");
  });

  it("finds the last yearly occasion on or before today", () => {
    expect(lastAnnual("2027-03-10", "12-06")).toBe("2026-12-06");
    expect(lastAnnual("2027-12-06", "12-06")).toBe("2027-12-06");
    expect(lastAnnual("2027-03-10", "10-10", 1)).toBe("2025-10-10");
  });

  it("gives today's birthdays today's month and day, also on 29 February", () => {
    expect(birthDate("2027-03-10", 0, 12)).toBe("2015-03-10");
    expect(birthDate("2028-02-29", 0, 13)).toMatch(/^20(12|16)-02-29$/);
    expect(birthDate("2027-03-10", 5, 10)).toBe("2017-03-15");
    expect(birthDate("2027-02-27", 2, 10).slice(5)).not.toBe("02-27");
  });

  it("fills words and dates in braces and refuses an unknown one", () => {
    expect(fill("PTM on {ptm} in {city}", words)).toBe("PTM on 22 Mar 2027 in Amberpur");
    expect(fill("{date+7:weekday}", words)).toBe("Wednesday, 17 March 2027");
    expect(fill("{date:iso} {ptm:year}", words)).toBe("2027-03-10 2027");
    expect(() => fill("{nowhere}", words)).toThrow(/nowhere/);
  });
});
