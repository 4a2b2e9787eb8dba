import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { TrustProxy } from "#contracts/config.ts";
import { languages } from "#contracts/languages.ts";
import {
  SubscriptionRequest,
  frequencies,
  subscriptionErrors,
  subscriptionToken,
  subscriptionTopics,
} from "#contracts/subscriptions.ts";
import type { Db } from "../db/database.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { findSchool, type School } from "../services/schools.ts";
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
} from "../services/subscriptions.ts";
import { clientAddress } from "./client-address.ts";
import { jsonBody } from "./json-body.ts";
import { tooManyRequests } from "./too-many.ts";

/** Requests one visitor may make in the window: each sends an e-mail. */
export const subscribeLimit: RateLimit = { points: 10, windowMs: 10 * 60_000 };
/** Requests for one address in the window, whoever makes them: nobody is flooded with mail. */
export const subscribeAddressLimit: RateLimit = { points: 3, windowMs: 60 * 60_000 };

export interface SubscriptionApiDeps {
  db: Db;
  /** Whether e-mail can be sent (SMTP_URL): without it no address is taken. */
  mailEnabled: boolean;
  now: () => Date;
  rateLimitStore?: RateLimitStore;
  trustProxy?: TrustProxy;
}

type Env = { Variables: { school: School } };

export const notAvailable =
  "E-mail updates are not available: the school has not set up sending e-mail.";
const unknownLink = "This link is not valid: it may be from an old e-mail.";

const Confirmation = z.object({
  token: subscriptionToken,
  // A reminder's link carries the choices that replace the old ones.
  topics: z.array(z.enum(subscriptionTopics)).min(1).optional(),
  frequency: z.enum(frequencies).optional(),
  language: z.enum(languages).optional(),
});

/** The token of an unsubscribe, from the address (the e-mail's link) or a JSON body. */
async function tokenOf(c: Context): Promise<string | undefined> {
  const inQuery = c.req.query("token");
  if (inQuery) return inQuery;
  if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return undefined;
  }
  const body = (await c.req.json().catch(() => undefined)) as { token?: unknown } | undefined;
  return typeof body?.token === "string" ? body.token : undefined;
}

/**
 * Parents' e-mail subscriptions (`/api/subscriptions/{schoolCode}`): whether they are open, a
 * request (double opt-in: it only sends the e-mail that confirms it), the confirmation, and the
 * unsubscribe, without any sign-in: the token is the proof. The e-mails link to the website's
 * /Subscribe page for both (its buttons, and RFC 8058's one-click POST, call these).
 */
export function createSubscriptionApi(deps: SubscriptionApiDeps) {
  const api = new Hono<Env>();
  const byClient = createRateLimiter("subscribe", subscribeLimit, { store: deps.rateLimitStore });
  const byAddress = createRateLimiter("subscribe-address", subscribeAddressLimit, {
    store: deps.rateLimitStore,
  });

  const withSchool: MiddlewareHandler<Env> = async (c, next) => {
    const school = await findSchool(deps.db, c.req.param("schoolCode") ?? "");
    if (!school) return c.json({ error: "Unknown school." }, 404);
    c.set("school", school);
    c.header("Cache-Control", "no-store");
    await next();
  };
  api.use("/subscriptions/:schoolCode", withSchool);
  api.use("/subscriptions/:schoolCode/*", withSchool);

  api.get("/subscriptions/:schoolCode", (c) =>
    c.json({ available: deps.mailEnabled, topics: subscriptionTopics, frequencies }),
  );

  api.post(
    "/subscriptions/:schoolCode",
    async (c, next) => {
      if (!deps.mailEnabled) return c.json({ error: notAvailable }, 503);
      await next();
    },
    jsonBody(SubscriptionRequest, {
      malformed: "The request body is not valid JSON.",
      notAnObject: "Send the form's fields as one JSON object.",
      invalid: (issues) => ({
        error: "Please correct the highlighted fields.",
        errors: subscriptionErrors(issues),
      }),
    }),
    async (c) => {
      const request = c.req.valid("json");
      const wait = (seconds: number) =>
        tooManyRequests(
          c,
          seconds,
          (time) => `Several requests were made in a short time. Please wait ${time}.`,
        );
      const client = await byClient.take(clientAddress(c, deps.trustProxy));
      if (!client.allowed) return wait(client.retryAfterSeconds);
      const address = await byAddress.take(`${c.get("school").id}:${request.email}`);
      if (!address.allowed) return wait(address.retryAfterSeconds);
      await requestSubscription(deps.db, c.get("school").id, request, deps.now());
      // The same answer whether the address was known or not: only its owner is told, by e-mail.
      return c.json(
        { message: `Nearly done: we have sent an e-mail to ${request.email}. Open its link.` },
        202,
      );
    },
  );

  api.post(
    "/subscriptions/:schoolCode/confirm",
    jsonBody(Confirmation, {
      malformed: "The request body is not valid JSON.",
      notAnObject: "Send the confirmation as one JSON object.",
      invalid: () => ({ error: unknownLink }),
    }),
    async (c) => {
      const { token, topics, frequency, language } = c.req.valid("json");
      const change = topics && frequency ? { topics, frequency, language } : undefined;
      const done = await confirmSubscription(
        deps.db,
        c.get("school").id,
        token,
        deps.now(),
        change,
      );
      if (done.outcome === "unknown") return c.json({ error: unknownLink }, 404);
      if (done.outcome === "unsubscribed") return c.json({ outcome: "unsubscribed" }, 409);
      const { email, topics: now, frequency: how } = done.subscription;
      return c.json({ outcome: "confirmed", email, topics: now, frequency: how });
    },
  );

  // The unsubscribe page's button, and its one-click POST (RFC 8058), end here.
  api.post("/subscriptions/:schoolCode/unsubscribe", async (c) => {
    const token = await tokenOf(c);
    if (!token || !subscriptionToken.safeParse(token).success) {
      return c.json({ error: unknownLink }, 404);
    }
    const done = await unsubscribe(deps.db, c.get("school").id, token, deps.now());
    return done
      ? c.json({ unsubscribed: true, message: "You are unsubscribed: no more e-mails will come." })
      : c.json({ error: unknownLink }, 404);
  });

  return api;
}
