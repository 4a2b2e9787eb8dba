import { mainMenu, type NavItem } from "#content/navigation.ts";
import { findPage } from "../pages.ts";

export interface Section {
  label: string;
  /** The entry's own page, or the first page of its submenu. */
  to: string;
  /** A few of the section's pages, to say what it holds (not one named like the section). */
  pages: string[];
}

/**
 * The main menu's top-level entries as one link each, so a page that offers "the main
 * sections" follows the menu rather than a copy of it. An entry that leads to no page (only
 * files) is left out.
 */
export function mainSections(items: NavItem[] = mainMenu, hints = 3): Section[] {
  return items.flatMap((item) => {
    // An entry of its own names its page, which may say more than its label ("CBSE").
    const own = item.to ? [{ label: findPage(item.to)?.name ?? item.label, to: item.to }] : [];
    const inside = [...own, ...pagesIn(item.children ?? [])];
    const to = item.to ?? inside[0]?.to;
    if (!to) return [];
    // A page named like its section says nothing new.
    const named = inside.map((page) => page.label).filter((label) => label !== item.label);
    return [{ label: item.label, to, pages: named.slice(0, hints) }];
  });
}

function pagesIn(items: NavItem[]): { label: string; to: string }[] {
  return items.flatMap((item) => [
    ...(item.to ? [{ label: item.label, to: item.to }] : []),
    ...pagesIn(item.children ?? []),
  ]);
}
