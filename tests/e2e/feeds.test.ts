import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { describe, expect, inject, it } from "vitest";
import { circularList, itemPath, newsList } from "#contracts/item-paths.ts";
import { site } from "#content/site.ts";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";

// Parents follow the school from their feed readers and calendars: each feed is read from the
// running site with an independent parser, found from its list page's head, and the events
// calendar is offered on the Events page and on each event's own page, without JavaScript.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const siteHost = new URL(site.url).host;

interface Listed {
  _id: string;
  title: string;
  slug?: string;
  category: string;
  date: string;
  fromDate?: string;
}

async function list(path: string): Promise<Listed[]> {
  return (await (await fetch(`${baseUrl}/api/${path}/HLCA`)).json()) as Listed[];
}

/** The items each feed should hold, as the API lists them, with their pages. */
const expected = {
  notices: async () =>
    (await list("news/all")).filter((item) => item.category === "NoticeBoard" && item.slug),
  news: async () => (await list("news/all")).filter((item) => item.slug),
  circulars: async () =>
    (await list("circular/all")).filter(
      (item) => ["Circular", "CBSE-Circular"].includes(item.category) && item.slug,
    ),
};
const pageOf = (name: keyof typeof expected, item: Listed) =>
  name === "circulars"
    ? itemPath(circularList(item.category), item.slug)
    : itemPath(newsList(item.category), item.slug);

const types = { rss: "application/rss+xml", atom: "application/atom+xml" } as const;

describe("the feeds", () => {
  for (const name of ["notices", "news", "circulars"] as const) {
    for (const format of ["rss", "atom"] as const) {
      it(`${name}.${format} lists its list's items newest first, each linking to its own page`, async () => {
        const response = await fetch(`${baseUrl}/feeds/${name}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(`${types[format]}; charset=utf-8`);
        expect(response.headers.get("cache-control")).toMatch(/max-age=\d{2,4}\b/);
        const feed = parseFeed(await response.text());
        expect(feed.meta.type).toBe(format);
        expect(feed.title).toMatch(/Holy Lamp/);

        const items = await expected[name]();
        expect(items.length).toBeGreaterThan(0);
        expect(feed.items.map((item) => item.title).sort()).toEqual(
          items.map((item) => item.title).sort(),
        );
        for (const entry of feed.items) {
          const item = items.find((candidate) => candidate.title === entry.title)!;
          expect(new URL(entry.url!).pathname).toBe(pageOf(name, item));
          expect(entry.id).toContain(item._id);
        }
        const dates = feed.items.map((item) => item.published!.getTime());
        expect(dates).toEqual([...dates].sort((a, b) => b - a));

        // The newest entry's page is there to open.
        const first = await fetch(baseUrl + new URL(feed.items[0]!.url!).pathname);
        expect(first.status).toBe(200);
      });
    }
  }

  it("is named in the head of its list page, and the news on every page", async () => {
    const pages = {
      "/NoticeBoard": ["/feeds/notices.rss", "/feeds/notices.atom", "/feeds/news.rss"],
      "/News": ["/feeds/news.rss", "/feeds/news.atom"],
      "/Circular": ["/feeds/circulars.rss", "/feeds/circulars.atom"],
      "/CBSECircular": ["/feeds/circulars.rss", "/feeds/circulars.atom"],
      "/": ["/feeds/news.rss", "/feeds/news.atom"],
    };
    for (const [path, feeds] of Object.entries(pages)) {
      const html = await (await fetch(baseUrl + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const alternates = [...head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
      for (const feed of feeds) {
        const link = alternates.find((tag) => tag.includes(`href="${feed}"`));
        expect(link, `${path} names ${feed}`).toBeDefined();
        expect(link).toContain(`type="${feed.endsWith(".rss") ? types.rss : types.atom}"`);
        expect(link).toMatch(/title="[^"]+"/);
        expect((await fetch(baseUrl + feed)).status).toBe(200);
      }
    }
  });

  it("answers not found for a feed it does not have", async () => {
    for (const path of [
      "/feeds/events.rss",
      "/feeds/news.json",
      "/feeds/events/no-such-event.ics",
    ]) {
      expect((await fetch(baseUrl + path)).status, path).toBe(404);
    }
  });
});

describe("the events calendar", () => {
  it("holds every event with its UID, its page and the school's zone", async () => {
    const response = await fetch(`${baseUrl}/feeds/events.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const listed = await list("events/All");
    expect(events.length).toBe(listed.length);
    for (const event of listed.filter((one) => one.slug)) {
      const found = events.find((candidate) => candidate.uid === `${event._id}@${siteHost}`);
      expect(found, event.title).toBeDefined();
      expect(found!.summary).toBe(event.title);
      expect(found!.component.getFirstPropertyValue("url")).toBe(
        `${new URL(site.url).origin}/Events/${event.slug}`,
      );
      expect(found!.startDate.toString().slice(0, 10)).toBe(event.date);
    }
  });

  it("is offered on the Events page to subscribe to and to download, without JavaScript", async () => {
    const { page, context, problems } = await openPage(browser(), {
      ...desktop,
      javaScriptEnabled: false,
    });
    await page.goto(`${baseUrl}/Events`);
    const subscribe = page.getByRole("link", { name: "Subscribe in your calendar" });
    expect(await subscribe.getAttribute("href")).toBe(`webcal://${siteHost}/feeds/events.ics`);
    const download = page.getByRole("link", { name: "Download all events (.ics)" });
    const file = await fetch(new URL((await download.getAttribute("href"))!, baseUrl));
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("adds one event from its own page: its .ics file and Google Calendar", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    const { page, context } = await openPage(browser(), { ...desktop, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/Events/${event.slug}`);
    const adding = page.getByRole("region", { name: "Add to calendar" });
    const file = await adding.getByRole("link", { name: /Calendar file \(\.ics\)/ });
    const response = await fetch(new URL((await file.getAttribute("href"))!, baseUrl));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${event.slug}.ics"`,
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((one) => one.uid)).toEqual([`${event._id}@${siteHost}`]);

    const google = new URL(
      (await adding.getByRole("link", { name: /Google Calendar/ }).getAttribute("href"))!,
    );
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("text")).toBe(event.title);
    expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(google.searchParams.get("dates")).toMatch(
      new RegExp(`^${event.date.replaceAll("-", "")}`),
    );
    await context.close();

    // A notice's page has nothing to add.
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    const html = await (await fetch(`${baseUrl}/NoticeBoard/${notice.slug}`)).text();
    expect(html).not.toContain("Add to calendar");
  });

  it("has no axe violations and fits the screen at 1280 and 375 px", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      for (const path of ["/Events", `/Events/${event.slug}`]) {
        await page.goto(baseUrl + path);
        expect(await axeViolations(page), path).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, path).toBeLessThanOrEqual(options.viewport!.width);
      }
      await context.close();
    }
  });
});
