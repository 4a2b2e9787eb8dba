import { sql } from "drizzle-orm";
import { todayIn } from "#contracts/dates.ts";
import type { ReadKind } from "#contracts/reads.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { findSchool } from "../services/schools.ts";

// The site's counts of what it was asked for (decision 260), kept in memory and added to the
// database's every few seconds in one statement: a kept page costs an increment of a number,
// never a write. Instances sharing a database each add their own, so the counts add up.

export interface ReadCounter {
  /** One more of `key` today, for the site's school. */
  count(kind: ReadKind, key: string): void;
  /** Adds what was counted since the last time to the database's counts. */
  flush(): Promise<void>;
  /** The last flush, then no more. */
  close(): Promise<void>;
}

export interface ReadCounterOptions {
  db: Db;
  schoolCode: string;
  timeZone: string;
  now?: () => Date;
  /** How often the counts are written; 10 s unless said. */
  everyMs?: number;
}

/** Distinct keys held between writes before one is made at once (a crawl of every page). */
const heldMax = 2_000;

export function createReadCounter(options: ReadCounterOptions): ReadCounter {
  const now = options.now ?? (() => new Date());
  let held = new Map<string, { kind: ReadKind; key: string; day: string; count: number }>();
  let schoolId: string | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (held.size === 0) return;
    const taken = held;
    held = new Map();
    try {
      schoolId ??= (await findSchool(options.db, options.schoolCode))?.id;
      if (!schoolId) return;
      const id = schoolId;
      // In one order on every instance, so two instances adding to the same rows at once wait
      // for each other rather than deadlock.
      const rows = [...taken.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      await options.db
        .insert(t.readCounts)
        .values(rows.map(([, row]) => ({ schoolId: id, ...row })))
        .onConflictDoUpdate({
          target: [t.readCounts.schoolId, t.readCounts.kind, t.readCounts.day, t.readCounts.key],
          set: { count: sql`${t.readCounts.count} + excluded.count` },
        });
    } catch (error) {
      // Held again for the next write: a database away for a moment loses no counts.
      for (const [id, row] of taken) {
        const later = held.get(id);
        if (later) later.count += row.count;
        else held.set(id, row);
      }
      throw error;
    }
  };
  // One write at a time, in turn; a failed one is tried again with the next, never the server's end.
  const flush = () => {
    writing = writing.then(write).catch((error: unknown) => {
      console.warn(`The site's read counts were not written: ${(error as Error).message}`);
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), options.everyMs ?? 10_000);
  timer.unref();

  return {
    count(kind, key) {
      const day = todayIn(options.timeZone, now());
      const id = `${kind}\n${day}\n${key}`;
      const row = held.get(id);
      if (row) row.count++;
      else held.set(id, { kind, key, day, count: 1 });
      if (held.size >= heldMax) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
