import { describe, expect, it } from "vitest";
import {
  allMonths,
  circularPlaceholder,
  defaultSession,
  defaultYear,
  messageFor,
  monthOptions,
  sessionOptions,
  yearOptions,
} from "./rules.ts";
import { message } from "../../tests/support/entities.ts";

// The rules a list page applies to what the backend counted (its months, its sessions); the
// orders and filters themselves are the list calls' (tests/api/list-pages.test.ts).

describe("yearOptions", () => {
  const dates = ["2024-05-01", "2026-01-10", "2025-12-31", "2026-03-03", "not a date", ""];

  it("descending for Gallery, Notice Board and Video Gallery", () => {
    expect(yearOptions(dates, "desc")).toEqual([2026, 2025, 2024]);
  });

  it("ascending for News and Events", () => {
    expect(yearOptions(dates, "asc")).toEqual([2024, 2025, 2026]);
  });

  it("is empty without readable dates", () => {
    expect(yearOptions(["2026-02-30", "garbage"], "desc")).toEqual([]);
  });
});

describe("monthOptions and allMonths", () => {
  it("offers the months of the data in calendar order, January included", () => {
    expect(monthOptions(["2026-11-01", "2026-01-15", "2025-01-02", "2025-03-09", "x"])).toEqual([
      1, 3, 11,
    ]);
  });

  it("the Notice Board's fixed list is 1..12", () => {
    expect(allMonths()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe("defaultYear", () => {
  it("is the current year when it has items", () => {
    expect(defaultYear(["2025-12-01", "2026-01-03"], { year: 2026, month: 1 })).toBe("2026");
  });

  it("falls back in January to last year when this year has nothing yet", () => {
    expect(defaultYear(["2024-05-01", "2025-12-01"], { year: 2026, month: 1 })).toBe("2025");
  });

  it("is the newest year with items, even a later one", () => {
    expect(defaultYear(["2027-01-01", "2024-01-01"], { year: 2026, month: 6 })).toBe("2027");
  });

  it("is 'All' without readable dates", () => {
    expect(defaultYear([], { year: 2026, month: 1 })).toBe("All");
    expect(defaultYear(["bad"], { year: 2026, month: 1 })).toBe("All");
  });
});

describe("toppers' sessions", () => {
  it("offers the distinct sessions newest first", () => {
    expect(sessionOptions(["2023-2024", "2025-2026", "2023-2024", " ", "2024-2025"])).toEqual([
      "2025-2026",
      "2024-2025",
      "2023-2024",
    ]);
  });

  it("defaults to '{year-1}-{year}' when present", () => {
    expect(defaultSession(["2026-2027", "2025-2026", "2024-2025"], { year: 2026 })).toBe(
      "2025-2026",
    );
  });

  it("falls back to the newest session, else 'All'", () => {
    expect(defaultSession(["2023-2024", "2022-2023"], { year: 2026 })).toBe("2023-2024");
    expect(defaultSession([], { year: 2026 })).toBe("All");
  });
});

describe("circulars' placeholder", () => {
  it("an empty list or failed fetch shows the placeholder on all three pages", () => {
    expect(circularPlaceholder(0, 0, "Circular")).toBe(true);
    expect(circularPlaceholder(0, 0, "CBSE-Circular")).toBe(true);
    expect(circularPlaceholder(0, 0, "Datesheet")).toBe(true);
  });

  it("a list with nothing of the category: Datesheet shows the placeholder, circulars nothing", () => {
    expect(circularPlaceholder(3, 0, "Datesheet")).toBe(true);
    expect(circularPlaceholder(1, 0, "Circular")).toBe(false);
    expect(circularPlaceholder(1, 0, "CBSE-Circular")).toBe(false);
  });

  it("no placeholder when the category has records", () => {
    expect(circularPlaceholder(3, 2, "Circular")).toBe(false);
    expect(circularPlaceholder(1, 1, "Datesheet")).toBe(false);
  });
});

describe("messageFor", () => {
  const records = [
    message("Vice", "Vice Principal"),
    message("First Principal", "Principal"),
    message("Second Principal", "Principal"),
    message("Manager", "Manager"),
  ];

  it("takes the FIRST record of the category, with the category as subtitle", () => {
    expect(messageFor(records, "Principal")).toMatchObject({
      name: "First Principal",
      subtitle: "Principal",
    });
    expect(messageFor(records, "Manager")).toMatchObject({ name: "Manager", subtitle: "Manager" });
  });

  it("Former Principal reads 'Vice Principal' with the fixed subtitle", () => {
    expect(messageFor(records, "Former Principal")).toMatchObject({
      name: "Vice",
      category: "Vice Principal",
      subtitle: "Former Principal",
    });
  });

  it("is undefined when nothing matches", () => {
    expect(messageFor([], "Principal")).toBeUndefined();
    expect(messageFor([message("x", "Principal")], "Manager")).toBeUndefined();
  });
});
