import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { circularList, itemPath, newsList } from "#contracts/item-paths.ts";
import { site as school } from "#content/site.ts";
import { named } from "../support/reading.ts";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";

// Parents follow the school from their feed readers and calendars: each feed is read from the
// site with an independent parser, found from its list page's head, and the events calendar
// is offered on the Events page and on each event's own page as plain links, which need no
// JavaScript. That those pages pass axe and fit a phone is tests/e2e/feeds.test.ts's.

const siteHost = new URL(school.url).host;

let site: Site;
beforeAll(async () => {
  site = await siteInProcess();
});

interface Listed {
  _id: string;
  title: string;
  slug?: string;
  category: string;
  date: string;
  fromDate?: string;
}

async function list(path: string): Promise<Listed[]> {
  return (await (await site.request(`/api/${path}/HLCA`)).json()) as Listed[];
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

/** The file a link of a page leads to, asked as a browser follows it. */
const follow = (link: Element) => site.request(link.getAttribute("href")!);

describe("the feeds", () => {
  for (const name of ["notices", "news", "circulars"] as const) {
    for (const format of ["rss", "atom"] as const) {
      it(`${name}.${format} lists its list's items newest first, each linking to its own page`, async () => {
        const response = await site.request(`/feeds/${name}.${format}`);
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
        const first = await site.request(new URL(feed.items[0]!.url!).pathname);
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
      const answer = await site.page(path);
      for (const feed of feeds) {
        const link = answer.document.querySelector(`head link[rel="alternate"][href="${feed}"]`);
        expect(link, `${path} names ${feed}`).not.toBeNull();
        expect(link!.getAttribute("type")).toBe(feed.endsWith(".rss") ? types.rss : types.atom);
        expect(link!.getAttribute("title")).toMatch(/\S/);
        expect((await site.request(feed)).status).toBe(200);
      }
    }
  });

  it("answers not found for a feed it does not have", async () => {
    for (const path of [
      "/feeds/events.rss",
      "/feeds/news.json",
      "/feeds/events/no-such-event.ics",
    ]) {
      expect((await site.request(path)).status, path).toBe(404);
    }
  });
});

/** The stylesheets and pictures a page loads: each is there, as a browser without scripts asks. */
async function expectLoads(answer: SiteAnswer) {
  const files = [
    ...answer.all("link[rel=stylesheet]").map((link) => link.getAttribute("href")!),
    ...answer.all("img[src]").map((img) => img.getAttribute("src")!),
  ];
  expect(files.length).toBeGreaterThan(0);
  for (const file of new Set(files)) {
    const response = await site.request(file);
    expect(response.status, file).toBe(200);
    await response.body?.cancel();
  }
}

describe("the events calendar", () => {
  it("holds every event with its UID, its page and the school's zone", async () => {
    const response = await site.request("/feeds/events.ics");
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
        `${new URL(school.url).origin}/Events/${event.slug}`,
      );
      expect(found!.startDate.toString().slice(0, 10)).toBe(event.date);
    }
  });

  it("is offered on the Events page to subscribe to and to download, without JavaScript", async () => {
    const answer = await site.page("/Events");
    expect(answer.status).toBe(200);
    const subscribe = named(answer.document, "a", "Subscribe in your calendar");
    expect(subscribe.getAttribute("href")).toBe(`webcal://${siteHost}/feeds/events.ics`);
    const download = named(answer.document, "a", "Download all events (.ics)");
    const file = await follow(download);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    await expectLoads(answer);
  });

  it("adds one event from its own page: its .ics file and Google Calendar", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    const answer = await site.page(`/Events/${event.slug}`);
    const adding = named(answer.document, "section", "Add to calendar");
    const file = named(adding, "a", /Calendar file \(\.ics\)/);
    const response = await follow(file);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${event.slug}.ics"`,
    );
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((one) => one.uid)).toEqual([`${event._id}@${siteHost}`]);

    const google = new URL(named(adding, "a", /Google Calendar/).getAttribute("href")!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("text")).toBe(event.title);
    expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(google.searchParams.get("dates")).toMatch(
      new RegExp(`^${event.date.replaceAll("-", "")}`),
    );

    // A notice's page has nothing to add.
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    const page = await site.page(`/NoticeBoard/${notice.slug}`);
    expect(text(page.document.body)).not.toContain("Add to calendar");
  });
});
