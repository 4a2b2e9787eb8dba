import { describe, expect, it } from "vitest";
import { circularWords } from "./circular-page.words.ts";
import { itemPageWords } from "./item-page.words.ts";
import { subGalleryWords } from "./sub-gallery.words.ts";

describe("the item pages' words around names and figures", () => {
  it("list a circular's classes", () => {
    expect(circularWords.en.classes(["IX", "X"])).toBe("Classes IX, X");
    expect(circularWords.hi.classes(["IX", "X"])).toBe("कक्षाएँ IX, X");
  });

  it("leave {school} in an item's description for the settings to fill", () => {
    expect(itemPageWords.en.description("Notice", "Holiday")).toBe(
      "Notice from {school}: Holiday.",
    );
    expect(itemPageWords.hi.description("सूचना", "Holiday")).toContain("{school}");
  });

  it("describe an album's photo by its title and place", () => {
    expect(subGalleryWords.hi.photoAlt("Annual Day", 1, 12)).toBe("Annual Day: फ़ोटो 1 (कुल 12)");
  });
});
