import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { classOfSection } from "#contracts/classes.ts";
import type { Language } from "#contracts/languages.ts";
import type { SubscriptionTopic } from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

// Parents who allowed notifications on a phone or computer (/Subscribe's button): the browser's
// permission is their opt-in, so the subscription is in force at once, with the words they were
// shown kept as its proof. The browser's push address is its key: allowing again from the same
// browser changes its choices; stopping deletes it, and a subscription left with no e-mail and no
// browser is deleted with it.

export interface PushChoice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  topics: SubscriptionTopic[];
  sections: string[];
  language: Language;
  /** The words beside the button the parent pressed. */
  words: string;
}

const newToken = () => randomBytes(24).toString("base64url");

/** The classes of the chosen sections, which items' audiences are matched against. */
export const classesOf = (sections: readonly string[]) => [
  ...new Set(sections.map(classOfSection)),
];

/** Stores a browser's permission; the subscription's token, for the page to keep. */
export async function allowNotifications(
  db: Db,
  schoolId: string,
  choice: PushChoice,
  now: Date,
): Promise<{ token: string } | { taken: true }> {
  return db.transaction(async (tx) => {
    const choices = {
      topics: choice.topics,
      sections: choice.sections,
      classes: classesOf(choice.sections),
      language: choice.language,
    };
    const consent = { channel: "push" as const, words: choice.words, at: now.toISOString() };
    const [known] = await tx
      .select({ subscription: t.subscriptions })
      .from(t.pushEndpoints)
      .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.pushEndpoints.subscriptionId))
      .where(eq(t.pushEndpoints.endpoint, choice.endpoint))
      .for("update");
    if (known) {
      // A push address is one browser's for one site: another school's is not this one's to change.
      if (known.subscription.schoolId !== schoolId) return { taken: true };
      await tx
        .update(t.subscriptions)
        .set({
          ...choices,
          unsubscribedAt: null,
          consents: sql`${t.subscriptions.consents} || ${JSON.stringify([consent])}::jsonb`,
        })
        .where(eq(t.subscriptions.id, known.subscription.id));
      await tx
        .update(t.pushEndpoints)
        .set({ p256dh: choice.keys.p256dh, auth: choice.keys.auth })
        .where(eq(t.pushEndpoints.endpoint, choice.endpoint));
      return { token: known.subscription.token };
    }
    const token = newToken();
    const [added] = await tx
      .insert(t.subscriptions)
      .values({
        schoolId,
        ...choices,
        frequency: "immediate",
        token,
        createdAt: now,
        confirmedAt: now,
        consents: [consent],
      })
      .returning({ id: t.subscriptions.id });
    await tx.insert(t.pushEndpoints).values({
      subscriptionId: added!.id,
      endpoint: choice.endpoint,
      p256dh: choice.keys.p256dh,
      auth: choice.keys.auth,
      createdAt: now,
    });
    return { token };
  });
}

/**
 * Forgets a browser's push address (the parent turned notifications off, or the push service
 * says it is gone), and its subscription when nothing else reaches that parent.
 */
export async function forgetEndpoint(
  db: Db,
  endpoint: string,
  schoolId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(t.pushEndpoints)
      .where(eq(t.pushEndpoints.endpoint, endpoint))
      .returning({ subscriptionId: t.pushEndpoints.subscriptionId });
    if (!gone) return false;
    await tx
      .delete(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.id, gone.subscriptionId),
          schoolId ? eq(t.subscriptions.schoolId, schoolId) : undefined,
          isNull(t.subscriptions.email),
          sql`not exists (select 1 from ${t.pushEndpoints} where ${t.pushEndpoints.subscriptionId} = ${gone.subscriptionId})`,
        ),
      );
    return true;
  });
}
