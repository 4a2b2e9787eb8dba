import { describe, expect, it } from "vitest";
import { mainMenu, type NavItem } from "#content/navigation.ts";
import { findPage } from "../pages.ts";

/** Every page the menu links to, with the top-level entry it sits under. */
function menuPages(): { group: string; to: string }[] {
  const under = (group: string, items: NavItem[]): { group: string; to: string }[] =>
    items.flatMap((item) => [
      ...(item.to === undefined ? [] : [{ group, to: item.to }]),
      ...under(group, item.children ?? []),
    ]);
  return mainMenu.flatMap((top) => under(top.label, [top]));
}

describe("the breadcrumb and the menu", () => {
  it("agree: a page's breadcrumb section is the menu entry it sits under", () => {
    const disagreeing = menuPages()
      .map(({ group, to }) => ({ to, group, section: findPage(to)?.section }))
      .filter(({ group, section }) => section !== group);
    expect(disagreeing).toEqual([]);
  });

  it("place each page under one top-level entry only", () => {
    const groups = new Map<string, Set<string>>();
    for (const { group, to } of menuPages()) {
      groups.set(to, (groups.get(to) ?? new Set()).add(group));
    }
    const twice = [...groups].filter(([, named]) => named.size > 1).map(([to]) => to);
    expect(twice).toEqual([]);
  });

  it("list News, the Notice Board, Toppers and the Book List where parents look", () => {
    const groupOf = new Map(menuPages().map(({ group, to }) => [to, group]));
    expect(groupOf.get("/News")).toBe("Events");
    expect(groupOf.get("/NoticeBoard")).toBe("Events");
    expect(groupOf.get("/GlimpseOfTheDay")).toBe("Events");
    expect(groupOf.get("/BookList")).toBe("Academics");
    expect(["About Us", "Gallery"]).toContain(groupOf.get("/ToppersX"));
  });
});
