import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Language } from "#contracts/languages.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { isAnnouncedTable, readItem, type AnnouncedTable, type MailItem } from "../mail/items.ts";
import { currentSettings } from "../services/pages.ts";
import { reachedBy } from "../services/subscriptions.ts";
import { pushSender, type PushEndpoint, type PushMessage, type PushOutcome } from "./push.ts";
import { forgetEndpoint } from "./push-subscriptions.ts";
import { notBefore } from "./quiet-hours.ts";
import { vapidKeys } from "./vapid.ts";
import { itemDeliveries, retryDelay, runAll } from "./item-deliveries.ts";
import { loadAccounts } from "./channel-settings.ts";
import { phoneChannels } from "#contracts/channel-settings.ts";

// Bringing a published item to the phones of the parents it is for, after its announcement
// (server/mail/mail-jobs.ts) has sent its e-mails:
// - reach: writes one delivery per parent and channel (deliveries' unique key: never twice),
//   due at once, or when the school's quiet hours end; an emergency is due at once always.
// - push: sends the due notifications of one item, many at a time, and records each outcome;
//   a browser the push service no longer knows is forgotten, a passing failure tried again.

export interface ReachJobsDeps {
  db: Db;
  /** Signs the notifications (OFFICE_SECRET); without it none are sent. */
  secret?: string;
  /** The website's public origin, for the items' links. */
  siteUrl: string;
  timeZone: string;
  /** Notifications in flight at once. */
  concurrency?: number;
}

type ItemRef = { table: AnnouncedTable; id: string };

/** Tries of one notification before it counts as failed. */
const maxAttempts = 5;
/** Deliveries read and sent per round. */
const round = 500;

/** What a notification of `item` says: its kind and title, its date and classes, its page. */
export function pushMessage(item: MailItem, siteUrl: string): PushMessage {
  const classes = item.audience.length > 0 ? item.audience.join(", ") : "";
  return {
    title: `${item.kindLabel}: ${item.title}`,
    body: [item.when, classes].filter(Boolean).join(" · "),
    url: new URL(item.path, siteUrl).href,
    tag: `${item.table}-${item.id}`,
  };
}

export function reachJobs(deps: ReachJobsDeps): Record<string, JobHandler> {
  const { db } = deps;
  const keys = deps.secret ? vapidKeys(deps.secret) : undefined;
  const concurrency = deps.concurrency ?? 50;

  const reach: JobHandler = async (job, now) => {
    const { table, id } = job.payload as Partial<ItemRef>;
    if (!isAnnouncedTable(table) || typeof id !== "string" || !deps.secret) return;
    const item = await readItem(db, table, id, now);
    if (!item?.onSite) return;
    const settings = (await currentSettings(db, item.schoolId))?.settings;
    const quiet =
      settings?.quietFrom && settings.quietUntil
        ? { from: settings.quietFrom, until: settings.quietUntil }
        : undefined;
    const due = item.urgent ? now : notBefore(now, deps.timeZone, quiet);
    // Notifications, and WhatsApp and SMS where the school has an account with them.
    const accounts = await loadAccounts(db, item.schoolId, deps.secret);
    const channels = ["push" as const, ...phoneChannels.filter((channel) => accounts[channel])];
    const s = t.subscriptions;
    for (const channel of channels) {
      const reached = reachedBy(item.schoolId, item, channel);
      await db.execute(sql`
        insert into ${t.deliveries} (school_id, subscription_id, item_table, item_id, channel, not_before)
        select ${item.schoolId}, ${s.id}, ${table}, ${id}, ${channel}, ${due.toISOString()}::timestamptz
        from ${s} where ${reached}
        on conflict do nothing`);
      await enqueue(db, {
        queue: channel === "push" ? "push" : "phone",
        key: `${channel}:${table}:${id}`,
        payload: { table, id, channel },
        runAt: due,
        schoolId: item.schoolId,
      });
    }
  };

  const push: JobHandler = async (job, now) => {
    const { table, id } = job.payload as Partial<ItemRef>;
    if (!isAnnouncedTable(table) || typeof id !== "string") return { drop: true };
    if (!keys) return;
    const d = t.deliveries;
    const items = new Map<Language, MailItem | undefined>();
    const itemIn = async (language: Language) => {
      if (!items.has(language)) items.set(language, await readItem(db, table, id, now, language));
      return items.get(language);
    };
    const english = await itemIn("en");
    const deliveries = itemDeliveries(db, table, id, "push", now);
    const { ofItem } = deliveries;
    // Taken off the site before its time came: nobody is sent it.
    if (!english?.onSite) {
      await deliveries.skip("Taken off the site before it was sent.");
      return;
    }
    await deliveries.skipStopped();
    const sender = pushSender({ keys, subject: `mailto:${await schoolEmail(english.schoolId)}` });
    for (;;) {
      const due = await db
        .select({
          id: d.id,
          subscriptionId: d.subscriptionId,
          attempts: d.attempts,
          language: t.subscriptions.language,
        })
        .from(d)
        .innerJoin(t.subscriptions, eq(t.subscriptions.id, d.subscriptionId))
        .where(and(ofItem, eq(d.status, "queued"), lte(d.notBefore, now)))
        .orderBy(asc(d.createdAt))
        .limit(round);
      if (due.length === 0) break;
      const endpoints = await db
        .select()
        .from(t.pushEndpoints)
        .where(
          inArray(
            t.pushEndpoints.subscriptionId,
            due.map((row) => row.subscriptionId!),
          ),
        );
      const bySubscription = Map.groupBy(endpoints, (endpoint) => endpoint.subscriptionId);
      const outcomes = new Map<
        string,
        { status: "sent" | "failed" | "queued"; reason?: string; attempts: number }
      >();
      await runAll(due, concurrency, async (delivery) => {
        const item = await itemIn(delivery.language);
        const message = pushMessage(item ?? english, deps.siteUrl);
        const to: PushEndpoint[] = bySubscription.get(delivery.subscriptionId!) ?? [];
        const results: PushOutcome[] = [];
        for (const endpoint of to) {
          const outcome = await sender(endpoint, message, english.urgent);
          if (!outcome.ok && outcome.gone) await forgetEndpoint(db, endpoint.endpoint);
          results.push(outcome);
        }
        const failures = results.filter((result) => !result.ok);
        if (results.length > failures.length) {
          outcomes.set(delivery.id, { status: "sent", attempts: delivery.attempts });
        } else if (failures.some((result) => result.retry) && delivery.attempts + 1 < maxAttempts) {
          outcomes.set(delivery.id, {
            status: "queued",
            reason: failures[0]!.reason,
            attempts: delivery.attempts + 1,
          });
        } else {
          outcomes.set(delivery.id, {
            status: "failed",
            reason: failures[0]?.reason ?? "The parent no longer allows notifications.",
            attempts: delivery.attempts + (failures.some((result) => result.retry) ? 1 : 0),
          });
        }
      });
      await record(outcomes, now);
    }
    // Tries again when the earliest passing failure may have passed.
    return deliveries.next();
  };

  const schoolEmail = async (schoolId: string) =>
    (await currentSettings(db, schoolId))?.settings.email ?? "office@school.invalid";

  /** Writes a round's outcomes: one update per kind of outcome, not one per parent. */
  const record = async (
    outcomes: Map<
      string,
      { status: "sent" | "failed" | "queued"; reason?: string; attempts: number }
    >,
    now: Date,
  ) => {
    const groups = Map.groupBy(outcomes, ([, outcome]) =>
      JSON.stringify([outcome.status, outcome.reason ?? null, outcome.attempts]),
    );
    for (const [key, rows] of groups) {
      const [status, reason, attempts] = JSON.parse(key) as [
        "sent" | "failed" | "queued",
        string | null,
        number,
      ];
      await db
        .update(t.deliveries)
        .set({
          status,
          reason,
          attempts,
          updatedAt: now,
          ...(status === "queued" && { notBefore: new Date(now.getTime() + retryDelay(attempts)) }),
        })
        .where(
          inArray(
            t.deliveries.id,
            rows.map(([deliveryId]) => deliveryId),
          ),
        );
    }
  };

  return { reach, push };
}
