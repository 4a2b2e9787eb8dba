import type { Hono } from "hono";
import { z } from "zod";
import { frequencies, subscriptionTopics } from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import { listSubscriptions, removeSubscription } from "../services/subscriptions.ts";
import { actorOf, allow, type OfficeEnv } from "./guard.ts";

// The parents' e-mail subscriptions as the office sees them: who is subscribed to what, how
// many per kind of update, and removing an address a parent asked to be taken off. Parents'
// addresses are the office's to keep, as their enquiries are: administrators and the office.

export interface SubscriptionsApiDeps {
  db: Db;
  now: () => Date;
}

export type TopicCounts = Record<
  (typeof subscriptionTopics)[number],
  Record<(typeof frequencies)[number], number>
>;

export function registerSubscriptionRoutes(api: Hono<OfficeEnv>, deps: SubscriptionsApiDeps) {
  const office = allow("administrator", "office");

  api.get("/:schoolCode/subscriptions", office, async (c) => {
    const subscriptions = await listSubscriptions(deps.db, c.get("school").id, deps.now());
    const counts = Object.fromEntries(
      subscriptionTopics.map((topic) => [
        topic,
        Object.fromEntries(frequencies.map((frequency) => [frequency, 0])),
      ]),
    ) as TopicCounts;
    for (const subscription of subscriptions) {
      if (subscription.state !== "confirmed") continue;
      for (const topic of subscription.topics) {
        const count = counts[topic as keyof TopicCounts];
        if (count) count[subscription.frequency]++;
      }
    }
    return c.json({ subscriptions, counts });
  });

  api.delete("/:schoolCode/subscriptions/:id", office, async (c) => {
    const id = c.req.param("id");
    const staff = c.get("staff")!;
    const removed =
      z.uuid().safeParse(id).success &&
      (await removeSubscription(deps.db, c.get("school").id, id, actorOf(staff)));
    return removed
      ? c.json({ removed: true })
      : c.json({ error: "No such subscription: it may have been removed already." }, 404);
  });
}
