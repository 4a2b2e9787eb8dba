import { describe, expect, it } from "vitest";
import { nextDay, nextDigest } from "./digest-times.ts";

describe("the daily digest's time", () => {
  it("is today's DIGEST_TIME on the school's clock until it has passed, then tomorrow's", () => {
    // 10:00 in Asia/Kolkata (UTC+5:30).
    expect(nextDigest("Asia/Kolkata", "17:00", new Date("2026-11-24T04:30:00Z"))).toEqual({
      date: "2026-11-24",
      at: new Date("2026-11-24T11:30:00Z"),
    });
    // At 17:00 itself the day's digest is going: the next one is tomorrow's.
    expect(nextDigest("Asia/Kolkata", "17:00", new Date("2026-11-24T11:30:00Z"))).toEqual({
      date: "2026-11-25",
      at: new Date("2026-11-25T11:30:00Z"),
    });
  });

  it("follows the school's day, not UTC's", () => {
    // 23:00 UTC is already the next morning in India.
    expect(nextDigest("Asia/Kolkata", "07:00", new Date("2026-12-31T23:00:00Z")).date).toBe(
      "2027-01-01",
    );
  });

  it("keeps its wall-clock time across a change of summer time", () => {
    const before = nextDigest("Europe/London", "17:00", new Date("2026-03-28T18:00:00Z"));
    expect(before).toEqual({ date: "2026-03-29", at: new Date("2026-03-29T16:00:00Z") });
  });

  it("counts days across months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
