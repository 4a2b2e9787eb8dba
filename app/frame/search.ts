import { mainMenu, type NavItem } from "#content/navigation.ts";
import { pages } from "../pages.ts";

export interface SearchEntry {
  name: string;
  /** An internal path, or the stored file an external result opens. */
  to?: string;
  file?: string;
  /** Other words parents use for the page ('TC'); matched as the name is, never shown. */
  also?: string[];
}

/** What parents call pages otherwise: abbreviations, and the words of the school's notices. */
const otherNames: Record<string, string[]> = {
  "/Tc": ["TC", "School Leaving Certificate", "SLC"],
  "/Datesheet": ["Date sheet", "Exam schedule"],
  "/SchoolTiming": ["Timings", "School hours"],
  "/SchoolTransportation": ["Bus"],
  "/BookList": ["Books"],
  "/Feestructure": ["Fees"],
  "/ContactUs": ["Phone", "Address", "Enquiry"],
  "/Gallery": ["Photos"],
  "/VideoGallery": ["Videos"],
  "/CbseDisclosure": ["Mandatory Public Disclosure"],
};

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
  ...pages
    .filter((page) => !page.unlisted)
    .map((page) => ({
      name: page.name,
      to: page.path,
      ...(otherNames[page.path] && { also: otherNames[page.path] }),
    })),
  { name: "CBSE", to: "/CbseDisclosure" },
  ...syllabusEntries(mainMenu),
];

/**
 * Case-insensitive substring match on the name or another name of the page; an empty query
 * finds nothing. When nothing matches so, a mistyped query ('admision', 'shcool fees') finds
 * the names whose words it nearly begins.
 */
export function searchPages(query: string, entries: SearchEntry[] = searchEntries): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const names = (entry: SearchEntry) => [entry.name, ...(entry.also ?? [])];
  const found = entries.filter((entry) =>
    names(entry).some((name) => name.toLowerCase().includes(needle)),
  );
  if (found.length > 0) return found;
  const typed = words(needle);
  if (typed.length === 0) return [];
  return entries.filter((entry) =>
    names(entry).some((name) => {
      const own = words(name.toLowerCase());
      return typed.every((word) => own.some((candidate) => nearlyBegins(word, candidate)));
    }),
  );
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether `typed` is the beginning of `word` but for a slip: one letter wrong, missing, extra
 * or two swapped (two slips in a word of eight letters or more). Short words must be exact.
 */
export function nearlyBegins(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  if (allowed === 0) return false;
  // Edit distance (with swaps) between `typed` and the best beginning of `word`.
  let before: number[] = [];
  let previous = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    for (let j = 1; j <= word.length; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return Math.min(...previous) <= allowed;
}
