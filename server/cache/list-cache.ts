import { createHash } from "node:crypto";
import { textBytes, type Cache } from "#contracts/cache.ts";
import { encodeOnce, type EncodedForms } from "../http/encodings.ts";

/**
 * One list answer, kept serialised so a hit costs no query and no JSON.stringify, and compressed
 * once (Brotli and gzip, when that makes it smaller) so a hit costs no compression either.
 */
export interface ListEntry extends EncodedForms {
  body: string;
  etag: string;
  /** When the answer changes by itself (a scheduled publish or expiry); never when absent. */
  until?: number;
  /** Headers sent with it (a page's total and links). */
  headers?: Record<string, string>;
}

/** What a kept answer holds in memory, its compressed forms with it (its cache's budget). */
export const listEntryBytes = (entry: ListEntry): number =>
  textBytes(entry.body) + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

/** What a miss loads: the answer, and the moment it changes by itself, if it will. */
export interface Loaded {
  value: unknown;
  until?: number;
  headers?: Record<string, string>;
}

/**
 * The list API's answers (its items' by address, and the search's), kept in a cache
 * (server/cache/caches.ts) under the school and the list's name, for the school's day they were read on, so date-dependent lists
 * (today's birthdays, upcoming events) are read again when the school's day changes, and until
 * the next scheduled publish or expiry among their rows. A change notice for the school makes
 * them stale. `encode: false` keeps answers uncompressed, for answers asked too rarely to repay
 * Brotli.
 */
export function listAnswers(cache: Cache<ListEntry>, options: { encode?: boolean } = {}) {
  const encode = options.encode ?? true;
  return {
    /** The kept answer for `name` of this school on `day`, or `load()`'s answer, kept. */
    get(
      schoolId: string,
      name: string,
      day: string,
      load: () => Promise<Loaded>,
    ): Promise<ListEntry> {
      return cache.load(
        `${schoolId}\u0000${name}`,
        async () => {
          const { value, until, headers } = await load();
          const body = JSON.stringify(value);
          const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
          const forms = encode && body.length >= 1024 ? encodeOnce(body) : {};
          return { body, etag, ...forms, until, ...(headers && { headers }) };
        },
        { scope: schoolId, stamp: day },
      );
    },
  };
}

export type ListAnswers = ReturnType<typeof listAnswers>;
