import { describe, expect, it } from "vitest";
import {
  dateKey,
  daysInMonth,
  defaultTimeZone,
  eventTiming,
  formatDate,
  formatDayMonth,
  formatDayMonthYearSlash,
  formatToday,
  parseDate,
  secondsUntilNextDay,
  todayLabel,
  todayIn,
  todayParts,
  weekdayIndex,
  writtenDate,
} from "./dates.ts";
import { monthAbbreviations } from "../tests/support/spec-figures.ts";

describe("parseDate", () => {
  it("reads 'YYYY-MM-DD' as a calendar date, whatever the zone", () => {
    expect(parseDate("2026-11-05")).toEqual({ year: 2026, month: 11, day: 5 });
    expect(parseDate(" 2026-01-31 ")).toEqual({ year: 2026, month: 1, day: 31 });
    expect(parseDate("2026-11-05", "America/Los_Angeles")).toEqual({
      year: 2026,
      month: 11,
      day: 5,
    });
  });

  it("reads an instant late in the UTC evening as the next day in Asia/Kolkata", () => {
    expect(defaultTimeZone).toBe("Asia/Kolkata");
    // 20:00 UTC is 01:30 the next morning in India (UTC+05:30).
    expect(parseDate("2026-11-21T20:00:00Z")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseDate("2026-11-21T20:00:00.000Z")).toEqual({ year: 2026, month: 11, day: 22 });
    // 18:29 UTC is still 23:59 the same day.
    expect(parseDate("2026-11-21T18:29:59Z")).toEqual({ year: 2026, month: 11, day: 21 });
    // Across a year end.
    expect(parseDate("2026-12-31T19:00:00Z")).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it("honours an explicit offset and an explicit zone", () => {
    expect(parseDate("2026-11-22T01:30:00+05:30")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parseDate("2026-11-21T20:00:00Z", "UTC")).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it("takes the date part of a date-time without a zone (the school's wall clock)", () => {
    expect(parseDate("2026-11-21T23:30:00")).toEqual({ year: 2026, month: 11, day: 21 });
    expect(parseDate("2026-11-21T23:30")).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it("gives undefined for unreadable or impossible input", () => {
    for (const value of [
      "",
      "   ",
      "not a date",
      "05.11.26",
      "5 Nov 2026",
      "2026-11",
      "2026-13-01",
      "2026-00-10",
      "2026-02-30",
      "2026-02-29",
      "2026-11-21T25:00:00Z",
      "2026-11-21T20:00:00+99:99",
      null,
      undefined,
    ]) {
      expect(parseDate(value), String(value)).toBeUndefined();
    }
    expect(parseDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe("formatting", () => {
  it("formatDate prints 'D Mon YYYY'", () => {
    expect(formatDate("2026-11-05")).toBe("5 Nov 2026");
    expect(formatDate("2026-01-15")).toBe("15 Jan 2026");
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatDate("2026-11-21T20:00:00Z")).toBe("22 Nov 2026");
    expect(formatDate("garbage")).toBe("");
    expect(formatDate("")).toBe("");
  });

  it("formatDayMonth prints 'D Mon'", () => {
    expect(formatDayMonth("2026-09-05")).toBe("5 Sep");
    expect(formatDayMonth("2026-05-20")).toBe("20 May");
    expect(formatDayMonth("2026-12-31T20:00:00Z")).toBe("1 Jan");
    expect(formatDayMonth("31/12/2026")).toBe("");
  });

  it("formatDayMonthYearSlash prints 'D/M/YYYY' without leading zeros", () => {
    expect(formatDayMonthYearSlash("2026-03-07")).toBe("7/3/2026");
    expect(formatDayMonthYearSlash("2026-11-25")).toBe("25/11/2026");
    expect(formatDayMonthYearSlash("2026-11-21T20:00:00Z")).toBe("22/11/2026");
    expect(formatDayMonthYearSlash("nope")).toBe("");
  });

  it("every month has its abbreviation", () => {
    const months = Array.from(
      { length: 12 },
      (_, i) => formatDate(`2026-${String(i + 1).padStart(2, "0")}-01`).split(" ")[1],
    );
    expect(months).toEqual(monthAbbreviations);
  });
});

describe("today", () => {
  it("todayParts is the school's day, not the machine's", () => {
    const lateUtcEvening = new Date("2026-11-21T20:00:00Z");
    expect(todayParts(lateUtcEvening)).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      weekday: "Sunday",
    });
    expect(todayParts(lateUtcEvening, "UTC")).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: "Saturday",
    });
  });

  it("formatToday prints 'Today is {weekday, day month}'", () => {
    expect(formatToday(new Date("2026-11-21T20:00:00Z"))).toBe("Today is Sunday, 22 November");
    expect(formatToday(new Date("2026-11-21T20:00:00Z"), "UTC")).toBe(
      "Today is Saturday, 21 November",
    );
    expect(formatToday(new Date("2027-01-01T06:00:00Z"))).toBe("Today is Friday, 1 January");
    expect(todayLabel({ weekday: "Monday", day: 5, month: 1 })).toBe("Today is Monday, 5 January");
  });

  it("defaults to now", () => {
    expect(formatToday()).toMatch(
      /^Today is (Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d{1,2} [A-Z][a-z]+$/,
    );
    const today = todayParts();
    expect(today.month).toBeGreaterThanOrEqual(1);
    expect(today.month).toBeLessThanOrEqual(12);
  });
});

describe("calendar helpers", () => {
  it("daysInMonth knows leap years", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 11)).toBe(30);
  });

  it("weekdayIndex is 0 for Sunday", () => {
    expect(weekdayIndex(2026, 11, 22)).toBe(0);
    expect(weekdayIndex(2026, 8, 1)).toBe(6);
  });

  it("dateKey sorts calendar dates", () => {
    expect(dateKey("2026-11-05")).toBe(20261105);
    expect(dateKey("x")).toBeUndefined();
  });
});

describe("today on the school's clock", () => {
  it("turns the date at the school's midnight, not the machine's", () => {
    // 18:29:59 UTC is 23:59:59 in India; one second later it is the next day.
    expect(todayIn("Asia/Kolkata", new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31");
    expect(todayIn("Asia/Kolkata", new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(todayIn("UTC", new Date("2026-12-31T18:30:00Z"))).toBe("2026-12-31");
  });

  it("counts the seconds left until the school's next day, at least one", () => {
    expect(secondsUntilNextDay("Asia/Kolkata", new Date("2026-11-23T18:29:00Z"))).toBe(60);
    expect(secondsUntilNextDay("Asia/Kolkata", new Date("2026-11-23T18:30:00Z"))).toBe(86_400);
    expect(secondsUntilNextDay("UTC", new Date("2026-11-23T23:59:59.500Z"))).toBe(1);
  });
});

describe("dates the office writes by hand", () => {
  it("reads a circular's 'DD.MM.YY' day first, the year in this century", () => {
    expect(writtenDate("23.11.26")).toBe("2026-11-23");
    expect(writtenDate(" 5.1.27 ")).toBe("2027-01-05");
    expect(writtenDate("07/12/2026")).toBe("2026-12-07");
    expect(writtenDate("07-12-2026")).toBe("2026-12-07");
    expect(formatDate(writtenDate("23.11.26"))).toBe("23 Nov 2026");
  });

  it("leaves anything else, and impossible days, to be shown as written", () => {
    for (const text of [
      "DD.MM.YY",
      "30.02.26",
      "13.13.26",
      "Nov 2026",
      "2026-11-23",
      "",
      "1.2.3",
    ]) {
      expect(writtenDate(text), text).toBeUndefined();
    }
    expect(writtenDate(undefined)).toBeUndefined();
  });
});

describe("eventTiming", () => {
  const today = { year: 2026, month: 12, day: 7 };

  it("says upcoming, today or past by the school's calendar day", () => {
    expect(eventTiming({ date: "2026-12-08" }, today)).toBe("upcoming");
    expect(eventTiming({ date: "2026-12-07" }, today)).toBe("today");
    expect(eventTiming({ date: "2026-12-06" }, today)).toBe("past");
    expect(eventTiming({ date: "2027-01-01" }, today)).toBe("upcoming");
    expect(eventTiming({ date: "2025-12-31" }, today)).toBe("past");
  });

  it("keeps an event over several days on today until its last day has passed", () => {
    expect(eventTiming({ date: "2026-12-05", endDate: "2026-12-07" }, today)).toBe("today");
    expect(eventTiming({ date: "2026-12-05", endDate: "2026-12-09" }, today)).toBe("today");
    expect(eventTiming({ date: "2026-12-04", endDate: "2026-12-06" }, today)).toBe("past");
    // A last day before the first is no last day.
    expect(eventTiming({ date: "2026-12-08", endDate: "2026-12-01" }, today)).toBe("upcoming");
  });

  it("reads an instant in the school's zone and gives nothing for an unreadable date", () => {
    // 20:00 UTC on the 6th is already the 7th in Asia/Kolkata.
    expect(eventTiming({ date: "2026-12-06T20:00:00Z" }, today)).toBe("today");
    expect(eventTiming({ date: "" }, today)).toBeUndefined();
  });
});
