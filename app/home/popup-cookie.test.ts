import { describe, expect, it } from "vitest";
import {
  popupClosedCookie,
  popupClosedScriptCookie,
  popupClosedSetCookie,
  popupClosedToday,
} from "./popup-cookie.ts";

const zone = "Asia/Kolkata";
// 23:00 in Kolkata on 24 November is 17:30 UTC; the school's day ends at 18:30 UTC.
const lateEvening = new Date("2026-11-24T17:30:00Z");

describe("the popup's closed-today cookie", () => {
  it("holds the school's day and lasts until the school's midnight", () => {
    expect(popupClosedSetCookie(zone, lateEvening)).toBe(
      `${popupClosedCookie}=2026-11-24; Path=/; SameSite=Lax; Max-Age=3600`,
    );
    expect(popupClosedScriptCookie(zone, lateEvening)).toBe(
      `${popupClosedCookie}=2026-11-24; Path=/; SameSite=Lax; Expires=Tue, 24 Nov 2026 18:30:00 GMT`,
    );
  });

  it("is the school's day, not the server's: 00:30 in Kolkata is still the evening before in UTC", () => {
    const justAfterMidnight = new Date("2026-11-24T19:00:00Z");
    expect(popupClosedSetCookie(zone, justAfterMidnight)).toContain("=2026-11-25;");
  });

  it("keeps the popup closed on the same school day only", () => {
    const header = `other=1; ${popupClosedCookie}=2026-11-24`;
    expect(popupClosedToday(header, zone, lateEvening)).toBe(true);
    expect(popupClosedToday(header, zone, new Date("2026-11-24T19:00:00Z"))).toBe(false);
    expect(popupClosedToday(`${popupClosedCookie}=yes`, zone, lateEvening)).toBe(false);
    expect(popupClosedToday(null, zone, lateEvening)).toBe(false);
  });
});
