import { Hono, type Context } from "hono";
import type { Db } from "../db/database.ts";
import { readDeliveryReport } from "../channels/sms.ts";
import { readWebhook, verifyWebhookSignature, webhookChallenge } from "../channels/whatsapp.ts";
import { loadAccounts, schoolOfWebhook } from "../reach/channel-settings.ts";
import { applyReports } from "../reach/phone-jobs.ts";
import { phoneReplied } from "../reach/phone-subscriptions.ts";
import { findSchool } from "../services/schools.ts";

// Where the providers tell how messages fared (`/api/channels/{schoolCode}/{channel}/{token}`):
// the token is the school's (the office shows these addresses), so a made-up address reaches
// nothing. WhatsApp's reports are signed with the school's app secret and checked on the raw
// body; its replies STOP and START end and restart the messages. MSG91's reports carry no
// signature: the secret token in the address is their proof.

export interface ChannelWebhookDeps {
  db: Db;
  secret?: string;
}

const ok = (c: Context) => c.json({ received: true });

export function createChannelWebhooks(deps: ChannelWebhookDeps) {
  const api = new Hono();

  const schoolFor = async (c: Context) => {
    const school = await findSchool(deps.db, c.req.param("schoolCode") ?? "");
    const token = c.req.param("token") ?? "";
    if (!school || !deps.secret || (await schoolOfWebhook(deps.db, token)) !== school.id) {
      return undefined;
    }
    return school;
  };

  // Meta's handshake when the address is set in its dashboard.
  api.get("/channels/:schoolCode/whatsapp/:token", async (c) => {
    const school = await schoolFor(c);
    const challenge =
      school && webhookChallenge(new URL(c.req.url).searchParams, c.req.param("token"));
    return challenge
      ? c.text(challenge)
      : c.json({ error: "Not this school's verify token." }, 403);
  });

  api.post("/channels/:schoolCode/whatsapp/:token", async (c) => {
    const school = await schoolFor(c);
    if (!school) return c.json({ error: "Unknown webhook." }, 404);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const account = (await loadAccounts(deps.db, school.id, deps.secret!)).whatsapp;
    if (
      !account ||
      !verifyWebhookSignature(account.appSecret, raw, c.req.header("X-Hub-Signature-256"))
    ) {
      return c.json({ error: "The signature does not match the school's app secret." }, 401);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return c.json({ error: "The body is not JSON." }, 400);
    }
    const news = readWebhook(body);
    await applyReports(deps.db, school.id, "whatsapp", news.reports);
    for (const reply of news.stops) {
      await phoneReplied(deps.db, school.id, reply.from, "whatsapp", true, reply.at);
    }
    for (const reply of news.starts) {
      await phoneReplied(deps.db, school.id, reply.from, "whatsapp", false, reply.at);
    }
    return ok(c);
  });

  api.post("/channels/:schoolCode/sms/:token", async (c) => {
    const school = await schoolFor(c);
    if (!school) return c.json({ error: "Unknown webhook." }, 404);
    const type = (c.req.header("Content-Type") ?? "").toLowerCase();
    const body = type.startsWith("application/json")
      ? await c.req.json().catch(() => undefined)
      : await c.req.parseBody().catch(() => undefined);
    await applyReports(deps.db, school.id, "sms", readDeliveryReport(body));
    return ok(c);
  });

  return api;
}
