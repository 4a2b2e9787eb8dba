import { createHash } from "node:crypto";
import { encodeOnce, type EncodedForms } from "../http/encodings.ts";

/**
 * One list answer, kept serialised so a hit costs no query and no JSON.stringify, and compressed
 * once (Brotli and gzip, when that makes it smaller) so a hit costs no compression either.
 */
export interface CachedList extends EncodedForms {
  body: string;
  etag: string;
  /** When the answer changes by itself (a scheduled publish or expiry); never when absent. */
  until?: number;
}

interface Entry extends CachedList {
  version: number;
  day: string;
}

/** What a miss loads: the answer, and the moment it changes by itself, if it will. */
export interface Loaded {
  value: unknown;
  until?: number;
}

/**
 * The list API's answers, kept in this process's memory while their data is unchanged.
 *
 * Each school has a version number; every write to a school's collections calls
 * `invalidate(schoolId)`, which bumps it, so the next call reads the database again. An entry also
 * belongs to the school's day it was read on, so date-dependent lists (today's birthdays, upcoming
 * events) are read again when the school's day changes, and until the next scheduled publish or
 * expiry among its rows, so a notice set for 07:00 appears at 07:00. Writes made by other
 * processes on a shared PostgreSQL arrive as change notices (`server/db/change-notices.ts`) and
 * invalidate alike. Concurrent misses for one key share one database read.
 */
export class ListCache {
  readonly #now: () => number;
  readonly #maxEntries: number;
  readonly #encode: boolean;
  readonly #versions = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<CachedList>>();
  readonly #schools = new Map<string, unknown>();
  #allVersion = 0;

  /**
   * `maxEntries` bounds what callers' keys can fill (the least recently used entry goes first);
   * `encode: false` keeps answers uncompressed, for answers asked too rarely to repay Brotli.
   */
  constructor(options: { now?: () => number; maxEntries?: number; encode?: boolean } = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxEntries = options.maxEntries ?? Infinity;
    this.#encode = options.encode ?? true;
  }

  #version(schoolId: string): number {
    return this.#allVersion + (this.#versions.get(schoolId) ?? 0);
  }

  /** A write changed this school's collections (or, without an id, any school's). */
  invalidate(schoolId?: string): void {
    this.#schools.clear();
    if (schoolId === undefined) {
      this.#allVersion++;
      this.#entries.clear();
    } else {
      this.#versions.set(schoolId, (this.#versions.get(schoolId) ?? 0) + 1);
    }
  }

  /** The cached answer for `name` of this school on `day`, or `load()`'s answer, stored. */
  async get(
    schoolId: string,
    name: string,
    day: string,
    load: () => Promise<Loaded>,
  ): Promise<CachedList> {
    const key = `${schoolId}\u0000${name}`;
    const version = this.#version(schoolId);
    const entry = this.#entries.get(key);
    if (
      entry &&
      entry.version === version &&
      entry.day === day &&
      (entry.until === undefined || this.#now() < entry.until)
    ) {
      if (this.#maxEntries !== Infinity) {
        // Last in the map's order: the least recently used is the first.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
      }
      return entry;
    }
    const loadKey = `${key}\u0000${version}\u0000${day}`;
    let pending = this.#loading.get(loadKey);
    if (!pending) {
      pending = (async () => {
        const { value, until } = await load();
        const body = JSON.stringify(value);
        const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
        const forms = this.#encode && body.length >= 1024 ? encodeOnce(body) : {};
        // Kept under the version read before the query: a write during it makes this stale.
        this.#entries.delete(key);
        this.#entries.set(key, { body, etag, ...forms, version, day, until });
        if (this.#entries.size > this.#maxEntries) {
          this.#entries.delete(this.#entries.keys().next().value!);
        }
        return { body, etag, ...forms, until };
      })().finally(() => this.#loading.delete(loadKey));
      this.#loading.set(loadKey, pending);
    }
    return pending;
  }

  /** A school looked up by code; only found schools are kept, so unknown codes cost no memory. */
  async school<T>(code: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.#schools.has(code)) return this.#schools.get(code) as T;
    const value = await load();
    if (value !== undefined) this.#schools.set(code, value);
    return value;
  }

  /** Entries held now (for tests and the benchmark's memory notes). */
  get size(): number {
    return this.#entries.size;
  }
}
