import type {
  Frequency,
  SubscriptionRequest,
  SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import type { Website } from "../website.server.ts";
import {
  phoneChannels,
  type PhoneChannel,
  type PhoneSubscriptionRequest,
} from "#contracts/channel-settings.ts";

// The /Subscribe page's calls to the backend's subscriptions API, through the website's one
// door to it. Every outcome is an answer, never a throw, so the page can tell the visitor.

type Answer = { status: number; json: Record<string, unknown>; retryAfter: string | null };

async function call(
  { backend, schoolCode }: Website,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  forwardedFor?: string | null,
): Promise<Answer | undefined> {
  if (!backend) return undefined;
  const url = new URL(
    `/api/subscriptions/${encodeURIComponent(schoolCode)}${path}`,
    backend.origin,
  );
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  // The backend limits requests per visitor, so it is told who the visitor is.
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  try {
    const response = await backend.fetch(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json, retryAfter: response.headers.get("Retry-After") };
  } catch (error) {
    console.warn(`The subscriptions API could not be reached: ${(error as Error).message}`);
    return undefined;
  }
}

const errorOf = (answer: Answer) =>
  typeof answer.json.error === "string" ? answer.json.error : undefined;

/**
 * Whether the school sends e-mail (undefined when the backend did not say), and the key its
 * notifications are signed with, when it sends them.
 */
export async function subscriptionsOpen(
  website: Website,
): Promise<{ open: boolean | undefined; pushKey?: string; phones: PhoneChannel[] }> {
  const answer = await call(website, "GET", "");
  if (answer?.status !== 200) return { open: undefined, phones: [] };
  const { available, pushKey, phones } = answer.json;
  return {
    open: available === true,
    ...(typeof pushKey === "string" && { pushKey }),
    phones: phoneChannels.filter((channel) => Array.isArray(phones) && phones.includes(channel)),
  };
}

/** A number for WhatsApp or SMS: the backend sends the message whose link confirms it. */
export async function requestPhone(
  website: Website,
  request: PhoneSubscriptionRequest,
  forwardedFor: string | null,
): Promise<SubscribeResult> {
  const answer = await call(website, "POST", "/phone", request, forwardedFor);
  return resultOf(answer);
}

/**
 * A browser's notifications turned on (its subscription and the parent's choices) or off (its
 * push address), passed to the backend as the page sent them: its answer is the page's.
 */
export async function notificationsCall(
  website: Website,
  body: { allow?: unknown; stop?: unknown } & Record<string, unknown>,
  forwardedFor: string | null,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const { allow, stop, ...choices } = body;
  const answer =
    stop !== undefined
      ? await call(website, "POST", "/push/stop", { endpoint: stop }, forwardedFor)
      : await call(website, "POST", "/push", { subscription: allow, ...choices }, forwardedFor);
  return answer ?? { status: 503, json: {} };
}

export type SubscribeResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string> }
  | {
      status: "failed";
      reason: "rate-limited" | "unavailable" | "closed";
      message?: string;
      /** How long the backend asks the visitor to wait (its `Retry-After`), when it says. */
      retryAfterSeconds?: number;
    };

export async function requestSubscription(
  website: Website,
  request: SubscriptionRequest,
  forwardedFor: string | null,
): Promise<SubscribeResult> {
  return resultOf(await call(website, "POST", "", request, forwardedFor));
}

function resultOf(answer: Answer | undefined): SubscribeResult {
  if (!answer) return { status: "failed", reason: "unavailable" };
  if (answer.status === 202) return { status: "sent" };
  if (answer.status === 400 && answer.json.errors && typeof answer.json.errors === "object") {
    return { status: "invalid", errors: answer.json.errors as Record<string, string> };
  }
  if (answer.status === 429) {
    const retryAfter = Number(answer.retryAfter);
    return {
      status: "failed",
      reason: "rate-limited",
      message: errorOf(answer),
      ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
    };
  }
  if (answer.status === 503)
    return { status: "failed", reason: "closed", message: errorOf(answer) };
  return { status: "failed", reason: "unavailable" };
}

export type ConfirmResult =
  | {
      status: "confirmed";
      email: string;
      /** Set for a number confirmed for WhatsApp or SMS. */
      channel?: PhoneChannel;
      topics: SubscriptionTopic[];
      frequency: Frequency;
    }
  | { status: "unsubscribed" | "unknown" | "unavailable" };

export async function confirmSubscription(
  website: Website,
  confirmation: { token: string; topics?: string[]; frequency?: string; language?: string },
): Promise<ConfirmResult> {
  const answer = await call(website, "POST", "/confirm", confirmation);
  if (!answer) return { status: "unavailable" };
  if (answer.status === 200) {
    const { email, phone, channel, topics, frequency } = answer.json;
    return {
      status: "confirmed",
      // A number for WhatsApp or SMS confirms the same way as an address.
      email: String(email ?? phone ?? ""),
      ...(channel === "whatsapp" || channel === "sms" ? { channel } : {}),
      topics: topics as SubscriptionTopic[],
      frequency: frequency as Frequency,
    };
  }
  if (answer.status === 409) return { status: "unsubscribed" };
  if (answer.status === 400 || answer.status === 404) return { status: "unknown" };
  return { status: "unavailable" };
}

export async function endSubscription(
  website: Website,
  token: string,
): Promise<"unsubscribed" | "unknown" | "unavailable"> {
  const answer = await call(website, "POST", "/unsubscribe", { token });
  if (!answer) return "unavailable";
  if (answer.status === 200) return "unsubscribed";
  if (answer.status === 404) return "unknown";
  return "unavailable";
}
