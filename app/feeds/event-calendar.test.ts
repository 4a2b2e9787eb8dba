import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "#contracts/entities.ts";
import { eventsCalendar, type CalendarContext } from "./event-calendar.ts";
import { clockTimes, eventSpan } from "./event-times.ts";
import { googleCalendarUrl } from "./google-calendar.ts";
import { dayOf } from "./item-days.ts";

// The events calendar as a calendar program reads it: each file is parsed with ical.js, which
// also reads the file's own VTIMEZONE to place timed events.

const origin = "https://www.school.example";
const context: CalendarContext = {
  name: "Holy Lamp Convent School: Events",
  description: "Events at Holy Lamp Convent School.",
  origin,
  timeZone: "Asia/Kolkata",
  changed: new Map([["/Events/2026-11-20-sports-day", "2026-11-02T10:00:00.000Z"]]),
  now: new Date("2026-11-15T06:00:00Z"),
};

const event = (over: Partial<SchoolEvent>): SchoolEvent => ({
  _id: "7d0c6f0a-0000-4000-8000-000000000001",
  date: "2026-11-20",
  title: "Sports Day",
  description: "Races and relays.",
  time: "10:00 AM - 1:00 PM",
  venue: "School ground",
  images: [],
  attachments: [],
  slug: "2026-11-20-sports-day",
  ...over,
});

const sportsDay = event({});
const examWeek = event({
  _id: "7d0c6f0a-0000-4000-8000-000000000002",
  date: "2026-12-30",
  endDate: "2027-01-02",
  title: "Half-yearly examinations",
  description: "",
  time: "9:00 AM",
  venue: "",
  slug: "2026-12-30-half-yearly-examinations",
});
const assembly = event({
  _id: "7d0c6f0a-0000-4000-8000-000000000003",
  date: "2026-11-25",
  title: "Special assembly",
  time: "8:30 AM",
  slug: "2026-11-25-special-assembly",
});
const fete = event({
  _id: "7d0c6f0a-0000-4000-8000-000000000004",
  date: "2026-12-05",
  title: "Christmas fete",
  time: "After the assembly",
  slug: "2026-12-05-christmas-fete",
});

function read(events: SchoolEvent[], at = context) {
  const text = eventsCalendar(events, at);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  const byUid = new Map(
    calendar.getAllSubcomponents("vevent").map((component) => {
      const parsed = new ICAL.Event(component);
      return [parsed.uid, { parsed, component }] as const;
    }),
  );
  return { text, calendar, byUid };
}

const uid = (recordId: string) => `${recordId}@www.school.example`;

describe("the events calendar", () => {
  it("is named for the school, in its zone, and holds every readable event", () => {
    const { calendar, byUid } = read([
      sportsDay,
      examWeek,
      assembly,
      fete,
      event({ _id: "x", date: "soon" }),
    ]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(context.name);
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(byUid.size).toBe(4);
  });

  it("places a timed event on the school's clocks, Asia/Kolkata", () => {
    const { parsed, component } = read([sportsDay]).byUid.get(uid(sportsDay._id))!;
    expect(parsed.summary).toBe("Sports Day");
    expect(parsed.startDate.isDate).toBe(false);
    expect(component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(parsed.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(parsed.startDate.toString()).toBe("2026-11-20T10:00:00");
    // 10:00 in India is 04:30 UTC: the file's own VTIMEZONE says +05:30.
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-11-20T04:30:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-11-20T07:30:00.000Z");
    expect(parsed.location).toBe("School ground");
  });

  it("gives a timed event without an end no made-up end: it ends as it starts", () => {
    const { component, parsed } = read([assembly]).byUid.get(uid(assembly._id))!;
    expect(component.hasProperty("dtend")).toBe(false);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-11-25T03:00:00.000Z");
  });

  it("spans an event over several days as whole days, DTEND the day after the last", () => {
    const { parsed } = read([examWeek]).byUid.get(uid(examWeek._id))!;
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe("2026-12-30");
    // Exclusive (RFC 5545): the exams run to 2 January inclusive, across the new year.
    expect(parsed.endDate.toString()).toBe("2027-01-03");
    expect(parsed.duration.toSeconds()).toBe(4 * 86_400);
    // The time it was given is kept in its words.
    expect(parsed.description).toContain("Time: 9:00 AM");
  });

  it("makes an event whose time is not a clock time one whole day", () => {
    const { parsed } = read([fete]).byUid.get(uid(fete._id))!;
    expect(parsed.startDate.toString()).toBe("2026-12-05");
    expect(parsed.endDate.toString()).toBe("2026-12-06");
    expect(parsed.description).toContain("Time: After the assembly");
  });

  it("links each event to its own page", () => {
    const { component, parsed } = read([sportsDay]).byUid.get(uid(sportsDay._id))!;
    const page = `${origin}/Events/2026-11-20-sports-day`;
    expect(component.getFirstPropertyValue("url")).toBe(page);
    expect(parsed.description).toContain(page);
  });

  it("keeps an event's UID through an edit, and raises its SEQUENCE", () => {
    const before = read([sportsDay]).byUid.get(uid(sportsDay._id))!;
    const edited = { ...sportsDay, title: "Sports Day (moved)", date: "2026-11-21" };
    const later = {
      ...context,
      changed: new Map([["/Events/2026-11-20-sports-day", "2026-11-10T08:00:00.000Z"]]),
    };
    const after = read([edited], later).byUid.get(uid(sportsDay._id))!;
    expect(after.parsed.summary).toBe("Sports Day (moved)");
    expect(after.parsed.startDate.toString()).toBe("2026-11-21T10:00:00");
    expect(after.parsed.sequence).toBeGreaterThan(before.parsed.sequence);
    expect(after.component.getFirstPropertyValue("dtstamp")?.toString()).toBe(
      "2026-11-10T08:00:00Z",
    );
  });

  it("ends every line with CRLF, END:VCALENDAR's too, as RFC 5545 asks", () => {
    for (const events of [[sportsDay, examWeek, assembly, fete], []]) {
      const { text } = read(events);
      expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
      expect(text.endsWith("\r\n\r\n")).toBe(false);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    }
  });

  it("writes its stamps in UTC whatever zone the server runs in", () => {
    const { byUid } = read([assembly]);
    const stamp = byUid.get(uid(assembly._id))!.component.getFirstPropertyValue("dtstamp");
    expect(String(stamp)).toBe("2026-11-15T06:00:00Z");
  });

  it("describes a zone that changes its clocks, for a school that is in one", () => {
    const london = { ...context, timeZone: "Europe/London" };
    const summer = event({ date: "2026-07-01", time: "10:00 AM" });
    const winter = event({ _id: "w", date: "2026-12-01", time: "10:00 AM" });
    const { byUid } = read([summer, winter], london);
    expect(byUid.get(uid(summer._id))!.parsed.startDate.toJSDate().toISOString()).toBe(
      "2026-07-01T09:00:00.000Z",
    );
    expect(byUid.get(uid("w"))!.parsed.startDate.toJSDate().toISOString()).toBe(
      "2026-12-01T10:00:00.000Z",
    );
  });
});

describe("an event's time as the office typed it", () => {
  it("reads clock times and ranges", () => {
    expect(clockTimes("10:00 AM")).toEqual({ start: { hour: 10, minute: 0 } });
    expect(clockTimes("9:30 am onwards")).toEqual({ start: { hour: 9, minute: 30 } });
    expect(clockTimes("12 noon")).toBeUndefined();
    expect(clockTimes("12:15 PM")).toEqual({ start: { hour: 12, minute: 15 } });
    expect(clockTimes("12:15 a.m.")).toEqual({ start: { hour: 0, minute: 15 } });
    expect(clockTimes("14:30 – 16:00")).toEqual({
      start: { hour: 14, minute: 30 },
      end: { hour: 16, minute: 0 },
    });
    expect(clockTimes("10 to 11 AM")).toEqual({
      start: { hour: 10, minute: 0 },
      end: { hour: 11, minute: 0 },
    });
    // "11 - 1 PM" is eleven in the morning to one in the afternoon.
    expect(clockTimes("11 - 1 PM")).toEqual({
      start: { hour: 11, minute: 0 },
      end: { hour: 13, minute: 0 },
    });
    for (const words of ["", "Morning", "10", "25:00", "10:00 AM - 9:00 AM - 1 PM"]) {
      expect(clockTimes(words), words).toBeUndefined();
    }
  });

  it("reads a circular's day-first dates", () => {
    expect(dayOf("14.11.26")).toEqual({ year: 2026, month: 11, day: 14 });
    expect(dayOf("03/01/2027")).toEqual({ year: 2027, month: 1, day: 3 });
    expect(dayOf("31.02.26")).toBeUndefined();
  });

  it("keeps a last day before the first out of the span", () => {
    expect(eventSpan({ date: "2026-11-20", endDate: "2026-11-19", time: "" })).toMatchObject({
      allDay: true,
      until: { year: 2026, month: 11, day: 21 },
    });
  });
});

describe("Google Calendar's form", () => {
  const page = `${origin}/Events/x`;
  const params = (url: string | undefined) => new URL(url!).searchParams;

  it("is filled with a timed event's times on the school's clocks", () => {
    const url = googleCalendarUrl(sportsDay, page, "Asia/Kolkata");
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    const filled = params(url);
    expect(filled.get("action")).toBe("TEMPLATE");
    expect(filled.get("text")).toBe("Sports Day");
    expect(filled.get("dates")).toBe("20261120T100000/20261120T130000");
    expect(filled.get("ctz")).toBe("Asia/Kolkata");
    expect(filled.get("location")).toBe("School ground");
    expect(filled.get("details")).toContain(page);
  });

  it("is filled with whole days, the end exclusive, for an event over several days", () => {
    expect(params(googleCalendarUrl(examWeek, page, "Asia/Kolkata")).get("dates")).toBe(
      "20261230/20270103",
    );
  });

  it("is not offered for an event whose date cannot be read", () => {
    expect(googleCalendarUrl({ title: "x", date: "later" }, page, "Asia/Kolkata")).toBeUndefined();
  });
});
