import { topicOfRecord } from "#contracts/subscriptions.ts";
import { eq, sql } from "drizzle-orm";
import { formatDate } from "#contracts/dates.ts";
import {
  circularList,
  itemLists,
  itemPath,
  newsList,
  type ItemList,
} from "#contracts/item-paths.ts";
import type { SubscriptionTopic } from "#contracts/subscriptions.ts";
import { pathIn, type Language } from "#contracts/languages.ts";
import type { HindiColumn } from "#contracts/records/hindi.ts";
import { shownWithConsent } from "#contracts/records/consents.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

// The published items parents subscribe to, read for an e-mail or a notification: notices and
// news (the news table), circulars with CBSE circulars and datesheets, events, and alerts.

export const announcedTables = ["news", "circulars", "events", "alerts"] as const;
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
  /** The classes it is for: only their parents hear of it. None: everyone. */
  audience: string[];
  /** An emergency alert: to every parent at once, whatever they chose, in quiet hours too. */
  urgent: boolean;
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

const kindLabels: Record<Language, Partial<Record<ItemList, string>>> = {
  en: {
    NoticeBoard: "Notice",
    News: "News",
    Circular: "Circular",
    CBSECircular: "CBSE circular",
    Datesheet: "Datesheet",
    Events: "Event",
  },
  hi: {
    NoticeBoard: "सूचना",
    News: "समाचार",
    Circular: "सर्कुलर",
    CBSECircular: "CBSE सर्कुलर",
    Datesheet: "डेटशीट",
    Events: "कार्यक्रम",
  },
};

const pathOf = (list: ItemList, slug: string | null, language: Language) =>
  pathIn(itemPath(list, slug ?? undefined) ?? itemLists[list], language);

/** A row's words in `language`: its Hindi on the site where the school wrote one. */
function wordsIn<Row extends Record<string, unknown>>(row: Row, language: Language): Row {
  const published = language === "hi" ? (row.hindi as HindiColumn | null)?.published : undefined;
  return published ? { ...row, ...published.fields } : row;
}

const alertLabels: Record<Language, { urgent: string; other: string }> = {
  en: { urgent: "Emergency", other: "Alert" },
  hi: { urgent: "आपात सूचना", other: "अलर्ट" },
};

const forClasses: Record<Language, (classes: string) => string> = {
  en: (classes) => `For classes ${classes}.`,
  hi: (classes) => `कक्षा ${classes} के लिए।`,
};
const through: Record<Language, string> = { en: " to ", hi: " से " };

/** The item, or undefined when it is gone for good. */
/**
 * The item, or undefined when it is gone for good: in `language`, its words the school's Hindi
 * where it wrote one, its dates and kind in Hindi, its page the Hindi one.
 */
export async function readItem(
  db: Db,
  table: AnnouncedTable,
  id: string,
  now: Date,
  language: Language = "en",
): Promise<MailItem | undefined> {
  if (table === "news") {
    const [read] = await db
      .select({ found: t.news, consented: sql<boolean>`${shownWithConsent(t.news)}` })
      .from(t.news)
      .where(eq(t.news.id, id));
    if (!read) return undefined;
    const row = wordsIn(read.found, language);
    const life = lifeAt(row, now);
    const list = newsList(row.category);
    return {
      table,
      id,
      schoolId: row.schoolId,
      topic: topicOfRecord("news", row)!,
      kindLabel: kindLabels[language][list]!,
      title: row.title,
      when: formatDate(row.fromDate, language),
      description: row.description,
      attachments: row.attachments,
      path: pathOf(list, row.slug, language),
      audience: row.audience,
      urgent: false,
      ...life,
      // A child named in it whose parent has withdrawn consent: no longer on the site, not sent.
      onSite: life.onSite && read.consented,
    };
  }
  if (table === "alerts") return readAlert(db, id, now, language);
  if (table === "circulars") {
    const [found] = await db.select().from(t.circulars).where(eq(t.circulars.id, id));
    if (!found) return undefined;
    const row = wordsIn(found, language);
    const list = circularList(row.category);
    return {
      table,
      id,
      schoolId: row.schoolId,
      topic: topicOfRecord("circulars", row)!,
      kindLabel: kindLabels[language][list]!,
      title: row.title,
      when: row.date,
      description: row.audience.length > 0 ? forClasses[language](row.audience.join(", ")) : "",
      attachments: row.attachments,
      path: pathOf(list, row.slug, language),
      audience: row.audience,
      urgent: false,
      ...lifeAt(row, now),
    };
  }
  const [found] = await db.select().from(t.events).where(eq(t.events.id, id));
  if (!found) return undefined;
  const row = wordsIn(found, language);
  const days = [
    formatDate(row.date, language),
    row.endDate ? formatDate(row.endDate, language) : "",
  ].filter(Boolean);
  return {
    table,
    id,
    schoolId: row.schoolId,
    topic: topicOfRecord("events", row)!,
    kindLabel: kindLabels[language].Events!,
    title: row.title,
    when: [days.join(through[language]), row.time, row.venue].filter(Boolean).join(", "),
    description: row.description,
    attachments: row.attachments,
    path: pathOf("Events", row.slug, language),
    audience: row.audience,
    urgent: false,
    ...lifeAt(row, now),
  };
}

/** An alert: its sentence, its link (a page of the site, else the home page), on every page. */
async function readAlert(
  db: Db,
  id: string,
  now: Date,
  language: Language,
): Promise<MailItem | undefined> {
  const [found] = await db.select().from(t.alerts).where(eq(t.alerts.id, id));
  if (!found) return undefined;
  const row = wordsIn(found, language);
  const urgent = row.severity === "emergency";
  return {
    table: "alerts",
    id,
    schoolId: row.schoolId,
    topic: "alerts",
    kindLabel: alertLabels[language][urgent ? "urgent" : "other"],
    title: row.title,
    // Sent the moment it is up: its date is the message's own.
    when: "",
    description: "",
    attachments: [],
    path: row.url.startsWith("/") ? pathIn(row.url, language) : pathIn("/", language),
    audience: [],
    urgent,
    ...lifeAt(row, now),
  };
}
