import { describe, expect, it } from "vitest";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { contentPaths, pages } from "../pages.ts";
import { sectionNavFor, type SectionEntry } from "./section-nav.ts";

const paths = (entries: SectionEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...paths(entry.children ?? [])]);

const menuPaths = (items: NavItem[]): string[] =>
  items.flatMap((item) => [...(item.to ? [item.to] : []), ...menuPaths(item.children ?? [])]);

const messagePaths = pages
  .filter((page) => page.module === "routes/message-page.tsx")
  .map((page) => page.path);

describe("the navigation beside a page", () => {
  it("lists the pages of the menu's group that holds the page, in the menu's order", () => {
    for (const group of mainMenu.filter((item) => item.children)) {
      const inGroup = menuPaths(group.children!);
      if (inGroup.length < 2) continue;
      for (const path of inGroup) {
        const nav = sectionNavFor(path)!;
        expect(nav, path).toMatchObject({ kind: "section", name: group.label });
        expect(paths(nav.entries), path).toEqual(inGroup);
      }
    }
  });

  it("keeps a submenu as a named group, and leaves out files and groups of files", () => {
    const menu: NavItem[] = [
      {
        label: "Academics",
        children: [
          { label: "Courses", to: "/Courses" },
          { label: "Syllabus", children: [{ label: "Nursery", file: "public/pdf/n.pdf" }] },
          { label: "Rules", children: [{ label: "Library Rules", to: "/LibraryRules" }] },
          { label: "Planner", file: "public/pdf/p.pdf" },
        ],
      },
    ];
    expect(sectionNavFor("/Courses", menu)?.entries).toEqual([
      { label: "Courses", to: "/Courses" },
      { label: "Rules", children: [{ label: "Library Rules", to: "/LibraryRules" }] },
    ]);
  });

  it("follows the menu when a page moves to another group", () => {
    const menu: NavItem[] = [
      { label: "About Us", children: [{ label: "About Us", to: "/AboutUs" }] },
      {
        label: "Academics",
        children: [
          { label: "Courses", to: "/Courses" },
          { label: "Book List", to: "/BookList" },
        ],
      },
      {
        label: "Events",
        children: [
          { label: "Events", to: "/Events" },
          { label: "Staff", to: "/Staff" },
        ],
      },
    ];
    expect(sectionNavFor("/Staff", menu)).toMatchObject({ kind: "section", name: "Events" });
    expect(paths(sectionNavFor("/BookList", menu)!.entries)).toEqual(["/Courses", "/BookList"]);
  });

  it("adds a page of the section that the menu does not list at the end of its group", () => {
    const menu: NavItem[] = [
      {
        label: "About Us",
        children: [
          { label: "About Us", to: "/AboutUs" },
          { label: "Our School", to: "/OurSchool" },
        ],
      },
    ];
    const page = pages.find((p) => p.path === "/WhatSetsUsApart")!;
    expect(page.section).toBe("About Us");
    expect(sectionNavFor(page.path, menu)?.entries.at(-1)).toEqual({
      label: page.name,
      to: page.path,
    });
  });

  it("takes the route table's section for a page the menu does not hold", () => {
    const page = pages.find((p) => p.path === "/PrivacyPolicy")!;
    const nav = sectionNavFor(page.path, [])!;
    expect(nav).toMatchObject({ kind: "section", name: page.section });
    const same = pages.filter((p) => p.section === page.section && p.module && !p.unlisted);
    expect(paths(nav.entries)).toEqual(same.map((p) => p.path));
  });

  it("offers the main menu's other sections beside a page that is its section alone", () => {
    const menu: NavItem[] = [
      { label: "Home", to: "/" },
      { label: "About Us", children: [{ label: "About Us", to: "/AboutUs" }] },
      { label: "Career", to: "/career" },
    ];
    expect(sectionNavFor("/career", menu)).toEqual({
      kind: "sections",
      entries: [
        { label: "Home", to: "/" },
        { label: "About Us", to: "/AboutUs" },
      ],
    });
  });

  it("is there for every content and message page, and names the page when it lists a section", () => {
    for (const path of [...contentPaths, ...messagePaths]) {
      const nav = sectionNavFor(path);
      expect(nav, path).toBeDefined();
      if (nav!.kind === "section") expect(paths(nav!.entries), path).toContain(path);
      else expect(paths(nav!.entries), path).not.toContain(path);
    }
  });
});
