import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startRazorpayServer,
  type TestRazorpayServer,
} from "../../tests/support/razorpay-server.ts";
import { razorpayGateway, type RazorpaySettings } from "./razorpay.ts";

const webhookSecret = "the-school-s-webhook-secret";

let razorpay: TestRazorpayServer;
beforeAll(async () => {
  razorpay = await startRazorpayServer();
});
afterAll(() => razorpay.close());

const gateway = (settings: Partial<RazorpaySettings> = {}) =>
  razorpayGateway({
    keyId: razorpay.keyId,
    keySecret: razorpay.keySecret,
    webhookSecret,
    apiBase: razorpay.url,
    ...settings,
  });

const fee = { amount: 50_000, receipt: "2027-XI-0042" };

describe("making the order for an application's fee", () => {
  it("posts the documented order with the school's key, carrying the application number", async () => {
    const notes = { application: "2027-XI-0042", applicant: "अनन्या शर्मा" };
    const order = await gateway().createOrder({ ...fee, notes });

    const request = razorpay.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/orders" });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`,
    );
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      amount: 50_000,
      currency: "INR",
      receipt: "2027-XI-0042",
      notes,
    });
    expect(order).toEqual({
      id: razorpay.orders.at(-1)!.id,
      amount: 50_000,
      currency: "INR",
      receipt: "2027-XI-0042",
      status: "created",
    });
    expect(order.id).toMatch(/^order_\w{14}$/);
  });

  it("sends no notes when it has none", async () => {
    await gateway().createOrder({ ...fee, notes: {} });
    expect(razorpay.requests.at(-1)!.body).toEqual({
      amount: 50_000,
      currency: "INR",
      receipt: "2027-XI-0042",
    });
  });

  it.each([
    [{ amount: 50, receipt: "2027-NUR-0001" }, "The amount must be at least INR 1.00"],
    [{ amount: 500.5, receipt: "2027-NUR-0001" }, "The amount must be an integer."],
    [{ amount: 50_000, receipt: "2027-NUR-".padEnd(41, "0") }, "The receipt may not be greater"],
  ])("surfaces Razorpay's description of a refusal, and asks once only", async (input, said) => {
    const before = razorpay.requests.length;
    const made = gateway().createOrder(input);
    await expect(made).rejects.toThrow(`Razorpay refused the order (HTTP 400): ${said}`);
    expect(razorpay.requests.length).toBe(before + 1);
  });

  it("says so when the school's key is wrong", async () => {
    await expect(gateway({ keySecret: "not-the-secret" }).createOrder(fee)).rejects.toThrow(
      "Razorpay refused the order (HTTP 401): Authentication failed",
    );
  });

  it.each([500, 503, 429])("asks once more when Razorpay answers %i", async (status) => {
    const before = { requests: razorpay.requests.length, orders: razorpay.orders.length };
    razorpay.failNext(status);
    const order = await gateway().createOrder(fee);
    expect(razorpay.requests.length).toBe(before.requests + 2);
    expect(razorpay.orders.length).toBe(before.orders + 1);
    expect(razorpay.orders.at(-1)!.id).toBe(order.id);
  });

  it("gives up when the second answer fails too", async () => {
    const before = { requests: razorpay.requests.length, orders: razorpay.orders.length };
    razorpay.failNext(500);
    razorpay.failNext(500);
    await expect(gateway().createOrder(fee)).rejects.toThrow(
      /^Razorpay failed \(HTTP 500\): We are facing some trouble/,
    );
    expect(razorpay.requests.length).toBe(before.requests + 2);
    expect(razorpay.orders.length).toBe(before.orders);
  });

  it("asks once more when Razorpay cannot be reached, then gives up", async () => {
    const gone = await startRazorpayServer();
    await gone.close();
    let calls = 0;
    const made = gateway({
      apiBase: gone.url,
      fetch: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    }).createOrder(fee);
    await expect(made).rejects.toThrow(/^Razorpay could not be reached: .*ECONNREFUSED/);
    expect(calls).toBe(2);
  });

  it("asks once more when Razorpay does not answer in time, then gives up", async () => {
    let calls = 0;
    const made = gateway({
      timeoutMs: 1,
      fetch: (_input, init) => {
        calls++;
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
        );
      },
    }).createOrder(fee);
    await expect(made).rejects.toThrow("Razorpay did not answer within 0.001 s.");
    expect(calls).toBe(2);
  });

  it("does not take an answer without the order for one", async () => {
    const made = gateway({
      fetch: async () => new Response(JSON.stringify({ entity: "order" }), { status: 200 }),
    }).createOrder(fee);
    await expect(made).rejects.toThrow("Razorpay answered without the order's details.");
  });
});

describe("the checkout's signature", () => {
  it("is accepted when Razorpay made it for this order and payment", async () => {
    const order = await gateway().createOrder(fee);
    const paymentId = "pay_29QQoUBi66xm2f";
    const signature = razorpay.checkoutSignature(order.id, paymentId);
    expect(gateway().checkoutSigned({ orderId: order.id, paymentId, signature })).toBe(true);
  });

  it("is refused when anything in it was changed", async () => {
    const order = await gateway().createOrder(fee);
    const other = await gateway().createOrder(fee);
    const paymentId = "pay_29QQoUBi66xm2f";
    const signature = razorpay.checkoutSignature(order.id, paymentId);
    const signed = (orderId: string, payment: string, given: string) =>
      gateway().checkoutSigned({ orderId, paymentId: payment, signature: given });

    const flipped = signature.slice(0, -1) + (signature.endsWith("0") ? "1" : "0");
    expect(signed(order.id, paymentId, flipped)).toBe(false);
    expect(signed(other.id, paymentId, signature)).toBe(false);
    expect(signed(order.id, "pay_29QQoUBi66xm2g", signature)).toBe(false);
    // Signed with the webhook's secret, not the key's.
    const webhookSigned = createHmac("sha256", webhookSecret)
      .update(`${order.id}|${paymentId}`)
      .digest("hex");
    expect(signed(order.id, paymentId, webhookSigned)).toBe(false);
    for (const malformed of ["", "abc", `sha256=${signature}`, `${signature}00`]) {
      expect(signed(order.id, paymentId, malformed)).toBe(false);
    }
    expect(
      gateway({ keySecret: "" }).checkoutSigned({ orderId: order.id, paymentId, signature }),
    ).toBe(false);
  });
});

/** The school's webhook, keeping each event's raw body and signature header. */
async function startWebhook() {
  const calls: { raw: string; signature: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers["x-razorpay-signature"];
      calls.push({ raw: Buffer.concat(chunks).toString("utf8"), signature: [signature].flat()[0] });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sign = (body: string, secret = webhookSecret) =>
  createHmac("sha256", secret).update(body).digest("hex");

describe("the webhook", () => {
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    webhook = await startWebhook();
  });
  afterAll(() => webhook.close());

  /** An order paid in the checkout, and the two events Razorpay posted about it. */
  async function paid() {
    const notes = { application: "2027-XI-0042", applicant: "अनन्या शर्मा" };
    const order = await gateway().createOrder({ ...fee, notes });
    const before = webhook.calls.length;
    const paymentId = await razorpay.pay(order.id, { webhookUrl: webhook.url, webhookSecret });
    const [captured, orderPaid] = webhook.calls.slice(before);
    return { order, paymentId, captured: captured!, orderPaid: orderPaid! };
  }

  it("gives the payment of a captured payment and of a paid order", async () => {
    const { order, paymentId, captured, orderPaid } = await paid();
    expect(JSON.parse(captured.raw)).toMatchObject({ event: "payment.captured" });
    expect(gateway().webhook(captured.raw, captured.signature)).toEqual({
      payment: { orderId: order.id, paymentId, amount: 50_000 },
    });
    expect(JSON.parse(orderPaid.raw)).toMatchObject({ event: "order.paid" });
    expect(gateway().webhook(orderPaid.raw, orderPaid.signature)).toEqual({
      payment: { orderId: order.id, paymentId, amount: 50_000, receipt: "2027-XI-0042" },
    });
    expect(razorpay.orders.find((one) => one.id === order.id)).toMatchObject({
      status: "paid",
      amount_paid: 50_000,
      amount_due: 0,
    });
  });

  it("is forged when its body or signature is not exactly what Razorpay sent", async () => {
    const { orderPaid } = await paid();
    const { raw, signature } = orderPaid;
    const forged = { forged: true };
    const read = (body: string, header: string | undefined) => gateway().webhook(body, header);

    expect(read(raw.replace('"amount":50000', '"amount":90000'), signature)).toEqual(forged);
    // Razorpay signs its own serialisation (Hindi escaped as \uXXXX): a re-serialised body fails.
    expect(raw).toContain("\\u0905");
    expect(read(JSON.stringify(JSON.parse(raw)), signature)).toEqual(forged);
    expect(read(raw, sign(raw, "another-secret"))).toEqual(forged);
    for (const header of [undefined, "", "abc", `sha256=${signature}`]) {
      expect(read(raw, header)).toEqual(forged);
    }
    expect(gateway({ webhookSecret: "" }).webhook(raw, signature)).toEqual(forged);
    // Signed, but not an event.
    for (const body of ["not json", "[]", '{"event":"order.paid"}']) {
      expect(read(body, sign(body))).toEqual(forged);
    }
  });

  it("gives nothing for an event that is not money received for an order", async () => {
    const { captured, orderPaid } = await paid();
    type Event = { event: string; payload: { payment: { entity: Record<string, unknown> } } };
    const event = JSON.parse(captured.raw) as Event;
    const entity = event.payload.payment.entity;
    const bodies = [
      {
        ...event,
        event: "payment.failed",
        payload: { payment: { entity: { ...entity, status: "failed" } } },
      },
      // These carry a captured payment, and the second a paid order, but are other events.
      { ...event, event: "payment.authorized" },
      { ...(JSON.parse(orderPaid.raw) as Event), event: "invoice.paid" },
      // A payment made without an order, or one no longer captured.
      { ...event, payload: { payment: { entity: { ...entity, order_id: null } } } },
      { ...event, payload: { payment: { entity: { ...entity, status: "refunded" } } } },
      { ...event, payload: {} },
    ].map((body) => JSON.stringify(body));
    for (const body of bodies) {
      expect(gateway().webhook(body, sign(body))).toEqual({});
    }
  });
});

let sequence = 0;
/** A fresh application number: Razorpay takes each reference for one link only. */
const nextReference = () => `2027-XI-${String(++sequence).padStart(4, "0")}`;

const callbackUrl = "http://127.0.0.1:5173/apply/paid?via=link";

const linkFor = (reference: string) => ({
  amount: 50_000,
  reference,
  description: "Application fee, Class XI, 2027-28",
  customer: { name: "अनन्या शर्मा", email: "parent@example.in", contact: "" },
  callbackUrl,
});

/** The callback URL's query, as the school's server reads it. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("making the payment link for an application's fee", () => {
  it("posts the documented link with the school's key, and gives its page to send the family to", async () => {
    const reference = nextReference();
    const expireBy = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const link = await gateway().createPaymentLink({ ...linkFor(reference), expireBy });

    const request = razorpay.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/payment_links" });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`,
    );
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      amount: 50_000,
      currency: "INR",
      accept_partial: false,
      reference_id: reference,
      description: "Application fee, Class XI, 2027-28",
      // The empty contact is left out rather than sent blank.
      customer: { name: "अनन्या शर्मा", email: "parent@example.in" },
      notify: { sms: false, email: false },
      expire_by: Math.floor(expireBy.getTime() / 1000),
      callback_url: callbackUrl,
      callback_method: "get",
    });
    const made = razorpay.links.at(-1)!;
    expect(link).toEqual({
      id: made.id,
      shortUrl: made.short_url,
      status: "created",
      amount: 50_000,
    });
    expect(link.id).toMatch(/^plink_\w{14}$/);
    expect(link.shortUrl).toBe(`${razorpay.url}/i/${link.id}`);
  });

  it("sends no customer when it knows nothing of them, and no expiry when not asked", async () => {
    await gateway().createPaymentLink({ ...linkFor(nextReference()), customer: {} });
    const body = razorpay.requests.at(-1)!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("customer");
    expect(body).not.toHaveProperty("expire_by");
  });

  it("surfaces Razorpay's refusal of a reference used for an earlier link", async () => {
    const reference = nextReference();
    await gateway().createPaymentLink(linkFor(reference));
    const before = { requests: razorpay.requests.length, links: razorpay.links.length };
    await expect(gateway().createPaymentLink(linkFor(reference))).rejects.toThrow(
      "Razorpay refused the payment link (HTTP 400): " +
        "payment link creation with reference ID already attempted",
    );
    expect(razorpay.requests.length).toBe(before.requests + 1);
    expect(razorpay.links.length).toBe(before.links);
  });

  it.each([
    [{ amount: 50 }, "The amount must be at least INR 1.00"],
    [{ reference: "2027-XI-".padEnd(41, "0") }, "The reference id may not be greater than 40"],
    [{ callbackUrl: "http://school.example.in/apply/paid" }, "The callback url format is invalid."],
    [{ callbackUrl: "/apply/paid" }, "The callback url format is invalid."],
    [
      { expireBy: new Date(Date.now() + 5 * 60 * 1000) },
      "timestamp must be atleast 15 minutes in future",
    ],
  ])("surfaces Razorpay's description of a refusal, and asks once only", async (change, said) => {
    const before = razorpay.requests.length;
    const made = gateway().createPaymentLink({ ...linkFor(nextReference()), ...change });
    await expect(made).rejects.toThrow(`Razorpay refused the payment link (HTTP 400): ${said}`);
    expect(razorpay.requests.length).toBe(before + 1);
  });

  it("says so when the school's key is wrong", async () => {
    const made = gateway({ keySecret: "not-the-secret" }).createPaymentLink(
      linkFor(nextReference()),
    );
    await expect(made).rejects.toThrow(
      "Razorpay refused the payment link (HTTP 401): Authentication failed",
    );
  });

  it("asks once more when Razorpay fails, making one link", async () => {
    const before = razorpay.links.length;
    razorpay.failNext(503);
    const link = await gateway().createPaymentLink(linkFor(nextReference()));
    expect(razorpay.links.length).toBe(before + 1);
    expect(razorpay.links.at(-1)!.id).toBe(link.id);
  });

  it("gives the link the first try made when only its answer was lost", async () => {
    const reference = nextReference();
    const before = razorpay.links.length;
    let calls = 0;
    const link = await gateway({
      // The first request reaches Razorpay and makes the link, but the answer never arrives.
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        if (++calls === 1) throw new TypeError("fetch failed", { cause: new Error("ECONNRESET") });
        return answer;
      },
    }).createPaymentLink(linkFor(reference));

    expect(razorpay.links.length).toBe(before + 1);
    expect(link).toMatchObject({ id: razorpay.links.at(-1)!.id, status: "created" });
    expect(razorpay.requests.slice(-3).map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /v1/payment_links",
      "POST /v1/payment_links",
      `GET /v1/payment_links?reference_id=${reference}`,
    ]);
  });

  it("does not take another fee's link for its own after a failed try", async () => {
    const reference = nextReference();
    await gateway().createPaymentLink(linkFor(reference));
    razorpay.failNext(500);
    const made = gateway().createPaymentLink({ ...linkFor(reference), amount: 60_000 });
    await expect(made).rejects.toThrow(
      "Razorpay refused the payment link (HTTP 400): " +
        "payment link creation with reference ID already attempted",
    );
  });

  it("does not take an answer without the link's page", async () => {
    const made = gateway({
      fetch: async () =>
        new Response(JSON.stringify({ id: "plink_ExjpAUN3gVHrPJ", status: "created" })),
    }).createPaymentLink(linkFor(nextReference()));
    await expect(made).rejects.toThrow("Razorpay answered without the payment link's details.");
  });
});

describe("the family's return from a payment link", () => {
  it("is read when Razorpay signed it for a paid link, keeping the callback's own query", async () => {
    const reference = nextReference();
    const link = await gateway().createPaymentLink(linkFor(reference));
    const returned = await razorpay.payLink(link.id);

    expect(returned.startsWith("http://127.0.0.1:5173/apply/paid?via=link&")).toBe(true);
    const paymentId = razorpay.links.find((one) => one.id === link.id)!.payments![0]!.payment_id;
    expect(gateway().paymentLinkReturned(queryOf(returned))).toEqual({
      paymentId,
      linkId: link.id,
      reference,
    });
  });

  it("is refused when anything in it was changed, or the link is not paid", async () => {
    const reference = nextReference();
    const link = await gateway().createPaymentLink(linkFor(reference));
    const query = queryOf(await razorpay.payLink(link.id));
    const read = (change: Record<string, string | undefined>) =>
      gateway().paymentLinkReturned({ ...query, ...change });
    const signature = query.razorpay_signature!;
    const signed = (status: string, secret: string) =>
      createHmac("sha256", secret)
        .update(`${link.id}|${reference}|${status}|${query.razorpay_payment_id}`)
        .digest("hex");

    expect(read({})).toBeDefined();
    expect(read({ razorpay_payment_id: "pay_29QQoUBi66xm2f" })).toBeUndefined();
    expect(read({ razorpay_payment_link_id: "plink_Fc8lXILABzQL7M" })).toBeUndefined();
    expect(read({ razorpay_payment_link_reference_id: "2027-I-0001" })).toBeUndefined();
    const flipped = signature.slice(0, -1) + (signature.endsWith("0") ? "1" : "0");
    expect(read({ razorpay_signature: flipped })).toBeUndefined();
    // Signed as Razorpay signs, but for a link not (wholly) paid.
    for (const status of ["partially_paid", "created"]) {
      const change = {
        razorpay_payment_link_status: status,
        razorpay_signature: signed(status, razorpay.keySecret),
      };
      expect(read(change)).toBeUndefined();
    }
    // Signed with the webhook's secret, not the key's.
    expect(read({ razorpay_signature: signed("paid", webhookSecret) })).toBeUndefined();
    const razorpays = Object.keys(query).filter((key) => key.startsWith("razorpay_"));
    expect(razorpays).toHaveLength(5);
    for (const key of razorpays) expect(read({ [key]: undefined })).toBeUndefined();
    for (const malformed of ["", "abc", `sha256=${signature}`, `${signature}00`]) {
      expect(read({ razorpay_signature: malformed })).toBeUndefined();
    }
    expect(gateway({ keySecret: "" }).paymentLinkReturned(query)).toBeUndefined();
  });
});

describe("paying a payment link", () => {
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    webhook = await startWebhook();
    razorpay.setLinkWebhook({ url: webhook.url, secret: webhookSecret });
  });
  afterAll(async () => {
    razorpay.setLinkWebhook(undefined);
    await webhook.close();
  });

  it("is done at the link's page, which posts the webhook and sends the family back signed", async () => {
    const reference = nextReference();
    const link = await gateway().createPaymentLink(linkFor(reference));

    const page = await fetch(link.shortUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pay ₹500.00");
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    expect(action).toBe(`/i/${link.id}/pay`);

    const before = webhook.calls.length;
    const paid = await fetch(new URL(action, link.shortUrl), {
      method: "POST",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    // The webhook came before the family was sent back.
    expect(webhook.calls.length).toBe(before + 1);
    const returned = gateway().paymentLinkReturned(queryOf(paid.headers.get("location")!));
    expect(returned).toMatchObject({ linkId: link.id, reference });

    const { raw, signature } = webhook.calls.at(-1)!;
    expect(JSON.parse(raw)).toMatchObject({ event: "payment_link.paid" });
    expect(gateway().webhook(raw, signature)).toEqual({
      payment: {
        orderId: razorpay.orders.at(-1)!.id,
        paymentId: returned!.paymentId,
        amount: 50_000,
        receipt: reference,
        linkId: link.id,
      },
    });

    // Paid once, the page says so and takes no second payment.
    expect(await (await fetch(link.shortUrl)).text()).toContain("This payment link has been paid.");
    const again = await fetch(new URL(action, link.shortUrl), {
      method: "POST",
      redirect: "manual",
    });
    expect(again.status).toBe(400);
    expect(webhook.calls.length).toBe(before + 1);
  });

  it("is what Razorpay then answers for the link", async () => {
    const link = await gateway().createPaymentLink(linkFor(nextReference()));
    await razorpay.payLink(link.id);
    const answer = await fetch(`${razorpay.url}/v1/payment_links/${link.id}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`,
      },
    });
    expect(await answer.json()).toMatchObject({
      id: link.id,
      status: "paid",
      amount_paid: 50_000,
    });
  });

  it("gives nothing for a payment_link.paid that does not report a paid link", async () => {
    const link = await gateway().createPaymentLink(linkFor(nextReference()));
    await razorpay.payLink(link.id);
    type Event = {
      payload: {
        payment: { entity: Record<string, unknown> };
        payment_link: { entity: Record<string, unknown> };
      };
    };
    const event = JSON.parse(webhook.calls.at(-1)!.raw) as Event;
    const { payment, payment_link } = event.payload;
    const bodies = [
      { ...event, payload: { ...event.payload, payment_link: undefined } },
      {
        ...event,
        payload: {
          ...event.payload,
          payment_link: { entity: { ...payment_link.entity, status: "partially_paid" } },
        },
      },
      {
        ...event,
        payload: { ...event.payload, payment: { entity: { ...payment.entity, status: "failed" } } },
      },
      { ...event, event: "payment_link.expired" },
    ].map((body) => JSON.stringify(body));
    for (const body of bodies) {
      expect(gateway().webhook(body, sign(body))).toEqual({});
    }
  });
});
