import { describe, expect, it } from "vitest";
import { yearChoices } from "./list-query.ts";
import { pageNumbers } from "./pager.tsx";

describe("a list's page links", () => {
  it("name the first, the last and the current page with its neighbours, a gap for the rest", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(30, 61)).toEqual([1, 0, 29, 30, 31, 0, 61]);
    expect(pageNumbers(3, 61)).toEqual([1, 2, 3, 4, 0, 61]);
    expect(pageNumbers(61, 61)).toEqual([1, 0, 60, 61]);
  });
});

describe("a year filter's choices", () => {
  it("offer every year asked for, newest first, after 'Any year'", () => {
    expect(yearChoices([2026, 2025])).toEqual([
      ["", "Any year"],
      ["2026", "2026"],
      ["2025", "2025"],
    ]);
    expect(yearChoices([2026, 2025], "2019").map(([value]) => value)).toEqual([
      "",
      "2026",
      "2025",
      "2019",
    ]);
  });
});
