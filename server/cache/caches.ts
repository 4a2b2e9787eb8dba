import { createCache, type Cache, type CacheOptions } from "#contracts/cache.ts";
import { defaultCacheBudgets, type CacheBudgets } from "#contracts/config.ts";
import type { Db } from "../db/database.ts";
import { onContentChange } from "../services/content-changes.ts";
import type { School } from "../services/schools.ts";
import type { RememberedAnswer } from "./answer-memo.ts";
import { listEntryBytes, type ListEntry } from "./list-cache.ts";
import { renderingBytes, type Rendering } from "./renderings.ts";

// The server's caches: each made here by its policy, and cleared here on every change notice.
// The table of every cache, the website's too, is in contracts/cache.ts.

/** How long a kept answer or page is given before it is checked again, changed or not. */
export const recheckMs = 10_000;

/**
 * The most search results pages kept, apart from the other pages: searches made up one after
 * another fill no more than this, and push no list page out.
 */
export const keptSearchPages = 100;

/** The most search answers kept: made-up words fill no more than this. */
export const keptSearches = 1_000;

/** How long a search answer stands: a notice scheduled for 07:00 is found by 07:01. */
export const searchKeptMs = 60_000;

interface Kept {
  answers: RememberedAnswer;
  renderings: Rendering;
  searchPages: Rendering;
  lists: ListEntry;
  searches: ListEntry;
  schools: School;
}

export const serverCachePolicies: { [K in keyof Kept]: CacheOptions<Kept[K]> } = {
  answers: {
    name: "answers given again",
    freshForMs: recheckMs,
    maxEntries: 512,
    maxBytes: defaultCacheBudgets.answers,
    sizeOf: (answer) =>
      answer.body.length + answer.headers.reduce((sum, part) => sum + part.length, 0),
  },
  renderings: {
    name: "rendered pages",
    freshForMs: recheckMs,
    maxBytes: defaultCacheBudgets.renderings,
    sizeOf: renderingBytes,
  },
  searchPages: {
    name: "rendered search pages",
    freshForMs: recheckMs,
    maxEntries: keptSearchPages,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: renderingBytes,
  },
  lists: {
    name: "list answers",
    untilOf: (entry) => entry.until,
    maxBytes: defaultCacheBudgets.lists,
    sizeOf: listEntryBytes,
  },
  searches: {
    name: "search answers",
    maxEntries: keptSearches,
    freshForMs: searchKeptMs,
    maxBytes: defaultCacheBudgets.searches,
    sizeOf: listEntryBytes,
  },
  schools: { name: "schools by code" },
};

/**
 * The cache `which`, by its policy, within its budget as configured (`budgets`, else the
 * default), with `overrides` (a clock, a test's bound); cleared whenever a school's content
 * changes through `db`: here, or in another instance on a shared PostgreSQL.
 */
export function serverCache<K extends keyof Kept>(
  db: Db,
  which: K,
  overrides: Partial<CacheOptions<Kept[K]>> = {},
  budgets: Partial<CacheBudgets> = {},
): Cache<Kept[K]> {
  const budget = which in budgets ? budgets[which as keyof CacheBudgets] : undefined;
  const cache = createCache({
    ...serverCachePolicies[which],
    ...(budget !== undefined && { maxBytes: budget }),
    ...overrides,
  } as CacheOptions<Kept[K]>);
  clearOnChange(db, (schoolId) => cache.clear(schoolId));
  return cache;
}

/** Copies kept elsewhere (the mounted website's) are cleared on the same notices. */
export function clearOnChange(db: Db, clear: (schoolId: string | undefined) => void): void {
  onContentChange(db, clear);
}
