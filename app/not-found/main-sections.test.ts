import { describe, expect, it } from "vitest";
import { mainMenu } from "#content/navigation.ts";
import { findPage } from "../pages.ts";
import { mainSections } from "./main-sections.ts";

describe("the main sections", () => {
  it("are the main menu's top-level entries, in its order", () => {
    expect(mainSections().map((section) => section.label)).toEqual(
      mainMenu.map((item) => item.label),
    );
  });

  it("each link to a page of the route table", () => {
    for (const section of mainSections()) {
      expect(findPage(section.to)?.path, section.label).toBe(section.to);
    }
  });

  it("lead a submenu to its first page and name a few of its other pages", () => {
    const [section] = mainSections([
      {
        label: "Academics",
        children: [
          { label: "Academics", to: "/CoCurriculum" },
          { label: "Syllabus", children: [{ label: "Nursery", file: "public/pdf/n.pdf" }] },
          { label: "Courses", to: "/Courses" },
          { label: "Timing", children: [{ label: "School Timing", to: "/SchoolTiming" }] },
          { label: "Circular", to: "/Circular" },
          { label: "Datesheet", to: "/Datesheet" },
        ],
      },
    ]);
    expect(section).toEqual({
      label: "Academics",
      to: "/CoCurriculum",
      pages: ["Courses", "School Timing", "Circular"],
    });
  });

  it("name the page of an entry that leads to one, when its label says less", () => {
    expect(mainSections([{ label: "CBSE", to: "/CbseDisclosure" }])).toEqual([
      { label: "CBSE", to: "/CbseDisclosure", pages: ["CBSE Mandatory Disclosure"] },
    ]);
    expect(mainSections([{ label: "Career", to: "/career" }])[0]!.pages).toEqual([]);
  });

  it("leave out an entry that leads only to files", () => {
    expect(
      mainSections([{ label: "Syllabus", children: [{ label: "UKG", file: "u.pdf" }] }]),
    ).toEqual([]);
  });
});

describe("the main sections on a Hindi page", () => {
  it("are named by the menu's and the route table's Hindi names", () => {
    expect(
      mainSections(
        [
          { label: "CBSE", hi: "CBSE", to: "/CbseDisclosure" },
          {
            label: "Admission",
            hi: "प्रवेश",
            children: [
              { label: "Admission Procedure", hi: "प्रवेश प्रक्रिया", to: "/Admission" },
              { label: "Fees", to: "/Feestructure" },
            ],
          },
        ],
        3,
        "hi",
      ),
    ).toEqual([
      { label: "CBSE", to: "/CbseDisclosure", pages: ["CBSE अनिवार्य प्रकटीकरण"] },
      { label: "प्रवेश", to: "/Admission", pages: ["प्रवेश प्रक्रिया", "Fees"] },
    ]);
  });
});
