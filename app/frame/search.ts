import { mainMenu, type NavItem } from "#content/navigation.ts";
import type { Language } from "#contracts/languages.ts";
import { menuLabel, pageName } from "../i18n/page-names.ts";
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

/** And what parents call them in Hindi, or write in Devanagari as they say them. */
const otherNamesHi: Record<string, string[]> = {
  "/Tc": ["टी.सी.", "टीसी", "टी सी"],
  "/Admission": ["एडमिशन", "दाख़िला"],
  "/Datesheet": ["डेट शीट", "परीक्षा कार्यक्रम"],
  "/SchoolTiming": ["टाइमिंग", "समय-सारणी"],
  "/SchoolTransportation": ["बस"],
  "/SchoolUniform": ["यूनिफ़ॉर्म", "ड्रेस"],
  "/BookList": ["किताबें", "पुस्तकें"],
  "/SchoolFees": ["फ़ीस"],
  "/Feestructure": ["फ़ीस"],
  "/HolidaysHomework": ["होमवर्क"],
  "/PrincipalMessage": ["प्रिंसिपल"],
  "/ContactUs": ["फ़ोन", "पता", "पूछताछ"],
  "/Gallery": ["फ़ोटो", "तस्वीरें"],
};

const syllabusEntries = (items: NavItem[], language: Language): SearchEntry[] =>
  items.flatMap((item) => [
    ...(item.file ? [fileEntry(item, language)] : []),
    ...syllabusEntries(item.children ?? [], language),
  ]);

function fileEntry(item: NavItem, language: Language): SearchEntry {
  const name = searchName(item.label, item.label, "en");
  if (language === "en") return { name, file: item.file };
  // A Hindi page's list offers the Hindi name, and still finds the English one parents type.
  const hindi = searchName(item.label, menuLabel(item, language), language);
  return { name: hindi, file: item.file, also: [name] };
}

/** A class's or a stage's syllabus is named so ('UKG syllabus'); another file by its label. */
function searchName(english: string, label: string, language: Language): string {
  if (!/Stage|UKG|LKG|Nursery/.test(english)) return label;
  return language === "hi" ? `${label} पाठ्यक्रम` : `${label} syllabus`;
}

/**
 * The page search's list (spec 2.4 as a superset) in a language: every route that has a page,
 * with 'Home' at '/', the names the spec's list uses, and the stored PDFs of the menu. The
 * addresses are the English ones (a Hindi page's links take them to their Hindi twins); a Hindi
 * list names the pages in Hindi and finds them by their English names too.
 */
export function searchEntriesIn(language: Language): SearchEntry[] {
  return [
    ...pages
      .filter((page) => !page.unlisted)
      .map((page) => {
        const name = pageName(page, language);
        const also = [
          ...(language === "hi" ? (otherNamesHi[page.path] ?? []) : []),
          ...(name === page.name ? [] : [page.name]),
          ...(otherNames[page.path] ?? []),
        ];
        return { name, to: page.path, ...(also.length > 0 && { also }) };
      }),
    { name: "CBSE", to: "/CbseDisclosure" },
    ...syllabusEntries(mainMenu, language),
  ];
}

/** The English pages' list (searchEntriesIn). */
export const searchEntries: SearchEntry[] = searchEntriesIn("en");

/**
 * Case-insensitive substring match on the name or another name of the page; an empty query
 * finds nothing. When nothing matches so, a mistyped query ('admision', 'shcool fees') finds
 * the names whose words it nearly begins.
 */
export function searchPages(query: string, entries: SearchEntry[] = searchEntries): SearchEntry[] {
  const needle = folded(query.trim());
  if (needle === "") return [];
  const names = (entry: SearchEntry) => [entry.name, ...(entry.also ?? [])];
  const found = entries.filter((entry) =>
    names(entry).some((name) => folded(name).includes(needle)),
  );
  if (found.length > 0) return found;
  const typed = words(needle);
  if (typed.length === 0) return [];
  return entries.filter((entry) =>
    names(entry).some((name) => {
      const own = words(folded(name));
      return typed.every((word) => own.some((candidate) => nearlyBegins(word, candidate)));
    }),
  );
}

// A word of Devanagari holds its vowel signs (marks), not only letters.
const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * A name or a query as it is compared: lower case, and Hindi as people type it, with or
 * without the nukta ('फ़ीस', 'फीस') and with either nasal sign ('सुविधाएँ', 'सुविधाएं').
 */
export function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .toLowerCase();
}

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
