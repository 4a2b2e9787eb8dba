import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { PhoneChannel } from "#contracts/channel-settings.ts";
import { pathIn, type Language } from "#contracts/languages.ts";
import { shortPath } from "#contracts/short-links.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { isAnnouncedTable, readItem, type MailItem } from "../mail/items.ts";
import { currentSettings } from "../services/pages.ts";
import type { ChannelMessage } from "../channels/channel.ts";
import { channelsOf, loadAccounts, type ProviderBases } from "./channel-settings.ts";
import { itemDeliveries, retryDelay, runAll } from "./item-deliveries.ts";

// WhatsApp and SMS from the job queue (reach-jobs.ts writes the deliveries):
// - phone: sends the due messages of one item on one channel, one template message per parent,
//   and records each outcome with the provider's message id, which its delivery reports name.
// - phone-confirm: the message whose link confirms a number given on /Subscribe.

export interface PhoneJobsDeps {
  db: Db;
  /** Opens the school's accounts (OFFICE_SECRET). */
  secret?: string;
  siteUrl: string;
  providerBases?: ProviderBases;
  /** Messages in flight at once. */
  concurrency?: number;
}

const maxAttempts = 5;
const round = 200;

/** `text` in at most `length` characters, cut at a word with "…" where it is longer. */
export function clip(text: string, length: number): string {
  const characters = [...text];
  if (characters.length <= length) return text;
  const cut = characters.slice(0, length - 1).join("");
  const word = cut.replace(/\s+\S*$/, "");
  return `${word.length >= length / 2 ? word : cut}…`;
}

/** An item's template message on `channel`: WhatsApp takes whole words, SMS 30 characters each. */
export function itemMessage(
  channel: PhoneChannel,
  item: MailItem,
  to: string,
  template: string,
  language: Language,
  siteUrl: string,
): ChannelMessage {
  const detail =
    [item.when, item.audience.length > 0 ? item.audience.join(", ") : ""]
      .filter(Boolean)
      .join(" · ") || "-";
  // Its short link (an alert has no page of its own): an SMS has 160 characters.
  const path = item.table === "alerts" ? item.path : pathIn(shortPath(item.id), language);
  const link = new URL(path, siteUrl).href;
  const parameters =
    channel === "whatsapp"
      ? [item.kindLabel, clip(item.title, 200), clip(detail, 200)]
      : [clip(`${item.kindLabel}: ${item.title}`, 30), clip(detail, 30)];
  return { to, template, language, parameters, link };
}

export function phoneJobs(deps: PhoneJobsDeps): Record<string, JobHandler> {
  const { db } = deps;
  const concurrency = deps.concurrency ?? 10;

  const channelOf = async (schoolId: string, channel: PhoneChannel) =>
    deps.secret
      ? channelsOf(await loadAccounts(db, schoolId, deps.secret), deps.providerBases)[channel]
      : undefined;

  const phone: JobHandler = async (job, now) => {
    const { table, id, channel } = job.payload as { table?: string; id?: string; channel?: string };
    if (!isAnnouncedTable(table) || typeof id !== "string") return { drop: true };
    if (channel !== "whatsapp" && channel !== "sms") return { drop: true };
    const d = t.deliveries;
    const english = await readItem(db, table, id, now);
    const deliveries = itemDeliveries(db, table, id, channel, now);
    const { ofItem, skip } = deliveries;
    if (!english?.onSite) {
      await skip("Taken off the site before it was sent.");
      return;
    }
    const sender = await channelOf(english.schoolId, channel);
    // The school's account was removed since: nothing can go.
    if (!sender) {
      await skip("The school's account with it was removed.");
      return;
    }
    await deliveries.skipStopped();
    const items = new Map<Language, MailItem>([["en", english]]);
    for (;;) {
      const due = await db
        .select({
          id: d.id,
          attempts: d.attempts,
          phone: t.subscriptions.phone,
          language: t.subscriptions.language,
        })
        .from(d)
        .innerJoin(t.subscriptions, eq(t.subscriptions.id, d.subscriptionId))
        .where(and(ofItem, eq(d.status, "queued"), lte(d.notBefore, now)))
        .orderBy(asc(d.createdAt))
        .limit(round);
      if (due.length === 0) break;
      for (const { language } of due) {
        if (!items.has(language)) {
          items.set(language, (await readItem(db, table, id, now, language)) ?? english);
        }
      }
      await runAll(due, concurrency, async (delivery) => {
        const item = items.get(delivery.language)!;
        const outcome = await sender.channel.send(
          itemMessage(
            channel,
            item,
            delivery.phone ?? "",
            sender.itemTemplate,
            delivery.language,
            deps.siteUrl,
          ),
        );
        const attempts = delivery.attempts + (outcome.ok ? 0 : 1);
        const again = !outcome.ok && outcome.retry && attempts < maxAttempts;
        await db
          .update(d)
          .set(
            outcome.ok
              ? { status: "sent", providerId: outcome.providerId, reason: null, updatedAt: now }
              : {
                  status: again ? "queued" : "failed",
                  reason: outcome.reason,
                  attempts,
                  updatedAt: now,
                  ...(again && { notBefore: new Date(now.getTime() + retryDelay(attempts)) }),
                },
          )
          .where(eq(d.id, delivery.id));
      });
    }
    return deliveries.next();
  };

  const phoneConfirm: JobHandler = async (job) => {
    const { subscriptionId } = job.payload as { subscriptionId?: string };
    if (typeof subscriptionId !== "string") return { drop: true };
    const [subscription] = await db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.id, subscriptionId));
    // Confirmed, stopped or gone since: nothing to confirm.
    if (!subscription?.phone || !subscription.phoneChannel || subscription.confirmedAt) return;
    if (subscription.unsubscribedAt) return;
    const sender = await channelOf(subscription.schoolId, subscription.phoneChannel);
    if (!sender) return;
    const settings = (await currentSettings(db, subscription.schoolId))?.settings;
    const name = (subscription.language === "hi" && settings?.hi?.name) || settings?.name || "";
    const link = new URL(
      `${pathIn("/Subscribe", subscription.language)}?confirm=${subscription.token}`,
      deps.siteUrl,
    ).href;
    const outcome = await sender.channel.send({
      to: subscription.phone,
      template: sender.confirmTemplate,
      language: subscription.language,
      parameters: [clip(name, subscription.phoneChannel === "sms" ? 30 : 200)],
      link,
    });
    // A passing failure is tried again by the queue; a refusal is the number's (or the account's).
    if (!outcome.ok && outcome.retry) throw new Error(outcome.reason);
    if (!outcome.ok)
      console.warn(`A confirmation by ${subscription.phoneChannel} was refused: ${outcome.reason}`);
  };

  return { phone, "phone-confirm": phoneConfirm };
}

/** Moves the deliveries a provider's reports name to their new states (never backwards). */
export async function applyReports(
  db: Db,
  schoolId: string,
  channel: PhoneChannel,
  reports: {
    providerId: string;
    status: "sent" | "delivered" | "read" | "failed";
    at: Date;
    reason?: string;
  }[],
): Promise<void> {
  const rank = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;
  for (const report of reports) {
    const d = t.deliveries;
    const lower = Object.entries(rank)
      .filter(([, value]) => value < rank[report.status])
      .map(([status]) => status as keyof typeof rank);
    if (lower.length === 0) continue;
    await db
      .update(d)
      .set({ status: report.status, reason: report.reason ?? null, updatedAt: report.at })
      .where(
        and(
          eq(d.schoolId, schoolId),
          eq(d.channel, channel),
          eq(d.providerId, report.providerId),
          inArray(d.status, lower),
        ),
      );
  }
}
