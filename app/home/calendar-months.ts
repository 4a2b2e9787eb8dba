/**
 * The address the calendar's script reads another month's events from (YYYY-MM.json); a Hindi
 * page reads them under `/hi` (`localHref`), from the same route.
 */
export const calendarMonthsPath = "/Events/calendar/";
