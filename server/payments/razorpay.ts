// Razorpay, following its documented API v1: the Orders API ("Create an Order": POST /v1/orders
// with Basic auth key_id:key_secret and a JSON { amount (paise), currency, receipt (at most 40
// characters), notes (at most 15 pairs) }, answered with the order entity { id, entity: "order",
// amount, amount_paid, amount_due, currency, receipt, status: "created", attempts, notes,
// created_at }); its error response { error: { code, description, field, source, step, reason,
// metadata } }; Standard Checkout's payment signature (razorpay_signature: HMAC-SHA256 hex of
// "order_id|razorpay_payment_id" keyed with the key secret); and the webhooks' X-Razorpay-
// Signature (HMAC-SHA256 hex of the raw body keyed with the webhook secret) over the events
// payment.captured ({ payload: { payment: { entity } } }) and order.paid ({ payload: { payment:
// { entity }, order: { entity } } }).

import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { GatewayPayment, PaymentGateway } from "./gateway.ts";

export interface RazorpaySettings {
  /** The API key's id (rzp_live_… or rzp_test_…), which the browser's checkout is given too. */
  keyId: string;
  keySecret: string;
  /** The secret typed in when the webhook was set up on Razorpay's dashboard. */
  webhookSecret: string;
  /** https://api.razorpay.com unless a test stands in for it. */
  apiBase?: string;
  fetch?: typeof fetch;
  /** How long Razorpay has to answer each try, in milliseconds. */
  timeoutMs?: number;
}

const Order = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.literal("INR"),
  receipt: z.string(),
  status: z.string(),
});

const RazorpayError = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().min(1) }),
});

export function razorpayGateway({
  keyId,
  keySecret,
  webhookSecret,
  apiBase = "https://api.razorpay.com",
  fetch: post = globalThis.fetch,
  timeoutMs = 10_000,
}: RazorpaySettings): PaymentGateway {
  const endpoint = `${apiBase.replace(/\/+$/, "")}/v1/orders`;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  /** One try: the answer's status and text, or why there was none. */
  async function attempt(body: string) {
    try {
      const response = await post(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { failure: unreachable(error, timeoutMs) };
    }
  }

  return {
    name: "razorpay",
    keyId,
    async createOrder({ amount, receipt, notes }) {
      const body = JSON.stringify({
        amount,
        currency: "INR",
        receipt,
        ...(notes && Object.keys(notes).length > 0 ? { notes } : {}),
      });
      // A passing failure is tried once more at once: a family is waiting at the Pay button. An
      // order made twice does no harm, as an order that nobody pays costs nothing.
      let answer = await attempt(body);
      if ("failure" in answer || answer.status === 429 || answer.status >= 500) {
        answer = await attempt(body);
      }
      if ("failure" in answer) throw new Error(answer.failure);

      const { status, text } = answer;
      const json = parseJson(text);
      if (status >= 200 && status < 300) {
        const order = Order.safeParse(json);
        if (!order.success) throw new Error("Razorpay answered without the order's details.");
        return order.data;
      }
      const said = RazorpayError.safeParse(json);
      const reason = said.success ? `: ${said.data.error.description}` : ".";
      if (status === 429) throw new Error(`Razorpay is turning requests away (HTTP 429)${reason}`);
      if (status >= 500) throw new Error(`Razorpay failed (HTTP ${status})${reason}`);
      throw new Error(`Razorpay refused the order (HTTP ${status})${reason}`);
    },

    checkoutSigned({ orderId, paymentId, signature }) {
      return signedBy(keySecret, `${orderId}|${paymentId}`, signature);
    },

    webhook(rawBody, signature) {
      if (!signedBy(webhookSecret, rawBody, signature)) return { forged: true };
      const event = Event.safeParse(parseJson(rawBody));
      if (!event.success) return { forged: true };
      const payment = paymentOf(event.data);
      return payment ? { payment } : {};
    },
  };
}

function unreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `Razorpay did not answer within ${timeoutMs / 1000} s.`;
  }
  // fetch says only "fetch failed"; what went wrong (ECONNREFUSED, a DNS failure) is its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `Razorpay could not be reached: ${cause instanceof Error ? cause.message : String(cause)}.`;
}

/**
 * Whether `signature` is the HMAC-SHA256 hex of `message` keyed with `secret`, compared in
 * constant time. Razorpay's signatures are bare hex, with no "sha256=" before them.
 */
function signedBy(secret: string, message: string, signature: string | undefined): boolean {
  const given = signature?.trim() ?? "";
  if (secret === "" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac("sha256", secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

// Only what marks an application paid is read; Razorpay's entities carry much more.
const PaymentEntity = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  // null for a payment made without an order, which no application asked for.
  order_id: z.string().min(1).nullable(),
  status: z.string(),
});
const OrderEntity = z.object({
  id: z.string().min(1),
  receipt: z.string().nullable(),
  status: z.string(),
});
const Event = z.object({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

function paymentOf({ event, payload }: z.output<typeof Event>): GatewayPayment | undefined {
  if (event !== "payment.captured" && event !== "order.paid") return undefined;
  const payment = z.object({ entity: PaymentEntity }).safeParse(payload.payment);
  if (!payment.success) return undefined;
  const { id, amount, order_id, status } = payment.data.entity;
  if (status !== "captured" || order_id === null) return undefined;
  if (event === "payment.captured") return { orderId: order_id, paymentId: id, amount };

  const order = z.object({ entity: OrderEntity }).safeParse(payload.order);
  if (!order.success || order.data.entity.status !== "paid") return undefined;
  if (order.data.entity.id !== order_id) return undefined;
  const { receipt } = order.data.entity;
  return { orderId: order_id, paymentId: id, amount, ...(receipt ? { receipt } : {}) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
