// A stand-in for Razorpay's API v1 as its documentation describes it: the Orders API (POST
// /v1/orders and GET /v1/orders/:id with Basic auth key_id:key_secret, the order entity, the
// error response { error: { code, description, field, source, step, reason, metadata } }),
// Standard Checkout's payment signature, and the payment.captured and order.paid webhooks signed
// with X-Razorpay-Signature.

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RazorpayServerOptions {
  keyId?: string;
  keySecret?: string;
}

/** An order as Razorpay keeps it and answers it. */
export interface RazorpayOrder {
  id: string;
  entity: "order";
  /** In paise. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  /** Razorpay writes notes it was not given as an empty list, not an empty object. */
  notes: Record<string, string> | [];
  created_at: number;
}

/** Every request that reached the server, refused ones too. */
export interface RazorpayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or its text when it was not JSON. */
  body: unknown;
}

export interface PayOptions {
  /** The school's webhook, as set up on Razorpay's dashboard. */
  webhookUrl: string;
  webhookSecret: string;
  /** The family's UPI id; absent, a test one. */
  vpa?: string;
}

export interface TestRazorpayServer {
  /** http://127.0.0.1:{port}: the gateway's apiBase. */
  url: string;
  keyId: string;
  keySecret: string;
  /** The orders made so far, as Razorpay would answer them now. */
  orders: RazorpayOrder[];
  requests: RazorpayRequest[];
  /** Answer the next request with this status and Razorpay's error for it. */
  failNext(status: number): void;
  /**
   * A family pays the order in the checkout: it is marked paid, and a signed payment.captured
   * and then order.paid are posted to the webhook as Razorpay posts them. The payment's id.
   */
  pay(orderId: string, options: PayOptions): Promise<string>;
  /** The razorpay_signature Checkout hands the browser's handler for this order and payment. */
  checkoutSignature(orderId: string, paymentId: string): string;
  close(): Promise<void>;
}

const orderFields = new Set([
  "amount",
  "currency",
  "receipt",
  "notes",
  "partial_payment",
  "first_payment_min_amount",
]);

/**
 * A real HTTP server on a free loopback port that makes and keeps orders as the Orders API does,
 * refusing what Razorpay refuses before an order exists.
 */
export async function startRazorpayServer(
  options: RazorpayServerOptions = {},
): Promise<TestRazorpayServer> {
  const keyId = options.keyId ?? "rzp_test_1DP5mmOlF5G5ag";
  const keySecret = options.keySecret ?? "thisisatestsecretforthe";
  const accountId = `acc_${razorpayId()}`;
  const orders: RazorpayOrder[] = [];
  const requests: RazorpayRequest[] = [];
  const failures: number[] = [];

  const server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        const json = parseJson(text);
        requests.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: json === undefined ? text : json,
        });
        const [status, body] = answer(request, text, json);
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      })
      .catch(() => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify(serverError()));
      });
  });

  function answer(request: IncomingMessage, text: string, json: unknown): [number, object] {
    const failure = failures.shift();
    if (failure !== undefined) {
      if (failure >= 500) return [failure, serverError()];
      if (failure === 429) return [429, badRequest("Too many requests")];
      return [failure, badRequest("The request could not be completed.")];
    }
    if (request.headers.authorization !== basic(keyId, keySecret)) {
      return [401, badRequest("Authentication failed")];
    }
    const path = new URL(request.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "");
    if (request.method === "POST" && path === "/v1/orders") return createOrder(request, text, json);
    const one = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (request.method === "GET" && one) {
      const order = orders.find((o) => o.id === decodeURIComponent(one[1]!));
      return order ? [200, order] : [400, badRequest("The id provided does not exist")];
    }
    return [400, badRequest("The requested URL was not found on the server.")];
  }

  function createOrder(request: IncomingMessage, text: string, json: unknown): [number, object] {
    if (!request.headers["content-type"]?.startsWith("application/json")) {
      return [400, badRequest("The request body must be JSON.")];
    }
    if (json === null || typeof json !== "object" || Array.isArray(json)) {
      return text.trim()
        ? [400, badRequest("The request body is not valid JSON.")]
        : [400, badRequest("The amount field is required.", "amount")];
    }
    const body = json as Record<string, unknown>;
    const extra = Object.keys(body).filter((key) => !orderFields.has(key));
    if (extra.length > 0) {
      return [400, badRequest(`${extra.join(", ")} is/are not required and should not be sent`)];
    }
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined || amount === null || amount === "") {
      return [400, badRequest("The amount field is required.", "amount")];
    }
    if (typeof amount !== "number" || !Number.isInteger(amount)) {
      return [400, badRequest("The amount must be an integer.", "amount")];
    }
    if (amount < 100) return [400, badRequest("The amount must be at least INR 1.00", "amount")];
    if (currency === undefined) {
      return [400, badRequest("The currency field is required.", "currency")];
    }
    if (currency !== "INR") return [400, badRequest("Currency is not supported", "currency")];
    if (receipt !== undefined && typeof receipt !== "string") {
      return [400, badRequest("The receipt must be a string.", "receipt")];
    }
    if (typeof receipt === "string" && receipt.length > 40) {
      return [400, badRequest("The receipt may not be greater than 40 characters.", "receipt")];
    }
    const noted = notes === undefined ? {} : notes;
    if (noted === null || typeof noted !== "object" || Array.isArray(noted)) {
      return [400, badRequest("The notes must be an array.", "notes")];
    }
    const values = Object.values(noted);
    if (values.length > 15) {
      return [400, badRequest("The notes may not have more than 15 items.", "notes")];
    }
    if (values.some((value) => typeof value !== "string" || value.length > 256)) {
      return [400, badRequest("The notes may not be greater than 256 characters.", "notes")];
    }
    const order: RazorpayOrder = {
      id: `order_${razorpayId()}`,
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: values.length > 0 ? (noted as Record<string, string>) : [],
      created_at: seconds(),
    };
    orders.push(order);
    return [200, order];
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    orders,
    requests,
    failNext(status) {
      failures.push(status);
    },
    async pay(orderId, { webhookUrl, webhookSecret, vpa = "parent@okhdfcbank" }) {
      const order = orders.find((o) => o.id === orderId);
      if (!order) throw new Error(`Razorpay has no order ${orderId}.`);
      if (order.status === "paid") throw new Error(`The order ${orderId} is paid already.`);
      const at = seconds();
      Object.assign(order, {
        amount_paid: order.amount,
        amount_due: 0,
        status: "paid",
        attempts: order.attempts + 1,
      });
      const payment = {
        id: `pay_${razorpayId()}`,
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        base_amount: order.amount,
        status: "captured",
        order_id: order.id,
        invoice_id: null,
        international: false,
        method: "upi",
        amount_refunded: 0,
        amount_transferred: 0,
        refund_status: null,
        captured: true,
        description: null,
        card_id: null,
        bank: null,
        wallet: null,
        vpa,
        email: "void@razorpay.com",
        contact: "+919876543210",
        notes: [],
        fee: Math.round(order.amount * 0.02),
        tax: 0,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { rrn: String(randomBytes(6).readUIntBE(0, 6)).padStart(12, "0") },
        created_at: at,
        upi: { payer_account_type: "bank_account", vpa, flow: "intent" },
      };
      const event = (name: string, payload: object, contains: string[]) => ({
        entity: "event",
        account_id: accountId,
        event: name,
        contains,
        payload,
        created_at: at,
      });
      await deliver(
        webhookUrl,
        webhookSecret,
        event("payment.captured", { payment: { entity: payment } }, ["payment"]),
      );
      await deliver(
        webhookUrl,
        webhookSecret,
        event("order.paid", { payment: { entity: payment }, order: { entity: { ...order } } }, [
          "payment",
          "order",
        ]),
      );
      return payment.id;
    },
    checkoutSignature: (orderId, paymentId) =>
      createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Posts one event as Razorpay does: signed over exactly the bytes sent, which are written as PHP's
 * json_encode writes them (every "/" as "\/", every character beyond ASCII as \uXXXX), so that a
 * webhook that checks a re-serialised body instead of the raw one fails here.
 */
async function deliver(url: string, secret: string, payload: object): Promise<void> {
  const body = JSON.stringify(payload)
    .replace(/\//g, "\\/")
    .replace(
      /[\u0080-\uffff]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Razorpay-Webhook/v1",
      "x-razorpay-event-id": razorpayId(),
      "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
    },
    body,
  });
  await response.arrayBuffer();
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** Razorpay's error response; a refused field is named, with the step and reason it fails at. */
function badRequest(description: string, field?: string) {
  return razorpayError("BAD_REQUEST_ERROR", description, field);
}

function serverError() {
  return razorpayError(
    "SERVER_ERROR",
    "We are facing some trouble completing your request at the moment. Please try again shortly.",
  );
}

function razorpayError(code: string, description: string, field?: string) {
  return {
    error: {
      code,
      description,
      ...(field
        ? {
            source: "business",
            step: "payment_initiation",
            reason: "input_validation_failed",
            metadata: {},
            field,
          }
        : { source: "NA", step: "NA", reason: "NA", metadata: {} }),
    },
  };
}

/** Razorpay's ids: a prefix and 14 letters and digits. */
function razorpayId(): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return [...randomBytes(14)].map((byte) => letters[byte % letters.length]).join("");
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const seconds = () => Math.floor(Date.now() / 1000);
