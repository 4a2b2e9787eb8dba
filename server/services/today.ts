// One formatter per zone: making one costs far more than using it, and every list call asks.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in a time zone at `now`, as its two-digit (four for the year) parts. */
function wallClock(timeZone: string, now: Date) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
}

/** Today's calendar date in the school's time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const part = wallClock(timeZone, now);
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whole seconds (at least 1) until the school's date changes, for caching date lists. */
export function secondsUntilNextDay(timeZone: string, now: Date = new Date()): number {
  const part = wallClock(timeZone, now);
  const elapsed =
    Number(part("hour")) * 3600 + Number(part("minute")) * 60 + Number(part("second"));
  return Math.max(1, 86_400 - elapsed);
}
