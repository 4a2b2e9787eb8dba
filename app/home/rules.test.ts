import { describe, expect, it } from "vitest";
import type { Gallery, Highlight } from "#contracts/entities.ts";
import {
  birthdayPhoto,
  calendarMonth,
  galleryCovers,
  isNewNotice,
  newsNewestFirst,
  principalMessage,
  shiftMonth,
  swapExtensionCase,
  upcomingEvents,
} from "./rules.ts";
import { message, newsItem, schoolEvent } from "../../tests/support/entities.ts";

const news = (title: string, fromDate: string) => newsItem(title, { fromDate, date: fromDate });
const event = schoolEvent;

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe("principalMessage", () => {
  it("is the first record with category 'Principal'", () => {
    const result = principalMessage([
      message("manager", "Manager"),
      message("first", "Principal"),
      message("vice", "Vice Principal"),
      message("second", "Principal"),
    ]);
    expect(result?.name).toBe("first");
  });

  it("is undefined when there is none", () => {
    expect(principalMessage([message("vice", "Vice Principal")])).toBeUndefined();
    expect(principalMessage([message("lower", "principal")])).toBeUndefined();
    expect(principalMessage([])).toBeUndefined();
  });
});

describe("newsNewestFirst", () => {
  it("sorts by fromDate, newest first", () => {
    const result = newsNewestFirst([
      news("oct", "2026-10-01"),
      news("dec", "2026-12-15"),
      news("jan-next", "2027-01-02"),
      news("nov", "2026-11-20"),
    ]);
    expect(titles(result)).toEqual(["jan-next", "dec", "nov", "oct"]);
  });

  it("keeps the API's order for equal dates and puts unreadable dates last", () => {
    const result = newsNewestFirst([
      news("unreadable", "soon"),
      news("same-1", "2026-11-20"),
      news("older", "2026-11-01"),
      news("same-2", "2026-11-20"),
      news("empty", ""),
      news("same-3", "2026-11-20"),
    ]);
    expect(titles(result)).toEqual(["same-1", "same-2", "same-3", "older", "unreadable", "empty"]);
  });

  it("reads date-times as the school's day", () => {
    const result = newsNewestFirst([
      news("21st", "2026-11-21"),
      news("late-utc-evening", "2026-11-21T20:00:00Z"),
    ]);
    expect(titles(result)).toEqual(["late-utc-evening", "21st"]);
  });

  it("does not change its input", () => {
    const input = [news("a", "2026-01-01"), news("b", "2026-02-01")];
    newsNewestFirst(input);
    expect(titles(input)).toEqual(["a", "b"]);
  });
});

describe("upcomingEvents", () => {
  it("keeps the first 4 in the API's order", () => {
    const events = ["e1", "e2", "e3", "e4", "e5", "e6"].map((t, i) =>
      event(t, `2026-12-0${i + 1}`),
    );
    expect(titles(upcomingEvents(events))).toEqual(["e1", "e2", "e3", "e4"]);
  });

  it("keeps fewer when there are fewer", () => {
    expect(titles(upcomingEvents([event("only", "2026-12-01")]))).toEqual(["only"]);
    expect(upcomingEvents([])).toEqual([]);
  });
});

describe("galleryCovers", () => {
  const gallery = (id: string, attachments: string[]): Gallery => ({
    _id: id,
    category: "PhotoGallery",
    date: "2026-11-01",
    title: `Album ${id}`,
    description: "",
    attachments,
  });

  it("gives each album's first attachment, title and its own page, or its sub-gallery without one", () => {
    expect(
      galleryCovers([
        {
          ...gallery("a1", ["HLCA/gallery/one.jpg", "HLCA/gallery/two.jpg"]),
          slug: "2026-11-15-a1",
        },
        gallery("a b&c", []),
      ]),
    ).toEqual([
      {
        id: "a1",
        title: "Album a1",
        cover: "HLCA/gallery/one.jpg",
        href: "/Gallery/2026-11-15-a1",
      },
      { id: "a b&c", title: "Album a b&c", href: "/SubGallery?id=a%20b%26c" },
    ]);
  });

  it("has no cover when the album has no attachment", () => {
    expect(galleryCovers([gallery("x", [])])[0]?.cover).toBeUndefined();
  });
});

describe("isNewNotice", () => {
  it("is true only for the exact string 'true'", () => {
    expect(isNewNotice({ new: "true" })).toBe(true);
    for (const value of ["false", "True", "TRUE", " true", "1", "yes", ""]) {
      expect(isNewNotice({ new: value } as Pick<Highlight, "new">), value).toBe(false);
    }
  });
});

describe("birthday photos", () => {
  it("go through the image endpoint's url query", () => {
    expect(birthdayPhoto("HLCA/birthdays/Asha Rani.jpg")).toBe(
      "/api/image?url=HLCA%2Fbirthdays%2FAsha%20Rani.jpg",
    );
    expect(birthdayPhoto("a.png", "https://api.example")).toBe(
      "https://api.example/api/image?url=a.png",
    );
  });

  it("are undefined without a path", () => {
    expect(birthdayPhoto(undefined)).toBeUndefined();
    expect(birthdayPhoto("")).toBeUndefined();
    expect(birthdayPhoto("  ")).toBeUndefined();
  });

  it("are retried with the extension case swapped", () => {
    expect(swapExtensionCase("kids/asha.jpg")).toBe("kids/asha.JPG");
    expect(swapExtensionCase("kids/asha.JPG")).toBe("kids/asha.jpg");
    expect(swapExtensionCase("kids/asha.jpeg")).toBe("kids/asha.JPEG");
    expect(swapExtensionCase("kids/asha.JPEG")).toBe("kids/asha.jpeg");
    expect(swapExtensionCase("kids/asha.png")).toBe("kids/asha.PNG");
    expect(swapExtensionCase("kids/asha.PNG")).toBe("kids/asha.png");
    expect(swapExtensionCase("kids/asha.Jpg")).toBe("kids/asha.jpg");
    expect(swapExtensionCase("kids/jpg.folder/asha.png")).toBe("kids/jpg.folder/asha.PNG");
  });

  it("are not retried without such an extension", () => {
    for (const path of ["kids/asha.gif", "kids/asha.webp", "kids/asha", "kids/jpg", "", "x.jpgx"]) {
      expect(swapExtensionCase(path), path).toBeUndefined();
    }
  });

  it("a retry swaps back to the original", () => {
    const retry = swapExtensionCase("a.jpg")!;
    expect(swapExtensionCase(retry)).toBe("a.jpg");
    expect(birthdayPhoto(retry)).toBe("/api/image?url=a.JPG");
  });
});

describe("shiftMonth", () => {
  it("moves one month at a time", () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 11, -1)).toEqual({ year: 2026, month: 10 });
    expect(shiftMonth(2026, 11, 0)).toEqual({ year: 2026, month: 11 });
  });

  it("wraps December to January and January to December", () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it("moves several months and years", () => {
    expect(shiftMonth(2026, 11, 14)).toEqual({ year: 2028, month: 1 });
    expect(shiftMonth(2026, 2, -26)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth(2026, 1, -12)).toEqual({ year: 2025, month: 1 });
  });
});

describe("calendarMonth", () => {
  const days = (weeks: ReturnType<typeof calendarMonth>["weeks"]) =>
    weeks.map((week) => week.map((cell) => cell?.day ?? 0));

  it("titles the month 'Month YYYY'", () => {
    expect(calendarMonth(2026, 11, []).title).toBe("November 2026");
    expect(calendarMonth(2027, 1, []).title).toBe("January 2027");
  });

  it("lays out a month starting on Sunday (February 2026: exactly 4 weeks)", () => {
    const { weeks } = calendarMonth(2026, 2, []);
    expect(days(weeks)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
  });

  it("lays out a month starting on Saturday (August 2026: 6 weeks)", () => {
    const { weeks } = calendarMonth(2026, 8, []);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(days(weeks)[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(days(weeks)[5]).toEqual([30, 31, 0, 0, 0, 0, 0]);
  });

  it("pads the last week and has every day once", () => {
    const { weeks } = calendarMonth(2026, 12, []); // starts on Tuesday
    expect(days(weeks)[0]).toEqual([0, 0, 1, 2, 3, 4, 5]);
    expect(days(weeks).at(-1)).toEqual([27, 28, 29, 30, 31, 0, 0]);
    const all = weeks.flat().filter((cell) => cell !== null);
    expect(all.map((cell) => cell.day)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it("knows leap-year Februaries", () => {
    const all = calendarMonth(2028, 2, [])
      .weeks.flat()
      .filter((cell) => cell !== null);
    expect(all).toHaveLength(29);
  });

  it("marks days with events, matched by month and year", () => {
    const model = calendarMonth(2026, 11, [
      event("Sports Day", "2026-11-14"),
      event("Same month, other year", "2025-11-20"),
      event("Other month", "2026-12-14"),
      event("Unreadable", "someday"),
      event("Late UTC evening", "2026-11-30T19:00:00Z"), // 1 Dec in India
      event("Annual Day", "2026-11-28"),
    ]);
    const withEvents = model.weeks
      .flat()
      .filter((cell) => cell?.hasEvents)
      .map((cell) => cell?.day);
    expect(withEvents).toEqual([14, 28]);
    expect(model.list).toEqual([
      { day: 14, title: "Sports Day" },
      { day: 28, title: "Annual Day" },
    ]);
    const december = calendarMonth(2026, 12, [event("Late UTC evening", "2026-11-30T19:00:00Z")]);
    expect(december.list).toEqual([{ day: 1, title: "Late UTC evening" }]);
  });

  it("lists events by day, then title", () => {
    const { list } = calendarMonth(2026, 1, [
      event("Republic Day", "2026-01-26"),
      event("Winter break ends", "2026-01-05"),
      event("Parent meeting", "2026-01-05"),
      event("art exhibition", "2026-01-05"),
      event("Lohri", "2026-01-13"),
    ]);
    expect(list).toEqual([
      { day: 5, title: "art exhibition" },
      { day: 5, title: "Parent meeting" },
      { day: 5, title: "Winter break ends" },
      { day: 13, title: "Lohri" },
      { day: 26, title: "Republic Day" },
    ]);
  });

  it("marks today only in today's month", () => {
    const today = { year: 2026, month: 11, day: 22 };
    const todays = calendarMonth(2026, 11, [], today)
      .weeks.flat()
      .filter((cell) => cell?.isToday);
    expect(todays).toEqual([{ day: 22, hasEvents: false, isToday: true }]);
    for (const [year, month] of [
      [2026, 10],
      [2025, 11],
    ] as const) {
      const cells = calendarMonth(year, month, [], today).weeks.flat();
      expect(cells.some((cell) => cell?.isToday)).toBe(false);
    }
    expect(
      calendarMonth(2026, 11, [])
        .weeks.flat()
        .some((cell) => cell?.isToday),
    ).toBe(false);
  });

  it("gives an empty list for a month without events", () => {
    expect(calendarMonth(2026, 6, [event("Elsewhere", "2026-07-01")]).list).toEqual([]);
  });
});
