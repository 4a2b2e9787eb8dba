import { site } from "#content/site.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { eventDates } from "../seo/event-dates.ts";
import { postalAddress } from "../seo/json-ld.tsx";
import { absoluteUrl } from "../seo/site-url.ts";
import type { Item } from "./item.ts";

/**
 * An item as schema.org sees it: an Event (its start and end, its place with the school's
 * address) for an event, a NewsArticle (with a picture: its own, else the site's share card)
 * for a notice or news item, a DigitalDocument for a circular, an ImageGallery for an album.
 */
export function itemJsonLd(
  item: Item,
  url: string,
  imageUrl: (file: string) => string,
  school: SchoolSettings,
  timeZone: string,
  origin: string,
) {
  const publisher = {
    "@type": "School",
    "@id": absoluteUrl("/#school", origin),
    name: school.titleName,
    url: absoluteUrl("/", origin),
  };
  const image = item.pictures[0] ? { image: absoluteUrl(imageUrl(item.pictures[0]), origin) } : {};
  const common = { "@context": "https://schema.org", url, name: item.title, ...image };
  switch (item.list) {
    case "Events": {
      // Read as the calendar file reads it; search engines ask for an end.
      const dates = eventDates(
        { date: item.date, endDate: item.endDate, time: item.time ?? "" },
        timeZone,
      );
      return {
        ...common,
        "@type": "Event",
        ...dates,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        // Search engines show an event only with its place's address: the school's.
        location: {
          "@type": "Place",
          name: item.venue || school.titleName,
          address: postalAddress(school),
        },
        ...(item.description && { description: item.description }),
        organizer: publisher,
      };
    }
    case "NoticeBoard":
    case "News":
      return {
        ...common,
        // Search engines ask an article for a picture.
        ...(!item.pictures[0] && { image: absoluteUrl(site.shareImage.path, origin) }),
        "@type": "NewsArticle",
        headline: item.title.slice(0, 110),
        ...(item.date && { datePublished: item.date }),
        ...(item.description && { description: item.description }),
        author: publisher,
        publisher,
      };
    case "Gallery":
      return {
        ...common,
        "@type": "ImageGallery",
        ...(item.date && { dateCreated: item.date }),
        ...(item.description && { description: item.description }),
        publisher,
      };
    default:
      return { ...common, "@type": "DigitalDocument", publisher };
  }
}
