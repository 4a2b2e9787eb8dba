import { mainMenu, type NavItem } from "#content/navigation.ts";
import { pages } from "../pages.ts";

export interface SearchEntry {
  name: string;
  /** An internal path, or the stored file an external result opens. */
  to?: string;
  file?: string;
}

const syllabusEntries = (items: NavItem[]): SearchEntry[] =>
  items.flatMap((item) => [
    ...(item.file ? [{ name: searchName(item.label), file: item.file }] : []),
    ...syllabusEntries(item.children ?? []),
  ]);

function searchName(label: string): string {
  return /Stage|UKG|LKG|Nursery/.test(label) ? `${label} syllabus` : label;
}

/**
 * The page search's list (spec 2.4 as a superset): every route that has a page, with 'Home' at
 * '/', the names the spec's list uses, and the stored PDFs of the menu.
 */
export const searchEntries: SearchEntry[] = [
  ...pages.filter((page) => !page.unlisted).map((page) => ({ name: page.name, to: page.path })),
  { name: "CBSE", to: "/CbseDisclosure" },
  ...syllabusEntries(mainMenu),
];

/** Case-insensitive substring match on the name; an empty query finds nothing. */
export function searchPages(query: string, entries: SearchEntry[] = searchEntries): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return entries.filter((entry) => entry.name.toLowerCase().includes(needle));
}
