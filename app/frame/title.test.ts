import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { pageTitle } from "./title.ts";

describe("page titles", () => {
  it("are '{Page name} - {school name}'", () => {
    expect(pageTitle("About Us", "St. Example School, Town")).toBe(
      "About Us - St. Example School, Town",
    );
  });

  it("take the school name, with its city, from the site configuration", () => {
    expect(pageTitle("Home")).toBe(`Home - ${site.titleName}`);
    expect(site.titleName).toContain(site.city);
  });
});
