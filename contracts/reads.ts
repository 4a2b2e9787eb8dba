// What parents read (issue 41, decision 260): the site's own counts of its pages, downloads and
// searches that found nothing, per day, as the office reads them. Nothing of a visitor is kept.

/** A page drawn, a document downloaded, a search that found nothing. */
export const readKinds = ["page", "download", "nothing-found"] as const;
export type ReadKind = (typeof readKinds)[number];

/** A page, file or search and how often it was asked for in the period. */
export interface ReadCount {
  key: string;
  count: number;
}

/** A circular on the site that nobody has opened: neither its page nor any of its files. */
export interface UnopenedCircular {
  id: string;
  title: string;
  /** When it went on the site (YYYY-MM-DD, the school's calendar). */
  since: string;
}

/** The office's view of a week: from `from` to `to`, both days counted (YYYY-MM-DD). */
export interface Readership {
  from: string;
  to: string;
  pages: ReadCount[];
  downloads: ReadCount[];
  nothingFound: ReadCount[];
  unopenedCirculars: UnopenedCircular[];
}

/** The longest search kept as typed: longer ones are cut (a search is at most 100 characters). */
export const searchWordsMax = 100;

/** A search's words as they are counted: trimmed, spaces made single, in lower case. */
export const countedWords = (query: string) =>
  query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, searchWordsMax);
