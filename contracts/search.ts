import { hasControlCharacter } from "./control-characters.ts";
import type { ItemList } from "./item-paths.ts";

// The site search (GET /api/search/{schoolCode}?q=): every published page and item whose words
// match, grouped by kind. Shared by the backend that answers and the website that shows it;
// free of zod so the results page's component can read the kinds without shipping a parser.

/** The kinds of result, in the order their groups are shown. */
export const searchKinds = [
  "Page",
  "Notice",
  "News",
  "Event",
  "Circular",
  "Datesheet",
  "CBSE Circular",
  "Album",
  "Video",
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Each kind's heading on the results page, and the page that lists all of that kind. */
export const searchGroups: Record<SearchKind, { heading: string; list?: string }> = {
  Page: { heading: "Pages" },
  Notice: { heading: "Notices", list: "/NoticeBoard" },
  News: { heading: "News", list: "/News" },
  Event: { heading: "Events", list: "/Events" },
  Circular: { heading: "Circulars", list: "/Circular" },
  Datesheet: { heading: "Datesheets", list: "/Datesheet" },
  "CBSE Circular": { heading: "CBSE Circulars", list: "/CBSECircular" },
  Album: { heading: "Albums", list: "/Gallery" },
  Video: { heading: "Videos", list: "/VideoGallery" },
};

/** The list each kind of item sits under (contracts/item-paths.ts), for its own page. */
export const kindLists: Partial<Record<SearchKind, ItemList>> = {
  Notice: "NoticeBoard",
  News: "News",
  Event: "Events",
  Circular: "Circular",
  Datesheet: "Datesheet",
  "CBSE Circular": "CBSECircular",
  Album: "Gallery",
};

/** A piece of an excerpt: words as they stand, or words that match the query (`mark`). */
export interface ExcerptPart {
  text: string;
  mark?: true;
}

export interface SearchResult {
  kind: SearchKind;
  title: string;
  /** The language of its title and words: a Hindi search finds English ones too. */
  language: "en" | "hi";
  /** Where the result is on the site: the item's own page, the page, or its list. */
  path: string;
  /** YYYY-MM-DD; a circular's date as the office wrote it (14.11.26); absent for a page. */
  date?: string;
  /** A few words around the matches, as text: never markup. */
  excerpt: ExcerptPart[];
}

export interface SearchGroup {
  kind: SearchKind;
  /** How many of this kind match; `results` holds the newest few of them. */
  total: number;
  results: SearchResult[];
}

export interface SearchAnswer {
  groups: SearchGroup[];
}

/** The longest query taken, in characters. */
export const searchQueryMax = 200;

/** Why a query is refused, or undefined for one that may be searched (an empty one finds nothing). */
export function searchQueryProblem(query: string): string | undefined {
  if (query.length > searchQueryMax) {
    return `A search may be ${searchQueryMax} characters at most; this one is ${query.length}.`;
  }
  if (hasControlCharacter(query)) {
    return "The search contains a character that cannot be used. Please retype it.";
  }
  return undefined;
}

/** Words of a query: letters and digits, as a visitor types them; at most ten. */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 10);
}

// Devanagari's nukta (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) is written by some and left out by others ("फ़ीस" and
// "फीस" are one word to a reader), and may be one character or two: both sides of a search drop
// it, as the database's search_plain() does (drizzle/0017_item_hindi.sql).
const nuktaLetters = /[\u0958-\u095F]/g;
const nuktaBases = "\u0915\u0916\u0917\u091C\u0921\u0922\u092B\u092F";

/** Words as the search compares them: Devanagari without its nukta. */
export function withoutNukta(text: string): string {
  return text
    .replace(nuktaLetters, (letter) => nuktaBases[letter.charCodeAt(0) - 0x0958]!)
    .replaceAll("\u093C", "");
}
