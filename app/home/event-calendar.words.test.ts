import { describe, expect, it } from "vitest";
import { todayLabel } from "#contracts/dates.ts";
import { calendarMonthHtml } from "./calendar-month-html.ts";
import { weekdayHeadings } from "./event-calendar.words.ts";
import { calendarMonth } from "./rules.ts";

describe("the event calendar in Hindi", () => {
  it("heads its columns with the weekdays' short names, Sunday first", () => {
    expect(weekdayHeadings("en")).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(weekdayHeadings("hi")).toEqual(["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"]);
  });

  it("names the month and today in Hindi", () => {
    expect(calendarMonth(2026, 11, [], undefined, "hi").title).toBe("नवंबर 2026");
    expect(todayLabel({ weekday: "Sunday", day: 22, month: 11 }, "hi")).toBe(
      "आज रविवार, 22 नवंबर है",
    );
  });

  it("draws the grid and the list in the language asked for", () => {
    const today = { year: 2026, month: 11, day: 22 };
    const events = [{ date: "2026-11-22", title: "Sports Meet" }];
    const hindi = calendarMonthHtml(calendarMonth(2026, 11, events, today, "hi"), "hi");
    expect(hindi).toContain('<caption class="visually-hidden">नवंबर 2026 का कैलेंडर</caption>');
    expect(hindi).toContain('aria-label="नवंबर 2026 के कार्यक्रम"');
    expect(hindi).toContain('<th scope="col">रवि</th>');
    expect(hindi).toContain(' (कार्यक्रम)</span><span class="visually-hidden"> (आज)</span>');
    const english = calendarMonthHtml(calendarMonth(2026, 11, events, today));
    expect(english).toContain("Calendar for November 2026");
    expect(english).toContain('<th scope="col">Sun</th>');
  });
});
