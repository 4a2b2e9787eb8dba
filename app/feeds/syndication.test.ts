import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import type { Circular, NewsItem } from "#contracts/entities.ts";
import { feedAt, feedLinks, type FeedFormat } from "./feed-catalogue.ts";
import {
  circularEntry,
  entryId,
  newestEntries,
  newsEntry,
  type EntryContext,
} from "./feed-entries.ts";
import { channelFor } from "./feed-sources.server.ts";
import { feedDocument } from "./syndication.ts";
import { itemsIn } from "../i18n/item-language.ts";

// The feeds as a reader sees them: each document is read back with an independent parser.

const origin = "https://www.school.example";
const context: EntryContext = {
  origin,
  timeZone: "Asia/Kolkata",
  apiBase: "",
  changed: new Map([["/NoticeBoard/2026-11-03-fee-notice", "2026-11-05T09:30:00.000Z"]]),
};
const school = { titleName: "St. Mary's Convent School, Amberpur" };
const now = new Date("2026-11-20T00:00:00Z");

const news = (over: Partial<NewsItem>): NewsItem => ({
  _id: "00000000-0000-4000-8000-000000000001",
  category: "News",
  fromDate: "2026-11-01",
  date: "2026-11-01",
  title: "Title",
  description: "",
  attachments: [],
  image: [],
  time: "",
  venue: "",
  slug: "2026-11-01-title",
  ...over,
});

const items = [
  news({
    _id: "00000000-0000-4000-8000-000000000001",
    category: "NoticeBoard",
    fromDate: "2026-11-03",
    title: "Fee notice",
    description: "Fees are due & payable by <b>30 November</b>.",
    slug: "2026-11-03-fee-notice",
  }),
  news({
    _id: "00000000-0000-4000-8000-000000000002",
    fromDate: "2026-11-15",
    title: "Annual Day: Music & Dance",
    time: "10:00 AM",
    venue: "Auditorium",
    slug: "2026-11-15-annual-day-music-dance",
  }),
  news({
    _id: "legacy-17",
    fromDate: "2026-10-20",
    title: "Science fair",
    slug: "2026-10-20-science-fair",
  }),
  // No page of its own yet: a reader could not open it.
  news({ _id: "00000000-0000-4000-8000-000000000004", fromDate: "2026-11-19", slug: undefined }),
];

function read(format: FeedFormat, list = items) {
  const entries = newestEntries(list.map((item) => newsEntry(item, context)));
  const xml = feedDocument(channelFor("news", format, school, origin), entries, format, now);
  return { xml, feed: parseFeed(xml) };
}

describe.each<FeedFormat>(["rss", "atom"])("the news feed as %s", (format) => {
  it("is named for the school and links its list and itself", () => {
    const { feed } = read(format);
    expect(feed.meta.type).toBe(format);
    expect(feed.title).toBe("St. Mary's Convent School, Amberpur: News");
    expect(feed.url).toBe(`${origin}/News`);
    expect(feed.self).toBe(`${origin}/feeds/news.${format}`);
  });

  it("lists the items with pages newest first, each linking to its own page", () => {
    const { feed } = read(format);
    expect(feed.items.map((item) => item.title)).toEqual([
      "Annual Day: Music & Dance",
      "Fee notice",
      "Science fair",
    ]);
    expect(feed.items.map((item) => item.url)).toEqual([
      `${origin}/News/2026-11-15-annual-day-music-dance`,
      // A notice is in the news too, at its own page under the Notice Board.
      `${origin}/NoticeBoard/2026-11-03-fee-notice`,
      `${origin}/News/2026-10-20-science-fair`,
    ]);
  });

  it("dates each item by its day at the school, and says when it last changed", () => {
    const { feed } = read(format);
    const [annualDay, fee] = feed.items;
    // Midnight of 15 November in India is 18:30 UTC the day before.
    expect(annualDay!.published?.toISOString()).toBe("2026-11-14T18:30:00.000Z");
    expect(fee!.published?.toISOString()).toBe("2026-11-02T18:30:00.000Z");
    if (format === "atom") {
      expect(fee!.updated?.toISOString()).toBe("2026-11-05T09:30:00.000Z");
    }
  });

  it("summarises each item in its own words, escaped, with when and where", () => {
    const { feed, xml } = read(format);
    const [annualDay, fee] = feed.items;
    expect(fee!.description).toContain("Fees are due & payable by");
    // Markup typed into the words is shown as the words typed, not drawn.
    expect(xml).toContain("Fees are due &#38; payable by &#60;b&#62;30 November&#60;/b&#62;");
    expect(annualDay!.description).toContain("When: 15 Nov 2026, 10:00 AM");
    expect(annualDay!.description).toContain("Where: Auditorium");
  });

  it("keeps each item's id through an edit of its title and date", () => {
    const before = read(format).feed.items.map((item) => item.id);
    const edited = items.map((item) =>
      item._id === "legacy-17"
        ? { ...item, title: "Science fair 2026", fromDate: "2026-10-21" }
        : item,
    );
    const after = read(format, edited).feed.items.map((item) => item.id);
    expect(after).toEqual(before);
    expect(before).toEqual([
      "urn:uuid:00000000-0000-4000-8000-000000000002",
      "urn:uuid:00000000-0000-4000-8000-000000000001",
      "tag:www.school.example,2026:legacy-17",
    ]);
  });
});

describe("a feed in Hindi", () => {
  it("is in Hindi, and its entries in the school's Hindi where it wrote one, linking Hindi pages", () => {
    const hindi = { ...context, language: "hi" as const };
    const written = itemsIn(
      "news",
      [
        {
          ...items[1]!,
          hi: { fields: { title: "वार्षिकोत्सव: संगीत और नृत्य", venue: "सभागार" } },
        },
        items[0]!,
      ],
      "hi",
    );
    const entries = newestEntries(written.map((item) => newsEntry(item, hindi)));
    const xml = feedDocument(channelFor("news", "rss", school, origin, "hi"), entries, "rss", now);
    const feed = parseFeed(xml);
    expect(feed.language).toBe("hi-IN");
    expect(feed.title).toBe("St. Mary's Convent School, Amberpur: समाचार");
    expect(feed.url).toBe(`${origin}/hi/News`);
    expect(feed.self).toBe(`${origin}/feeds/hi/news.rss`);
    const [annualDay, fee] = feed.items;
    expect(annualDay!.title).toBe("वार्षिकोत्सव: संगीत और नृत्य");
    expect(annualDay!.url).toBe(`${origin}/hi/News/2026-11-15-annual-day-music-dance`);
    expect(annualDay!.description).toContain("कब: 15 नव॰ 2026, 10:00 AM");
    expect(annualDay!.description).toContain("कहाँ: सभागार");
    // An item with no Hindi is in the feed as the school wrote it, at its Hindi page.
    expect(fee!.title).toBe("Fee notice");
    expect(fee!.url).toBe(`${origin}/hi/NoticeBoard/2026-11-03-fee-notice`);
    expect(feedLinks("news", "hi")[0]!.href).toBe("/feeds/hi/news.rss");
    expect(feedAt("news.rss")).toEqual({ name: "news", format: "rss" });
  });
});

describe("a feed's entries", () => {
  it("keep at most the newest fifty", () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      news({
        _id: `id-${i}`,
        fromDate: `2026-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, "0")}`,
        slug: `item-${i}`,
      }),
    );
    const entries = newestEntries(many.map((item) => newsEntry(item, context)));
    expect(entries).toHaveLength(50);
    expect(entries[0]!.link).toBe(`${origin}/News/item-59`);
  });

  it("date a circular by the day the office wrote, and link its PDF", () => {
    const circular: Circular = {
      _id: "00000000-0000-4000-8000-00000000000c",
      category: "CBSE-Circular",
      title: "Board examination schedule",
      date: "14.11.26",
      attachments: ["circulars/cbse/schedule.pdf"],
      audience: ["X", "XII"],
      slug: "board-examination-schedule",
    };
    const entry = circularEntry(circular, context)!;
    expect(entry.link).toBe(`${origin}/CBSECircular/board-examination-schedule`);
    expect(entry.published.toISOString()).toBe("2026-11-13T18:30:00.000Z");
    expect(entry.summary).toContain("for Classes X, XII");
    expect(entry.summary).toContain(`href="${origin}/api/image/circulars/cbse/schedule.pdf"`);
  });

  it("give another backend's ids a tag URI under the site's host", () => {
    expect(entryId("6543a1b2c3d4e5f6a7b8c9d0", origin)).toBe(
      "tag:www.school.example,2026:6543a1b2c3d4e5f6a7b8c9d0",
    );
  });
});

describe("the feeds' addresses", () => {
  it("name a known feed and format only", () => {
    expect(feedAt("notices.rss")).toEqual({ name: "notices", format: "rss" });
    expect(feedAt("circulars.atom")).toEqual({ name: "circulars", format: "atom" });
    for (const wrong of ["events.rss", "news.json", "news.rss.rss", "toString.rss", "news"]) {
      expect(feedAt(wrong), wrong).toBeUndefined();
    }
  });

  it("are named in a page's head with their media types", () => {
    expect(feedLinks("notices")).toEqual([
      expect.objectContaining({ type: "application/rss+xml", href: "/feeds/notices.rss" }),
      expect.objectContaining({ type: "application/atom+xml", href: "/feeds/notices.atom" }),
    ]);
  });
});
