import { nextDigest } from "../mail/digest-times.ts";

// The school's quiet hours (settings quietFrom and quietUntil, e.g. 21:00 to 07:00 on its own
// clock): a phone message made in them waits until they end. E-mail and emergencies do not wait.

export interface QuietHours {
  from: string;
  until: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The time of day at `now` on the school's clock, in minutes since midnight. */
function minutesAt(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/** Whether `now` is within the quiet hours (which may run over midnight). */
export function isQuiet(now: Date, timeZone: string, quiet: QuietHours | undefined): boolean {
  if (!quiet || quiet.from === quiet.until) return false;
  const at = minutesAt(now, timeZone);
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  return from < until ? at >= from && at < until : at >= from || at < until;
}

/** When a message made at `now` may go: now, or the moment the quiet hours end. */
export function notBefore(now: Date, timeZone: string, quiet: QuietHours | undefined): Date {
  return isQuiet(now, timeZone, quiet) ? nextDigest(timeZone, quiet!.until, now).at : now;
}
