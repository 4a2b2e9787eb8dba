import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { JobOutcome } from "../jobs/worker.ts";

// What the senders of one item on one channel share (reach-jobs.ts for notifications,
// phone-jobs.ts for WhatsApp and SMS): its deliveries, those to skip, and when to look again.

export type Channel = (typeof t.deliveries.$inferSelect)["channel"];

export function itemDeliveries(db: Db, table: string, id: string, channel: Channel, now: Date) {
  const d = t.deliveries;
  const ofItem = and(eq(d.itemTable, table), eq(d.itemId, id), eq(d.channel, channel))!;
  /** Marks the waiting ones (of `where`) as not sent, and why. */
  const skip = (reason: string, where: SQL = ofItem) =>
    db
      .update(d)
      .set({ status: "skipped", reason, updatedAt: now })
      .where(and(where, eq(d.status, "queued")));
  return {
    ofItem,
    skip,
    /** Parents who stopped the messages since the deliveries were written are not sent it. */
    skipStopped: () =>
      skip(
        "The parent stopped the messages before it was sent.",
        and(
          ofItem,
          sql`(${d.subscriptionId} is null or exists (select 1 from ${t.subscriptions} where ${t.subscriptions.id} = ${d.subscriptionId} and ${t.subscriptions.unsubscribedAt} is not null))`,
        ),
      ),
    /** The job again when the earliest waiting one (after a passing failure) is due. */
    async next(): Promise<JobOutcome> {
      const [waiting] = await db
        .select({ at: sql<string | null>`min(${d.notBefore})` })
        .from(d)
        .where(and(ofItem, eq(d.status, "queued")));
      return waiting?.at ? { later: new Date(waiting.at) } : undefined;
    },
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function runAll<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** How long a delivery waits after its `attempts`-th passing failure: doubling, at most an hour. */
export const retryDelay = (attempts: number) => Math.min(60_000 * 2 ** attempts, 60 * 60_000);
