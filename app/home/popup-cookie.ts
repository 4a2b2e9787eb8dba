import { secondsUntilNextDay, todayIn } from "#contracts/dates.ts";

// The notification popup, once closed, stays closed for the rest of the school's day: a cookie
// holding that day (the school's, not the visitor's clock) until the school's midnight. It
// names no one and only spares a parent the same popup twice, so it asks for no consent.

export const popupClosedCookie = "notifications-closed";

/** True when the request's cookie says the popup was closed on the school's today. */
export function popupClosedToday(
  cookieHeader: string | null,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  if (!cookieHeader) return false;
  const today = todayIn(timeZone, now);
  return cookieHeader.split(";").some((pair) => pair.trim() === `${popupClosedCookie}=${today}`);
}

/** The cookie's attributes shared by both ways of setting it. */
function cookieFor(timeZone: string, now: Date): { pair: string; seconds: number } {
  return {
    pair: `${popupClosedCookie}=${todayIn(timeZone, now)}; Path=/; SameSite=Lax`,
    seconds: secondsUntilNextDay(timeZone, now),
  };
}

/** The `Set-Cookie` the server answers a closing without JavaScript with. */
export function popupClosedSetCookie(timeZone: string, now: Date = new Date()): string {
  const { pair, seconds } = cookieFor(timeZone, now);
  return `${pair}; Max-Age=${seconds}`;
}

/**
 * What the popup's script writes to `document.cookie` when it closes: an absolute end (the page
 * may stay open for hours before the popup is closed), the school's next midnight.
 */
export function popupClosedScriptCookie(timeZone: string, now: Date = new Date()): string {
  const { pair, seconds } = cookieFor(timeZone, now);
  return `${pair}; Expires=${new Date(now.getTime() + seconds * 1000).toUTCString()}`;
}
