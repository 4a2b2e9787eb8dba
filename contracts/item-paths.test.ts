import { describe, expect, it } from "vitest";
import {
  circularList,
  itemPath,
  newsList,
  slugFor,
  slugPattern,
  titleWords,
} from "./item-paths.ts";

describe("an item's address", () => {
  it("is its date and its title's words", () => {
    expect(slugFor("2026-11-20", "Annual Day")).toBe("2026-11-20-annual-day");
    expect(slugFor("2026-11-20", "Fête: Café & Crème, 2026!")).toBe(
      "2026-11-20-fete-cafe-creme-2026",
    );
  });

  it("keeps whole words up to 60 characters, and never comes out empty", () => {
    const long = titleWords(
      "Sixty characters is enough for a title that goes on and on about nothing",
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith("-")).toBe(false);
    expect(long).toBe("sixty-characters-is-enough-for-a-title-that-goes-on-and-on");
    expect(slugFor("2026-11-20", "!!!")).toBe("2026-11-20-item");
    expect(slugFor("14.11.26", "Winter uniform")).toBe("winter-uniform");
  });

  it("is what the address pattern accepts", () => {
    for (const title of ["A", "Class XI – Results (2026)", "१२३ Hindi Diwas"]) {
      expect(slugFor("2026-01-02", title)).toMatch(slugPattern);
    }
    expect(slugPattern.test("../etc")).toBe(false);
    expect(slugPattern.test("Annual-Day")).toBe(false);
  });

  it("sits under the list its category shows on", () => {
    expect(itemPath(newsList("NoticeBoard"), "a")).toBe("/NoticeBoard/a");
    expect(itemPath(newsList("News"), "a")).toBe("/News/a");
    expect(itemPath(circularList("Datesheet"), "a")).toBe("/Datesheet/a");
    expect(itemPath(circularList("CBSE-Circular"), "a")).toBe("/CBSECircular/a");
    expect(itemPath(circularList("Circular"), "a")).toBe("/Circular/a");
    expect(itemPath("Gallery", undefined)).toBeUndefined();
  });
});
