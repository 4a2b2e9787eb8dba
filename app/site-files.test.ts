import { describe, expect, it } from "vitest";
import { widthsFor } from "./site-files.ts";

describe("the copies of a picture a page offers", () => {
  it("offers every width when the picture's drawn width depends on the screen", () => {
    expect(widthsFor("(min-width: 64em) 60vw, 100vw")).toEqual([400, 800, 1200]);
    expect(widthsFor("min(35rem, 100vw)")).toEqual([400, 800, 1200]);
  });

  it("offers a fixed-width picture only up to the copy that fills it on a 3x screen", () => {
    expect(widthsFor("7.5rem")).toEqual([400]); // 360 device pixels at most
    expect(widthsFor("200px")).toEqual([400, 800]); // 600
    expect(widthsFor("18rem")).toEqual([400, 800, 1200]); // 864
  });
});
