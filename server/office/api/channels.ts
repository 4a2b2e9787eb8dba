import { Hono } from "hono";
import { z } from "zod";
import { RazorpayAccount, SmsAccount, WhatsAppAccount } from "#contracts/channel-settings.ts";
import { loadAccounts, saveAccount, viewOf } from "../../reach/channel-settings.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";
import { jsonBody } from "../../api/json-body.ts";

// The school's WhatsApp, SMS and Razorpay accounts (administrators): what is set, never a secret, and
// the webhook addresses to give the providers; setting one (a secret left empty keeps the one
// set before) or removing it, which turns the channel off.

const tags = ["Channels"];

export function channelsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");

  api.get(
    "/channels",
    described({
      tags,
      summary: "The school's WhatsApp and SMS accounts, without their secrets (administrators)",
      responses: { "200": answer("Each channel's account, or null while it is off.") },
    }),
    administrators,
    async (c) => {
      if (!deps.secret)
        return c.json({ error: "The server has no OFFICE_SECRET to seal them with." }, 503);
      const accounts = await loadAccounts(deps.db, schoolOf(c), deps.secret);
      return c.json(viewOf(accounts, c.get("school").schoolCode));
    },
  );

  for (const [channel, schema, secrets] of [
    ["whatsapp", WhatsAppAccount, ["accessToken", "appSecret"]],
    ["sms", SmsAccount, ["authKey"]],
    ["razorpay", RazorpayAccount, ["keySecret", "webhookSecret"]],
  ] as const) {
    api.put(
      `/channels/${channel}`,
      described({
        tags,
        summary: `Sets or removes the school's ${{ sms: "SMS gateway", whatsapp: "WhatsApp", razorpay: "Razorpay" }[channel]} account (administrators)`,
        responses: { "200": answer("Saved."), "400": answer("Some fields need attention.") },
      }),
      administrators,
      jsonBody(z.record(z.string(), z.unknown()), {
        malformed: "The request body is not valid JSON.",
        notAnObject: "Send the account as one JSON object.",
        invalid: () => ({ error: "Send the account as one JSON object." }),
      }),
      async (c) => {
        if (!deps.secret)
          return c.json({ error: "The server has no OFFICE_SECRET to seal them with." }, 503);
        const given = c.req.valid("json");
        const before = (await loadAccounts(deps.db, schoolOf(c), deps.secret))[channel];
        // A secret left empty keeps the one set before: it is never shown to be typed again.
        const kept = Object.fromEntries(
          secrets.map((name) => [
            name,
            given[name] || (before as Record<string, string> | undefined)?.[name] || "",
          ]),
        );
        let account: WhatsAppAccount | SmsAccount | RazorpayAccount | null = null;
        if (given.remove !== true) {
          const parsed = schema.safeParse({ ...given, ...kept });
          if (!parsed.success) return c.json(someFields(parsed.error.issues), 400);
          account = parsed.data;
        }
        await saveAccount(deps.db, schoolOf(c), deps.secret, channel, account, actorOf(staffOf(c)));
        return c.json({ saved: true });
      },
    );
  }

  return api;
}
