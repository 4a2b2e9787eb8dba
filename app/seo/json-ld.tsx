import { site } from "#content/site.ts";
import { socialNetworks, type SchoolSettings } from "#contracts/school-settings.ts";
import type { SchoolEvent } from "#contracts/entities.ts";
import { defaultTimeZone } from "#contracts/dates.ts";
import { eventDates } from "./event-dates.ts";
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

/** The school's address, from its settings: an event's place's too. */
export const postalAddress = (school: SchoolSettings) => ({
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
 * The events as schema.org Events: name, start and end (the days, or the times when the time
 * reads as one, in the school's time zone: ./event-dates.ts), place, description and first
 * picture. Events without a readable date are left out, as search engines would reject them.
 */
export function eventsJsonLd(
  events: readonly SchoolEvent[],
  imageUrl: (file: string) => string,
  school: SchoolSettings,
  origin: string = siteUrl,
  timeZone: string = defaultTimeZone,
) {
  return {
    "@context": "https://schema.org",
    "@graph": events.flatMap((event) => {
      const dates = eventDates(event, timeZone);
      if (!dates) return [];
      return [
        {
          "@type": "Event",
          name: event.title,
          ...dates,
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
