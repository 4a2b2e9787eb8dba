import { describe, expect, it } from "vitest";
import { eventDates } from "./event-dates.ts";

const on = (time: string, endDate?: string, timeZone = "Asia/Kolkata") =>
  eventDates({ date: "2026-11-05", time, ...(endDate && { endDate }) }, timeZone);

describe("an event's start and end for search engines", () => {
  it("are times on the school's clocks for a time that reads as one", () => {
    expect(on("10:00 AM")).toEqual({
      startDate: "2026-11-05T10:00:00+05:30",
      // No end the school did not give: it ends as it starts, as in the calendar file.
      endDate: "2026-11-05T10:00:00+05:30",
    });
    expect(on("12:15 AM")?.startDate).toBe("2026-11-05T00:15:00+05:30");
    expect(on("12:30 pm")?.startDate).toBe("2026-11-05T12:30:00+05:30");
    expect(on("14:30")?.startDate).toBe("2026-11-05T14:30:00+05:30");
    expect(on("3:05 PM", undefined, "UTC")?.startDate).toBe("2026-11-05T15:05:00+00:00");
  });

  it("read a range as the calendar file does: '10 AM - 1 PM' is ten to one", () => {
    expect(on("10 AM - 1 PM")).toEqual({
      startDate: "2026-11-05T10:00:00+05:30",
      endDate: "2026-11-05T13:00:00+05:30",
    });
    expect(on("10-11 am")).toEqual({
      startDate: "2026-11-05T10:00:00+05:30",
      endDate: "2026-11-05T11:00:00+05:30",
    });
    expect(on("9:30 AM onwards")?.startDate).toBe("2026-11-05T09:30:00+05:30");
  });

  it("are both days, never a time beside a day, for words that are no time or several days", () => {
    expect(on("After lunch")).toEqual({ startDate: "2026-11-05", endDate: "2026-11-05" });
    expect(on("13:00 PM")).toEqual({ startDate: "2026-11-05", endDate: "2026-11-05" });
    // Over several days the last day is the end, whatever the time says.
    expect(on("9:00 AM", "2026-11-07")).toEqual({
      startDate: "2026-11-05",
      endDate: "2026-11-07",
    });
    expect(eventDates({ date: "2026-12-30", endDate: "2027-01-02", time: "" }, "UTC")).toEqual({
      startDate: "2026-12-30",
      endDate: "2027-01-02",
    });
  });

  it("name the offset the school's clocks have that day, in summer or winter", () => {
    expect(on("10:00 AM", undefined, "Europe/London")?.startDate).toBe("2026-11-05T10:00:00+00:00");
    const june = eventDates({ date: "2026-06-05", time: "10:00 AM" }, "Europe/London");
    expect(june?.startDate).toBe("2026-06-05T10:00:00+01:00");
    const newYork = eventDates({ date: "2026-11-05", time: "6:00 PM" }, "America/New_York");
    expect(newYork?.startDate).toBe("2026-11-05T18:00:00-05:00");
  });

  it("are none for a date that cannot be read", () => {
    expect(eventDates({ date: "2026-02-30", time: "10:00 AM" }, "UTC")).toBeUndefined();
    expect(eventDates({ date: "soon", time: "" }, "UTC")).toBeUndefined();
  });
});
