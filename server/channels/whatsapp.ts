// WhatsApp through Meta's WhatsApp Business Cloud API (Graph API v24.0), as documented: template
// messages sent with POST /{Version}/{Phone-Number-ID}/messages, refusals in the Graph API's
// error object with the Cloud API's error codes, and the Webhooks product's verification
// request (hub.mode, hub.verify_token, hub.challenge), X-Hub-Signature-256 and the
// whatsapp_business_account notifications of the "messages" field (statuses and messages).
// Only HTTP here: who is sent what, and what a report or a STOP changes, is the job queue's.

import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Channel, ChannelMessage, DeliveryReport, SendOutcome } from "./channel.ts";

/** The school's WhatsApp Business number, as Meta's WhatsApp Manager shows it. */
export interface WhatsAppSettings {
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** A system user's access token with the whatsapp_business_messaging permission. */
  accessToken: string;
  /** The Graph API's origin: https://graph.facebook.com unless a test stands in for it. */
  apiBase?: string;
  /** The Graph API version the calls are made against. */
  apiVersion?: string;
}

export interface WhatsAppOptions {
  fetch?: typeof fetch;
  /** How long Meta has to answer, in milliseconds; then the message waits for another try. */
  timeout?: number;
}

export const defaultApiBase = "https://graph.facebook.com";
export const defaultApiVersion = "v24.0";
const defaultTimeout = 10_000;

/**
 * Meta's throttling codes: the app's, the business account's or the number's rate limit
 * (4, 80007, 130429), too many messages marked as spam lately (131048) and too many to one
 * parent at once (131056). Each passes, so the message is tried again later.
 */
const throttlingCodes = new Set([4, 80007, 130429, 131048, 131056]);

export function whatsAppChannel(
  settings: WhatsAppSettings,
  options: WhatsAppOptions = {},
): Channel {
  const apiBase = (settings.apiBase ?? defaultApiBase).replace(/\/+$/, "");
  const version = settings.apiVersion ?? defaultApiVersion;
  const endpoint = `${apiBase}/${version}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  const post = options.fetch ?? fetch;
  const timeout = options.timeout ?? defaultTimeout;
  return {
    name: "whatsapp",
    async send(message) {
      let status: number;
      let text: string;
      try {
        const response = await post(endpoint, {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.accessToken}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(templateMessage(message)),
          signal: AbortSignal.timeout(timeout),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        return { ok: false, retry: true, reason: unreachable(error, timeout) };
      }
      return outcome(status, text);
    },
  };
}

function unreachable(error: unknown, timeout: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `WhatsApp did not answer within ${timeout / 1000} s.`;
  }
  // fetch says only "fetch failed"; what went wrong (ECONNREFUSED, a DNS failure) is its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `WhatsApp could not be reached: ${cause instanceof Error ? cause.message : String(cause)}.`;
}

/** The documented body of a template message, in the parent's language. */
function templateMessage(message: ChannelMessage) {
  const components: object[] = [];
  if (message.parameters.length > 0) {
    components.push({
      type: "body",
      parameters: message.parameters.map((text) => ({ type: "text", text })),
    });
  }
  if (message.link !== undefined) {
    // Meta lets only the end of a template's URL button vary, and approves the rest with the
    // template; so the school's templates carry one button, "{site origin}/{{1}}", and the
    // message fills in the page's path (without the slash the template already has) and query.
    const url = new URL(message.link);
    components.push({
      type: "button",
      sub_type: "url",
      index: "0",
      parameters: [{ type: "text", text: `${url.pathname}${url.search}`.replace(/^\//, "") }],
    });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

const Accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

const GraphError = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

function outcome(status: number, text: string): SendOutcome {
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const accepted = Accepted.safeParse(body);
    if (accepted.success) return { ok: true, providerId: accepted.data.messages[0]!.id };
    // Meta may have taken it all the same: trying again could send it twice.
    return { ok: false, retry: false, reason: "WhatsApp answered without the message's id." };
  }
  const refusal = GraphError.safeParse(body);
  if (!refusal.success) {
    const passing = status === 429 || status >= 500;
    return {
      ok: false,
      retry: passing,
      reason: passing
        ? `WhatsApp is not taking messages (HTTP ${status}).`
        : `WhatsApp refused it (HTTP ${status}).`,
    };
  }
  const { code, message, error_data } = refusal.data.error;
  const said = plainly(code, message, error_data?.details);
  if (status === 429 || throttlingCodes.has(code)) {
    return {
      ok: false,
      retry: true,
      reason: `WhatsApp is holding the school's messages back (${code}): ${said}`,
    };
  }
  if (status >= 500) {
    return { ok: false, retry: true, reason: `WhatsApp failed (${code}): ${said}` };
  }
  return { ok: false, retry: false, reason: `WhatsApp refused it (${code}): ${said}` };
}

/** Meta's message without the "(#132001) " it starts with, and its details when they add any. */
function plainly(code: number, message: string | undefined, details: string | undefined): string {
  const title = (message ?? "").replace(/^\(#\d+\)\s*/, "").trim();
  const parts = [title, details?.trim()].filter((part): part is string => !!part);
  const unique = parts.filter((part, index) => parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(" — ") : `error ${code}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether a webhook's body is Meta's: X-Hub-Signature-256 is "sha256=" and the HMAC-SHA256 of
 * the body exactly as it arrived, keyed with the app's secret. The body must be the raw bytes:
 * Meta signs its own serialisation (non-ASCII escaped as \uXXXX), which JSON.stringify of the
 * parsed body does not reproduce.
 */
export function verifyWebhookSignature(
  appSecret: string,
  rawBody: string | Uint8Array,
  header: string | undefined,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match || appSecret === "") return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, "hex"));
}

/**
 * Meta's check of the webhook's address when it is subscribed: a GET with hub.mode=subscribe,
 * the verify token the school typed into the app's dashboard, and a challenge to echo. The
 * challenge when the token is the school's; otherwise undefined (answer 403).
 */
export function webhookChallenge(
  query: URLSearchParams | Record<string, string | undefined>,
  verifyToken: string,
): string | undefined {
  const get = (name: string) =>
    query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name];
  const challenge = get("hub.challenge");
  if (get("hub.mode") !== "subscribe" || !challenge || verifyToken === "") return undefined;
  return sameSecret(get("hub.verify_token") ?? "", verifyToken) ? challenge : undefined;
}

/** Compared in constant time, whatever the lengths: digests of equal length are compared. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A parent who asked, by a reply, to hear no more (or to hear again) on WhatsApp. */
export interface WhatsAppReply {
  /** The parent's WhatsApp number, as ChannelMessage.to has it. */
  from: string;
  at: Date;
}

export interface WebhookNews {
  reports: DeliveryReport[];
  stops: WhatsAppReply[];
  starts: WhatsAppReply[];
}

// Each level is checked apart so that one entry Meta words unexpectedly (a new status, a
// message type the school does not read) is passed over while the rest are still read.
const Notification = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(z.unknown()),
});
const Entry = z.object({ changes: z.array(z.unknown()) });
const Change = z.object({
  value: z.object({
    statuses: z.array(z.unknown()).optional(),
    messages: z.array(z.unknown()).optional(),
  }),
});
/** Meta's timestamps: Unix seconds, written as a string. */
const Seconds = z
  .union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()])
  .transform((seconds) => new Date(Number(seconds) * 1000));
const StatusError = z.object({
  code: z.number().int(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});
const Status = z.object({
  id: z.string().min(1),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: Seconds,
  recipient_id: z.string().optional(),
  errors: z.array(StatusError).optional().catch(undefined),
});
const Sender = { from: z.string().min(1), timestamp: Seconds };
const Reply = z.discriminatedUnion("type", [
  z.object({ ...Sender, type: z.literal("text"), text: z.object({ body: z.string() }) }),
  // A template's quick-reply button ("Stop these messages") comes back as its label.
  z.object({ ...Sender, type: z.literal("button"), button: z.object({ text: z.string() }) }),
]);

const stopWords = new Set(["stop", "unsubscribe", "रोकें", "बंद करें"]);
const startWords = new Set(["start"]);

/** What a webhook notification tells: how sent messages fared, and who said STOP or START. */
export function readWebhook(body: unknown): WebhookNews {
  const news: WebhookNews = { reports: [], stops: [], starts: [] };
  const notification = Notification.safeParse(body);
  if (!notification.success) return news;
  const values = valid(Entry, notification.data.entry)
    .flatMap((entry) => valid(Change, entry.changes))
    .map((change) => change.value);
  for (const value of values) {
    for (const status of valid(Status, value.statuses ?? [])) {
      news.reports.push({
        providerId: status.id,
        status: status.status,
        at: status.timestamp,
        ...(status.status === "failed" ? { reason: failure(status.errors?.[0]) } : {}),
      });
    }
    for (const reply of valid(Reply, value.messages ?? [])) {
      const said = (reply.type === "text" ? reply.text.body : reply.button.text)
        .normalize("NFC")
        .trim()
        .replace(/\s+/g, " ")
        .toLowerCase();
      if (stopWords.has(said)) news.stops.push({ from: reply.from, at: reply.timestamp });
      else if (startWords.has(said)) news.starts.push({ from: reply.from, at: reply.timestamp });
    }
  }
  return news;
}

function valid<T>(schema: z.ZodType<T>, items: readonly unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function failure(error: z.output<typeof StatusError> | undefined): string {
  if (!error) return "WhatsApp could not deliver it.";
  return `WhatsApp could not deliver it (${error.code}): ${plainly(error.code, error.title ?? error.message, error.error_data?.details)}`;
}
