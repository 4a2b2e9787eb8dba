import type { Db } from "../db/db.ts";

type Listener = (schoolId: string | undefined) => void;

const listeners = new WeakMap<object, Set<Listener>>();
const relays = new WeakMap<object, Listener>();

/**
 * Tells whoever keeps copies of a school's content (the list API's memory cache, the kept pages)
 * that it changed. Every write to the collections goes through `writeContent`, or calls
 * `contentChanged` after its own transaction has committed. Enquiries are not content: they
 * change no list.
 */
export function onContentChange(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Passes every change made through `db` on to other processes as well: on a shared PostgreSQL,
 * a notice every instance listens for (`server/db/change-notices.ts`).
 */
export function relayContentChanges(db: Db, relay: Listener): void {
  relays.set(db, relay);
}

/** A school's collections changed (without an id: any school's). */
export function contentChanged(db: Db, schoolId?: string): void {
  changedElsewhere(db, schoolId);
  relays.get(db)?.(schoolId);
}

/** Another process changed a school's collections: only this process's copies are dropped. */
export function changedElsewhere(db: Db, schoolId?: string): void {
  for (const listener of listeners.get(db) ?? []) listener(schoolId);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs a write to one school's collections in a transaction, then announces it. */
export async function writeContent<T>(
  db: Db,
  schoolId: string,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    // Also after a failure: a partly unknown outcome must not leave an old copy in use.
    contentChanged(db, schoolId);
  }
}
