import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isAnnouncedTable, type AnnouncedTable } from "../mail/items.ts";

// What the deliveries say (reach-jobs.ts, and the e-mails as they go): per item, how many parents
// each channel reached and why any failed; per parent, what they were sent. Counts for the
// whole staff; a parent's own list for the office role.

export type Channel = (typeof t.deliveries.$inferSelect)["channel"];
export type DeliveryStatus = (typeof t.deliveries.$inferSelect)["status"];

/** A delivery made or changed: one row per parent, item and channel, its latest word kept. */
export async function recordDelivery(
  db: Db,
  delivery: {
    schoolId: string;
    subscriptionId: string;
    table: AnnouncedTable;
    id: string;
    channel: Channel;
    status: DeliveryStatus;
    reason?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(t.deliveries)
    .values({
      schoolId: delivery.schoolId,
      subscriptionId: delivery.subscriptionId,
      itemTable: delivery.table,
      itemId: delivery.id,
      channel: delivery.channel,
      status: delivery.status,
      reason: delivery.reason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        t.deliveries.itemTable,
        t.deliveries.itemId,
        t.deliveries.subscriptionId,
        t.deliveries.channel,
      ],
      set: { status: delivery.status, reason: delivery.reason ?? null, updatedAt: now },
    });
}

export interface ItemReport {
  /** Per channel, how many parents' deliveries stand at each status. */
  channels: { channel: Channel; counts: Partial<Record<DeliveryStatus, number>>; total: number }[];
  /** Why deliveries failed, most common first. */
  failures: { channel: Channel; reason: string; count: number }[];
  /** The earliest a waiting delivery may go (quiet hours, a retry). */
  waitingUntil: string | null;
}

export async function itemReport(
  db: Db,
  schoolId: string,
  table: AnnouncedTable,
  id: string,
): Promise<ItemReport> {
  const d = t.deliveries;
  const ofItem = and(eq(d.schoolId, schoolId), eq(d.itemTable, table), eq(d.itemId, id));
  const [byStatus, failures, [waiting]] = await Promise.all([
    db
      .select({ channel: d.channel, status: d.status, count: count() })
      .from(d)
      .where(ofItem)
      .groupBy(d.channel, d.status),
    db
      .select({
        channel: d.channel,
        reason: sql<string>`coalesce(${d.reason}, '')`,
        count: count(),
      })
      .from(d)
      .where(and(ofItem, eq(d.status, "failed")))
      .groupBy(d.channel, d.reason)
      .orderBy(desc(count()))
      .limit(20),
    db
      .select({ at: sql<string | null>`min(${d.notBefore})` })
      .from(d)
      .where(and(ofItem, eq(d.status, "queued"))),
  ]);
  const channels = new Map<Channel, ItemReport["channels"][number]>();
  for (const row of byStatus) {
    const entry = channels.get(row.channel) ?? { channel: row.channel, counts: {}, total: 0 };
    entry.counts[row.status] = Number(row.count);
    entry.total += Number(row.count);
    channels.set(row.channel, entry);
  }
  return {
    channels: [...channels.values()],
    failures: failures.map((row) => ({ ...row, count: Number(row.count) })),
    waitingUntil: waiting?.at ? new Date(waiting.at).toISOString() : null,
  };
}

export interface ParentDelivery {
  table: AnnouncedTable;
  id: string;
  /** The item's title, as it is now; none when it was deleted since. */
  title: string | null;
  channel: Channel;
  status: DeliveryStatus;
  reason: string | null;
  at: string;
}

const titled = {
  news: t.news,
  circulars: t.circulars,
  events: t.events,
  alerts: t.alerts,
} as const;

/** The newest `limit` deliveries to one parent of the school, with their items' titles. */
export async function parentDeliveries(
  db: Db,
  schoolId: string,
  subscriptionId: string,
  limit = 100,
): Promise<ParentDelivery[]> {
  const d = t.deliveries;
  const rows = await db
    .select()
    .from(d)
    .where(and(eq(d.schoolId, schoolId), eq(d.subscriptionId, subscriptionId)))
    .orderBy(desc(d.updatedAt))
    .limit(limit);
  const titles = new Map<string, string>();
  for (const [table, items] of Map.groupBy(rows, (row) => row.itemTable)) {
    if (!isAnnouncedTable(table)) continue;
    const source = titled[table];
    const found = await db
      .select({ id: source.id, title: source.title })
      .from(source)
      .where(
        inArray(
          source.id,
          items.map((row) => row.itemId),
        ),
      );
    for (const item of found) titles.set(item.id, item.title);
  }
  return rows.flatMap((row) =>
    isAnnouncedTable(row.itemTable)
      ? [
          {
            table: row.itemTable,
            id: row.itemId,
            title: titles.get(row.itemId) ?? null,
            channel: row.channel,
            status: row.status,
            reason: row.reason,
            at: row.updatedAt.toISOString(),
          },
        ]
      : [],
  );
}
