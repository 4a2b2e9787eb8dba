import type { RecordKindName } from "#contracts/office-records.ts";
import { announceGraceMinutes } from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import { enqueue, reschedule } from "../jobs/queue.ts";
import { isAnnouncedTable } from "./items.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type ItemLife = {
  id: string;
  status: string;
  publishAt: Date | null;
  deletedAt: Date | null;
  /** An alert's: an emergency is announced the moment it is up. */
  severity?: string;
};

const liveAt = (row: ItemLife, now: Date) =>
  row.status === "published" && !row.deletedAt && !(row.publishAt && row.publishAt > now);

/** The one announcement of an item: its key makes it once, whatever is saved after. */
export const announcementKey = (table: string, id: string) => `announce:${table}:${id}`;

/**
 * Called with every save of a record in the office, in its transaction: a published notice,
 * news item, circular or event is announced to its subscribers `announceGraceMinutes` after its
 * publishing time (or after now). An item saved again before its announcement went is announced at its new time; one
 * announced already is never announced again. A draft is announced when it is published. An
 * item on the site already before this save (`before`) is not announced by an edit: a typo
 * fixed in last year's notice, or one published before subscriptions began, sends nothing.
 */
export async function announceLater(
  tx: Tx,
  schoolId: string,
  kind: RecordKindName,
  row: ItemLife,
  now: Date,
  before?: ItemLife,
): Promise<void> {
  if (!isAnnouncedTable(kind) || row.status !== "published" || row.deletedAt) return;
  if (before && liveAt(before, now)) return;
  const key = announcementKey(kind, row.id);
  const live = row.publishAt && row.publishAt > now ? row.publishAt : now;
  // Announced a few minutes after it goes live: a mistake taken down by then is sent to nobody.
  // An emergency cannot wait those minutes.
  const grace = row.severity === "emergency" ? 0 : announceGraceMinutes * 60_000;
  const runAt = new Date(live.getTime() + grace);
  const added = await enqueue(tx, {
    queue: "announce",
    key,
    payload: { table: kind, id: row.id },
    runAt,
    schoolId,
  });
  if (!added) await reschedule(tx, key, runAt);
}
