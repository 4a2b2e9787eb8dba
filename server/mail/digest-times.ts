import { instantAt, todayIn } from "#contracts/dates.ts";

// When the daily digest goes: at the same time of the school's day (DIGEST_TIME) every day.

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The first digest strictly after `now`: its school date and its moment. */
export function nextDigest(
  timeZone: string,
  digestTime: string,
  now: Date,
): { date: string; at: Date } {
  let date = todayIn(timeZone, now);
  for (let i = 0; i < 3; i++) {
    const at = instantAt(`${date}T${digestTime}`, timeZone)!;
    if (at > now) return { date, at };
    date = nextDay(date);
  }
  throw new Error(`No digest time after ${now.toISOString()}`);
}
