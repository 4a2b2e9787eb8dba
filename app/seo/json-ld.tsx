import { site } from "#content/site.ts";
import { socialNetworks, type SchoolSettings } from "#contracts/school-settings.ts";
import type { SchoolEvent } from "#contracts/entities.ts";
import { defaultTimeZone, parseDate } from "#contracts/dates.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

// Structured data (schema.org as JSON-LD) for search engines: the school on the home page and
// the events on /Events. A `type="application/ld+json"` block is data, never run, so the
// Content-Security-Policy does not need to allow it.

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become \u escapes, so text such as
 * '</script>' or '<!--' in an event's title cannot end the block or open HTML; U+2028 and
 * U+2029 are escaped as older JavaScript parsers require. JSON.parse reads it unchanged.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

const postalAddress = (school: SchoolSettings) => ({
  "@type": "PostalAddress",
  streetAddress: school.address.street,
  addressLocality: school.city,
  addressRegion: school.address.region,
  postalCode: school.address.postalCode,
  addressCountry: school.address.country,
});

/** The school: name, address, telephone, email, website and crest, from its settings. */
export function schoolJsonLd(school: SchoolSettings, origin: string = siteUrl) {
  return {
    "@context": "https://schema.org",
    "@type": "School",
    "@id": absoluteUrl("/#school", origin),
    name: school.titleName,
    description: school.description,
    url: absoluteUrl("/", origin),
    logo: absoluteUrl("/images/logo.svg", origin),
    image: absoluteUrl(site.shareImage.path, origin),
    address: postalAddress(school),
    telephone: school.phones[0],
    email: school.email,
    sameAs: socialNetworks.flatMap((network) => school.social[network] ?? []),
  };
}

/**
 * The events as schema.org Events: name, start (the day, with the time when it reads as
 * '10:00 AM', in the school's time zone), place, description and first picture. Events without
 * a readable date are left out, as search engines would reject them.
 */
export function eventsJsonLd(
  events: readonly SchoolEvent[],
  imageUrl: (file: string) => string,
  school: SchoolSettings,
  origin: string = siteUrl,
) {
  return {
    "@context": "https://schema.org",
    "@graph": events.flatMap((event) => {
      const startDate = eventStart(event.date, event.time);
      if (!startDate) return [];
      return [
        {
          "@type": "Event",
          name: event.title,
          startDate,
          eventStatus: "https://schema.org/EventScheduled",
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: {
            "@type": "Place",
            name: event.venue || school.titleName,
            address: postalAddress(school),
          },
          ...(event.description ? { description: event.description } : {}),
          ...(event.images[0] ? { image: absoluteUrl(imageUrl(event.images[0]), origin) } : {}),
          organizer: {
            "@type": "School",
            "@id": absoluteUrl("/#school", origin),
            name: school.titleName,
            url: absoluteUrl("/", origin),
          },
        },
      ];
    }),
  };
}

/** ISO 8601: '2026-11-05', or '2026-11-05T10:00:00+05:30' when the time is readable. */
export function eventStart(
  date: string,
  time: string,
  timeZone: string = defaultTimeZone,
): string | undefined {
  const day = parseDate(date, timeZone);
  if (!day) return undefined;
  const ymd = [day.year, day.month, day.day].map((n, i) => String(n).padStart(i ? 2 : 4, "0"));
  const clock = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(time.trim());
  if (!clock) return ymd.join("-");
  const hour12 = Number(clock[1]);
  const minute = Number(clock[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return ymd.join("-");
  const hour = (hour12 % 12) + (clock[3]!.toUpperCase() === "P" ? 12 : 0);
  const hhmm = [hour, minute].map((n) => String(n).padStart(2, "0")).join(":");
  return `${ymd.join("-")}T${hhmm}:00${zoneOffset(day, timeZone)}`;
}

/** The zone's offset from UTC on that day, '+05:30' (noon, clear of any clock change). */
function zoneOffset(day: { year: number; month: number; day: number }, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(Date.UTC(day.year, day.month - 1, day.day, 12)))
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}
