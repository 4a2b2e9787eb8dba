import type { Language } from "#contracts/languages.ts";
import type { NavItem } from "#content/navigation.ts";
import type { Page } from "../pages.ts";
import { sectionsHi } from "./sections.ts";

// The route table's and the menu's names in the language of the page being drawn. A name with
// no Hindi yet is shown in English (its `lang` is then the drawing component's business).

export const pageName = (page: Page, language: Language): string =>
  (language === "hi" && page.hi) || page.name;

export const crumbName = (page: Page, language: Language): string =>
  (language === "hi" && (page.crumbHi ?? page.hi)) || page.crumb || page.name;

export const sectionName = (section: string, language: Language): string =>
  (language === "hi" && sectionsHi[section]) || section;

export const menuLabel = (item: NavItem, language: Language): string =>
  (language === "hi" && item.hi) || item.label;
