import { describe, expect, it } from "vitest";
import { isQuiet, notBefore } from "./quiet-hours.ts";

const zone = "Asia/Kolkata";
const night = { from: "21:00", until: "07:00" };
// 21:00 in Kolkata is 15:30 UTC.
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("quiet hours", () => {
  it("holds a message made at night until the morning, on the school's clock", () => {
    expect(notBefore(ist("2026-11-27T22:15:00"), zone, night)).toEqual(ist("2026-11-28T07:00:00"));
    expect(notBefore(ist("2026-11-28T03:00:00"), zone, night)).toEqual(ist("2026-11-28T07:00:00"));
  });

  it("lets a message made in the day go at once, and the quiet hours' edges are exact", () => {
    const noon = ist("2026-11-27T12:00:00");
    expect(notBefore(noon, zone, night)).toBe(noon);
    expect(isQuiet(ist("2026-11-27T20:59:00"), zone, night)).toBe(false);
    expect(isQuiet(ist("2026-11-27T21:00:00"), zone, night)).toBe(true);
    expect(isQuiet(ist("2026-11-28T06:59:00"), zone, night)).toBe(true);
    expect(isQuiet(ist("2026-11-28T07:00:00"), zone, night)).toBe(false);
  });

  it("keeps quiet hours within one day too, and none when the school set none", () => {
    const lunch = { from: "13:00", until: "14:00" };
    expect(notBefore(ist("2026-11-27T13:30:00"), zone, lunch)).toEqual(ist("2026-11-27T14:00:00"));
    expect(isQuiet(ist("2026-11-27T22:00:00"), zone, lunch)).toBe(false);
    const late = ist("2026-11-27T23:00:00");
    expect(notBefore(late, zone, undefined)).toBe(late);
  });
});
