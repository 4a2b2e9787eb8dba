import { Hono } from "hono";
import { z } from "zod";
import { announceGraceMinutes, frequencies, subscriptionTopics } from "#contracts/subscriptions.ts";
import { classNames } from "#contracts/classes.ts";
import {
  countReach,
  countSubscribers,
  listSubscriptions,
  removeSubscription,
  type SubscriptionState,
} from "../../services/subscriptions.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { staffRoles } from "../staff.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { pageOf } from "../list-query.ts";
import { answer, described, queryParameter } from "./openapi.ts";
import { pagingParameters } from "./paged.ts";
import { readsPersonalData } from "../access-log.ts";

// The parents' e-mail subscriptions as the office sees them: who is subscribed to what, how
// many per kind of update, and removing an address a parent asked to be taken off. Parents'
// addresses are the office's to keep, as their enquiries are: administrators and the office.

export type TopicCounts = Record<
  (typeof subscriptionTopics)[number],
  Record<(typeof frequencies)[number], number>
>;

const tags = ["E-mail subscriptions"];
const subscriptionStates = ["confirmed", "unconfirmed", "unsubscribed"] as const;
const subscription = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    email: {
      type: ["string", "null"],
      description: "None for a parent reached by notifications only.",
    },
    phone: { type: ["string", "null"], description: "A mobile number for WhatsApp or SMS." },
    channel: { enum: ["whatsapp", "sms", null] },
    browsers: { type: "integer", description: "Browsers that show this parent's notifications." },
    sections: { type: "array", items: { type: "string" }, description: "None: every class." },
    topics: { type: "array", items: { enum: [...subscriptionTopics] } },
    frequency: { enum: [...frequencies] },
    state: { enum: ["confirmed", "unconfirmed", "unsubscribed"] },
    createdAt: { type: "string", format: "date-time" },
    confirmedAt: { type: ["string", "null"], format: "date-time" },
    unsubscribedAt: { type: ["string", "null"], format: "date-time" },
  },
};

/** The confirmed subscribers of every topic, by how often they are sent updates. */
function topicCounts(byTopic: { topic: string; frequency: string; count: number }[]) {
  const counts = Object.fromEntries(
    subscriptionTopics.map((topic) => [
      topic,
      Object.fromEntries(frequencies.map((frequency) => [frequency, 0])),
    ]),
  ) as TopicCounts;
  for (const { topic, frequency, count } of byTopic) {
    const row = counts[topic as keyof TopicCounts];
    if (row && frequency in row) row[frequency as keyof typeof row] = Number(count);
  }
  return counts;
}

export function subscriptionsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  // Whoever publishes is told who will hear of it: counts only, never an address.
  api.get(
    "/subscriptions/counts",
    described({
      tags,
      summary:
        "The confirmed subscribers of each topic by how often, and who an item of `topic` for `audience` would reach: counts only (any staff)",
      parameters: [
        queryParameter("topic", { enum: [...subscriptionTopics] }),
        queryParameter("audience", { type: "string", description: "Classes, by commas." }),
      ],
      responses: {
        "200": answer("The counts per topic, and how many minutes an item's e-mails wait.", {
          type: "object",
          properties: {
            counts: { type: "object" },
            graceMinutes: { type: "integer" },
            reach: {
              type: "object",
              description: "Per channel: immediate and daily e-mail, push, whatsapp, sms.",
            },
          },
        }),
      },
    }),
    allow(...staffRoles),
    async (c) => {
      const { byTopic } = await countSubscribers(deps.db, schoolOf(c));
      // With `topic` (and `audience`, classes by commas): who an item of them would reach.
      const topic = subscriptionTopics.find((one) => one === c.req.query("topic"));
      const audience = (c.req.query("audience") ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => (classNames as readonly string[]).includes(name));
      const reach = topic && (await countReach(deps.db, schoolOf(c), { topic, audience }));
      return c.json({
        counts: topicCounts(byTopic),
        graceMinutes: announceGraceMinutes,
        ...(reach && { reach }),
      });
    },
  );

  api.get(
    "/subscriptions",
    described({
      tags,
      summary:
        "A page of the subscriptions by address, and the confirmed subscribers of each topic by how often (office role)",
      description:
        "`q`: an address as written, or words of it as begun. `total`: how many addresses the " +
        "filters find (also in `X-Total-Count`); `receiving`: how many addresses receive updates.",
      parameters: [
        queryParameter("q", { type: "string" }),
        queryParameter("state", { enum: [...subscriptionStates] }),
        queryParameter("sort", { enum: ["address", "newest"], default: "address" }),
        ...pagingParameters,
      ],
      responses: {
        "200": answer("A page of the subscriptions, and the counts per topic.", {
          type: "object",
          properties: {
            subscriptions: { type: "array", items: subscription },
            total: { type: "integer" },
            receiving: { type: "integer" },
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
    readsPersonalData(deps, "subscriptions"),
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const state = c.req.query("state");
      const [{ subscriptions, total }, subscribers] = await Promise.all([
        listSubscriptions(
          deps.db,
          schoolOf(c),
          deps.now(),
          {
            q: c.req.query("q")?.slice(0, 254),
            state: subscriptionStates.includes(state as never)
              ? (state as SubscriptionState)
              : undefined,
            sort: c.req.query("sort") === "newest" ? "newest" : undefined,
          },
          page,
        ),
        countSubscribers(deps.db, schoolOf(c)),
      ]);
      const counts = topicCounts(subscribers.byTopic);
      c.header("X-Total-Count", String(total));
      return c.json({ subscriptions, total, receiving: subscribers.receiving, counts });
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
