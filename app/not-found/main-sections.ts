import { mainMenu, type NavItem } from "#content/navigation.ts";
import type { Language } from "#contracts/languages.ts";
import { menuLabel, pageName } from "../i18n/page-names.ts";
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
 * files) is left out. Named in `language`, the menu's and the route table's names for it.
 */
export function mainSections(
  items: NavItem[] = mainMenu,
  hints = 3,
  language: Language = "en",
): Section[] {
  return items.flatMap((item) => {
    const label = menuLabel(item, language);
    // An entry of its own names its page, which may say more than its label ("CBSE").
    const page = item.to ? findPage(item.to) : undefined;
    const own = item.to ? [{ label: page ? pageName(page, language) : label, to: item.to }] : [];
    const inside = [...own, ...pagesIn(item.children ?? [], language)];
    const to = item.to ?? inside[0]?.to;
    if (!to) return [];
    // A page named like its section says nothing new.
    const named = inside.map((entry) => entry.label).filter((name) => name !== label);
    return [{ label, to, pages: named.slice(0, hints) }];
  });
}

function pagesIn(items: NavItem[], language: Language): { label: string; to: string }[] {
  return items.flatMap((item) => [
    ...(item.to ? [{ label: menuLabel(item, language), to: item.to }] : []),
    ...pagesIn(item.children ?? [], language),
  ]);
}
