import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { TrustProxy } from "#contracts/config.ts";
import { languages } from "#contracts/languages.ts";
import {
  SubscriptionRequest,
  sections,
  subscriptionMessages,
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
import { knownSections } from "#contracts/classes.ts";
import { currentSettings } from "../services/pages.ts";
import { allowNotifications, forgetEndpoint } from "../reach/push-subscriptions.ts";
import { isPushService } from "../reach/push-services.ts";
import { vapidKeys } from "../reach/vapid.ts";
import { loadAccounts } from "../reach/channel-settings.ts";
import { requestPhone } from "../reach/phone-subscriptions.ts";
import {
  PhoneSubscriptionRequest,
  channelLabels,
  phoneChannels,
} from "#contracts/channel-settings.ts";
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
  /** Signs notifications (OFFICE_SECRET): without it no browser is taken. */
  secret?: string;
  pushServices?: readonly string[];
  now: () => Date;
  rateLimitStore?: RateLimitStore;
  trustProxy?: TrustProxy;
}

type Env = { Variables: { school: School } };

export const notAvailable =
  "E-mail updates are not available: the school has not set up sending e-mail.";
const unknownLink = "This link is not valid: it may be from an old e-mail.";
export const notifyingOff =
  "Notifications are not available: the school's server has no key to sign them (OFFICE_SECRET).";

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** A browser's push subscription (its `toJSON()`), with the parent's choices. */
const PushRequest = z.object({
  subscription: z.object({
    endpoint: z.string().max(2000),
    keys: z.object({
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
      p256dh: z.string().min(80).max(100).regex(base64url),
      auth: z.string().min(16).max(32).regex(base64url),
    }),
  }),
  topics: SubscriptionRequest.shape.topics,
  sections,
  language: z.enum(languages).catch("en").default("en"),
  /** The words beside the button the parent pressed: the proof of what they agreed to. */
  words: z.string().trim().min(1).max(1000),
});

const Confirmation = z.object({
  token: subscriptionToken,
  // A reminder's link carries the choices that replace the old ones.
  topics: z.array(z.enum(subscriptionTopics)).min(1).optional(),
  frequency: z.enum(frequencies).optional(),
  language: z.enum(languages).optional(),
});

/** A form's fields as JSON, each refused one named by its field. */
const formBody = <T extends z.ZodType>(schema: T) =>
  jsonBody(schema, {
    malformed: "The request body is not valid JSON.",
    notAnObject: "Send the form's fields as one JSON object.",
    invalid: (issues) => ({
      error: "Please correct the highlighted fields.",
      errors: subscriptionErrors(issues),
    }),
  });

/** Too many requests from one visitor or for one address: the wait, in words. */
const waitAnswer = (c: Context, seconds: number) =>
  tooManyRequests(
    c,
    seconds,
    (time) => `Several requests were made in a short time. Please wait ${time}.`,
  );

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

  /** Whether the school has each chosen section, by its settings. */
  const sectionsKnown = async (schoolId: string, chosen: readonly string[]) => {
    if (chosen.length === 0) return true;
    const known = knownSections((await currentSettings(deps.db, schoolId))?.settings.sections);
    return chosen.every((section) => known.has(section));
  };
  const sectionsRefused = (c: Context) =>
    c.json(
      {
        error: "Please correct the highlighted fields.",
        errors: { sections: subscriptionMessages.sections },
      },
      400,
    );

  // What a browser subscribes with: the key that signs its notifications (vapid.ts).
  const pushKey = deps.secret ? vapidKeys(deps.secret).publicKey : undefined;

  /** The phone channels the school has an account with. */
  const phonesOn = async (schoolId: string) => {
    if (!deps.secret) return [];
    const accounts = await loadAccounts(deps.db, schoolId, deps.secret);
    return phoneChannels.filter((channel) => accounts[channel]);
  };

  api.get("/subscriptions/:schoolCode", async (c) =>
    c.json({
      available: deps.mailEnabled,
      topics: subscriptionTopics,
      frequencies,
      ...(pushKey && { pushKey }),
      phones: await phonesOn(c.get("school").id),
    }),
  );

  // A mobile number for WhatsApp or SMS: like an e-mail address, in force once the link the
  // channel sends it is opened. The same answer whether the number was known or not.
  api.post("/subscriptions/:schoolCode/phone", formBody(PhoneSubscriptionRequest), async (c) => {
    const request = c.req.valid("json");
    const school = c.get("school");
    if (!(await phonesOn(school.id)).includes(request.channel)) {
      return c.json(
        { error: `${channelLabels[request.channel]} messages are not set up by the school.` },
        503,
      );
    }
    const wait = (seconds: number) => waitAnswer(c, seconds);
    const client = await byClient.take(clientAddress(c, deps.trustProxy));
    if (!client.allowed) return wait(client.retryAfterSeconds);
    const number = await byAddress.take(`${school.id}:${request.phone}`);
    if (!number.allowed) return wait(number.retryAfterSeconds);
    if (!(await sectionsKnown(school.id, request.sections))) return sectionsRefused(c);
    await requestPhone(deps.db, school.id, request, deps.now());
    return c.json(
      {
        message: `Nearly done: we have sent a ${channelLabels[request.channel]} message to +${request.phone}. Open its link.`,
      },
      202,
    );
  });

  // A browser whose parent allowed notifications: in force at once (its permission is the
  // opt-in). The answer's token lets the page change or stop them later.
  api.post(
    "/subscriptions/:schoolCode/push",
    async (c, next) => {
      if (!pushKey) return c.json({ error: notifyingOff }, 503);
      await next();
    },
    formBody(PushRequest),
    async (c) => {
      const request = c.req.valid("json");
      const client = await byClient.take(clientAddress(c, deps.trustProxy));
      if (!client.allowed) return waitAnswer(c, client.retryAfterSeconds);
      if (!isPushService(request.subscription.endpoint, deps.pushServices)) {
        return c.json(
          { error: "This browser's push service is not one the school sends to." },
          422,
        );
      }
      const school = c.get("school");
      if (!(await sectionsKnown(school.id, request.sections))) return sectionsRefused(c);
      const done = await allowNotifications(
        deps.db,
        school.id,
        {
          endpoint: request.subscription.endpoint,
          keys: request.subscription.keys,
          topics: request.topics,
          sections: request.sections,
          language: request.language,
          words: request.words,
        },
        deps.now(),
      );
      if ("taken" in done)
        return c.json({ error: "This browser's address is not valid here." }, 409);
      return c.json({ token: done.token, message: "Notifications are on for this browser." }, 201);
    },
  );

  // The parent turned notifications off on that browser (or the page found them blocked).
  api.post(
    "/subscriptions/:schoolCode/push/stop",
    jsonBody(z.object({ endpoint: z.string().max(2000) }), {
      malformed: "The request body is not valid JSON.",
      notAnObject: "Send the browser's address as one JSON object.",
      invalid: () => ({ error: "Send the browser's push address." }),
    }),
    async (c) => {
      const { endpoint } = c.req.valid("json");
      const stopped = await forgetEndpoint(deps.db, endpoint, c.get("school").id);
      return stopped
        ? c.json({ stopped: true, message: "Notifications are off for this browser." })
        : c.json({ error: "This browser was not receiving notifications." }, 404);
    },
  );

  api.post(
    "/subscriptions/:schoolCode",
    async (c, next) => {
      if (!deps.mailEnabled) return c.json({ error: notAvailable }, 503);
      await next();
    },
    formBody(SubscriptionRequest),
    async (c) => {
      const request = c.req.valid("json");
      const wait = (seconds: number) => waitAnswer(c, seconds);
      const client = await byClient.take(clientAddress(c, deps.trustProxy));
      if (!client.allowed) return wait(client.retryAfterSeconds);
      const address = await byAddress.take(`${c.get("school").id}:${request.email}`);
      if (!address.allowed) return wait(address.retryAfterSeconds);
      if (!(await sectionsKnown(c.get("school").id, request.sections))) return sectionsRefused(c);
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
      const { email, phone, phoneChannel, topics: now, frequency: how } = done.subscription;
      return c.json({
        outcome: "confirmed",
        email,
        ...(phone && { phone: `+${phone}`, channel: phoneChannel }),
        topics: now,
        frequency: how,
      });
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
