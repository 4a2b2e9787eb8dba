import { mainMenu, type NavItem } from "#content/navigation.ts";
import { mainSections } from "../not-found/main-sections.ts";
import { findPage, pages, type Page } from "../pages.ts";

/** One link of the navigation beside a page, or a group of them (a submenu of the menu). */
export interface SectionEntry {
  label: string;
  to?: string;
  children?: SectionEntry[];
}

/** What a page shows beside its text: the other pages of its section, or else the sections. */
export interface SectionNav {
  /** "section": the pages of the page's section; "sections": the main menu's sections. */
  kind: "section" | "sections";
  /** The section's name (the menu's label), or undefined beside the main sections. */
  name?: string;
  entries: SectionEntry[];
}

/**
 * The navigation beside the page at `path`, from the data alone (so a kept page can be drawn
 * once for every visitor): the main menu's group that holds the page (the one named like its
 * breadcrumb's section when several do), or else the group named like that section with the page
 * added at its end, or else the route table's pages of that section. Only pages count, not
 * files; a section of this page alone offers the main menu's sections instead.
 */
export function sectionNavFor(
  path: string,
  menu: NavItem[] = mainMenu,
  table: Page[] = pages,
): SectionNav | undefined {
  const page = table.find((p) => p.path.toLowerCase() === path.toLowerCase()) ?? findPage(path);
  if (!page) return undefined;
  const groups = menu.filter((item) => item.children);
  const group =
    groups.find((item) => item.label === page.section && holds(item, page.path)) ??
    groups.find((item) => holds(item, page.path)) ??
    groups.find((item) => item.label === page.section);
  const fromMenu = group ? entriesOf(group.children ?? []) : [];
  // A page of the section that the menu does not list still shows where the reader is.
  if (group && !holds(group, page.path)) fromMenu.push({ label: page.name, to: page.path });
  if (countPages(fromMenu) > 1) return { kind: "section", name: group!.label, entries: fromMenu };
  const fromTable = table
    .filter((p) => p.section === page.section && p.module && !p.unlisted)
    .map((p) => ({ label: p.name, to: p.path }));
  if (fromTable.length > 1) return { kind: "section", name: page.section, entries: fromTable };
  const sections = mainSections(menu, 0)
    .filter((section) => section.label !== page.section && section.to !== page.path)
    .map((section) => ({ label: section.label, to: section.to }));
  return sections.length > 0 ? { kind: "sections", entries: sections } : undefined;
}

function holds(item: NavItem, path: string): boolean {
  const lower = path.toLowerCase();
  return (
    item.to?.toLowerCase() === lower || (item.children ?? []).some((child) => holds(child, path))
  );
}

/** The menu's pages, its submenus kept as groups; files and groups of files left out. */
function entriesOf(items: NavItem[]): SectionEntry[] {
  return items.flatMap((item): SectionEntry[] => {
    if (item.children) {
      const children = entriesOf(item.children);
      return children.length > 0 ? [{ label: item.label, children }] : [];
    }
    return item.to ? [{ label: item.label, to: item.to }] : [];
  });
}

function countPages(entries: SectionEntry[]): number {
  return entries.reduce(
    (total, entry) => total + (entry.to ? 1 : 0) + countPages(entry.children ?? []),
    0,
  );
}
