import { describe, expect, it } from "vitest";
import { nearlyBegins, searchEntries, searchEntriesIn, searchPages } from "./search.ts";

describe("searchPages", () => {
  it("finds nothing for an empty or blank query", () => {
    expect(searchPages("")).toEqual([]);
    expect(searchPages("   ")).toEqual([]);
  });

  it("matches a case-insensitive substring of the name", () => {
    expect(searchPages("sCHOOL fEES").map((e) => e.name)).toEqual(["School Fees"]);
    expect(searchPages("motto").map((e) => e.to)).toEqual(["/OurMotto"]);
  });

  it("answers nothing when nothing matches, so the box can say 'No pages found'", () => {
    expect(searchPages("zzzz")).toEqual([]);
  });

  it("sends 'Home' to / rather than /home", () => {
    expect(searchPages("home")).toEqual([
      { name: "Home", to: "/" },
      { name: "Holidays Homework", to: "/HolidaysHomework" },
    ]);
  });

  it("covers every name of the spec's fixed list", () => {
    const names = searchEntries.map((e) => e.name);
    for (const name of [
      "About Us",
      "Our School",
      "Our Heavenly Patron",
      "Principal's Message",
      "Manager's Message",
      "Former Principal's Message",
      "CMC History",
      "Management Committee",
      "Facilities",
      "Activities",
      "Staff",
      "Mission",
      "Vision",
      "Our Motto",
      "Our Uniqueness",
      "Infrastructure",
      "Student Strength",
      "Admission Procedure",
      "Co-Curriculum",
      "Courses",
      "Circular",
      "To the Parents",
      "School Timing",
      "School Transportation",
      "School Uniform",
      "Library Rules",
      "Classroom Rules",
      "School Fees",
      "List of Books",
      "Gallery",
      "Video Gallery",
      "Life Tags",
      "Covid Response",
      "Events",
      "Glimpse of the day",
      "CBSE",
      "Alumni Association",
      "Contact Us",
      "Secondary Stage syllabus",
      "Middle Stage syllabus",
      "Preparatory Stage syllabus",
      "Foundational Stage syllabus",
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it("also covers the routes the fixed list left out", () => {
    const targets = searchEntries.map((e) => e.to);
    for (const path of [
      "/News",
      "/NoticeBoard",
      "/Datesheet",
      "/Tc",
      "/CBSECircular",
      "/ToppersX",
    ]) {
      expect(targets).toContain(path);
    }
    expect(targets).not.toContain("/SubGallery");
  });

  it("finds a page by what parents call it: 'tc' is the Transfer Certificate page", () => {
    expect(searchPages("tc").map((e) => e.to)).toEqual(["/Tc"]);
    expect(searchPages("TC")[0]).toMatchObject({ name: "Transfer Certificate", to: "/Tc" });
    expect(searchPages("date sheet").map((e) => e.to)).toEqual(["/Datesheet"]);
    expect(searchPages("bus").map((e) => e.name)).toContain("School Transportation");
  });

  it("forgives a slip of the keyboard when nothing matches exactly", () => {
    expect(searchPages("admision").map((e) => e.to)).toEqual([
      "/Admission",
      "/AdmissionXI",
      "/Apply",
    ]);
    expect(searchPages("shcool fees").map((e) => e.name)).toEqual(["School Fees"]);
    expect(searchPages("Transfer Certifcate").map((e) => e.to)).toEqual(["/Tc"]);
    expect(searchPages("hmoe").map((e) => e.name)).toEqual(["Home", "Holidays Homework"]);
    // Only a slip: a different word, or a slip in a short one, finds nothing.
    expect(searchPages("admiral")).toEqual([]);
    expect(searchPages("hme")).toEqual([]);
  });

  it("leaves exact matches alone: a slip is looked for only when nothing matches", () => {
    // "rules" nearly begins "rupees" too, but pages are named with it.
    expect(searchPages("rules").every((e) => /rules/i.test(e.name))).toBe(true);
  });

  it("allows one slip in a word, two in a long one, none in a short one", () => {
    expect(nearlyBegins("admi", "admission")).toBe(true);
    expect(nearlyBegins("adms", "admission")).toBe(true);
    expect(nearlyBegins("amdission", "admission")).toBe(true);
    expect(nearlyBegins("admisison", "admission")).toBe(true);
    expect(nearlyBegins("admxxsion", "admission")).toBe(true);
    expect(nearlyBegins("axmxxsion", "admission")).toBe(false);
    expect(nearlyBegins("fess", "fees")).toBe(true);
    expect(nearlyBegins("fxxs", "fees")).toBe(false);
    expect(nearlyBegins("tx", "tc")).toBe(false);
  });

  it("marks PDFs as files so they open in a new tab", () => {
    const [syllabus] = searchPages("secondary stage");
    expect(syllabus).toEqual({
      name: "Secondary Stage syllabus",
      file: "public/pdf/SYLLABUS_SECONDARY_STAGE.pdf",
    });
  });
});

describe("the page search on a Hindi page", () => {
  const hindi = searchEntriesIn("hi");

  it("offers the pages by their Hindi names, at their English addresses", () => {
    expect(searchPages("शुल्क", hindi).map((e) => e.to)).toEqual(["/Feestructure", "/SchoolFees"]);
    expect(searchPages("मुख्य", hindi)[0]).toMatchObject({ name: "मुख्य पृष्ठ", to: "/" });
  });

  it("still finds a page by its English name or what parents call it", () => {
    expect(searchPages("school fees", hindi).map((e) => e.name)).toEqual(["विद्यालय शुल्क"]);
    expect(searchPages("tc", hindi).map((e) => e.to)).toEqual(["/Tc"]);
    expect(searchPages("टीसी", hindi).map((e) => e.to)).toEqual(["/Tc"]);
  });

  it("matches Hindi typed with or without the nukta and with either nasal sign", () => {
    expect(searchPages("फीस", hindi).map((e) => e.to)).toEqual(
      searchPages("फ़ीस", hindi).map((e) => e.to),
    );
    expect(searchPages("सुविधाएं", hindi).map((e) => e.to)).toEqual(["/Facilities"]);
  });

  it("forgives a slip in a Hindi word as in an English one", () => {
    expect(searchPages("प्रवेष", hindi).map((e) => e.to)).toContain("/Admission");
  });

  it("names a syllabus in Hindi and finds it by its English name", () => {
    expect(searchPages("secondary stage", hindi)[0]).toMatchObject({
      name: "माध्यमिक चरण पाठ्यक्रम",
      file: "public/pdf/SYLLABUS_SECONDARY_STAGE.pdf",
    });
  });
});
