import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startWhatsAppServer,
  type TestWhatsAppServer,
} from "../../tests/support/whatsapp-server.ts";
import type { ChannelMessage } from "./channel.ts";
import {
  readWebhook,
  verifyWebhookSignature,
  webhookChallenge,
  whatsAppChannel,
} from "./whatsapp.ts";

const notice: ChannelMessage = {
  to: "919876543210",
  template: "notice_published",
  language: "hi",
  parameters: ["वार्षिक दिवस", "12 December"],
  link: "https://school.example/notices/annual-day?lang=hi",
};

let meta: TestWhatsAppServer;
beforeAll(async () => {
  meta = await startWhatsAppServer({ templates: ["notice_published", "fee_reminder"] });
});
afterAll(() => meta.close());

const channel = (accessToken = meta.accessToken) =>
  whatsAppChannel({ phoneNumberId: meta.phoneNumberId, accessToken, apiBase: meta.url });

/** A channel whose Graph API answers `status` with this body, whatever it is sent. */
const answering = (status: number, body: object) =>
  whatsAppChannel(
    { phoneNumberId: "1", accessToken: "t" },
    { fetch: async () => new Response(JSON.stringify(body), { status }) },
  );

const graphError = (code: number, message: string) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "A1" },
});

describe("sending a notice on WhatsApp", () => {
  it("posts the documented template message with the school's token", async () => {
    const outcome = await channel().send(notice);

    const message = meta.received.at(-1)!;
    expect(outcome).toEqual({ ok: true, providerId: message.id });
    expect(message.id).toMatch(/^wamid\./);
    expect(message.authorization).toBe(`Bearer ${meta.accessToken}`);
    expect(message.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "notice_published",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "वार्षिक दिवस" },
              { type: "text", text: "12 December" },
            ],
          },
          {
            type: "button",
            sub_type: "url",
            index: "0",
            parameters: [{ type: "text", text: "notices/annual-day?lang=hi" }],
          },
        ],
      },
    });
  });

  it("puts the page's path and query, not the site's origin, in the template's URL button", async () => {
    await channel().send({ ...notice, link: "https://school.example/fees/term-2?class=7#due" });
    expect(meta.received.at(-1)!.button).toBe("fees/term-2?class=7");
  });

  it("sends no button when the message has no link", async () => {
    await channel().send({ ...notice, template: "fee_reminder", language: "en", link: undefined });
    const message = meta.received.at(-1)!;
    expect(message.template).toBe("fee_reminder");
    expect(message.language).toBe("en");
    expect(message.body.template.components?.map((component) => component.type)).toEqual(["body"]);
  });

  it("tries a throttled message again later, and it then goes", async () => {
    meta.failNext(1, 429);
    const throttled = await channel().send(notice);
    expect(throttled).toMatchObject({ ok: false, retry: true });
    expect(throttled.ok || throttled.reason).toMatch(/130429/);

    expect(await channel().send(notice)).toMatchObject({ ok: true });
  });

  it("tries again when Meta fails on its side", async () => {
    meta.failNext(1, 500);
    expect(await channel().send(notice)).toMatchObject({ ok: false, retry: true });
  });

  it("gives up on a template Meta does not know, and says why", async () => {
    const count = meta.received.length;
    const outcome = await channel().send({ ...notice, template: "no_such_template" });
    expect(outcome).toMatchObject({ ok: false, retry: false });
    expect(outcome.ok || outcome.reason).toMatch(
      /^WhatsApp refused it \(132001\): Template name does not exist/,
    );
    expect(meta.received).toHaveLength(count);
  });

  it("gives up when the school's token is wrong", async () => {
    const outcome = await channel("EAA-revoked").send(notice);
    expect(outcome).toMatchObject({ ok: false, retry: false });
    expect(outcome.ok || outcome.reason).toMatch(/\(190\)/);
  });

  it.each([
    [4, "(#4) Application request limit reached"],
    [80007, "(#80007) Rate limit issues"],
    [130429, "(#130429) Rate limit hit"],
    [131048, "(#131048) Spam rate limit hit"],
    [131056, "(#131056) (Business Account, Consumer Account) pair rate limit hit"],
  ])("counts error %i as throttling, to be tried again", async (code, message) => {
    const outcome = await answering(400, graphError(code, message)).send(notice);
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(outcome.ok || outcome.reason).toContain(`(${code})`);
  });

  it.each([
    [131026, "(#131026) Message undeliverable"],
    [131047, "(#131047) Re-engagement message"],
    [100, "(#100) Invalid parameter"],
  ])("does not try error %i again", async (code, message) => {
    const outcome = await answering(400, graphError(code, message)).send(notice);
    expect(outcome).toMatchObject({ ok: false, retry: false });
    expect(outcome.ok || outcome.reason).toBe(
      `WhatsApp refused it (${code}): ${message.replace(/^\(#\d+\) /, "")}`,
    );
  });

  it("tries again when Meta does not answer in time", async () => {
    const hanging = whatsAppChannel(
      { phoneNumberId: "1", accessToken: "t" },
      {
        timeout: 1,
        fetch: (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
          ),
      },
    );
    const outcome = await hanging.send(notice);
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(outcome.ok || outcome.reason).toMatch(/did not answer/);
  });

  it("tries again when Meta cannot be reached", async () => {
    const gone = await startWhatsAppServer();
    await gone.close();
    const outcome = await whatsAppChannel({
      phoneNumberId: gone.phoneNumberId,
      accessToken: gone.accessToken,
      apiBase: gone.url,
    }).send(notice);
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(outcome.ok || outcome.reason).toMatch(/^WhatsApp could not be reached: .*ECONNREFUSED/);
  });
});

/** The school's webhook, keeping each notification's raw body and signature header. */
async function startWebhook() {
  const calls: { raw: Buffer; signature: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers["x-hub-signature-256"];
      calls.push({ raw: Buffer.concat(chunks), signature: [signature].flat()[0] });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the webhook's signature", () => {
  const appSecret = "school-app-secret";

  it("is the HMAC-SHA256 of the body, keyed with the app secret", () => {
    // The documented example: HMAC-SHA256("test") with the key "secret".
    const signature = "sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914";
    expect(verifyWebhookSignature("secret", "test", signature)).toBe(true);
    expect(verifyWebhookSignature("secret", new TextEncoder().encode("test"), signature)).toBe(
      true,
    );
    expect(verifyWebhookSignature("other", "test", signature)).toBe(false);
  });

  it("is accepted for the exact body Meta sent, and refused for any change to it", async () => {
    const webhook = await startWebhook();
    try {
      await meta.deliverReplies(webhook.url, appSecret, [{ from: "919876543210", text: "रोकें" }]);
      const { raw, signature } = webhook.calls[0]!;
      expect(verifyWebhookSignature(appSecret, raw, signature)).toBe(true);
      expect(verifyWebhookSignature(appSecret, raw.toString("utf8"), signature)).toBe(true);

      // One byte: the parent's number's last digit.
      const changed = Buffer.from(raw);
      changed.write("1", changed.indexOf("919876543210") + 11);
      expect(verifyWebhookSignature(appSecret, changed, signature)).toBe(false);
      // Meta signs its own serialisation (Hindi escaped as \uXXXX): a re-serialised body fails.
      expect(
        verifyWebhookSignature(appSecret, JSON.stringify(JSON.parse(raw.toString())), signature),
      ).toBe(false);
      expect(verifyWebhookSignature(appSecret, raw, undefined)).toBe(false);
      expect(verifyWebhookSignature(appSecret, raw, "")).toBe(false);
      expect(verifyWebhookSignature(appSecret, raw, signature!.replace("sha256=", "sha1="))).toBe(
        false,
      );
      expect(verifyWebhookSignature(appSecret, raw, "sha256=abc")).toBe(false);
      expect(verifyWebhookSignature("", raw, signature)).toBe(false);
    } finally {
      await webhook.close();
    }
  });
});

describe("the webhook's verification handshake", () => {
  const handshake = {
    "hub.mode": "subscribe",
    "hub.verify_token": "the-school-s-token",
    "hub.challenge": "1158201444",
  };

  it("echoes Meta's challenge when the verify token is the school's", () => {
    expect(webhookChallenge(new URLSearchParams(handshake), "the-school-s-token")).toBe(
      "1158201444",
    );
    expect(webhookChallenge(handshake, "the-school-s-token")).toBe("1158201444");
  });

  it("answers nothing to a wrong token, another mode or no token configured", () => {
    expect(webhookChallenge(handshake, "another-token")).toBeUndefined();
    expect(
      webhookChallenge({ ...handshake, "hub.mode": "unsubscribe" }, "the-school-s-token"),
    ).toBeUndefined();
    expect(webhookChallenge({ ...handshake, "hub.verify_token": undefined }, "")).toBeUndefined();
    expect(webhookChallenge({ ...handshake, "hub.verify_token": "" }, "")).toBeUndefined();
    expect(
      webhookChallenge({ ...handshake, "hub.challenge": undefined }, "the-school-s-token"),
    ).toBeUndefined();
  });
});

describe("reading a webhook notification", () => {
  const value = (fields: object) => ({
    messaging_product: "whatsapp",
    metadata: { display_phone_number: "919812300000", phone_number_id: "106540352242922" },
    ...fields,
  });

  const payload = {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: value({
              statuses: [
                {
                  id: "wamid.A",
                  status: "sent",
                  timestamp: "1765530000",
                  recipient_id: "919876543210",
                  pricing: { billable: true, pricing_model: "PMP", category: "utility" },
                },
                {
                  id: "wamid.A",
                  status: "delivered",
                  timestamp: "1765530003",
                  recipient_id: "919876543210",
                },
                {
                  id: "wamid.A",
                  status: "read",
                  timestamp: "1765531200",
                  recipient_id: "919876543210",
                },
                {
                  id: "wamid.B",
                  status: "failed",
                  timestamp: "1765530005",
                  recipient_id: "919811122233",
                  errors: [
                    {
                      code: 131026,
                      title: "Message undeliverable",
                      message: "Message undeliverable",
                      error_data: { details: "Message Undeliverable." },
                    },
                  ],
                },
                // Not one the school reads, and one with no id: both passed over.
                { id: "wamid.C", status: "deleted", timestamp: "1765530006" },
                { status: "sent", timestamp: "1765530007" },
              ],
            }),
          },
          {
            field: "messages",
            value: value({
              contacts: [{ profile: { name: "A parent" }, wa_id: "919876543210" }],
              messages: [
                {
                  from: "919876543210",
                  id: "wamid.D",
                  timestamp: "1765532000",
                  type: "text",
                  text: { body: " STOP " },
                },
                {
                  from: "919811122233",
                  id: "wamid.E",
                  timestamp: "1765532100",
                  type: "text",
                  text: { body: "रोकें" },
                },
                {
                  from: "919822233344",
                  id: "wamid.F",
                  timestamp: "1765532200",
                  type: "button",
                  button: { payload: "x", text: "बंद करें" },
                },
                {
                  from: "919833344455",
                  id: "wamid.G",
                  timestamp: "1765532300",
                  type: "text",
                  text: { body: "Start" },
                },
                {
                  from: "919844455566",
                  id: "wamid.H",
                  timestamp: "1765532400",
                  type: "text",
                  text: { body: "Please stop sending fees reminders" },
                },
                {
                  from: "919855566677",
                  id: "wamid.I",
                  timestamp: "1765532500",
                  type: "image",
                  image: { id: "1" },
                },
                { from: "919866677788", type: "text", text: { body: "STOP" } },
              ],
            }),
          },
          { field: "messages", value: "not an object" },
        ],
      },
      { id: "no changes here" },
    ],
  };

  it("tells how each message fared and who asked to stop or start", () => {
    expect(readWebhook(payload)).toEqual({
      reports: [
        { providerId: "wamid.A", status: "sent", at: new Date("2025-12-12T09:00:00Z") },
        { providerId: "wamid.A", status: "delivered", at: new Date("2025-12-12T09:00:03Z") },
        { providerId: "wamid.A", status: "read", at: new Date("2025-12-12T09:20:00Z") },
        {
          providerId: "wamid.B",
          status: "failed",
          at: new Date("2025-12-12T09:00:05Z"),
          reason:
            "WhatsApp could not deliver it (131026): Message undeliverable — Message Undeliverable.",
        },
      ],
      stops: [
        { from: "919876543210", at: new Date("2025-12-12T09:33:20Z") },
        { from: "919811122233", at: new Date("2025-12-12T09:35:00Z") },
        { from: "919822233344", at: new Date("2025-12-12T09:36:40Z") },
      ],
      starts: [{ from: "919833344455", at: new Date("2025-12-12T09:38:20Z") }],
    });
  });

  it("finds nothing in what is not a WhatsApp notification, and does not throw", () => {
    const nothing = { reports: [], stops: [], starts: [] };
    for (const body of [
      undefined,
      null,
      "STOP",
      [],
      { object: "page", entry: [] },
      { object: "whatsapp_business_account", entry: "x" },
    ]) {
      expect(readWebhook(body)).toEqual(nothing);
    }
  });

  it("reads what the stand-in for Meta posts to the school's webhook", async () => {
    const webhook = await startWebhook();
    try {
      await channel().send(notice);
      const sent = meta.received.at(-1)!;
      await meta.deliver(webhook.url, "s", [
        { id: sent.id, status: "delivered", timestamp: new Date("2025-12-12T09:00:00Z") },
        {
          id: "wamid.other",
          status: "failed",
          recipient_id: "919811122233",
          timestamp: new Date("2025-12-12T09:00:01Z"),
          errors: [{ code: 131047, title: "Re-engagement message" }],
        },
      ]);
      await meta.deliverReplies(webhook.url, "s", [
        { from: "919876543210", text: "रोकें", timestamp: new Date("2025-12-12T10:00:00Z") },
      ]);
      const [statuses, replies] = webhook.calls.map((call) =>
        readWebhook(JSON.parse(call.raw.toString())),
      );
      expect(statuses!.reports).toEqual([
        { providerId: sent.id, status: "delivered", at: new Date("2025-12-12T09:00:00Z") },
        {
          providerId: "wamid.other",
          status: "failed",
          at: new Date("2025-12-12T09:00:01Z"),
          reason: "WhatsApp could not deliver it (131047): Re-engagement message",
        },
      ]);
      expect(replies!.stops).toEqual([
        { from: "919876543210", at: new Date("2025-12-12T10:00:00Z") },
      ]);
    } finally {
      await webhook.close();
    }
  });
});
