import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { PhoneChannel } from "#contracts/channel-settings.ts";
import type { Language } from "#contracts/languages.ts";
import type { SubscriptionTopic } from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { enqueue, jobsQueued } from "../jobs/queue.ts";
import { classesOf } from "./push-subscriptions.ts";

// Parents reached on WhatsApp or by SMS: a number given on /Subscribe waits, like an e-mail
// address, until the link sent to it is opened (so nobody signs up another's number); the words
// the parent agreed to are kept with the time. STOP from the phone ends it, START brings back
// a number confirmed before.

export interface PhoneRequest {
  /** E.164 digits: "919876543210". */
  phone: string;
  channel: PhoneChannel;
  topics: SubscriptionTopic[];
  sections: string[];
  language: Language;
  words: string;
}

const newToken = () => randomBytes(24).toString("base64url");

/** Stores the request and queues the message whose link confirms it. */
export async function requestPhone(
  db: Db,
  schoolId: string,
  request: PhoneRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const consent = { channel: request.channel, words: request.words, at: now.toISOString() };
    const choices = {
      phoneChannel: request.channel,
      topics: request.topics,
      sections: request.sections,
      classes: classesOf(request.sections),
      language: request.language,
    };
    const [known] = await tx
      .select()
      .from(t.subscriptions)
      .where(and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.phone, request.phone)))
      .for("update");
    let id: string;
    let token: string;
    if (known) {
      // A number in force keeps what it has until its new link is opened; any other starts over.
      const inForce = known.confirmedAt && !known.unsubscribedAt;
      token = inForce ? known.token : newToken();
      id = known.id;
      await tx
        .update(t.subscriptions)
        .set({
          ...(inForce
            ? {}
            : { ...choices, token, confirmedAt: null, unsubscribedAt: null, createdAt: now }),
          consents: sql`${t.subscriptions.consents} || ${JSON.stringify([consent])}::jsonb`,
        })
        .where(eq(t.subscriptions.id, known.id));
    } else {
      token = newToken();
      const [added] = await tx
        .insert(t.subscriptions)
        .values({
          schoolId,
          phone: request.phone,
          ...choices,
          frequency: "immediate",
          token,
          createdAt: now,
          consents: [consent],
        })
        .returning({ id: t.subscriptions.id });
      id = added!.id;
    }
    await enqueue(tx, {
      queue: "phone-confirm",
      key: `phone-confirm:${id}:${now.getTime()}`,
      payload: { subscriptionId: id },
      runAt: now,
      schoolId,
    });
  });
  jobsQueued(db);
}

/** The parent sent STOP (true) or START (false) from this number on `channel`. */
export async function phoneReplied(
  db: Db,
  schoolId: string,
  phone: string,
  channel: PhoneChannel,
  stop: boolean,
  at: Date,
): Promise<void> {
  const s = t.subscriptions;
  const consent = { channel, words: stop ? "STOP" : "START", at: at.toISOString() };
  await db
    .update(s)
    .set({
      unsubscribedAt: stop ? sql`coalesce(${s.unsubscribedAt}, ${at})` : null,
      consents: sql`${s.consents} || ${JSON.stringify([consent])}::jsonb`,
    })
    .where(
      and(
        eq(s.schoolId, schoolId),
        eq(s.phone, phone),
        eq(s.phoneChannel, channel),
        // START brings back only a number its owner confirmed once.
        stop ? undefined : isNotNull(s.confirmedAt),
      ),
    );
}
