import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

// Work done later by whichever instance claims it first, kept in the `jobs` table of the
// school's own database: it outlives a restart, and several instances on one PostgreSQL share
// it, since a claim locks its rows (`for update skip locked`) and marks them taken until
// `lockedUntil`. A job claimed by an instance that then died is claimed again once that passes.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Job = typeof t.jobs.$inferSelect;

export interface NewJob {
  /** Which handler runs it ("mail", "announce", "digest"...). */
  queue: string;
  /** A job that must happen once: a second job with this key is not added. */
  key?: string;
  payload?: Record<string, unknown>;
  /** Not before this moment; at once by default. */
  runAt?: Date;
  schoolId?: string;
}

const listeners = new WeakMap<object, Set<() => void>>();

/** Calls `listener` whenever a job is added on `db` by this process (outside a transaction). */
export function onJobsQueued(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Wakes this process's workers: jobs were added (by a transaction that has now committed). */
export function jobsQueued(db: Db | Tx): void {
  // A transaction is another object than the database: nobody listens on it.
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Adds a job, unless one with its key exists already (done or not): true when it was added.
 * Given a transaction, the job is added with the change that asked for it, or not at all; the
 * workers of this process hear of it from `jobsQueued` (or `writeContent`) after it commits.
 */
export async function enqueue(db: Db | Tx, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(t.jobs)
    .values({
      queue: job.queue,
      key: job.key ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      schoolId: job.schoolId ?? null,
    })
    .onConflictDoNothing({ target: t.jobs.key })
    .returning({ id: t.jobs.id });
  jobsQueued(db);
  return added.length > 0;
}

/** Moves a waiting (not yet done) job with this key to `runAt`; true when there was one. */
export async function reschedule(db: Db | Tx, key: string, runAt: Date): Promise<boolean> {
  const moved = await db
    .update(t.jobs)
    .set({ runAt })
    .where(and(eq(t.jobs.key, key), isNull(t.jobs.doneAt)))
    .returning({ id: t.jobs.id });
  return moved.length > 0;
}

/**
 * Takes up to `limit` jobs whose time has come and that nobody holds, oldest first, and holds
 * them for `lockMs`. Rows another instance is claiming at this moment are skipped, not waited
 * for, so two instances never take one job. Each claim counts as an attempt.
 */
export async function claim(
  db: Db,
  options: { now: Date; limit: number; lockMs: number; queues?: readonly string[] },
): Promise<Job[]> {
  const { now } = options;
  const due = db
    .select({ id: t.jobs.id })
    .from(t.jobs)
    .where(
      and(
        isNull(t.jobs.doneAt),
        lte(t.jobs.runAt, now),
        or(isNull(t.jobs.lockedUntil), lt(t.jobs.lockedUntil, now)),
        options.queues ? inArray(t.jobs.queue, [...options.queues]) : undefined,
      ),
    )
    .orderBy(asc(t.jobs.runAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(t.jobs)
    .set({
      lockedUntil: new Date(now.getTime() + options.lockMs),
      attempts: sql`${t.jobs.attempts} + 1`,
    })
    .where(inArray(t.jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** The job is done (or given up: `error` says why). */
export async function finish(db: Db, id: string, now: Date, error?: string): Promise<void> {
  await db
    .update(t.jobs)
    .set({ doneAt: now, lockedUntil: null, ...(error !== undefined && { lastError: error }) })
    .where(eq(t.jobs.id, id));
}

/** The job failed: it runs again at `runAt`, and its error is kept for the office to read. */
export async function retryLater(db: Db, id: string, runAt: Date, error: string): Promise<void> {
  await db
    .update(t.jobs)
    .set({ runAt, lockedUntil: null, lastError: error.slice(0, 1000) })
    .where(eq(t.jobs.id, id));
}

/** Runs again at `runAt` without counting this run as a failed attempt (an item rescheduled). */
export async function postpone(db: Db, job: Job, runAt: Date): Promise<void> {
  await db
    .update(t.jobs)
    .set({ runAt, lockedUntil: null, attempts: Math.max(0, job.attempts - 1) })
    .where(eq(t.jobs.id, job.id));
}

/** Removes a job, freeing its key (a dropped announcement, so a later publish announces again). */
export async function drop(db: Db, id: string): Promise<void> {
  await db.delete(t.jobs).where(eq(t.jobs.id, id));
}

/** Done jobs of these queues older than `before` are removed; their keys were needed no longer. */
export async function removeDone(db: Db, queues: readonly string[], before: Date): Promise<void> {
  await db.delete(t.jobs).where(and(inArray(t.jobs.queue, [...queues]), lt(t.jobs.doneAt, before)));
}
