/** The address the calendar's script reads another month's events from (YYYY-MM.json). */
export const calendarMonthsPath = "/Events/calendar/";
