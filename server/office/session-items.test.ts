import { describe, expect, it } from "vitest";
import { sessionsNamed } from "./session-items.ts";

describe("the sessions a title names", () => {
  it("reads a session as schools write it, short or long, and nothing else", () => {
    expect(sessionsNamed("Admissions 2026-27")).toEqual(["2026-27"]);
    expect(sessionsNamed("Datesheet for session 2025-2026 (Classes IX - X)")).toEqual(["2025-26"]);
    expect(sessionsNamed("Results 2024–25 and 2025 - 26")).toEqual(["2024-25", "2025-26"]);
    // Not a session: a range of years that do not follow, a date, a phone number.
    expect(sessionsNamed("Alumni 2010-2015 reunion")).toEqual([]);
    expect(sessionsNamed("PTM on 2026-12-09")).toEqual([]);
  });
});
