import { EventCard } from "../lists/cards.tsx";
import { listHeading, ListView, type ListSpec } from "../lists/list-view.tsx";
import { loadList } from "../lists/load-list.server.ts";
import { listWords } from "../lists/lists.words.ts";
import type { Route } from "./+types/events";
import type { SchoolEvent } from "#contracts/entities.ts";
import { eventTiming, type EventTiming } from "#contracts/dates.ts";
import { languageAt, type Language } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import { metaFor } from "../seo/meta.ts";
import { CalendarSubscription } from "../feeds/calendar-subscription.tsx";
import { eventsCalendarPath } from "../feeds/feed-catalogue.ts";
import { monthDates, monthFilter, searchBox, yearFilter } from "../lists/filters.ts";
import { eventsJsonLd, JsonLd } from "../seo/json-ld.tsx";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { monthOptions, yearOptions } from "../lists/rules.ts";
import { listPageWords } from "./list-pages.words.ts";

// Each event says whether it is to come, on today or over, by the school's day (TZ_SCHOOL).
type TimedEvent = SchoolEvent & { timing?: EventTiming };

const path = "/Events";

const spec = (language: Language): ListSpec<TimedEvent> => ({
  path,
  heading: listHeading(path, language),
  countLabel: listWords[language].totalCount,
  // Every event, this month's first (spec 7), each with its timing.
  source: { kind: "events", list: "allEvents" },
  currentMonthFirst: true,
  shown: (item: SchoolEvent, today) => ({ ...item, timing: eventTiming(item, today) }),
  filters: (facets) => {
    const dates = monthDates(facets);
    return [
      yearFilter(yearOptions(dates, "asc"), "All", language),
      monthFilter(monthOptions(dates), language),
    ];
  },
  search: searchBox(language),
  Card: EventCard,
  keyOf: (item) => item._id,
  empty: <p>{listPageWords[language].noEvents}</p>,
  aside: <CalendarSubscription />,
});

export const loader = ({ context, url }: Route.LoaderArgs) =>
  loadList(context, spec(languageAt(url.pathname)), url);
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFor(path, { matches }),
  {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title: listPageWords[languageAt(location.pathname)].eventsCalendar,
    href: eventsCalendarPath(languageAt(location.pathname)),
  },
];

export default function Events({ loaderData }: Route.ComponentProps) {
  const fileUrl = useFileUrl();
  const school = useSchool();
  return (
    <>
      <ListView spec={spec(useLanguage())} data={loaderData} />
      {/* The events this page shows, for search engines. */}
      <JsonLd data={eventsJsonLd(loaderData.items, fileUrl, school)} />
    </>
  );
}
