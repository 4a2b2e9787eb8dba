import { describe, expect, it } from "vitest";
import type { Circular, Video } from "#contracts/entities.ts";
import {
  allMonths,
  circularPlaceholder,
  circularsOf,
  defaultSession,
  defaultYear,
  eventItems,
  galleryItems,
  matchesFilters,
  matchesTopper,
  messageFor,
  monthOptions,
  newsItems,
  noticeBoardItems,
  readFilters,
  sessionOptions,
  toppersItems,
  videoItems,
  yearOptions,
} from "./rules.ts";
import {
  album,
  message,
  newsItem,
  schoolEvent,
  topper as topperRecord,
} from "../../tests/support/entities.ts";

const news = (id: string, fromDate: string, category = "News") =>
  newsItem(id, { fromDate, category });
const event = schoolEvent;
const gallery = (id: string, date: string, category = "PhotoGallery") =>
  album(id, { date, category });
const topper = (name: string, sessionYear: string, division: number | string = 90, cls = "X") =>
  topperRecord(name, { sessionYear, division, class: cls });

const video = (id: string, date: string): Video => ({
  _id: id,
  date,
  videoUrl: "",
  title: id,
  attachments: [],
});

const circular = (id: string, category: string): Circular => ({
  _id: id,
  category,
  title: id,
  date: "01.04.26",
  attachments: [],
});

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

describe("readFilters", () => {
  const options = { years: [2025, 2026], months: [1, 3], sessions: ["2025-2026"] };
  const defaults = { year: "2026", month: "All", session: "2025-2026" };

  it("reads year, month, session and q from the query", () => {
    const params = new URLSearchParams("year=2025&month=1&session=All&q=Sports");
    expect(readFilters(params, defaults, options)).toEqual({
      year: "2025",
      month: "1",
      session: "All",
      q: "Sports",
    });
  });

  it("uses the defaults when the query is empty", () => {
    expect(readFilters(new URLSearchParams(), defaults, options)).toEqual({
      year: "2026",
      month: "All",
      session: "2025-2026",
      q: "",
    });
  });

  it("falls back to the default for an unknown value", () => {
    const params = new URLSearchParams("year=1999&month=13&session=nope");
    expect(readFilters(params, defaults, options)).toMatchObject({
      year: "2026",
      month: "All",
      session: "2025-2026",
    });
    expect(readFilters(new URLSearchParams("month=2"), defaults, options).month).toBe("All");
  });

  it("accepts 'All' and defaults everything to 'All' when no default is given", () => {
    expect(readFilters(new URLSearchParams("year=All"), defaults, options).year).toBe("All");
    expect(readFilters(new URLSearchParams("year=x"), {}, {})).toEqual({
      year: "All",
      month: "All",
      session: "All",
      q: "",
    });
  });
});

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

describe("matchesFilters", () => {
  const all = { year: "All", month: "All", q: "" };

  it("matches everything with all filters open", () => {
    expect(matchesFilters("2026-01-05", "Sports Day", all)).toBe(true);
    expect(matchesFilters("unreadable", "Sports Day", all)).toBe(true);
  });

  it("filters on year and month of the date", () => {
    expect(matchesFilters("2026-01-05", "A", { ...all, year: "2026" })).toBe(true);
    expect(matchesFilters("2025-01-05", "A", { ...all, year: "2026" })).toBe(false);
    expect(matchesFilters("2026-01-05", "A", { ...all, month: "1" })).toBe(true);
    expect(matchesFilters("2026-02-05", "A", { ...all, month: "1" })).toBe(false);
    expect(matchesFilters("2026-01-05", "A", { year: "2026", month: "1", q: "" })).toBe(true);
    expect(matchesFilters("2025-01-05", "A", { year: "2026", month: "1", q: "" })).toBe(false);
  });

  it("an unreadable date matches no chosen year or month", () => {
    expect(matchesFilters("", "A", { ...all, year: "2026" })).toBe(false);
    expect(matchesFilters("2026-13-01", "A", { ...all, month: "1" })).toBe(false);
  });

  it("title search is a trimmed, case-insensitive substring", () => {
    expect(matchesFilters("2026-01-05", "Annual Sports Day", { ...all, q: "  SPORTS " })).toBe(
      true,
    );
    expect(matchesFilters("2026-01-05", "Annual Sports Day", { ...all, q: "science" })).toBe(false);
    expect(matchesFilters("2026-01-05", "Annual Sports Day", { ...all, q: "   " })).toBe(true);
  });
});

describe("galleryItems", () => {
  it("keeps category 'PhotoGallery' only, newest first, unreadable dates last", () => {
    const items = galleryItems([
      gallery("old", "2025-03-01"),
      gallery("video", "2026-05-01", "VideoGallery"),
      gallery("broken", "n/a"),
      gallery("new", "2026-04-01"),
      gallery("trimmed", "2025-06-01", " PhotoGallery "),
    ]);
    expect(ids(items)).toEqual(["new", "trimmed", "old", "broken"]);
  });
});

describe("noticeBoardItems", () => {
  it("keeps category 'NoticeBoard' only, newest first by fromDate", () => {
    const items = noticeBoardItems([
      news("a", "2026-01-02", "NoticeBoard"),
      news("news", "2026-06-01", "News"),
      news("b", "2026-03-02", "NoticeBoard"),
      news("c", "", "NoticeBoard"),
    ]);
    expect(ids(items)).toEqual(["b", "a", "c"]);
  });
});

describe("newsItems and eventItems", () => {
  it("puts the current month first, then the rest newest first (not oldest first)", () => {
    const items = newsItems(
      [
        news("dec", "2025-12-31"),
        news("feb", "2026-02-10"),
        news("jan-early", "2026-01-02"),
        news("jan-late", "2026-01-20"),
        news("older", "2024-06-01"),
        news("broken", "?"),
        news("notice", "2026-01-05", "NoticeBoard"),
      ],
      { year: 2026, month: 1 },
    );
    expect(ids(items)).toEqual([
      "jan-late",
      "notice",
      "jan-early",
      "feb",
      "dec",
      "older",
      "broken",
    ]);
  });

  it("on a month boundary, the last day of the previous month is not current", () => {
    const items = newsItems([news("nov30", "2026-11-30"), news("dec1", "2026-12-01")], {
      year: 2026,
      month: 12,
    });
    expect(ids(items)).toEqual(["dec1", "nov30"]);
    const november = newsItems([news("dec1", "2026-12-01"), news("nov30", "2026-11-30")], {
      year: 2026,
      month: 11,
    });
    expect(ids(november)).toEqual(["nov30", "dec1"]);
  });

  it("the same month of another year is not current", () => {
    const items = newsItems([news("jan25", "2025-01-15"), news("mar26", "2026-03-01")], {
      year: 2026,
      month: 1,
    });
    expect(ids(items)).toEqual(["mar26", "jan25"]);
  });

  it("events use the same rule on date", () => {
    const items = eventItems(
      [
        event("past", "2026-03-01"),
        event("now", "2026-04-03"),
        event("future", "2026-07-01"),
        event("broken", ""),
      ],
      { year: 2026, month: 4 },
    );
    expect(ids(items)).toEqual(["now", "future", "past", "broken"]);
  });
});

describe("videoItems", () => {
  it("sorts newest first, unreadable dates last", () => {
    expect(
      ids(videoItems([video("a", "2024-01-01"), video("x", "bad"), video("b", "2026-01-01")])),
    ).toEqual(["b", "a", "x"]);
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

describe("toppers", () => {
  it("keeps class 'X' only, highest division first, string divisions read as numbers", () => {
    const items = toppersItems([
      topper("low", "2025-2026", 88),
      topper("xii", "2025-2026", 99, "XII"),
      topper("high", "2025-2026", "97.5"),
      topper("none", "2025-2026", "A+"),
      topper("mid", "2025-2026", " 92 % "),
    ]);
    expect(ids(items)).toEqual(["high", "mid", "low", "none"]);
  });

  it("offers the distinct sessions newest first", () => {
    expect(
      sessionOptions([
        topper("a", "2023-2024"),
        topper("b", "2025-2026"),
        topper("c", "2023-2024"),
        topper("d", ""),
        topper("e", "2024-2025"),
      ]),
    ).toEqual(["2025-2026", "2024-2025", "2023-2024"]);
  });

  it("defaults to '{year-1}-{year}' when present", () => {
    const toppers = [topper("a", "2024-2025"), topper("b", "2025-2026"), topper("c", "2026-2027")];
    expect(defaultSession(toppers, { year: 2026 })).toBe("2025-2026");
  });

  it("falls back to the newest session, else 'All'", () => {
    expect(
      defaultSession([topper("a", "2022-2023"), topper("b", "2023-2024")], { year: 2026 }),
    ).toBe("2023-2024");
    expect(defaultSession([], { year: 2026 })).toBe("All");
  });

  it("matches on session (unless 'All') and a case-insensitive name search", () => {
    const riya = topper("Riya Sharma", "2025-2026");
    expect(matchesTopper(riya, "All", "")).toBe(true);
    expect(matchesTopper(riya, "2025-2026", "")).toBe(true);
    expect(matchesTopper(riya, "2024-2025", "")).toBe(false);
    expect(matchesTopper(riya, "All", " sharma ")).toBe(true);
    expect(matchesTopper(riya, "2025-2026", "RIYA")).toBe(true);
    expect(matchesTopper(riya, "All", "Aman")).toBe(false);
  });
});

describe("circulars", () => {
  const records = [
    circular("c1", "Circular"),
    circular("cbse", "CBSE-Circular"),
    circular("c2", "Circular"),
  ];

  it("keeps the records of the page's category, in the API's order", () => {
    expect(ids(circularsOf(records, "Circular"))).toEqual(["c1", "c2"]);
    expect(ids(circularsOf(records, "CBSE-Circular"))).toEqual(["cbse"]);
    expect(circularsOf(records, "Datesheet")).toEqual([]);
  });

  it("an empty list or failed fetch shows the placeholder on all three pages", () => {
    expect(circularPlaceholder([], "Circular")).toBe(true);
    expect(circularPlaceholder([], "CBSE-Circular")).toBe(true);
    expect(circularPlaceholder([], "Datesheet")).toBe(true);
  });

  it("a list with nothing of the category: Datesheet shows the placeholder, circulars nothing", () => {
    const onlyDatesheets = [circular("d", "Datesheet")];
    expect(circularPlaceholder(records, "Datesheet")).toBe(true);
    expect(circularPlaceholder(onlyDatesheets, "Circular")).toBe(false);
    expect(circularPlaceholder(onlyDatesheets, "CBSE-Circular")).toBe(false);
  });

  it("no placeholder when the category has records", () => {
    expect(circularPlaceholder(records, "Circular")).toBe(false);
    expect(circularPlaceholder([circular("d", "Datesheet")], "Datesheet")).toBe(false);
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
