import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "#contracts/entities.ts";
import { exampleSchool as school } from "../../tests/support/school-settings.ts";
import { eventsJsonLd, jsonLdText, schoolJsonLd } from "./json-ld.tsx";

const origin = "https://school.example";

const event = (fields: Partial<SchoolEvent>): SchoolEvent => ({
  _id: "e1",
  date: "2026-11-05",
  title: "Annual Day",
  description: "Songs and plays by every class.",
  time: "10:00 AM",
  venue: "School Auditorium",
  images: [],
  attachments: [],
  ...fields,
});

describe("JSON-LD text", () => {
  it("cannot close its script element or open HTML, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("the school's structured data", () => {
  it("is a schema.org School with the settings' name, address, telephone and email", () => {
    expect(schoolJsonLd(school, origin)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "School",
      name: school.titleName,
      description: school.description,
      url: `${origin}/`,
      logo: `${origin}/images/logo.svg`,
      telephone: school.phones[0],
      email: school.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: school.address.street,
        addressLocality: school.city,
        postalCode: school.address.postalCode,
        addressCountry: "IN",
      },
    });
  });

  it("names the school's pages on social networks, and only those it has", () => {
    expect(schoolJsonLd(school, origin).sameAs).toEqual([school.social.Instagram]);
  });
});

describe("the events' structured data", () => {
  it("gives each event its name, start and end, place and description", () => {
    const imageUrl = (file: string) => `/api/image/${file}`;
    const graph = eventsJsonLd(
      [event({ images: ["events/annual-day.jpg"] }), event({ title: "Sports Day", venue: "" })],
      imageUrl,
      school,
      origin,
    )["@graph"];
    expect(graph).toHaveLength(2);
    expect(graph[0]).toMatchObject({
      "@type": "Event",
      name: "Annual Day",
      startDate: "2026-11-05T10:00:00+05:30",
      endDate: "2026-11-05T10:00:00+05:30",
      description: "Songs and plays by every class.",
      location: {
        "@type": "Place",
        name: "School Auditorium",
        address: { "@type": "PostalAddress", addressLocality: school.city },
      },
      image: `${origin}/api/image/events/annual-day.jpg`,
    });
    // Without a venue the event is at the school.
    expect(graph[1]!.location.name).toBe(school.titleName);
  });

  it("leave out events whose date cannot be read", () => {
    expect(eventsJsonLd([event({ date: "soon" })], (f) => f, school, origin)["@graph"]).toEqual([]);
  });
});
