import { Hono } from "hono";
import { z } from "zod";
import { frequencies, subscriptionTopics } from "#contracts/subscriptions.ts";
import { listSubscriptions, removeSubscription } from "../../services/subscriptions.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

// The parents' e-mail subscriptions as the office sees them: who is subscribed to what, how
// many per kind of update, and removing an address a parent asked to be taken off. Parents'
// addresses are the office's to keep, as their enquiries are: administrators and the office.

export type TopicCounts = Record<
  (typeof subscriptionTopics)[number],
  Record<(typeof frequencies)[number], number>
>;

const tags = ["E-mail subscriptions"];
const subscription = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    email: { type: "string" },
    topics: { type: "array", items: { enum: [...subscriptionTopics] } },
    frequency: { enum: [...frequencies] },
    state: { enum: ["confirmed", "unconfirmed", "unsubscribed"] },
    createdAt: { type: "string", format: "date-time" },
    confirmedAt: { type: ["string", "null"], format: "date-time" },
    unsubscribedAt: { type: ["string", "null"], format: "date-time" },
  },
};

export function subscriptionsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  api.get(
    "/subscriptions",
    described({
      tags,
      summary:
        "Every subscription by address, and the confirmed subscribers of each topic by how often (office role)",
      responses: {
        "200": answer("The subscriptions and the counts per topic.", {
          type: "object",
          properties: {
            subscriptions: { type: "array", items: subscription },
            counts: {
              type: "object",
              additionalProperties: {
                type: "object",
                properties: Object.fromEntries(
                  frequencies.map((frequency) => [frequency, { type: "integer" }]),
                ),
              },
            },
          },
        }),
      },
    }),
    office,
    async (c) => {
      const subscriptions = await listSubscriptions(deps.db, schoolOf(c), deps.now());
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
    },
  );

  api.delete(
    "/subscriptions/:id",
    described({
      tags,
      summary: "Removes a subscription for good, with a line in the audit log (office role)",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: { "200": answer("Removed."), "404": answer("No such subscription.") },
    }),
    office,
    async (c) => {
      const id = c.req.param("id");
      const removed =
        z.uuid().safeParse(id).success &&
        (await removeSubscription(deps.db, schoolOf(c), id, actorOf(staffOf(c))));
      return removed
        ? c.json({ removed: true })
        : c.json({ error: "No such subscription: it may have been removed already." }, 404);
    },
  );

  return api;
}
