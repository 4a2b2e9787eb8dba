import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { metaFor, pageTitle } from "./title.ts";

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

  it("take the page name from the route table", () => {
    expect(metaFor("/PrincipalMessage")[0]).toEqual({
      title: `Principal's Message - ${site.titleName}`,
    });
    expect(metaFor("/classroom")[0]).toEqual({ title: `Classroom Rules - ${site.titleName}` });
  });
});
