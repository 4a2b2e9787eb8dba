import { shortPath } from "./short-links.ts";
import { describe, expect, it } from "vitest";
import {
  shareMessage,
  shareMessageLimit,
  sharedItem,
  whatsAppShareUrl,
  type SharedItem,
} from "./share-message.ts";

const siteUrl = "https://www.school.example";

const circular: SharedItem = {
  kind: "Circular",
  title: "Winter uniform from Monday",
  dateShown: "14.11.26",
  audience: ["IX", "X"],
  path: "/Circular/2026-11-14-winter-uniform-from-monday",
};

describe("an item's WhatsApp message", () => {
  it("says what it is and its title in bold, its date, its classes, then its page", () => {
    expect(shareMessage(circular, { siteUrl })).toBe(
      [
        "*Circular: Winter uniform from Monday*",
        "Date: 14.11.26",
        "For classes IX, X",
        "https://www.school.example/Circular/2026-11-14-winter-uniform-from-monday",
      ].join("\n"),
    );
  });

  it("tells an event's days, time and venue as its page does", () => {
    const event: SharedItem = {
      kind: "Events",
      title: "Annual Day",
      date: "2026-12-05",
      endDate: "2026-12-06",
      time: "5:30 PM",
      venue: "School auditorium",
      path: "/Events/2026-12-05-annual-day",
    };
    expect(shareMessage(event, { siteUrl }).split("\n")).toEqual([
      "*Event: Annual Day*",
      "When: 5 Dec 2026 to 6 Dec 2026, 5:30 PM",
      "Where: School auditorium",
      "https://www.school.example/Events/2026-12-05-annual-day",
    ]);
  });

  it("names no classes for an item that is for everyone", () => {
    const notice: SharedItem = {
      kind: "NoticeBoard",
      title: "School closed on Monday",
      date: "2026-11-23",
      audience: [],
      path: "/NoticeBoard/2026-11-23-school-closed-on-monday",
    };
    const message = shareMessage(notice, { siteUrl });
    expect(message.split("\n")).toEqual([
      "*Notice: School closed on Monday*",
      "Date: 23 Nov 2026",
      "https://www.school.example/NoticeBoard/2026-11-23-school-closed-on-monday",
    ]);
    expect(message).not.toMatch(/classes/i);
  });

  it("shortens a very long title with an ellipsis and keeps the whole link", () => {
    const long = {
      ...circular,
      title: "Revised timings of the pre-board examinations ".repeat(30),
    };
    const message = shareMessage(long, { siteUrl });
    expect(message.length).toBeLessThanOrEqual(shareMessageLimit);
    expect(message.length).toBeGreaterThan(shareMessageLimit - 20);
    const [heading, ...rest] = message.split("\n");
    expect(heading).toMatch(/^\*Circular: Revised timings of the pre-board .*…\*$/);
    // Cut after a whole word of the title.
    const lastWord = /(\S+)…\*$/.exec(heading!)![1];
    expect(long.title.split(" ")).toContain(lastWord);
    expect(rest.at(-1)).toBe(
      "https://www.school.example/Circular/2026-11-14-winter-uniform-from-monday",
    );
  });

  it("keeps a long link whole, however long, shortening the title to what still says it", () => {
    const alert: SharedItem = {
      kind: "Alert",
      title: "Heavy rain: buses leave an hour early today, parents collect the little ones at 12",
      path: `https://www.district.example/notice?${"q=rain&".repeat(100)}`,
    };
    const message = shareMessage(alert, { siteUrl });
    expect(message.endsWith(alert.path)).toBe(true);
    expect(message.split("\n")[0]).toBe("*Alert: Heavy rain: buses leave an hour early…*");
  });

  it("takes WhatsApp's marks out of a title so the bold holds", () => {
    const marked = { ...circular, title: "  *Urgent*: fees_due ~soon~\n now " };
    expect(shareMessage(marked, { siteUrl }).split("\n")[0]).toBe(
      "*Circular: Urgent: feesdue soon now*",
    );
  });

  it("is written in Hindi when asked, with the Hindi title and the Hindi page", () => {
    const event: SharedItem = {
      kind: "Events",
      title: "Annual Day",
      date: "2026-12-05",
      venue: "School auditorium",
      hi: { title: "वार्षिकोत्सव", venue: "विद्यालय सभागार" },
      path: "/Events/2026-12-05-annual-day",
    };
    const lines = shareMessage(event, { siteUrl, language: "hi" }).split("\n");
    expect(lines[0]).toBe("*कार्यक्रम: वार्षिकोत्सव*");
    expect(lines[1]).toMatch(/^कब: 5 \S+ 2026$/);
    expect(lines[2]).toBe("स्थान: विद्यालय सभागार");
    expect(lines[3]).toBe("https://www.school.example/hi/Events/2026-12-05-annual-day");
    // Without a Hindi title, the English one; the classes in Hindi words.
    expect(shareMessage(circular, { siteUrl, language: "hi" }).split("\n").slice(0, 3)).toEqual([
      "*सर्कुलर: Winter uniform from Monday*",
      "दिनांक: 14.11.26",
      "कक्षा IX, X के लिए",
    ]);
  });
});

describe("the WhatsApp link", () => {
  it("is click to chat with the message as its text, which decodes back to the message", () => {
    const message = shareMessage(
      { ...circular, title: "Fees & dues? 100% #paid — शुल्क" },
      { siteUrl },
    );
    const url = new URL(whatsAppShareUrl(message));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(message);
    expect(decodeURIComponent(whatsAppShareUrl(message).split("?text=")[1]!)).toBe(message);
  });
});

describe("a published record as its message tells it", () => {
  const record = (kind: string, values: Record<string, unknown>, more = {}) =>
    ({ kind, values, ...more }) as Parameters<typeof sharedItem>[0];

  it("links a circular's own page when it has its address, its list's page until then", () => {
    const values = {
      category: "Datesheet",
      title: "Half-yearly datesheet",
      date: "20.11.26",
      audience: ["IX"],
    };
    expect(sharedItem(record("circulars", values, { slug: "2026-11-20-half-yearly" }))).toEqual({
      kind: "Datesheet",
      title: "Half-yearly datesheet",
      dateShown: "20.11.26",
      audience: ["IX"],
      path: "/Datesheet/2026-11-20-half-yearly",
    });
    expect(sharedItem(record("circulars", values))?.path).toBe("/Datesheet");
    // With its id too, its short link: a phone's message has little room.
    const id = "9f3c2b1a-7d4e-4c21-8a6b-0123456789ab";
    const short = sharedItem(record("circulars", values, { id, slug: "2026-11-20-half-yearly" }));
    expect(short?.path).toBe(shortPath(id));
  });

  it("tells a notice by its date, with its Hindi where the site has it", () => {
    const notice = record(
      "news",
      {
        category: "NoticeBoard",
        title: "PTM on Saturday",
        fromDate: "2026-11-21",
        time: "",
        venue: "Classrooms",
      },
      { slug: "2026-11-21-ptm-on-saturday", hindi: { published: { fields: { title: "पीटीएम" } } } },
    );
    expect(sharedItem(notice)).toEqual({
      kind: "NoticeBoard",
      title: "PTM on Saturday",
      hi: { title: "पीटीएम" },
      date: "2026-11-21",
      time: "",
      venue: "Classrooms",
      audience: [],
      path: "/NoticeBoard/2026-11-21-ptm-on-saturday",
    });
  });

  it("points an alert at its own link, or the home page", () => {
    const alert = (url: string) =>
      sharedItem(record("alerts", { title: "School closed today", severity: "emergency", url }));
    expect(alert("/Transport")?.path).toBe("/Transport");
    expect(alert("https://weather.example/today")?.path).toBe("https://weather.example/today");
    expect(alert("")?.path).toBe("/");
  });

  it("shares nothing of a kind parents are not sent", () => {
    expect(sharedItem(record("certificates", { name: "A child" }))).toBeUndefined();
  });
});
