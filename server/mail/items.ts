import { topicOfRecord } from "#contracts/subscriptions.ts";
import { eq } from "drizzle-orm";
import { formatDate } from "#contracts/dates.ts";
import {
  circularList,
  itemLists,
  itemPath,
  newsList,
  type ItemList,
} from "#contracts/item-paths.ts";
import type { SubscriptionTopic } from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

// The published items parents subscribe to, read for an e-mail: notices and news (the news
// table), circulars with CBSE circulars and datesheets, and events.

export const announcedTables = ["news", "circulars", "events"] as const;
export type AnnouncedTable = (typeof announcedTables)[number];

export const isAnnouncedTable = (value: unknown): value is AnnouncedTable =>
  announcedTables.includes(value as AnnouncedTable);

/** An item as an e-mail tells it. */
export interface MailItem {
  table: AnnouncedTable;
  id: string;
  schoolId: string;
  topic: SubscriptionTopic;
  /** What it is, as a word of the subject: "Notice", "Circular", "Event"... */
  kindLabel: string;
  title: string;
  /** Its date (and, for an event, time and venue) as the site shows them. */
  when: string;
  description: string;
  /** Stored file paths, or addresses elsewhere. */
  attachments: string[];
  /** Its page on the site (its list's page while it has no address of its own). */
  path: string;
  /** Published, not deleted, its time come and not gone. */
  onSite: boolean;
  /** Published, not deleted, but its publishing time is still ahead. */
  scheduledFor?: Date;
}

type Life = {
  status: "draft" | "published";
  publishAt: Date | null;
  expireAt: Date | null;
  deletedAt: Date | null;
};

function lifeAt(row: Life, now: Date): Pick<MailItem, "onSite" | "scheduledFor"> {
  const live = row.status === "published" && !row.deletedAt;
  const expired = row.expireAt !== null && row.expireAt <= now;
  const ahead = row.publishAt !== null && row.publishAt > now;
  return {
    onSite: live && !expired && !ahead,
    ...(live && !expired && ahead && { scheduledFor: row.publishAt! }),
  };
}

const kindLabels: Partial<Record<ItemList, string>> = {
  NoticeBoard: "Notice",
  News: "News",
  Circular: "Circular",
  CBSECircular: "CBSE circular",
  Datesheet: "Datesheet",
  Events: "Event",
};

const pathOf = (list: ItemList, slug: string | null) =>
  itemPath(list, slug ?? undefined) ?? itemLists[list];

/** The item, or undefined when it is gone for good. */
export async function readItem(
  db: Db,
  table: AnnouncedTable,
  id: string,
  now: Date,
): Promise<MailItem | undefined> {
  if (table === "news") {
    const [row] = await db.select().from(t.news).where(eq(t.news.id, id));
    if (!row) return undefined;
    const list = newsList(row.category);
    return {
      table,
      id,
      schoolId: row.schoolId,
      topic: topicOfRecord("news", row)!,
      kindLabel: kindLabels[list]!,
      title: row.title,
      when: formatDate(row.fromDate),
      description: row.description,
      attachments: row.attachments,
      path: pathOf(list, row.slug),
      ...lifeAt(row, now),
    };
  }
  if (table === "circulars") {
    const [row] = await db.select().from(t.circulars).where(eq(t.circulars.id, id));
    if (!row) return undefined;
    const list = circularList(row.category);
    return {
      table,
      id,
      schoolId: row.schoolId,
      topic: topicOfRecord("circulars", row)!,
      kindLabel: kindLabels[list]!,
      title: row.title,
      when: row.date,
      description: row.audience.length > 0 ? `For classes ${row.audience.join(", ")}.` : "",
      attachments: row.attachments,
      path: pathOf(list, row.slug),
      ...lifeAt(row, now),
    };
  }
  const [row] = await db.select().from(t.events).where(eq(t.events.id, id));
  if (!row) return undefined;
  const days = [formatDate(row.date), row.endDate ? formatDate(row.endDate) : ""].filter(Boolean);
  return {
    table,
    id,
    schoolId: row.schoolId,
    topic: topicOfRecord("events", row)!,
    kindLabel: "Event",
    title: row.title,
    when: [days.join(" to "), row.time, row.venue].filter(Boolean).join(", "),
    description: row.description,
    attachments: row.attachments,
    path: pathOf("Events", row.slug),
    ...lifeAt(row, now),
  };
}
