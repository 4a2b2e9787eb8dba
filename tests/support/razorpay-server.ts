// A stand-in for Razorpay's API v1 as its documentation describes it: the Orders API (POST
// /v1/orders and GET /v1/orders/:id with Basic auth key_id:key_secret, the order entity, the
// error response { error: { code, description, field, source, step, reason, metadata } }),
// Standard Checkout's payment signature, and the payment.captured and order.paid webhooks signed
// with X-Razorpay-Signature. And the Payment Links API v1 (POST /v1/payment_links, GET
// /v1/payment_links/:id and GET /v1/payment_links?reference_id=…, the payment link entity, the
// errors "Create a Standard Payment Link" lists), the link's page at its short_url, the signed
// query its callback_url is given, and the payment_link.paid webhook.

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RazorpayServerOptions {
  keyId?: string;
  keySecret?: string;
  /** Where payment_link.paid is posted when a link is paid; none, no webhook is sent. */
  linkWebhook?: LinkWebhook;
}

/** The school's webhook for payment links, as set up on Razorpay's dashboard. */
export interface LinkWebhook {
  url: string;
  secret: string;
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

/** A payment link as Razorpay keeps it and answers it. */
export interface RazorpayPaymentLink {
  id: string;
  accept_partial: boolean;
  /** In paise. */
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  /** Unix seconds; 0 when the link was given no expiry. */
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  notes: Record<string, string> | null;
  notify: { sms: boolean; email: boolean };
  /** The captured payments, once there is one. */
  payments: LinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: [];
  /** This server's page for the link, which a browser can pay at. */
  short_url: string;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  updated_at: number;
  upi_link: boolean;
  user_id: string;
}

export interface LinkPayment {
  amount: number;
  created_at: number;
  method: string;
  payment_id: string;
  plink_id: string;
  status: "captured";
  updated_at: number;
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
  /** The orders made so far, as Razorpay would answer them now; a paid link's order too. */
  orders: RazorpayOrder[];
  /** The payment links made so far, as Razorpay would answer them now. */
  links: RazorpayPaymentLink[];
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
  /** Where payment_link.paid is posted from now on; undefined stops it. */
  setLinkWebhook(webhook: LinkWebhook | undefined): void;
  /**
   * A family pays the link, as the Pay button of its page does: it is marked paid, its order
   * and payment are made, payment_link.paid is posted to the link webhook (when there is one),
   * and the link's callback_url with the signed query Razorpay adds is returned.
   */
  payLink(linkId: string, options?: { vpa?: string }): Promise<string>;
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

const linkFields = new Set([
  "amount",
  "currency",
  "accept_partial",
  "first_min_partial_amount",
  "expire_by",
  "reference_id",
  "description",
  "customer",
  "notify",
  "reminder_enable",
  "notes",
  "callback_url",
  "callback_method",
  "upi_link",
]);

/**
 * A real HTTP server on a free loopback port that makes and keeps orders and payment links as
 * the Orders and Payment Links APIs do, refusing what Razorpay refuses before one exists. A
 * link's short_url is a page here that a browser can pay at, with no key: it sends the browser
 * back to the link's callback_url as Razorpay's page does, after posting the webhook.
 */
export async function startRazorpayServer(
  options: RazorpayServerOptions = {},
): Promise<TestRazorpayServer> {
  const keyId = options.keyId ?? "rzp_test_1DP5mmOlF5G5ag";
  const keySecret = options.keySecret ?? "thisisatestsecretforthe";
  const accountId = `acc_${razorpayId()}`;
  const orders: RazorpayOrder[] = [];
  const links: RazorpayPaymentLink[] = [];
  const requests: RazorpayRequest[] = [];
  const failures: number[] = [];
  let linkWebhook = options.linkWebhook;
  let origin = "";

  const server = createServer((request, response) => {
    readBody(request)
      .then(async (text) => {
        const json = parseJson(text);
        requests.push({
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: json === undefined ? text : json,
        });
        const visit = /^\/i\/([^/?]+)(\/pay)?\/?(?:\?.*)?$/.exec(request.url ?? "");
        if (visit) {
          const link = links.find((one) => one.id === decodeURIComponent(visit[1]!));
          const { status, headers, html } = await checkout(request.method ?? "", link, !!visit[2]);
          response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
          response.end(html);
          return;
        }
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
    if (request.method === "POST" && path === "/v1/payment_links") {
      return createLink(request, text, json);
    }
    if (request.method === "GET" && path === "/v1/payment_links") {
      const query = new URL(request.url ?? "/", "http://localhost").searchParams;
      const reference = query.get("reference_id");
      const payment = query.get("payment_id");
      const found = links
        .map(expire)
        .filter((link) => reference === null || link.reference_id === reference)
        .filter(
          (link) => payment === null || !!link.payments?.some((p) => p.payment_id === payment),
        );
      return [200, { payment_links: found.toReversed() }];
    }
    const link = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (request.method === "GET" && link) {
      const found = links.find((l) => l.id === decodeURIComponent(link[1]!));
      return found ? [200, expire(found)] : [400, badRequest("The id provided does not exist")];
    }
    return [400, badRequest("The requested URL was not found on the server.")];
  }

  function createLink(request: IncomingMessage, text: string, json: unknown): [number, object] {
    if (!request.headers["content-type"]?.startsWith("application/json")) {
      return [400, badRequest("The request body must be JSON.")];
    }
    if (json === null || typeof json !== "object" || Array.isArray(json)) {
      return text.trim()
        ? [400, badRequest("The request body is not valid JSON.")]
        : [400, badRequest("The amount field is required.", "amount")];
    }
    const body = json as Record<string, unknown>;
    if (Object.keys(body).some((key) => !linkFields.has(key))) {
      return [400, badRequest("wrong input fields sent.")];
    }
    const { amount, currency = "INR", reference_id = "", description = "" } = body;
    if (amount === undefined || amount === null || amount === "") {
      return [400, badRequest("The amount field is required.", "amount")];
    }
    if (typeof amount !== "number" || !Number.isInteger(amount)) {
      return [400, badRequest("The amount must be an integer.", "amount")];
    }
    if (amount < 100) return [400, badRequest("The amount must be at least INR 1.00", "amount")];
    if (currency !== "INR") return [400, badRequest("Currency is not supported", "currency")];
    if (body.upi_link === true) {
      return [
        400,
        badRequest(
          "UPI Payment Links is not supported in Test Mode. Please experience the product in Live Mode.",
        ),
      ];
    }
    for (const flag of ["accept_partial", "reminder_enable", "upi_link"] as const) {
      if (body[flag] !== undefined && typeof body[flag] !== "boolean") {
        return [
          400,
          badRequest(`The ${flag.replace("_", " ")} field must be true or false.`, flag),
        ];
      }
    }
    if (typeof reference_id !== "string") {
      return [400, badRequest("The reference id must be a string.", "reference_id")];
    }
    if (reference_id.length > 40) {
      return [
        400,
        badRequest("The reference id may not be greater than 40 characters.", "reference_id"),
      ];
    }
    if (reference_id !== "" && links.some((link) => link.reference_id === reference_id)) {
      return [
        400,
        badRequest("payment link creation with reference ID already attempted", "reference_id"),
      ];
    }
    if (typeof description !== "string" || description.length > 2048) {
      return [
        400,
        badRequest("The description may not be greater than 2048 characters.", "description"),
      ];
    }
    const customer = body.customer ?? {};
    if (!fieldsOf(customer, ["name", "email", "contact"], "string")) {
      return [400, badRequest("The customer must be an array.", "customer")];
    }
    const notify = body.notify ?? {};
    if (!fieldsOf(notify, ["sms", "email"], "boolean")) {
      return [400, badRequest("The notify must be an array.", "notify")];
    }
    const { expire_by = 0 } = body;
    if (typeof expire_by !== "number" || !Number.isInteger(expire_by)) {
      return [400, badRequest("The expire by must be an integer.", "expire_by")];
    }
    if (expire_by !== 0 && expire_by < seconds() + 15 * 60) {
      return [400, badRequest("timestamp must be atleast 15 minutes in future", "expire_by")];
    }
    const { callback_url = "", callback_method = "" } = body;
    if (typeof callback_url !== "string" || (callback_url !== "" && !returnable(callback_url))) {
      return [400, badRequest("The callback url format is invalid.", "callback_url")];
    }
    if (callback_url !== "" && !callback_method) {
      return [
        400,
        badRequest(
          "The callback method field is required when callback url is present.",
          "callback_method",
        ),
      ];
    }
    if (callback_method !== "" && callback_method !== "get") {
      return [400, badRequest("The selected callback method is invalid.", "callback_method")];
    }
    const noted = body.notes ?? {};
    if (noted === null || typeof noted !== "object" || Array.isArray(noted)) {
      return [400, badRequest("The notes must be an array.", "notes")];
    }
    const values = Object.values(noted);
    if (values.length > 15) {
      return [400, badRequest("The notes may not have more than 15 items.", "notes")];
    }
    if (values.some((value) => typeof value !== "string" || value.length > 255)) {
      return [400, badRequest("value: the length must not be greater than 255.", "notes")];
    }
    const at = seconds();
    const id = `plink_${razorpayId()}`;
    const link: RazorpayPaymentLink = {
      id,
      accept_partial: body.accept_partial === true,
      amount,
      amount_paid: 0,
      callback_method,
      callback_url,
      cancelled_at: 0,
      created_at: at,
      currency,
      customer: customer as RazorpayPaymentLink["customer"],
      description,
      expire_by,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: values.length > 0 ? (noted as Record<string, string>) : null,
      notify: { sms: true, email: true, ...(notify as Partial<RazorpayPaymentLink["notify"]>) },
      payments: null,
      reference_id,
      reminder_enable: body.reminder_enable !== false,
      reminders: [],
      short_url: `${origin}/i/${id}`,
      status: "created",
      updated_at: at,
      upi_link: false,
      user_id: "",
    };
    links.push(link);
    return [200, link];
  }

  /** A link past its expire_by that nobody paid is expired from then on. */
  function expire(link: RazorpayPaymentLink): RazorpayPaymentLink {
    if (link.status === "created" && link.expire_by !== 0 && seconds() >= link.expire_by) {
      Object.assign(link, { status: "expired", expired_at: link.expire_by });
    }
    return link;
  }

  /** The link's page, and its Pay button, which needs no key: the family's browser is at it. */
  async function checkout(
    method: string,
    link: RazorpayPaymentLink | undefined,
    pay: boolean,
  ): Promise<{ status: number; headers?: Record<string, string>; html: string }> {
    if (!link) return { status: 404, html: page("Not found", "This payment link does not exist.") };
    expire(link);
    if (link.status !== "created") {
      const said = { paid: "has been paid", expired: "has expired", cancelled: "was cancelled" };
      const why = `This payment link ${said[link.status as keyof typeof said] ?? "cannot be paid"}.`;
      return { status: pay ? 400 : 200, html: page(link.description, why) };
    }
    if (!pay) {
      const form =
        `<p>${escape(link.reference_id)}</p>` +
        `<form method="post" action="/i/${encodeURIComponent(link.id)}/pay">` +
        `<button type="submit">Pay ${rupees(link.amount)}</button></form>`;
      return { status: 200, html: page(link.description, form, true) };
    }
    if (method !== "POST") return { status: 405, headers: { allow: "POST" }, html: "" };
    const paymentId = await settle(link, "parent@okhdfcbank");
    if (!link.callback_url) {
      return { status: 200, html: page(link.description, "Payment successful.") };
    }
    return { status: 303, headers: { location: callback(link, paymentId) }, html: "" };
  }

  /** Marks the link paid with a payment of its own order, and posts payment_link.paid. */
  async function settle(link: RazorpayPaymentLink, vpa: string): Promise<string> {
    const at = seconds();
    const order: RazorpayOrder = {
      id: `order_${razorpayId()}`,
      entity: "order",
      amount: link.amount,
      amount_paid: link.amount,
      amount_due: 0,
      currency: link.currency,
      receipt: link.reference_id || null,
      offer_id: null,
      status: "paid",
      attempts: 1,
      notes: link.notes ?? [],
      created_at: at,
    };
    orders.push(order);
    // Razorpay describes a link's payment by the link's id without its "plink_".
    const payment = capturedPayment(order, vpa, at, `#${link.id.replace(/^plink_/, "")}`);
    Object.assign(link, {
      amount_paid: link.amount,
      status: "paid",
      payments: [
        {
          amount: link.amount,
          created_at: at,
          method: "upi",
          payment_id: payment.id,
          plink_id: link.id,
          status: "captured",
          updated_at: at,
        },
      ],
      updated_at: at,
    });
    if (linkWebhook) {
      const payload = {
        payment: { entity: payment },
        order: { entity: { ...order } },
        payment_link: { entity: { ...link } },
      };
      const contains = ["payment", "order", "payment_link"];
      await deliver(
        linkWebhook.url,
        linkWebhook.secret,
        event("payment_link.paid", payload, contains, at),
      );
    }
    return payment.id;
  }

  /** The link's callback_url with the query Razorpay adds, signed with the key secret. */
  function callback(link: RazorpayPaymentLink, paymentId: string): string {
    const { id, reference_id, status } = link;
    const url = new URL(link.callback_url);
    url.searchParams.set("razorpay_payment_id", paymentId);
    url.searchParams.set("razorpay_payment_link_id", id);
    url.searchParams.set("razorpay_payment_link_reference_id", reference_id);
    url.searchParams.set("razorpay_payment_link_status", status);
    url.searchParams.set(
      "razorpay_signature",
      createHmac("sha256", keySecret)
        .update(`${id}|${reference_id}|${status}|${paymentId}`)
        .digest("hex"),
    );
    return url.href;
  }

  function event(name: string, payload: object, contains: string[], at: number) {
    return {
      entity: "event",
      account_id: accountId,
      event: name,
      contains,
      payload,
      created_at: at,
    };
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
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    keyId,
    keySecret,
    orders,
    links,
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
      const payment = capturedPayment(order, vpa, at, null);
      await deliver(
        webhookUrl,
        webhookSecret,
        event("payment.captured", { payment: { entity: payment } }, ["payment"], at),
      );
      await deliver(
        webhookUrl,
        webhookSecret,
        event(
          "order.paid",
          { payment: { entity: payment }, order: { entity: { ...order } } },
          ["payment", "order"],
          at,
        ),
      );
      return payment.id;
    },
    checkoutSignature: (orderId, paymentId) =>
      createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
    setLinkWebhook(webhook) {
      linkWebhook = webhook;
    },
    async payLink(linkId, { vpa = "parent@okhdfcbank" } = {}) {
      const link = links.find((one) => one.id === linkId);
      if (!link) throw new Error(`Razorpay has no payment link ${linkId}.`);
      if (expire(link).status !== "created") {
        throw new Error(`The payment link ${linkId} is ${link.status}.`);
      }
      if (!link.callback_url) throw new Error(`The payment link ${linkId} has no callback_url.`);
      return callback(link, await settle(link, vpa));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A captured UPI payment of the whole order, as the payment entity gives it. */
function capturedPayment(
  order: RazorpayOrder,
  vpa: string,
  at: number,
  description: string | null,
) {
  return {
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
    description,
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
}

/** Whether `value` is an object whose `keys` that it has are all of `type`, and no others. */
function fieldsOf(value: unknown, keys: string[], type: "string" | "boolean"): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, field]) => keys.includes(key) && typeof field === type);
}

/**
 * Whether Razorpay would send a browser back to `url`: an https address, or, as these tests run
 * the school's server on loopback, an http one there.
 */
function returnable(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return (
    protocol === "https:" ||
    (protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(hostname))
  );
}

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);

function page(title: string, body: string, trusted = false): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title || "Payment")} · Razorpay</title></head>` +
    `<body><main><h1>${escape(title || "Payment")}</h1>${trusted ? body : `<p>${escape(body)}</p>`}</main></body></html>`
  );
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

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
