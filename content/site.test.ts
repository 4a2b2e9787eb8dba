import { describe, expect, it } from "vitest";
import { homeStatistics } from "../tests/support/spec-figures.ts";
import { about } from "./home.ts";
import { site } from "./site.ts";

describe("the site configuration", () => {
  it("holds the facts the spec fixes", () => {
    expect(site.established).toBe(2013);
    expect(site.congregationFounded).toBe(1866);
    expect(site.board).toBe("CBSE");
    expect(site.titleName).toBe(`${site.name}, ${site.city}`);
  });

  it("uses addresses that cannot reach a real school", () => {
    expect(site.email).toMatch(/\.example$/);
    for (const phone of site.phones) expect(phone).toMatch(/^\+91 1\d{4} \d{5}$/);
  });

  it("gives every external link as an absolute https address", () => {
    for (const href of Object.values(site.links)) expect(href).toMatch(/^https:\/\//);
    for (const link of site.social) if (link.href) expect(link.href).toMatch(/^https:\/\//);
  });
});

describe("the home page's reading of the school figures (spec 9)", () => {
  it("gives the four statistics in order", () => {
    expect(about.statistics.map((item) => item.value)).toEqual(homeStatistics.map(([v]) => v));
    about.statistics.forEach((item, i) => expect(item.label).toMatch(homeStatistics[i]![1]));
  });

  it("gives the history: established, the congregation's founding and 150+ years", () => {
    expect(about.text).toMatch(new RegExp(`\\b${site.established}\\b`));
    expect(about.text).toMatch(new RegExp(`\\b${site.congregationFounded}\\b`));
    expect(about.text).toMatch(/\b150\+? years\b/);
  });
});
