import { EventCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/events";
import type { SchoolEvent } from "#contracts/entities.ts";
import { eventTiming, type EventTiming } from "#contracts/dates.ts";
import { metaFor } from "../seo/meta.ts";
import { CalendarSubscription } from "../feeds/calendar-subscription.tsx";
import { eventsCalendarPath } from "../feeds/feed-catalogue.ts";
import { monthDates, monthFilter, yearFilter } from "../lists/filters.ts";
import { eventsJsonLd, JsonLd } from "../seo/json-ld.tsx";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { monthOptions, yearOptions } from "../lists/rules.ts";

// Each event says whether it is to come, on today or over, by the school's day (TZ_SCHOOL).
type TimedEvent = SchoolEvent & { timing?: EventTiming };

const spec: ListSpec<TimedEvent> = {
  path: "/Events",
  heading: "Events",
  countLabel: "Total Count",
  // Every event, this month's first (spec 7), each with its timing.
  source: { kind: "events", list: "allEvents" },
  currentMonthFirst: true,
  shown: (item: SchoolEvent, today) => ({ ...item, timing: eventTiming(item, today) }),
  filters: (facets) => {
    const dates = monthDates(facets);
    return [yearFilter(yearOptions(dates, "asc"), "All"), monthFilter(monthOptions(dates))];
  },
  search: { label: "Search", placeholder: "Search Here.." },
  Card: EventCard,
  keyOf: (item) => item._id,
  empty: <p>No events to show for these choices.</p>,
  aside: <CalendarSubscription />,
};

export const loader = ({ context, url }: Route.LoaderArgs) => loadList(context, spec, url);
export const meta: Route.MetaFunction = ({ matches }) => [
  ...metaFor(spec.path, { matches }),
  {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title: "Events (iCalendar)",
    href: eventsCalendarPath,
  },
];

export default function Events({ loaderData }: Route.ComponentProps) {
  const fileUrl = useFileUrl();
  const school = useSchool();
  return (
    <>
      <ListView spec={spec} data={loaderData} />
      {/* The events this page shows, for search engines. */}
      <JsonLd data={eventsJsonLd(loaderData.items, fileUrl, school)} />
    </>
  );
}
