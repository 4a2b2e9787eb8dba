import type { SchoolSettings } from "#contracts/school-settings.ts";
import { eventStart } from "../seo/json-ld.tsx";
import { absoluteUrl } from "../seo/site-url.ts";
import type { Item } from "./item.ts";

/**
 * An item as schema.org sees it: an Event (with its last day) for an event, a NewsArticle for
 * a notice or news item, a DigitalDocument for a circular, an ImageGallery for an album.
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
      const startDate = eventStart(item.date, item.time ?? "", timeZone);
      return {
        ...common,
        "@type": "Event",
        ...(startDate && { startDate }),
        // The last day, or the day itself: search engines ask for an end.
        endDate: item.endDate ?? item.date,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: item.venue || school.titleName },
        ...(item.description && { description: item.description }),
        organizer: publisher,
      };
    }
    case "NoticeBoard":
    case "News":
      return {
        ...common,
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
