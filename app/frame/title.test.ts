import { describe, expect, it } from "vitest";
import { pageTitle } from "./title.ts";

describe("page titles", () => {
  it("are '{Page name} - {school name}'", () => {
    expect(pageTitle("About Us", "St. Example School, Town")).toBe(
      "About Us - St. Example School, Town",
    );
  });

  it("are the page's name alone when no school name is known", () => {
    expect(pageTitle("Home", undefined)).toBe("Home");
    expect(pageTitle("Home", "")).toBe("Home");
  });
});
