import { describe, expect, it } from "vitest";
import {
  classOfSection,
  formatSections,
  knownSections,
  reaches,
  sectionChoices,
  sectionsText,
} from "./classes.ts";

describe("a school's sections", () => {
  it("are read from the office's lines and written back the same", () => {
    const read = sectionsText.parse("IX: a, B, C\nxi: Science, Commerce\n\nNursery: A");
    expect(read).toEqual({ IX: ["A", "B", "C"], XI: ["Science", "Commerce"], Nursery: ["A"] });
    expect(formatSections(read)).toBe("Nursery: A\nIX: A, B, C\nXI: Science, Commerce");
    expect(sectionsText.parse("  \n")).toBeUndefined();
  });

  it("refuse a class the school has not, a line without sections, or a name written twice", () => {
    const problem = (text: string) => sectionsText.safeParse(text).error?.issues[0]?.message;
    expect(problem("XIII: A")).toMatch(/^Line 1: "XIII" is not a class/);
    expect(problem("IX: A\nX")).toMatch(/^Line 2: write the class, a colon/);
    expect(problem("IX: A-1")).toMatch(/letters and digits only/);
    expect(problem("IX: A\nix: B")).toMatch(/IX is written twice/);
    expect(problem("IX: A, a")).toMatch(/a section is written twice/);
  });

  it("give parents each class's sections, or the class where it has none", () => {
    const choices = sectionChoices({ IX: ["A", "B"] });
    expect(choices.find((choice) => choice.className === "IX")!.sections).toEqual(["IX-A", "IX-B"]);
    expect(choices.find((choice) => choice.className === "X")!.sections).toEqual(["X"]);
    expect(knownSections({ IX: ["A"] }).has("IX-A")).toBe(true);
    expect(knownSections({ IX: ["A"] }).has("IX")).toBe(false);
    expect(classOfSection("XI-Science")).toBe("XI");
  });
});

describe("an item's classes", () => {
  it("reach the parents of those classes, and everyone when it names none", () => {
    expect(reaches(["IX", "X"], ["IX"])).toBe(true);
    expect(reaches(["IX"], ["VI", "X"])).toBe(false);
    expect(reaches([], ["VI"])).toBe(true);
    // A parent who chose no class follows the whole school.
    expect(reaches(["IX"], [])).toBe(true);
  });
});
