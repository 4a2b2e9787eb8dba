import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { and, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt, todayIn } from "#contracts/dates.ts";
import { announceGraceMinutes } from "#contracts/subscriptions.ts";
import * as t from "#server/db/schema.ts";
import { createJobWorker, type JobWorker } from "#server/jobs/worker.ts";
import { nextDay } from "#server/mail/digest-times.ts";
import { mailJobs } from "#server/mail/mail-jobs.ts";
import { phoneJobs } from "#server/reach/phone-jobs.ts";
import { reachJobs } from "#server/reach/reach-jobs.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { startSmsGateway, type TestSmsGateway } from "../support/sms-gateway.ts";
import {
  schoolCode,
  testBackend,
  timeZone,
  type TestApp,
  type TestBackend,
} from "../support/test-backend.ts";
import { startWhatsAppServer, type TestWhatsAppServer } from "../support/whatsapp-server.ts";

// WhatsApp and SMS by class, end to end against local servers that speak the WhatsApp Cloud
// API and MSG91's API: off until an administrator gives the school's account; a number in force
// only once the link its channel sent is opened; an item reaches the numbers of its classes'
// parents as the school's approved template, with its page's link; signed delivery reports and
// MSG91's reports move each delivery on; STOP ends the messages; a failing gateway is retried.

const siteUrl = "https://school.test";
const secret = "phone-channels-test-office-secret-of-32-characters";
const appSecret = "whatsapp-app-secret-0123456789abcdef";

let backend: TestBackend;
let app: TestApp;
let listening: ServerType;
let origin: string;
let whatsapp: TestWhatsAppServer;
let sms: TestSmsGateway;
let administrator: OfficeClient;
let editor: OfficeClient;
let worker: JobWorker;
let schoolId: string;
let startedAt: Date;

const tomorrow = nextDay(todayIn(timeZone));
let clock = instantAt(`${tomorrow}T10:00`, timeZone)!;
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const runJobs = () => worker.runDue();

const smsTemplates = [
  { id: "item-template", text: "##var1## (##var2##). Read it at ##var3## -HLCA" },
  { id: "confirm-template", text: "To get updates from ##var1## open ##var2## -HLCA" },
];

let visitor = 0;
const ask = (body: Record<string, unknown>) =>
  app.request(`/api/subscriptions/${schoolCode}/phone`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.0.${++visitor}` },
    body: JSON.stringify({
      topics: ["circulars"],
      words: "Send me the school's messages on this number.",
      ...body,
    }),
  });

const confirm = (token: string) =>
  app.request(`/api/subscriptions/${schoolCode}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });

async function publish(title: string, audience: string[]) {
  const made = await editor.call("POST", "/records/circulars", {
    category: "Circular",
    title,
    date: "28.11.26",
    audience,
    attachments: "",
    status: "published",
  });
  expect(made.status).toBe(201);
  later(announceGraceMinutes);
  await runJobs();
  return made.json.id as string;
}

const deliveriesOf = (itemId: string) =>
  backend.database.db.select().from(t.deliveries).where(eq(t.deliveries.itemId, itemId));

beforeAll(async () => {
  backend = await testBackend();
  whatsapp = await startWhatsAppServer({ templates: ["school_update", "school_optin"] });
  sms = await startSmsGateway({
    authKey: "msg91-auth-key",
    senderId: "HLCASC",
    templates: smsTemplates,
  });
  app = backend.configured({ now: () => clock, trustProxy: 1, secret });
  listening = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(server),
    );
  });
  origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  administrator = await signedInAdministrator(app.request, "198.51.100.200");
  editor = await signedIn(app.request, "editor", "198.51.100.201");
  startedAt = new Date();
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  const { db } = backend.database;
  worker = createJobWorker({
    db,
    handlers: {
      ...mailJobs({ db, timeZone }).handlers,
      ...reachJobs({ db, secret, siteUrl, timeZone }),
      ...phoneJobs({
        db,
        secret,
        siteUrl,
        providerBases: { whatsapp: whatsapp.url, sms: sms.url },
      }),
    },
    now: () => clock,
  });
  await runJobs();
});

afterAll(async () => {
  const { db } = backend.database;
  await db
    .delete(t.subscriptions)
    .where(and(eq(t.subscriptions.schoolId, schoolId), isNotNull(t.subscriptions.phone)));
  await db.delete(t.channelSettings).where(eq(t.channelSettings.schoolId, schoolId));
  await db.delete(t.deliveries).where(gte(t.deliveries.createdAt, startedAt));
  await db.delete(t.jobs).where(gte(t.jobs.createdAt, startedAt));
  await writeContent(db, schoolId, async (tx) => {
    await tx.delete(t.circulars).where(gte(t.circulars.createdAt, startedAt));
  });
  await new Promise((resolve) => listening?.close(resolve));
  await whatsapp?.close();
  await sms?.close();
});

describe("the school's accounts", () => {
  it("leave WhatsApp and SMS off until an administrator gives them, and never show a secret", async () => {
    const open = await app.request(`/api/subscriptions/${schoolCode}`);
    expect(await open.json()).toMatchObject({ phones: [] });
    const off = await ask({ phone: "9876543210", channel: "whatsapp", sections: ["IX-A"] });
    expect(off.status).toBe(503);
    expect(await off.json()).toMatchObject({
      error: "WhatsApp messages are not set up by the school.",
    });

    const account = {
      phoneNumberId: whatsapp.phoneNumberId,
      accessToken: whatsapp.accessToken,
      appSecret,
      itemTemplate: "school_update",
      confirmTemplate: "school_optin",
    };
    expect((await editor.call("PUT", "/channels/whatsapp", account)).status).toBe(403);
    const refused = await administrator.call("PUT", "/channels/sms", {
      authKey: "k",
      senderId: "HL",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty("senderId");
    expect((await administrator.call("PUT", "/channels/whatsapp", account)).status).toBe(200);
    const gateway = {
      authKey: "msg91-auth-key",
      senderId: "hlcasc",
      linkPrefix: `${siteUrl}/`,
      itemTemplate: "item-template",
      confirmTemplate: "confirm-template",
    };
    expect((await administrator.call("PUT", "/channels/sms", gateway)).status).toBe(200);

    const view = await administrator.call("GET", "/channels");
    expect(JSON.stringify(view.json)).not.toContain(whatsapp.accessToken);
    expect(JSON.stringify(view.json)).not.toContain(appSecret);
    expect(JSON.stringify(view.json)).not.toContain("msg91-auth-key");
    expect(view.json).toMatchObject({
      whatsapp: { phoneNumberId: whatsapp.phoneNumberId, set: true },
      sms: { senderId: "HLCASC", set: true },
    });
    // Saved again with the secrets left empty, the ones set before are kept.
    const again = await administrator.call("PUT", "/channels/whatsapp", {
      ...account,
      accessToken: "",
      appSecret: "",
    });
    expect(again.status).toBe(200);
    expect(await (await app.request(`/api/subscriptions/${schoolCode}`)).json()).toMatchObject({
      phones: ["whatsapp", "sms"],
    });
  });
});

describe("a parent's number", () => {
  let whatsappToken: string;

  it("is refused when it is not an Indian mobile, and kept with the words agreed to", async () => {
    const landline = await ask({ phone: "0172 2345678", channel: "whatsapp", sections: ["IX-A"] });
    expect(landline.status).toBe(400);
    expect(await landline.json()).toMatchObject({
      errors: { phone: "Give a 10-digit Indian mobile number." },
    });
    expect(
      (await ask({ phone: "+91 98765-43210", channel: "whatsapp", sections: ["IX-A"] })).status,
    ).toBe(202);
    const [row] = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(
        and(eq(t.subscriptions.schoolId, schoolId), eq(t.subscriptions.phone, "919876543210")),
      );
    expect(row).toMatchObject({ phoneChannel: "whatsapp", confirmedAt: null, sections: ["IX-A"] });
    expect(row!.consents[0]).toMatchObject({
      channel: "whatsapp",
      words: "Send me the school's messages on this number.",
    });
  });

  it("is in force once the link WhatsApp or the SMS brought is opened", async () => {
    await runJobs();
    const optIn = whatsapp.received.find((message) => message.template === "school_optin");
    expect(optIn).toMatchObject({ to: "919876543210", language: "en" });
    expect(optIn!.parameters[0]).toBe("Holy Lamp Convent School");
    whatsappToken = new URLSearchParams(optIn!.button!.split("?")[1]).get("confirm")!;
    const confirmed = await confirm(whatsappToken);
    expect(await confirmed.json()).toMatchObject({
      outcome: "confirmed",
      phone: "+919876543210",
      channel: "whatsapp",
    });

    expect(
      (
        await ask({
          phone: "9123456780",
          channel: "sms",
          sections: ["VI-A"],
          topics: ["circulars"],
        })
      ).status,
    ).toBe(202);
    await runJobs();
    const [text] = sms.received.filter((one) => one.templateId === "confirm-template");
    expect(text!.to).toBe("919123456780");
    const link = /open (\S+) -HLCA/.exec(text!.text)![1]!;
    expect(link.startsWith(`${siteUrl}/Subscribe?confirm=`)).toBe(true);
    expect((await confirm(new URL(link).searchParams.get("confirm")!)).status).toBe(200);
  });

  it("is sent each item of its classes once, as the school's template with the page's link", async () => {
    const forIX = await publish("Class IX science practicals from Monday", ["IX"]);
    const items = whatsapp.received.filter((message) => message.template === "school_update");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      to: "919876543210",
      parameters: ["Circular", "Class IX science practicals from Monday", "28.11.26 · IX"],
    });
    // Its short link, which the site sends on to the circular's page.
    expect(items[0]!.button).toMatch(/^s\/[0-9a-z]{1,10}$/);
    const shortLink = await app.request(`/api/short/${schoolCode}/${items[0]!.button!.slice(2)}`);
    expect(await shortLink.json()).toMatchObject({ path: expect.stringMatching(/^\/Circular\//) });
    expect((await app.request(`/api/short/${schoolCode}/zzzzzzzz`)).status).toBe(404);
    expect((await app.request(`/api/short/${schoolCode}/not-a-code`)).status).toBe(404);
    expect(sms.received.filter((one) => one.templateId === "item-template")).toHaveLength(0);
    await runJobs();
    expect(
      whatsapp.received.filter((message) => message.template === "school_update"),
    ).toHaveLength(1);
    const [sent] = await deliveriesOf(forIX);
    expect(sent).toMatchObject({ channel: "whatsapp", status: "sent" });
    expect(sent!.providerId).toMatch(/^wamid\./);

    sms.failNext(1);
    const forAll = await publish("School reopens after the winter break on Monday 5 January", []);
    // The gateway failed once: tried again a few minutes later.
    expect(sms.received.filter((one) => one.templateId === "item-template")).toHaveLength(0);
    later(5);
    await runJobs();
    const [text] = sms.received.filter((one) => one.templateId === "item-template");
    expect(text!.variables.var1!.length).toBeLessThanOrEqual(30);
    expect(text!.text).toMatch(
      /^Circular: School reopens… \(28\.11\.26\)\. Read it at https:\/\/school\.test\/s\/[0-9a-z]+ -HLCA$/,
    );
    const rows = await deliveriesOf(forAll);
    expect(rows.map((row) => `${row.channel} ${row.status}`).sort()).toEqual([
      "sms sent",
      "whatsapp sent",
    ]);
  });

  it("moves on with the providers' reports, checked by WhatsApp's signature", async () => {
    const [item] = await backend.database.db
      .select({ id: t.circulars.id })
      .from(t.circulars)
      .where(
        and(
          eq(t.circulars.title, "School reopens after the winter break on Monday 5 January"),
          gte(t.circulars.createdAt, startedAt),
        ),
      );
    const rows = await deliveriesOf(item!.id);
    const onWhatsApp = rows.find((row) => row.channel === "whatsapp")!;
    const bySms = rows.find((row) => row.channel === "sms")!;
    const { webhooks } = (await administrator.call("GET", "/channels")).json as {
      webhooks: { whatsapp: string; sms: string };
    };
    const forged = await whatsapp.deliver(`${origin}${webhooks.whatsapp}`, "not-the-app-secret", [
      { id: onWhatsApp.providerId!, status: "read" },
    ]);
    expect(forged.status).toBe(401);
    const signed = await whatsapp.deliver(`${origin}${webhooks.whatsapp}`, appSecret, [
      { id: onWhatsApp.providerId!, status: "read" },
    ]);
    expect(signed.status).toBe(200);
    expect(
      await sms.report(`${origin}${webhooks.sms}`, [
        { requestId: bySms.providerId!, number: "919123456780", status: "9", desc: "NDNC" },
      ]),
    ).toBe(200);
    const after = await deliveriesOf(item!.id);
    expect(after.find((row) => row.channel === "whatsapp")).toMatchObject({ status: "read" });
    expect(after.find((row) => row.channel === "sms")).toMatchObject({ status: "failed" });
    expect(after.find((row) => row.channel === "sms")!.reason).toBeTruthy();
    const wrongToken = await fetch(`${origin}/api/channels/${schoolCode}/sms/not-the-token`, {
      method: "POST",
      body: "data=[]",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrongToken.status).toBe(404);
  });

  it("stops at STOP, and the office sees the number only in the office role's list", async () => {
    const { webhooks } = (await administrator.call("GET", "/channels")).json as {
      webhooks: { whatsapp: string };
    };
    const stopped = await whatsapp.deliverReplies(`${origin}${webhooks.whatsapp}`, appSecret, [
      { from: "919876543210", text: "STOP" },
    ]);
    expect(stopped.status).toBe(200);
    const before = whatsapp.received.length;
    await publish("Class IX parent-teacher meeting", ["IX"]);
    expect(whatsapp.received.length).toBe(before);
    const [row] = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(inArray(t.subscriptions.phone, ["919876543210"]));
    expect(row!.unsubscribedAt).not.toBeNull();
    expect(row!.consents.at(-1)).toMatchObject({ channel: "whatsapp", words: "STOP" });

    expect((await editor.call("GET", "/subscriptions?q=98765")).status).toBe(403);
    const office = await signedIn(app.request, "office", "198.51.100.202");
    const listed = await office.call("GET", "/subscriptions?sort=newest");
    const listedRows = listed.json.subscriptions as { id: string; phone: string | null }[];
    expect(listedRows.map((one) => one.phone)).toContain("+919123456780");
    // Removed on the parent's word, the number goes with the subscription.
    const parent = listedRows.find((one) => one.phone === "+919123456780")!;
    expect((await office.call("DELETE", `/subscriptions/${parent.id}`, {})).status).toBe(200);
    const left = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.phone, "919123456780"));
    expect(left).toHaveLength(0);
  });
});
