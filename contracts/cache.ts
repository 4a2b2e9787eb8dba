// The one way this project keeps copies of data: "why is this stale?" is answered here.
//
// Every copy is a `Cache`: entries under a key, each kept with the moment it was stored (or last
// found right) and the generation of change notices it was read under. An entry is fresh while
// no notice came since (`clear`, for its school or for all) and it is younger than `freshForMs`
// and its own `until`; a stale entry is never served as fresh, only to confirm it (a matching
// `stamp`, a version) or, where the cache says so, when reading anew fails. At most `maxEntries`
// entries and `maxBytes` bytes are kept: the one used longest ago goes first, and an entry larger
// than the whole budget is not kept at all (it would push out everything else). Loads of one key
// share one read, and a read begun before a notice is kept as stale. Every cache whose keys grow
// with schools, addresses or what visitors type has a budget in bytes (contracts/config.ts
// `CacheBudgets`, set by PAGES_CACHE_MB, LISTS_CACHE_MB, ANSWERS_CACHE_MB, SEARCHES_CACHE_MB), so
// no one grows the process by asking `?x=1`, `?x=2`...
//
// Every cache in use, made by its policy in server/cache/caches.ts or app/caches.ts and named
// here with the file that reads through it:
//
// - answers (server/cache/answer-memo.ts): whole answers given again at Node's HTTP layer.
//   Key: address and query, Accept-Encoding, the popup's cookie, the proxy's scheme. Kept 10 s,
//   until any notice; at most 512 answers and ANSWERS_CACHE_MB (16 MiB). Only 200s are kept: an
//   error is asked anew.
// - renderings (server/cache/renderings.ts): drawn pages every visitor sees alike, and the
//   feeds, calendars and sitemap files (app/seo/kept-answer.server.ts), with their compressed
//   forms. Key: address and query, the popup's cookie; stamp: the versions of its words, the
//   digest of the data it was drawn from, settings and the school's day. Answered before any
//   loader for 10 s and until any notice; then answered once its loaders found the versions
//   unchanged (`confirm`). At most PAGES_CACHE_MB (24 MiB). On error: drawn anew; a page drawn
//   while a call fell back is never kept.
// - search pages (server/cache/renderings.ts, `renderingsApart`): the search's results pages,
//   one per query, kept as renderings are, in a cache of their own so that a run of made-up
//   searches pushes no other page out. At most 100 and 8 MiB. On error: drawn anew.
// - lists (server/cache/list-cache.ts): the list API's answers and pages, and its items' by
//   address, serialised and compressed once. Key: school and list and query (or kind and
//   address); stamp: the school's day. Kept until its school's notice, the next scheduled
//   publish or expiry among its rows, or the day's end; an address that names no item is not
//   kept; at most LISTS_CACHE_MB (32 MiB) for every school. On error: the error.
// - searches (server/api/search.ts): the search's answers. Key: school and words; stamp: the
//   school's day. Kept 60 s, until its school's notice; at most 1,000 and SEARCHES_CACHE_MB
//   (4 MiB). On error: the error.
// - schools (server/api/api.ts): schools found by code (unknown codes are not kept), until any
//   notice. On error: the error.
// - settings (app/school.server.ts): the school's settings, asked for each page. On error: the
//   last read, and pages stop asking for 5 s, then ask behind the visitor; a 503 if none.
// - alerts (app/frame/alerts.server.ts): asked for each page. On error: the last read (or none),
//   and pages stop asking for 5 s, then ask behind the visitor.
// - announcement (app/frame/announcement.server.ts): kept 30 s, then read again behind the
//   visitor; after a notice, read again before the page. On error: the last read (or none),
//   asked again behind the visitor 5 s later.
// - checked pages and settings (app/api/client.ts, one set per API client): a page's words or the
//   settings as checked against their schema. Key: page path; stamp: its version number. Kept
//   while the backend answers with the same number. On error: the error.
//
// Change notices: every write to a school's content calls `contentChanged`
// (server/services/content-changes.ts); other instances on a shared PostgreSQL hear it through
// server/db/change-notices.ts, and when that listener's connection is lost or comes back every
// copy is cleared. server/cache/caches.ts clears the server's caches and the mounted website's
// (`websiteChanged`) on each notice. A website reading another backend (API_BASE_URL) hears
// none of that backend's changes: it gives no kept answer and no rendering before the loaders
// have checked its versions, and asks the backend for settings and alerts for each page.

export interface CacheOptions<V> {
  /** What is kept, for the table above and for operators. */
  name: string;
  /** At most this many entries; the one used longest ago goes first. */
  maxEntries?: number;
  /** At most this many bytes by `sizeOf`; the one used longest ago goes first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** How long an entry is fresh after it was stored or confirmed (0: asked every time). */
  freshForMs?: number;
  /** When the value stops being right by itself (a scheduled publish); never when undefined. */
  untilOf?: (value: V) => number | undefined;
  /**
   * Serve the last value when reading anew fails (`load`), and ask again only this long after
   * the failure, behind the caller's back: callers stop waiting on what is failing.
   */
  staleOnErrorRetryMs?: number;
  /** An entry that has only grown old is served while it is read again behind the caller. */
  refreshBehind?: boolean;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  stamp: unknown;
  scope: string | undefined;
  generation: number;
  storedAt: number;
  until: number | undefined;
  size: number;
  /** When the last read of it failed (it is served stale until `staleOnErrorRetryMs` on). */
  failedAt?: number;
}

export interface KeepOptions {
  /** The school (or other part) whose change notice makes it stale; unscoped: any notice. */
  scope?: string;
  /** What else it must match to be served (a version, the school's day). */
  stamp?: unknown;
}

export interface LoadOptions<V> extends KeepOptions {
  /** Stands in, and is kept stale, when there is nothing kept and the read fails. */
  fallback?: V;
  /** The moment of this call, when the caller keeps its own clock (else `now()`). */
  at?: number;
}

export interface Cache<V> {
  readonly name: string;
  /** The fresh value under `key` (and `stamp`, when given), or undefined. */
  get(key: string, options?: KeepOptions): V | undefined;
  /** Whatever is kept under `key`, fresh or stale (to confirm it, or to serve on error). */
  kept(key: string): V | undefined;
  /** `key`'s value was found still right: it is fresh again. */
  confirm(key: string): void;
  /** Keeps `value` under `key`, read under the generation now. */
  set(key: string, value: V, options?: KeepOptions): V;
  /**
   * Puts `to` in the place of `from` under `key`, as fresh or stale as `from` was, when `from`
   * is still what is kept there (a page's compressed forms, made after it was kept): true if so.
   */
  refine(key: string, from: V, to: V): boolean;
  /**
   * The fresh value, or `read()`'s, kept. Concurrent loads of one key share one read. With
   * `staleOnErrorRetryMs`, a failed read answers the last value (or `fallback`), and rethrows
   * only without either.
   */
  load(key: string, read: () => Promise<V>, options?: LoadOptions<V>): Promise<V>;
  /** A change notice: what `scope` (or, without one, anything) was read from changed. */
  clear(scope?: string): void;
  /** Drops everything kept (tests start from nothing). */
  forget(): void;
  readonly size: number;
  readonly bytes: number;
}

/** A cache by these options; see the table above for every one in use. */
export function createCache<V>(options: CacheOptions<V>): Cache<V> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? Infinity;
  const maxBytes = options.maxBytes ?? Infinity;
  const freshForMs = options.freshForMs ?? Infinity;
  const bounded = maxEntries !== Infinity || maxBytes !== Infinity;
  // A Map iterates in insertion order: the first is the one used longest ago.
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, { generation: number; stamp: unknown; read: Promise<V> }>();
  // Notices: `everything` counts those for all, `scoped` those for one scope, `notices` all of
  // them; an unscoped entry is stale after any notice, a scoped one after its scope's or all's.
  const scoped = new Map<string, number>();
  let everything = 0;
  let notices = 0;
  let forgotten = 0;
  let bytes = 0;

  const generationOf = (scope: string | undefined) =>
    scope === undefined ? notices : everything + (scoped.get(scope) ?? 0);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  };

  const used = (key: string, entry: Entry<V>) => {
    if (!bounded) return;
    entries.delete(key);
    entries.set(key, entry);
  };

  const isFresh = (entry: Entry<V>, at: number) =>
    entry.failedAt === undefined &&
    entry.generation === generationOf(entry.scope) &&
    at - entry.storedAt < freshForMs &&
    (entry.until === undefined || at < entry.until);

  const store = (key: string, value: V, generation: number, keep: KeepOptions, at = now()) => {
    drop(key);
    const size = options.sizeOf?.(value) ?? 0;
    // Larger than the whole budget: kept by none, rather than keeping it alone.
    if (size > maxBytes) return;
    entries.set(key, {
      value,
      stamp: keep.stamp,
      scope: keep.scope,
      generation,
      storedAt: at,
      until: options.untilOf?.(value),
      size,
    });
    bytes += size;
    while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
  };

  const read = (key: string, reader: () => Promise<V>, keep: LoadOptions<V>): Promise<V> => {
    const generation = generationOf(keep.scope);
    const pending = loading.get(key);
    if (pending && pending.generation === generation && pending.stamp === keep.stamp) {
      return pending.read;
    }
    const epoch = forgotten;
    const at = keep.at ?? now();
    const reading = (async () => {
      try {
        const value = await reader();
        // Kept under the generation read before the read: a notice during it makes it stale.
        if (epoch === forgotten) store(key, value, generation, keep, at);
        return value;
      } catch (error) {
        if (options.staleOnErrorRetryMs === undefined || epoch !== forgotten) throw error;
        const last = entries.get(key);
        if (last) {
          last.failedAt = at;
          return last.value;
        }
        if (!("fallback" in keep)) throw error;
        store(key, keep.fallback as V, generation, keep, at);
        const kept = entries.get(key);
        if (kept) kept.failedAt = at;
        return keep.fallback as V;
      }
    })();
    const done = () => {
      if (loading.get(key)?.read === reading) loading.delete(key);
    };
    void reading.then(done, done);
    loading.set(key, { generation, stamp: keep.stamp, read: reading });
    return reading;
  };

  return {
    name: options.name,
    get(key, keep = {}) {
      const entry = entries.get(key);
      if (!entry || !isFresh(entry, now())) return undefined;
      if ("stamp" in keep && entry.stamp !== keep.stamp) return undefined;
      used(key, entry);
      return entry.value;
    },
    kept(key) {
      return entries.get(key)?.value;
    },
    confirm(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.generation = generationOf(entry.scope);
      entry.storedAt = now();
      entry.failedAt = undefined;
      used(key, entry);
    },
    set(key, value, keep = {}) {
      store(key, value, generationOf(keep.scope), keep);
      return value;
    },
    refine(key, from, to) {
      const entry = entries.get(key);
      if (!entry || entry.value !== from) return false;
      const size = options.sizeOf?.(to) ?? 0;
      if (size > maxBytes) return false;
      bytes += size - entry.size;
      entry.value = to;
      entry.size = size;
      while (bytes > maxBytes) drop(entries.keys().next().value!);
      return true;
    },
    async load(key, reader, keep = {}) {
      const entry = entries.get(key);
      const at = keep.at ?? now();
      if (entry && ("stamp" in keep ? entry.stamp === keep.stamp : true)) {
        if (isFresh(entry, at)) {
          used(key, entry);
          return entry.value;
        }
        const retryMs = options.staleOnErrorRetryMs;
        if (entry.failedAt !== undefined && retryMs !== undefined) {
          // Failing lately: nobody waits; after a while it is asked again behind their backs.
          if (at - entry.failedAt >= retryMs) void read(key, reader, keep).catch(() => {});
          return entry.value;
        }
        if (options.refreshBehind && entry.generation === generationOf(entry.scope)) {
          void read(key, reader, keep).catch(() => {});
          return entry.value;
        }
      }
      return read(key, reader, keep);
    },
    clear(scope) {
      notices++;
      if (scope === undefined) everything++;
      else scoped.set(scope, (scoped.get(scope) ?? 0) + 1);
    },
    forget() {
      entries.clear();
      loading.clear();
      bytes = 0;
      forgotten++;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * About what `text` holds in memory: a byte a character, or two when any is past Latin-1 (how
 * V8 keeps strings), for a cache's `sizeOf`.
 */
export function textBytes(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}
