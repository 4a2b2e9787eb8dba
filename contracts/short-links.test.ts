import { describe, expect, it } from "vitest";
import { idRangeOf, shortPath } from "./short-links.ts";

describe("an item's short link", () => {
  it("is at most ten characters of base 36, and finds the ids that begin as the item's", () => {
    const id = "9f3c2b1a-7d4e-4c21-8a6b-0123456789ab";
    const path = shortPath(id);
    expect(path).toMatch(/^\/s\/[0-9a-z]{1,10}$/);
    const range = idRangeOf(path.slice(3))!;
    expect(range.low <= id && id <= range.high).toBe(true);
    expect(range).toEqual({
      low: "9f3c2b1a-7d4e-0000-0000-000000000000",
      high: "9f3c2b1a-7d4e-ffff-ffff-ffffffffffff",
    });
    // Ids that begin with zeros keep them.
    const small = "00000000-0001-4000-8000-000000000000";
    expect(idRangeOf(shortPath(small).slice(3))!.low).toBe("00000000-0001-0000-0000-000000000000");
  });

  it("refuses codes no id could have", () => {
    expect(idRangeOf("ZZZ")).toBeUndefined();
    expect(idRangeOf("zzzzzzzzzz")).toBeUndefined();
    expect(idRangeOf("")).toBeUndefined();
    expect(idRangeOf("a/b")).toBeUndefined();
  });
});
