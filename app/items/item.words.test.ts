import { describe, expect, it } from "vitest";
import { articleWords } from "./item.words.ts";

describe("an item's page's words", () => {
  it("describe a photo by the item's title and its place among the photos", () => {
    expect(articleWords.en.photoAlt("Sports Day", 2, 5)).toBe("Sports Day: photo 2 of 5");
    expect(articleWords.hi.photoAlt("Sports Day", 2, 5)).toBe("Sports Day: फ़ोटो 2 (कुल 5)");
  });
});
