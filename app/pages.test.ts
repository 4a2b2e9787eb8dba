import { describe, expect, it } from "vitest";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { canonicalPath, findPage, pages } from "./pages.ts";
import { mainMenuEntries } from "../tests/support/spec-figures.ts";

const specRoutes = `/BookList /Admission /Staff /Circular /CBSECircular /ContactUs /career
/OurSchool /Classroom /Courses /SchoolFees /Mission /CoCurriculum /ToTheParents
/Vision /SchoolTiming /OurMotto /SchoolTransportation /AboutUs /CMCHistory /LibraryRules
/Activities /OurHeavenlyPatron /SchoolUniform /FormerPrincipalMessage /ManagersMessage /PrincipalMessage
/Facilities /OurUniqueness /Infrastructure /StudentStrength /RulesRegulation /CbseDisclosure
/ErpSoftware /ManagementCommittee /Tc /LifeTags /CovidResponse /VideoGallery /AluminiAssociation
/SubGallery /Gallery /ToppersX /News /NoticeBoard /Events
/GlimpseOfTheDay /WhatSetsUsApart /PriPrimarySchool /PrimarySchool /MiddleSchool /SecondarySchool /SrSecondarySchool
/Newsletter /EPublication /HolidaysHomework /Datesheet /AdmissionXI /Feestructure`.split(/\s+/);

describe("the route table", () => {
  it("holds every route of spec 2.1 at its exact casing, once", () => {
    const paths = pages.map((p) => p.path);
    for (const route of ["/", ...specRoutes]) expect(paths).toContain(route);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
  });

  it("names every page and gives it a breadcrumb section", () => {
    for (const page of pages) {
      expect(page.name.length, page.path).toBeGreaterThan(0);
      expect(page.section.length, page.path).toBeGreaterThan(0);
    }
  });

  it("finds pages case-insensitively and ignores a trailing slash", () => {
    expect(findPage("/aboutus")?.path).toBe("/AboutUs");
    expect(findPage("/ABOUTUS/")?.path).toBe("/AboutUs");
    expect(findPage("/nope")).toBeUndefined();
  });

  it("names no page for an unknown path", () => {
    expect(canonicalPath("/no/such/page")).toBeUndefined();
    expect(canonicalPath("/AboutUs/extra")).toBeUndefined();
  });

  it("corrects the casing of built pages and follows aliases", () => {
    expect(canonicalPath("/search")).toBe("/Search");
    expect(canonicalPath("/HOME")).toBe("/");
    const alumni = pages.find((p) => p.path === "/AluminiAssociation")!;
    expect(canonicalPath("/AlumniAssociation")).toBe(
      alumni.module ? "/AluminiAssociation" : undefined,
    );
  });
});

describe("every route of spec 2.1", () => {
  it("has a page", () => {
    const missing = specRoutes.filter((route) => !pages.find((p) => p.path === route)?.module);
    expect(missing).toEqual([]);
  });
});

describe("the main menu", () => {
  const internal = (items: NavItem[]): string[] =>
    items.flatMap((i) => [...(i.to ? [i.to] : []), ...internal(i.children ?? [])]);

  it("links only to routes of the route table", () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const to of internal(mainMenu)) expect(paths.has(to), to).toBe(true);
  });

  it("has the top-level entries of spec 2.5 in order", () => {
    expect(mainMenu.map((i) => i.label)).toEqual(mainMenuEntries);
  });
});
