import { data } from "react-router";
import type { ChannelsView, PhoneChannel } from "#contracts/channel-settings.ts";
import type { Route } from "./+types/channels";
import { formValues, officeCall, refused } from "../office-api.server.ts";
import { ErrorSummary, Field } from "../field.tsx";
import { siteUrl } from "../../seo/site-url.ts";
import s from "../office.module.css";

// The school's WhatsApp and SMS accounts (administrators; the API checks the role). A channel is
// off until its account is saved here; secrets are never shown again, and one left empty keeps
// the one saved before. The webhook addresses are what the providers' dashboards are given.

export const meta: Route.MetaFunction = () => [
  { title: "WhatsApp, SMS and payments · School office" },
];

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  secret?: true;
}

type Provider = PhoneChannel | "razorpay";

const forms: Record<Provider, { heading: string; intro: string; fields: FieldSpec[] }> = {
  whatsapp: {
    heading: "WhatsApp",
    intro:
      "The school's WhatsApp Business account (Meta's Cloud API). Parents who give their number on /Subscribe get each item for their children's classes as the school's approved template.",
    fields: [
      {
        name: "phoneNumberId",
        label: "Phone number ID",
        hint: "As WhatsApp Manager shows it beside the number.",
      },
      {
        name: "accessToken",
        label: "Access token",
        hint: "A system user's permanent token.",
        secret: true,
      },
      {
        name: "appSecret",
        label: "App secret",
        hint: "Signs WhatsApp's delivery reports.",
        secret: true,
      },
      {
        name: "itemTemplate",
        label: "Template for items",
        hint: "Its body has {{1}} the kind, {{2}} the title, {{3}} the date and classes; its button opens the item.",
      },
      {
        name: "confirmTemplate",
        label: "Template that confirms a number",
        hint: "Its body has {{1}} the school's name; its button opens the link that confirms.",
      },
    ],
  },
  sms: {
    heading: "SMS",
    intro:
      "The school's MSG91 account, with templates registered on the DLT platform (TRAI). Links go only under the prefix whitelisted there.",
    fields: [
      { name: "authKey", label: "Auth key", secret: true },
      { name: "senderId", label: "Sender ID (DLT header)", hint: "Six letters." },
      { name: "linkPrefix", label: "Whitelisted link prefix", hint: "e.g. https://www.school.in/" },
      {
        name: "itemTemplate",
        label: "Item template ID",
        hint: "var1 the kind and title, var2 the date, var3 the link.",
      },
      {
        name: "confirmTemplate",
        label: "Confirmation template ID",
        hint: "var1 the school's name, var2 the link.",
      },
    ],
  },
  razorpay: {
    heading: "Razorpay",
    intro:
      "The school's Razorpay account, for application fees paid online: a family who has applied can pay by card, net banking or UPI on Razorpay's page, and the fee is marked paid when Razorpay says so. Without it, families pay by the UPI link and the office marks the fee paid.",
    fields: [
      { name: "keyId", label: "Key id", hint: "rzp_live_… from the dashboard's API keys." },
      { name: "keySecret", label: "Key secret", secret: true },
      {
        name: "webhookSecret",
        label: "Webhook secret",
        hint: "Given when the webhook below is added for the payment_link.paid event.",
        secret: true,
      },
    ],
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await officeCall<ChannelsView>(context, request, "GET", "/channels");
  if (answer.status !== 200) refused(answer, request);
  return { view: answer.json, saved: new URL(request.url).searchParams.get("saved") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { channel = "", intent = "", ...values } = await formValues(request);
  if (channel !== "whatsapp" && channel !== "sms" && channel !== "razorpay")
    return data({ channel, error: "Unknown channel.", fields: {} }, 400);
  const body = intent === "remove" ? { remove: true } : values;
  const answer = await officeCall(context, request, "PUT", `/channels/${channel}`, body);
  if (answer.status === 401 || answer.status === 403) refused(answer, request);
  if (answer.status === 200) {
    return new Response(null, {
      status: 303,
      headers: { Location: `/office/channels?saved=${channel}` },
    });
  }
  return data(
    {
      channel,
      error: String(answer.json.error ?? "Not saved."),
      fields: (answer.json.fields ?? {}) as Record<string, string>,
    },
    400,
  );
}

export default function Channels({ loaderData, actionData }: Route.ComponentProps) {
  const { view, saved } = loaderData;
  const hooks = {
    whatsapp: new URL(view.webhooks.whatsapp, siteUrl).href,
    sms: new URL(view.webhooks.sms, siteUrl).href,
    razorpay: new URL(view.webhooks.razorpay, siteUrl).href,
  };
  return (
    <>
      <h1>WhatsApp, SMS and payments</h1>
      {saved && !actionData && (
        <p className={s.notice} role="status">
          Saved: {forms[saved as Provider]?.heading ?? saved} is{" "}
          {view[saved as Provider] ? "on" : "off"}.
        </p>
      )}
      {(["whatsapp", "sms", "razorpay"] as const).map((channel) => {
        const form = forms[channel];
        const account = view[channel] as Record<string, string | boolean> | null;
        const refusal = actionData?.channel === channel ? actionData : undefined;
        return (
          <section key={channel} className={s.panel} aria-labelledby={`${channel}-heading`}>
            <h2 id={`${channel}-heading`}>
              {form.heading}: {account ? "on" : "off"}
            </h2>
            <p>{form.intro}</p>
            {!account && (
              <p className={s.muted}>
                Off: no account is set, so nothing is sent by {form.heading}.
              </p>
            )}
            <ErrorSummary
              error={refusal?.error}
              fields={
                refusal && Object.keys(refusal.fields).length > 0
                  ? Object.fromEntries(
                      Object.entries(refusal.fields as Record<string, string>).map(
                        ([name, message]) => [`${channel}-${name}`, message],
                      ),
                    )
                  : undefined
              }
              labels={Object.fromEntries(
                form.fields.map((field) => [`${channel}-${field.name}`, field.label]),
              )}
            />
            <form method="post">
              <input type="hidden" name="channel" value={channel} />
              {form.fields.map((field) => (
                <Field
                  key={field.name}
                  // Both forms have template fields: each id names its channel.
                  id={`field-${channel}-${field.name}`}
                  name={field.name}
                  label={field.label}
                  type={field.secret ? "password" : "text"}
                  autoComplete="off"
                  value={field.secret ? "" : String(account?.[field.name] ?? "")}
                  hint={
                    field.secret && account
                      ? `Set. Leave empty to keep it.${field.hint ? ` ${field.hint}` : ""}`
                      : field.hint
                  }
                  error={(refusal?.fields as Record<string, string> | undefined)?.[field.name]}
                />
              ))}
              <div className={s.actions}>
                <button type="submit" name="intent" value="save" className={s.button}>
                  Save {form.heading}
                </button>
                {account && (
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className={`${s.button} ${s.danger}`}
                  >
                    Turn {form.heading} off
                  </button>
                )}
              </div>
            </form>
            <p className={s.muted}>
              {channel === "razorpay" ? "Webhook for payments" : "Webhook for delivery reports"}:{" "}
              <code>{hooks[channel]}</code>
              {channel === "whatsapp" && (
                <>
                  {" "}
                  (verify token <code>{view.webhooks.whatsappVerifyToken}</code>)
                </>
              )}
            </p>
          </section>
        );
      })}
    </>
  );
}
