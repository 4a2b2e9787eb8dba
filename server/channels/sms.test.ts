import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmsGateway, type TestSmsGateway } from "../../tests/support/sms-gateway.ts";
import type { ChannelMessage } from "./channel.ts";
import { readDeliveryReport, smsChannel, type SmsSettings } from "./sms.ts";

const notice = {
  id: "1107171234567890123",
  text: "Dear parent, a new notice from ##var1##: ##var2##. Read it at ##var3## - SCHOOL",
};
const holiday = { id: "1107179876543210987", text: "School closed on ##var1##. - SCHOOL" };

let gateway: TestSmsGateway;
let settings: SmsSettings;

beforeAll(async () => {
  gateway = await startSmsGateway({
    authKey: "key-of-the-school",
    senderId: "SCHOOL",
    templates: [notice, holiday],
  });
  settings = {
    authKey: "key-of-the-school",
    senderId: "SCHOOL",
    linkPrefix: "https://www.school.example/",
    apiBase: gateway.url,
  };
});

afterAll(() => gateway.close());

beforeEach(() => {
  gateway.received.length = 0;
  gateway.requests.length = 0;
});

const message = (overrides: Partial<ChannelMessage> = {}): ChannelMessage => ({
  to: "919876543210",
  template: notice.id,
  language: "en",
  parameters: ["the Principal", "Annual Day"],
  link: "https://www.school.example/n/42",
  ...overrides,
});

describe("the SMS channel (MSG91)", () => {
  it("posts the template and its variables with the auth key, link last and unshortened", async () => {
    const outcome = await smsChannel(settings).send(message());

    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/api/v5/flow");
    expect(request!.headers.authkey).toBe("key-of-the-school");
    expect(request!.body).toEqual({
      template_id: notice.id,
      short_url: "0",
      sender: "SCHOOL",
      recipients: [
        {
          mobiles: "919876543210",
          var1: "the Principal",
          var2: "Annual Day",
          var3: "https://www.school.example/n/42",
        },
      ],
    });
    expect(outcome).toEqual({ ok: true, providerId: gateway.received[0]!.requestId });
  });

  it("lets the gateway assemble the registered text a parent reads", async () => {
    await smsChannel(settings).send(message());
    expect(gateway.received.map((sms) => [sms.to, sms.text])).toEqual([
      [
        "919876543210",
        "Dear parent, a new notice from the Principal: Annual Day. Read it at https://www.school.example/n/42 - SCHOOL",
      ],
    ]);
  });

  it("sends a template without a link", async () => {
    const outcome = await smsChannel(settings).send(
      message({ template: holiday.id, parameters: ["15 August"], link: undefined }),
    );
    expect(outcome.ok).toBe(true);
    expect(gateway.received.map((sms) => sms.text)).toEqual([
      "School closed on 15 August. - SCHOOL",
    ]);
  });

  it("refuses a link outside the whitelisted prefix without asking the gateway", async () => {
    const outcome = await smsChannel(settings).send(
      message({ link: "https://www.school.example.evil.test/n/42" }),
    );
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      reason: expect.stringContaining("https://www.school.example/"),
    });
    expect(gateway.requests).toEqual([]);
  });

  it.each([
    ["a number from abroad", "447911123456"],
    ["a landline", "911123456789"],
    ["a mobile without the country code", "9876543210"],
    ["a number with a plus", "+919876543210"],
  ])("refuses %s without asking the gateway", async (_, to) => {
    const outcome = await smsChannel(settings).send(message({ to }));
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      reason: expect.stringContaining("not an Indian mobile number"),
    });
    expect(gateway.requests).toEqual([]);
  });

  it("refuses a variable longer than DLT's 30 characters, and takes one of 30", async () => {
    const channel = smsChannel(settings);
    const long = await channel.send(
      message({ parameters: ["the Principal", "Annual Day celebrations 2026-27"] }),
    );
    expect(long).toEqual({
      ok: false,
      retry: false,
      reason: expect.stringMatching(/^Variable 2 .* 31 characters/),
    });
    expect(gateway.requests).toEqual([]);

    const thirty = await channel.send(message({ parameters: ["the Principal", "x".repeat(30)] }));
    expect(thirty.ok).toBe(true);
  });

  it("counts a Hindi variable's characters, not its bytes", async () => {
    const outcome = await smsChannel(settings).send(
      message({ language: "hi", parameters: ["प्रधानाचार्य", "वार्षिकोत्सव"] }),
    );
    expect(outcome.ok).toBe(true);
  });

  it("reports the gateway's own words for a template it does not know", async () => {
    const outcome = await smsChannel(settings).send(message({ template: "1107170000000000000" }));
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      reason: "The SMS gateway refused it: Invalid template id",
    });
    expect(gateway.received).toEqual([]);
  });

  it("tries again later when the gateway fails with 500", async () => {
    gateway.failNext(1);
    const channel = smsChannel(settings);
    expect(await channel.send(message())).toEqual({
      ok: false,
      retry: true,
      reason: "The SMS gateway failed (HTTP 500).",
    });
    expect((await channel.send(message())).ok).toBe(true);
  });

  it("does not try again with a wrong auth key", async () => {
    const outcome = await smsChannel({ ...settings, authKey: "not-the-key" }).send(message());
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      reason: "The SMS gateway refused the auth key.",
    });
    expect(gateway.received).toEqual([]);
  });

  it("tries again later when the gateway does not answer in time", async () => {
    gateway.stallNext(1);
    const outcome = await smsChannel(settings, { timeoutMs: 200 }).send(message());
    expect(outcome).toEqual({
      ok: false,
      retry: true,
      reason: "The SMS gateway did not answer within 0.2 s.",
    });
  });

  it("tries again later when the gateway cannot be reached", async () => {
    const gone = await startSmsGateway();
    await gone.close();
    const outcome = await smsChannel({ ...settings, apiBase: gone.url }).send(message());
    expect(outcome).toMatchObject({ ok: false, retry: true });
  });

  it("will not start with a sender id that is not six letters", () => {
    expect(() => smsChannel({ ...settings, senderId: "SCHOOL1" })).toThrow(/six letters/);
  });
});

describe("MSG91's delivery reports", () => {
  it("reads the webhook's form as the gateway posts it", async () => {
    const { requestId } = await sendOne();
    const forms: string[] = [];
    const webhook = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        forms.push(Buffer.concat(chunks).toString("utf8"));
        response.end("ok");
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
    const { port } = webhook.address() as AddressInfo;
    try {
      const status = await gateway.report(`http://127.0.0.1:${port}/sms-reports`, [
        {
          requestId,
          number: "919876543210",
          status: "1",
          desc: "DELIVERED",
          date: "2026-11-24 10:06:20",
        },
      ]);
      expect(status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => webhook.close(() => resolve()));
    }

    const form = Object.fromEntries(new URLSearchParams(forms[0]));
    expect(readDeliveryReport(form)).toEqual([
      { providerId: requestId, status: "delivered", at: new Date("2026-11-24T04:36:20Z") },
    ]);
  });

  it("tells delivered, sent and each kind of failure apart, and skips what it cannot read", () => {
    // As MSG91's help page shows version 2's `data`, with one request per SMS.
    const data = [
      {
        senderId: "SCHOOL",
        requestId: "3465676b6a4a333132313130",
        report: [
          {
            date: "2026-11-24 10:06:20",
            amount: "0.01",
            clientid: "",
            INMSID: "0",
            CRQID: "0",
            ctCode: "900",
            number: "919876543210",
            credit: "1",
            status: "1",
            desc: "DELIVERED",
            failedReason: "",
          },
        ],
        userId: "100001",
        campaignName: "API",
      },
      report("a1", { status: "2", desc: "FAILED", failedReason: "Absent subscriber" }),
      report("a2", { status: "9", desc: "NDNC" }),
      report("a3", { status: "16", desc: "REJECTED" }),
      report("a4", { status: "25", desc: "Rejected" }),
      report("a5", { status: "17", desc: "BLOCKED" }),
      report("a6", { status: "8", desc: "SUBMITTED" }),
      report("a7", { status: "3", desc: "SENT" }),
      // Malformed: no request id, no date, a date MSG91 does not write, a status nobody knows.
      { report: [{ date: "2026-11-24 10:06:20", number: "919876543210", status: "1" }] },
      report("b1", { status: "1", desc: "DELIVERED", date: undefined }),
      report("b2", { status: "1", desc: "DELIVERED", date: "24/11/2026" }),
      report("b3", { status: "42", desc: "SOMETHING" }),
      "not a report",
    ];
    const at = new Date("2026-11-24T04:36:20Z");
    expect(readDeliveryReport({ data: JSON.stringify(data) })).toEqual([
      { providerId: "3465676b6a4a333132313130", status: "delivered", at },
      {
        providerId: "a1",
        status: "failed",
        at,
        reason: "The operator could not deliver it: Absent subscriber.",
      },
      {
        providerId: "a2",
        status: "failed",
        at,
        reason: "The number is on the do-not-disturb register (NDNC).",
      },
      { providerId: "a3", status: "failed", at, reason: expect.stringContaining("rejected it") },
      { providerId: "a4", status: "failed", at, reason: expect.stringContaining("rejected it") },
      { providerId: "a5", status: "failed", at, reason: "The number is blocked." },
      { providerId: "a6", status: "sent", at },
      { providerId: "a7", status: "sent", at },
    ]);
  });

  it("takes the list already parsed, and reads nothing from a body that is not a report", () => {
    const list = [report("c1", { status: "1", desc: "DELIVERED" })];
    expect(readDeliveryReport(list)).toHaveLength(1);
    expect(readDeliveryReport({ data: list })).toHaveLength(1);
    expect(readDeliveryReport({ data: "{not json" })).toEqual([]);
    expect(readDeliveryReport(null)).toEqual([]);
    expect(readDeliveryReport("data")).toEqual([]);
  });
});

function report(
  requestId: string,
  fields: { status: string; desc: string; failedReason?: string; date?: string | undefined },
) {
  // A `date: undefined` leaves the date out, as a malformed report would.
  const { date, ...rest } = { date: "2026-11-24 10:06:20", ...fields };
  const number = { number: "919876543210", ...rest, ...(date === undefined ? {} : { date }) };
  return { senderId: "SCHOOL", requestId, report: [number], userId: "100001", campaignName: "API" };
}

async function sendOne() {
  const outcome = await smsChannel(settings).send(message());
  if (!outcome.ok) throw new Error(outcome.reason);
  return { requestId: outcome.providerId };
}
