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
//
// And its Payment Links API v1 ("Create a Standard Payment Link": POST /v1/payment_links with a
// JSON { amount, currency, accept_partial, reference_id (at most 40 characters, one link each),
// description, customer { name, email, contact }, notify { sms, email }, expire_by (Unix
// seconds, at least 15 minutes ahead), callback_url, callback_method: "get" }, answered with
// the payment link entity { id: "plink_…", short_url, status: "created", amount, reference_id,
// … }; "Fetch All Payment Links": GET /v1/payment_links?reference_id=…, answered with
// { payment_links: [entity] }); the callback's query razorpay_payment_id,
// razorpay_payment_link_id, razorpay_payment_link_reference_id, razorpay_payment_link_status and
// razorpay_signature (HMAC-SHA256 hex of "link_id|reference_id|status|payment_id" keyed with
// the key secret, "Verify Signature"); and the payment_link.paid webhook ({ payload: { payment:
// { entity }, order: { entity }, payment_link: { entity } } }).

import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { GatewayPayment, GatewayPaymentLink, PaymentGateway } from "./gateway.ts";

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

const PaymentLink = z.object({
  id: z.string().min(1),
  short_url: z.url(),
  status: z.string(),
  amount: z.number().int(),
  reference_id: z.string().nullish(),
});
const PaymentLinks = z.object({ payment_links: z.array(PaymentLink) });

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
  const base = apiBase.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  /** One try: the answer's status and text, or why there was none. */
  async function attempt(path: string, body?: string): Promise<Answer> {
    try {
      const response = await post(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { failure: unreachable(error, timeoutMs) };
    }
  }

  /**
   * Posts what makes an order or a link. A passing failure is tried once more at once: a family
   * is waiting at the Pay button. The first try may have made it all the same, when Razorpay
   * failed or did not answer after the request reached it; `unsure` says so.
   */
  async function make(path: string, body: string) {
    const first = await attempt(path, body);
    if (!("failure" in first) && first.status !== 429 && first.status < 500) {
      return { answer: first, unsure: false };
    }
    return { answer: await attempt(path, body), unsure: first.status !== 429 };
  }

  /** The entity Razorpay answered with, or an error with its reason for refusing. */
  function entity<T>(answer: Answer, what: string, shape: z.ZodType<T>): T {
    if ("failure" in answer) throw new Error(answer.failure);
    const { status, text } = answer;
    const json = parseJson(text);
    if (status >= 200 && status < 300) {
      const made = shape.safeParse(json);
      if (!made.success) throw new Error(`Razorpay answered without the ${what}'s details.`);
      return made.data;
    }
    const said = RazorpayError.safeParse(json);
    const reason = said.success ? `: ${said.data.error.description}` : ".";
    if (status === 429) throw new Error(`Razorpay is turning requests away (HTTP 429)${reason}`);
    if (status >= 500) throw new Error(`Razorpay failed (HTTP ${status})${reason}`);
    throw new Error(`Razorpay refused the ${what} (HTTP ${status})${reason}`);
  }

  /** The school's link for this reference and amount, when one was made; one try only. */
  async function linkFor(reference: string, amount: number) {
    const answer = await attempt(`/v1/payment_links?reference_id=${encodeURIComponent(reference)}`);
    if ("failure" in answer || answer.status !== 200) return undefined;
    const found = PaymentLinks.safeParse(parseJson(answer.text));
    if (!found.success) return undefined;
    return found.data.payment_links.find(
      (link) => link.reference_id === reference && link.amount === amount,
    );
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
      // An order made twice does no harm, as an order that nobody pays costs nothing.
      const { answer } = await make("/v1/orders", body);
      return entity(answer, "order", Order);
    },

    async createPaymentLink({ amount, reference, description, customer, callbackUrl, expireBy }) {
      const known = Object.fromEntries(Object.entries(customer).filter(([, value]) => value));
      const body = JSON.stringify({
        amount,
        currency: "INR",
        accept_partial: false,
        reference_id: reference,
        description,
        ...(Object.keys(known).length > 0 ? { customer: known } : {}),
        notify: { sms: false, email: false },
        ...(expireBy ? { expire_by: Math.floor(expireBy.getTime() / 1000) } : {}),
        callback_url: callbackUrl,
        callback_method: "get",
      });
      const { answer, unsure } = await make("/v1/payment_links", body);
      // A reference makes one link only, so when the first try made the link after all, the
      // second is refused for repeating it: the link the first one made is the family's.
      if (unsure && "status" in answer && answer.status === 400) {
        const made = await linkFor(reference, amount);
        if (made) return linkOf(made);
      }
      return linkOf(entity(answer, "payment link", PaymentLink));
    },

    checkoutSigned({ orderId, paymentId, signature }) {
      return signedBy(keySecret, `${orderId}|${paymentId}`, signature);
    },

    paymentLinkReturned(query) {
      const paymentId = query.razorpay_payment_id ?? "";
      const linkId = query.razorpay_payment_link_id ?? "";
      const reference = query.razorpay_payment_link_reference_id ?? "";
      const status = query.razorpay_payment_link_status ?? "";
      if (!paymentId || !linkId || !reference || status !== "paid") return undefined;
      const message = `${linkId}|${reference}|${status}|${paymentId}`;
      if (!signedBy(keySecret, message, query.razorpay_signature)) return undefined;
      return { paymentId, linkId, reference };
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

type Answer = { status: number; text: string } | { failure: string; status?: undefined };

function linkOf({
  id,
  short_url,
  status,
  amount,
}: z.output<typeof PaymentLink>): GatewayPaymentLink {
  return { id, shortUrl: short_url, status, amount };
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
const PaymentLinkEntity = z.object({
  id: z.string().min(1),
  reference_id: z.string().nullish(),
  status: z.string(),
});
const Event = z.object({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

function paymentOf({ event, payload }: z.output<typeof Event>): GatewayPayment | undefined {
  if (!["payment.captured", "order.paid", "payment_link.paid"].includes(event)) return undefined;
  const payment = z.object({ entity: PaymentEntity }).safeParse(payload.payment);
  if (!payment.success) return undefined;
  const { id, amount, order_id, status } = payment.data.entity;
  if (status !== "captured" || order_id === null) return undefined;
  const paid = { orderId: order_id, paymentId: id, amount };
  if (event === "payment.captured") return paid;

  if (event === "payment_link.paid") {
    const link = z.object({ entity: PaymentLinkEntity }).safeParse(payload.payment_link);
    if (!link.success || link.data.entity.status !== "paid") return undefined;
    const { id: linkId, reference_id } = link.data.entity;
    return { ...paid, linkId, ...(reference_id ? { receipt: reference_id } : {}) };
  }

  const order = z.object({ entity: OrderEntity }).safeParse(payload.order);
  if (!order.success || order.data.entity.status !== "paid") return undefined;
  if (order.data.entity.id !== order_id) return undefined;
  const { receipt } = order.data.entity;
  return { ...paid, ...(receipt ? { receipt } : {}) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
