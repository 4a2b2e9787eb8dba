import { randomBytes } from "node:crypto";
import type { Language } from "#contracts/languages.ts";
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type {
  Frequency,
  SubscriptionRequest,
  SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue, jobsQueued } from "../jobs/queue.ts";
import { audit, type Actor } from "../office/audit.ts";
import { hasWords, offsetOf, type Page } from "../office/list-query.ts";
import { classesOf } from "../reach/push-subscriptions.ts";

// Parents' e-mail subscriptions (double opt-in): a request stores an unconfirmed subscription
// and queues the e-mail that confirms it; the link in that e-mail (its token) confirms it, and
// the link in every later message ends it. Nothing here tells a visitor whether an address is
// subscribed: that is told only to the address itself, by e-mail.

export type Subscription = typeof t.subscriptions.$inferSelect;

/** A confirmation e-mail, or a reminder to a confirmed address of what it gets. */
export type SubscriptionMail =
  | { kind: "confirm"; subscriptionId: string }
  | {
      kind: "already";
      subscriptionId: string;
      topics: SubscriptionTopic[];
      frequency: Frequency;
      language: Language;
    };

/** Unconfirmed subscriptions are forgotten after this many days. */
export const unconfirmedDays = 30;

const newToken = () => randomBytes(24).toString("base64url");

/**
 * Stores a request: a new address, an unconfirmed one (its choices and token renewed) or an
 * unsubscribed one (started again) waits for its confirmation e-mail's link; a confirmed address
 * keeps what it has and is told by e-mail how to change it. Either way an e-mail is queued.
 */
export async function requestSubscription(
  db: Db,
  schoolId: string,
  request: SubscriptionRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = newToken();
    const [added] = await tx
      .insert(t.subscriptions)
      .values({ schoolId, ...request, classes: classesOf(request.sections), token, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: t.subscriptions.id });
    let mail: SubscriptionMail & { key: string };
    if (added) {
      mail = { kind: "confirm", subscriptionId: added.id, key: `confirm:${added.id}:${token}` };
    } else {
      const [existing] = await tx
        .select()
        .from(t.subscriptions)
        .where(
          and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.email, request.email)),
        )
        .for("update");
      if (!existing) throw new Error("The subscription was neither added nor found.");
      if (existing.confirmedAt && !existing.unsubscribedAt) {
        mail = {
          kind: "already",
          subscriptionId: existing.id,
          topics: request.topics,
          frequency: request.frequency,
          language: request.language,
          key: `already:${existing.id}:${now.getTime()}`,
        };
      } else {
        await tx
          .update(t.subscriptions)
          .set({
            ...request,
            classes: classesOf(request.sections),
            token,
            confirmedAt: null,
            unsubscribedAt: null,
            createdAt: now,
          })
          .where(eq(t.subscriptions.id, existing.id));
        mail = {
          kind: "confirm",
          subscriptionId: existing.id,
          key: `confirm:${existing.id}:${token}`,
        };
      }
    }
    const { key, ...payload } = mail;
    await enqueue(tx, { queue: "mail", key, payload, runAt: now, schoolId });
  });
  jobsQueued(db);
}

export type ConfirmOutcome =
  | { outcome: "confirmed"; subscription: Subscription }
  | { outcome: "unsubscribed" }
  | { outcome: "unknown" };

/**
 * Confirms the subscription of this token (again is harmless). A reminder's link also carries
 * the choices the address asked for, which replace the ones it had.
 */
export async function confirmSubscription(
  db: Db,
  schoolId: string,
  token: string,
  now: Date,
  change?: { topics: SubscriptionTopic[]; frequency: Frequency; language?: Language },
): Promise<ConfirmOutcome> {
  const [row] = await db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.token, token)))
    .limit(1);
  if (!row) return { outcome: "unknown" };
  // An old e-mail's link does not start again what its reader ended.
  if (row.unsubscribedAt) return { outcome: "unsubscribed" };
  const [confirmed] = await db
    .update(t.subscriptions)
    .set({ confirmedAt: row.confirmedAt ?? now, ...change })
    .where(eq(t.subscriptions.id, row.id))
    .returning();
  return { outcome: "confirmed", subscription: confirmed! };
}

/** Ends the subscription of this token: false when no subscription has it. */
export async function unsubscribe(
  db: Db,
  schoolId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(t.subscriptions)
    .set({ unsubscribedAt: sql`coalesce(${t.subscriptions.unsubscribedAt}, ${now})` })
    .where(and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.token, token)))
    .returning({ id: t.subscriptions.id });
  return Boolean(row);
}

export type SubscriptionState = "confirmed" | "unconfirmed" | "unsubscribed";

export interface SubscriptionListing {
  id: string;
  /** None for a parent reached by notifications only. */
  email: string | null;
  /** A mobile number for WhatsApp or SMS ("+919876543210"), and which. */
  phone: string | null;
  channel: "whatsapp" | "sms" | null;
  /** The browsers that show this parent's notifications. */
  browsers: number;
  /** The children's sections; none, every class. */
  sections: string[];
  topics: string[];
  frequency: Frequency;
  state: SubscriptionState;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export const stateOf = (row: Subscription): SubscriptionState =>
  row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "confirmed" : "unconfirmed";

export interface SubscriptionQuery {
  /** An address as written, or words of it as begun ("ravi" finds ravi.k@example.com). */
  q?: string;
  state?: SubscriptionState;
  /** By address unless `newest` (the latest asked for first). */
  sort?: "address" | "newest";
}

function inState(state: SubscriptionState | undefined) {
  const s = t.subscriptions;
  if (state === "unsubscribed") return isNotNull(s.unsubscribedAt);
  if (state === "confirmed") return and(isNotNull(s.confirmedAt), isNull(s.unsubscribedAt));
  if (state === "unconfirmed") return and(isNull(s.confirmedAt), isNull(s.unsubscribedAt));
  return undefined;
}

/**
 * A page of the school's subscriptions for the office as `query` narrows them, and how many
 * there are in all; unconfirmed ones older than 30 days are forgotten first.
 */
export async function listSubscriptions(
  db: Db,
  schoolId: string,
  now: Date,
  query: SubscriptionQuery,
  page: Page,
): Promise<{ subscriptions: SubscriptionListing[]; total: number }> {
  const s = t.subscriptions;
  const cutoff = new Date(now.getTime() - unconfirmedDays * 24 * 60 * 60_000);
  await db
    .delete(s)
    .where(and(eq(s.schoolId, schoolId), isNull(s.confirmedAt), lt(s.createdAt, cutoff)));
  const q = query.q?.trim().toLowerCase();
  const where = and(
    eq(s.schoolId, schoolId),
    q ? or(eq(s.email, q), hasWords(s.email, q)) : undefined,
    inState(query.state),
  );
  const order = query.sort === "newest" ? [desc(s.createdAt), desc(s.id)] : [asc(s.email)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: s,
        browsers: sql<number>`(select count(*) from ${t.pushEndpoints} where ${t.pushEndpoints.subscriptionId} = ${s.id})`,
      })
      .from(s)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return {
    subscriptions: rows.map(({ row, browsers }) => ({
      id: row.id,
      email: row.email,
      phone: row.phone && `+${row.phone}`,
      channel: row.phoneChannel,
      browsers: Number(browsers),
      sections: row.sections,
      topics: row.topics,
      frequency: row.frequency,
      state: stateOf(row),
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
    total: Number(counted?.total ?? 0),
  };
}

/**
 * The confirmed subscribers of each topic by how often they hear, and how many addresses
 * receive updates at all: counted by the database, never by reading the addresses.
 */
export async function countSubscribers(db: Db, schoolId: string) {
  const s = t.subscriptions;
  const receiving = and(
    eq(s.schoolId, schoolId),
    isNotNull(s.confirmedAt),
    isNull(s.unsubscribedAt),
  );
  const [{ rows: byTopic }, [all]] = await Promise.all([
    db.execute<{ topic: string; frequency: Frequency; count: number | string }>(sql`
      select topic, ${s.frequency} as frequency, count(*) as count
      from ${s} cross join lateral unnest(${s.topics}) as topic
      where ${receiving}
      group by topic, ${s.frequency}`),
    db.select({ count: count() }).from(s).where(receiving),
  ]);
  return {
    byTopic: byTopic.map((row) => ({ ...row, count: Number(row.count) })),
    receiving: Number(all?.count ?? 0),
  };
}

/** Removes a subscription for good (a parent asked the office), with its line in the log. */
export async function removeSubscription(
  db: Db,
  schoolId: string,
  id: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(t.subscriptions)
      .where(and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.id, id)))
      .returning();
    if (!removed) return false;
    await audit(tx, schoolId, actor, {
      action: "delete",
      kind: "subscription",
      recordId: id,
      changes: {
        email: [removed.email, null],
        topics: [removed.topics, null],
        frequency: [removed.frequency, null],
        state: [stateOf(removed), null],
      },
    });
    return true;
  });
}

/** Who an item is for: its topic and classes, or everyone at once (an emergency). */
export interface Reach {
  topic?: SubscriptionTopic;
  /** The item's classes; none, every class. */
  audience?: readonly string[];
  /** An emergency: every parent, whatever they chose. */
  urgent?: boolean;
}

/**
 * The confirmed parents in force of a school who want `reach`'s items: of its topic, and with a
 * child in one of its classes (a parent who chose no class hears of every class). `channel`
 * narrows them to those it reaches: an e-mail address, a browser that allowed notifications, or a
 * number confirmed for WhatsApp or SMS.
 */
export function reachedBy(
  schoolId: string,
  reach: Reach,
  channel: "email" | "push" | "whatsapp" | "sms",
): SQL {
  const s = t.subscriptions;
  const audience = reach.audience ?? [];
  return and(
    eq(s.schoolId, schoolId),
    isNotNull(s.confirmedAt),
    isNull(s.unsubscribedAt),
    channel === "email"
      ? isNotNull(s.email)
      : channel === "push"
        ? sql`exists (select 1 from ${t.pushEndpoints} where ${t.pushEndpoints.subscriptionId} = ${s.id})`
        : and(isNotNull(s.phone), eq(s.phoneChannel, channel)),
    reach.urgent || !reach.topic ? undefined : sql`${reach.topic} = any(${s.topics})`,
    reach.urgent || audience.length === 0
      ? undefined
      : or(
          sql`cardinality(${s.classes}) = 0`,
          sql`${s.classes} && array[${sql.join(
            audience.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[]`,
        ),
  )!;
}

/** The confirmed e-mail subscriptions in force of a school, of one frequency, that `reach` reaches. */
export async function subscribers(
  db: Db,
  schoolId: string,
  frequency: Frequency | undefined,
  reach: Reach = {},
): Promise<EmailSubscription[]> {
  const rows = await db
    .select()
    .from(t.subscriptions)
    .where(
      and(
        reachedBy(schoolId, reach, "email"),
        frequency ? eq(t.subscriptions.frequency, frequency) : undefined,
      ),
    );
  return rows as EmailSubscription[];
}

/**
 * How many parents an item of `reach` would reach on each channel now: e-mail at once and in the
 * daily digest, notifications, WhatsApp and SMS. Counted by the database, never read.
 */
export async function countReach(db: Db, schoolId: string, reach: Reach) {
  const s = t.subscriptions;
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`;
  const [row] = await db
    .select({
      immediate: counted(and(reachedBy(schoolId, reach, "email"), eq(s.frequency, "immediate"))!),
      daily: counted(and(reachedBy(schoolId, reach, "email"), eq(s.frequency, "daily"))!),
      push: counted(reachedBy(schoolId, reach, "push")),
      whatsapp: counted(reachedBy(schoolId, reach, "whatsapp")),
      sms: counted(reachedBy(schoolId, reach, "sms")),
    })
    .from(s)
    .where(eq(s.schoolId, schoolId));
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([channel, count]) => [channel, Number(count)]),
  ) as Record<"immediate" | "daily" | "push" | "whatsapp" | "sms", number>;
}

/** A subscription with an e-mail address. */
export type EmailSubscription = Subscription & { email: string };

/** A subscription by id, in force or not. */
export async function findSubscription(db: Db, id: string): Promise<Subscription | undefined> {
  const [row] = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, id));
  return row;
}
