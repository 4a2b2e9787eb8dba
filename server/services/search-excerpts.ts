import stem from "wink-porter2-stemmer";
import { withoutNukta, type ExcerptPart } from "#contracts/search.ts";

// A result's excerpt: its words around the query's, those marked. Cut here rather than by
// PostgreSQL's ts_headline, which parses each shown text again inside the database and took
// most of a search's time (docs/decisions.md). The words match as the database matched them:
// the query's stems are the database's own (its tsquery), and each word of the text is stemmed
// by Snowball's English stemmer (Porter2), the one the database's 'english' configuration uses.

/** The most words in one piece of an excerpt, and how many pieces at most. */
const pieceWords = 30;
const pieces = 2;
/** Words shown before a piece's first match, so it reads as a phrase. */
const lead = 6;
/** A text without a match shows its opening words. */
const openingWords = 12;

/** The stems a tsquery's text asks for ("'fee' & !'late' & 'annual' <-> 'day'"), not those it excludes. */
export function queryStems(tsquery: string): Set<string> {
  const stems = new Set<string>();
  for (const [, not, lexeme] of tsquery.matchAll(/(!?)\s*'((?:[^']|'')*)'/g))
    if (!not) stems.add(lexeme!.replaceAll("''", "'"));
  return stems;
}

// Stemming a word takes microseconds, and a search's shown texts hold thousands of words drawn
// from a school's few thousand: each is stemmed once, the memo emptied before it grows large.
const stems = new Map<string, string>();
const memoLimit = 20_000;

/**
 * A word as the database's English configuration keeps it: numbers and non-Latin words as they
 * are, Devanagari without its nukta (as search_plain() keeps it).
 */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  let stemmed = stems.get(lower);
  if (stemmed === undefined) {
    if (stems.size >= memoLimit) stems.clear();
    stemmed = /^[a-z]+$/.test(lower) ? stem(lower) : withoutNukta(lower);
    stems.set(lower, stemmed);
  }
  return stemmed;
}

interface Word {
  start: number;
  end: number;
  match: boolean;
}

/**
 * At most two pieces of `text` around the words whose stems are `wanted`, those marked; without
 * such a word, its opening words. The text is read only as far as the pieces reach, and a word
 * is stemmed only when it begins as a wanted stem does (a stem keeps its word's first letter).
 */
export function excerptOf(text: string, wanted: ReadonlySet<string>): ExcerptPart[] {
  const plain = text.replace(/\s+/g, " ").trim();
  const initials = new Set([...wanted].map((stemmed) => stemmed[0]));
  const words: Word[] = [];
  const spans: [number, number][] = [];
  const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
  for (let found = wordPattern.exec(plain); found; found = wordPattern.exec(plain)) {
    const word = found[0];
    const match = initials.has(withoutNukta(word[0]!).toLowerCase()) && wanted.has(stemOf(word));
    words.push({ start: found.index, end: found.index + word.length, match });
    const index = words.length - 1;
    const open = spans.at(-1);
    if (open && index < open[1]) continue;
    if (spans.length === pieces) break;
    if (!match) continue;
    const first = Math.max(index - lead, open?.[1] ?? 0);
    spans.push([first, first + pieceWords]);
  }
  if (words.length === 0) return [];
  if (spans.length === 0) spans.push([0, openingWords]);

  const parts: ExcerptPart[] = [];
  const add = (part: ExcerptPart) => {
    const previous = parts.at(-1);
    if (previous && !previous.mark && !part.mark) previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  spans.forEach(([first, end], index) => {
    const last = Math.min(end, words.length);
    if (index > 0 && first > spans[index - 1]![1]) add({ text: " … " });
    // A piece ends on a word; it begins at one, or at the text's opening.
    let at = first === 0 ? 0 : words[first]!.start;
    for (let word = first; word < last; word++) {
      const { start, end, match } = words[word]!;
      add({ text: plain.slice(at, start) });
      add(
        match ? { text: plain.slice(start, end), mark: true } : { text: plain.slice(start, end) },
      );
      at = end;
    }
    if (wordPattern.lastIndex === 0 && last === words.length) add({ text: plain.slice(at) });
  });
  return parts;
}
