import { z } from "zod";
import type { Language } from "../languages.ts";
import type { RecordKind } from "./kind.ts";

// An item's Hindi (issue 37): the words of its fields marked `hindi` (a title, a description, a
// message), written beside the English in the office and kept in the record's own row (its
// `hindi` column), with a draft and a published version of their own, so the Hindi can go up
// later than the English. Each Hindi version keeps the English it was written from: when the
// English of a field changes, the Hindi is known to be out of date.

/** One version of an item's Hindi. */
export interface HindiWords {
  /** The Hindi of each field it gives, by field name (only fields marked `hindi`). */
  fields: Record<string, string>;
  /** The English each of those fields said when this Hindi was written. */
  english: Record<string, string>;
  savedAt: string;
  savedBy: string;
  /** A draft to go on the site at this moment (ISO), by the job queue (server/office/record-hindi.ts). */
  publishAt?: string;
}

/** What a record's `hindi` column holds: the Hindi on the site, and one saved since, unpublished. */
export interface HindiColumn {
  published?: HindiWords;
  draft?: HindiWords;
}

/** The fields of a kind that are written in Hindi too. */
export const hindiFieldsOf = (kind: RecordKind) => kind.fields.filter((field) => field.hindi);

/** Whether the English of a field has changed since `words` were written from it. */
export function isOlder(words: HindiWords, row: Record<string, unknown>): boolean {
  return Object.entries(words.english).some(([name, english]) => (row[name] ?? "") !== english);
}

/**
 * What the public API sends beside an item's English (`hi`): the Hindi of the fields it has on
 * the site, and `older` when one of them was written from English that has changed since.
 */
export const ItemHindi = z.object({
  fields: z.record(z.string(), z.string()),
  older: z.literal(true).optional(),
});
export type ItemHindi = z.infer<typeof ItemHindi>;

/** The `hi` of an item's answer, from its row; nothing while it has no Hindi on the site. */
export function hindiJson(row: Record<string, unknown>): { hi?: ItemHindi } {
  const published = (row.hindi as HindiColumn | null | undefined)?.published;
  if (!published || Object.keys(published.fields).length === 0) return {};
  return {
    hi: { fields: published.fields, ...(isOlder(published, row) && { older: true as const }) },
  };
}

/**
 * Which of an item's words a page shows in Hindi: on a Hindi page, the fields whose Hindi is on
 * the site (the rest are English, marked so); on an English page, none.
 */
export interface InLanguage {
  /** The fields drawn in Hindi. Absent: every field is in English. */
  inHindi?: readonly string[];
  /** The Hindi was written from English that has changed since. */
  olderThanEnglish?: true;
}

/**
 * An item as a page in `language` draws it: on a Hindi page, each field of `fields` that has
 * Hindi on the site takes it. Fields without stay English (and `inHindi` says which are not).
 */
export function inLanguage<T extends object>(
  item: T & { hi?: ItemHindi },
  language: Language,
  fields: readonly string[],
): T & InLanguage {
  const { hi, ...english } = item;
  if (language === "en" || !hi) return english as T;
  const words: Record<string, string> = {};
  for (const name of fields) {
    const hindi = hi.fields[name];
    if (hindi) words[name] = hindi;
  }
  return {
    ...(english as T),
    ...words,
    inHindi: Object.keys(words),
    ...(hi.older && { olderThanEnglish: true as const }),
  };
}
