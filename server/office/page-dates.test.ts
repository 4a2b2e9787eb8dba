import { describe, expect, it } from "vitest";
import { latestDate } from "./page-dates.ts";

describe("the dates a page gives", () => {
  it("reads dates as schools write them and gives the latest", () => {
    expect(latestDate("Registration opens on **September 8, 2025**.")).toBe("2025-09-08");
    expect(latestDate("| Nov 8 2025 | Nov 15 2025 | Jan 24 2026 | Dec 27 2025 |")).toBe(
      "2026-01-24",
    );
    expect(latestDate("on 8th Sept. 2025 and 3 March 2026")).toBe("2026-03-03");
    expect(latestDate("last date 31.03.2026, results 05/04/2026")).toBe("2026-04-05");
    expect(latestDate("from 2026-07-01")).toBe("2026-07-01");
  });

  it("takes a month and year as its last day", () => {
    expect(latestDate("Classes begin in April 2027.")).toBe("2027-04-30");
    expect(latestDate("in February 2028")).toBe("2028-02-29");
  });

  it("gives nothing for a page without dates, and skips what is no date", () => {
    expect(latestDate("Fees are paid quarterly, 4667 a month, 2025-26.")).toBeUndefined();
    expect(latestDate("on 31.02.2026 or 45/13/2026")).toBeUndefined();
    expect(latestDate("Room 12 2026")).toBeUndefined();
  });
});
