import webpush from "web-push";
import type { VapidKeys } from "./vapid.ts";

// One notification to one browser: encrypted to its keys (RFC 8291, aes128gcm) and signed with
// the school's VAPID key by the `web-push` library, then posted to its push service (RFC 8030)
// here, with a timeout, so the job queue can send many at once and read each answer.

/** What the service worker (app/frame/service-worker.ts) shows, and opens when tapped. */
export interface PushMessage {
  title: string;
  body: string;
  /** The item's page, absolute. */
  url: string;
  /** One notification per item: a second for the same item replaces the first. */
  tag: string;
}

export interface PushEndpoint {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { ok: true }
  | {
      ok: false;
      /** The push service no longer knows the browser (404, 410): its address is deleted. */
      gone: boolean;
      /** Worth trying again later (throttled, the service down). */
      retry: boolean;
      reason: string;
    };

export interface PushSenderOptions {
  keys: VapidKeys;
  /** Who the push services may write to about these messages: mailto: or https:. */
  subject: string;
  timeoutMs?: number;
}

/** How long a push service keeps a message for a phone that is off: news is stale after a day. */
const keptSeconds = 24 * 60 * 60;

export function pushSender(options: PushSenderOptions) {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return async (to: PushEndpoint, message: PushMessage, urgent = false): Promise<PushOutcome> => {
    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
        JSON.stringify(message),
        {
          vapidDetails,
          TTL: keptSeconds,
          urgency: urgent ? "high" : "normal",
          contentEncoding: "aes128gcm",
        },
      );
    } catch (error) {
      // Keys that are not a P-256 point: no message can ever reach this browser.
      return {
        ok: false,
        gone: true,
        retry: false,
        reason: `Its keys are not valid: ${(error as Error).message}`,
      };
    }
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
    } catch (error) {
      return {
        ok: false,
        gone: false,
        retry: true,
        reason: `The push service did not answer: ${(error as Error).message}`,
      };
    }
    if (response.ok) return { ok: true };
    const status = response.status;
    if (status === 404 || status === 410) {
      return {
        ok: false,
        gone: true,
        retry: false,
        reason: "The phone no longer takes notifications.",
      };
    }
    const retry = status === 429 || status >= 500;
    return {
      ok: false,
      gone: false,
      retry,
      reason: `The push service answered ${status}${status === 403 ? " (the school's key changed)" : ""}.`,
    };
  };
}
