import { describe, expect, it } from "vitest";
import { dueOn } from "./reviews.ts";

describe("the day a part of the site is due for review again", () => {
  it("counts a week, a month, three months or a year from the last look", () => {
    expect(dueOn("2026-11-28", "week", 4)).toBe("2026-12-05");
    expect(dueOn("2026-12-28", "week", 4)).toBe("2027-01-04");
    expect(dueOn("2026-11-28", "month", 4)).toBe("2026-12-28");
    expect(dueOn("2026-11-28", "quarter", 4)).toBe("2027-02-28");
    expect(dueOn("2026-11-28", "year", 4)).toBe("2027-11-28");
  });

  it("keeps a month's last day within the shorter month", () => {
    expect(dueOn("2027-01-31", "month", 4)).toBe("2027-02-28");
    expect(dueOn("2027-11-30", "quarter", 4)).toBe("2028-02-29");
  });

  it("falls due each session on the first day of the next one", () => {
    expect(dueOn("2026-11-28", "session", 4)).toBe("2027-04-01");
    expect(dueOn("2027-03-31", "session", 4)).toBe("2027-04-01");
    expect(dueOn("2027-04-01", "session", 4)).toBe("2028-04-01");
    // A school whose session begins in June.
    expect(dueOn("2027-05-10", "session", 6)).toBe("2027-06-01");
  });
});
