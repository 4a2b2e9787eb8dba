import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "#contracts/entities.ts";
import { subscribed } from "./calendar-answer.server.ts";

const event = (date: string, endDate?: string) =>
  ({ _id: date, date, ...(endDate && { endDate }), title: date }) as SchoolEvent;

describe("the calendar a parent subscribes to", () => {
  it("carries the events of the last year and every one to come, nothing older", () => {
    const events = [
      event("2015-06-01"),
      event("2025-11-25"),
      event("2025-11-26"),
      event("2025-11-20", "2025-11-28"),
      event("2026-11-26"),
      event("2031-01-01"),
    ];
    expect(subscribed(events, "2026-11-26").map((item) => item._id)).toEqual([
      "2025-11-26",
      "2025-11-20",
      "2026-11-26",
      "2031-01-01",
    ]);
  });
});
