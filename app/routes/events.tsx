import { EventCard } from "../lists/cards.tsx";
import { ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import type { Route } from "./+types/events";
import type { SchoolEvent } from "#contracts/entities.ts";
import { eventTiming, type EventTiming } from "#contracts/dates.ts";
import { metaFor } from "../seo/meta.ts";
import { CalendarSubscription } from "../feeds/calendar-subscription.tsx";
import { eventsCalendarPath } from "../feeds/feed-catalogue.ts";
import { monthFilter, yearFilter } from "../lists/filters.ts";
import { eventsJsonLd, JsonLd } from "../seo/json-ld.tsx";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { eventItems, matchesFilters, monthOptions, yearOptions } from "../lists/rules.ts";

// Each event says whether it is to come, on today or over, by the school's day (TZ_SCHOOL).
type TimedEvent = SchoolEvent & { timing?: EventTiming };

const spec: ListSpec<TimedEvent> = {
  path: "/Events",
  heading: "Events",
  countLabel: "Total Count",
  load: async (api, today) =>
    eventItems(await api.allEvents(), today).map((item) => ({
      ...item,
      timing: eventTiming(item, today),
    })),
  filters: (items) => {
    const dates = items.map((item) => item.date);
    return [yearFilter(yearOptions(dates, "asc"), "All"), monthFilter(monthOptions(dates))];
  },
  matches: (item, { year = "All", month = "All" }, q) =>
    matchesFilters(item.date, item.title, { year, month, q }),
  search: { label: "Search", placeholder: "Search Here.." },
  Card: EventCard,
  keyOf: (item) => item._id,
  empty: <p>No events to show for these choices.</p>,
  aside: <CalendarSubscription />,
};

export const loader = ({ context }: Route.LoaderArgs) => loadList(context, spec);
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
      {/* Every event, whatever the filters show, for search engines. */}
      <JsonLd data={eventsJsonLd(loaderData.items, fileUrl, school)} />
    </>
  );
}
