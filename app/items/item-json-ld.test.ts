import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { exampleSchool as school } from "../../tests/support/school-settings.ts";
import { itemJsonLd } from "./item-json-ld.ts";
import type { Item } from "./item.ts";

// An item's page as search engines read it: what their validators asked for.

const origin = "https://school.example";
const imageUrl = (file: string) => `/api/image/${file}`;

const item = (fields: Partial<Item>): Item => ({
  list: "Events",
  slug: "2026-11-20-sports-day",
  title: "Sports Day",
  date: "2026-11-20",
  time: "10 AM - 1 PM",
  venue: "School ground",
  description: "Races and relays.",
  pictures: [],
  attachments: [],
  ...fields,
});

const ld = (of: Item) =>
  itemJsonLd(of, `${origin}/${of.list}/${of.slug}`, imageUrl, school, "Asia/Kolkata", origin);

describe("an event's structured data", () => {
  it("places it at its venue, at the school's postal address", () => {
    expect(ld(item({}))).toMatchObject({
      "@type": "Event",
      location: {
        "@type": "Place",
        name: "School ground",
        address: {
          "@type": "PostalAddress",
          streetAddress: school.address.street,
          addressLocality: school.city,
          postalCode: school.address.postalCode,
          addressCountry: school.address.country,
        },
      },
    });
    // Without a venue, at the school.
    expect(ld(item({ venue: "" }))).toMatchObject({ location: { name: school.titleName } });
  });

  it("reads '10 AM - 1 PM' as the calendar file does: ten to one on the school's clocks", () => {
    expect(ld(item({}))).toMatchObject({
      startDate: "2026-11-20T10:00:00+05:30",
      endDate: "2026-11-20T13:00:00+05:30",
    });
  });

  it("never gives a timed start with a date-only end", () => {
    const timed = ld(item({ time: "9:30 AM" })) as { startDate: string; endDate: string };
    expect(timed.startDate).toBe("2026-11-20T09:30:00+05:30");
    expect(timed.endDate).toBe(timed.startDate);
    // Over several days, or at a time that is no clock time: days at both ends.
    expect(ld(item({ endDate: "2026-11-22", time: "9:00 AM" }))).toMatchObject({
      startDate: "2026-11-20",
      endDate: "2026-11-22",
    });
    expect(ld(item({ time: "After the assembly" }))).toMatchObject({
      startDate: "2026-11-20",
      endDate: "2026-11-20",
    });
  });
});

describe("a notice's or news item's structured data", () => {
  const notice = item({ list: "NoticeBoard", slug: "2026-11-21-holiday", title: "Holiday" });

  it("is a NewsArticle with its own picture, as an absolute address", () => {
    expect(ld({ ...notice, pictures: ["news/holiday.jpg"] })).toMatchObject({
      "@type": "NewsArticle",
      image: `${origin}/api/image/news/holiday.jpg`,
    });
  });

  it("has the site's share picture when it has none of its own", () => {
    for (const list of ["NoticeBoard", "News"] as const) {
      expect(ld({ ...notice, list })).toMatchObject({
        "@type": "NewsArticle",
        image: `${origin}${site.shareImage.path}`,
      });
    }
  });
});
