import { z } from "zod";
import { languages } from "./languages.ts";
import { SubscriptionRequest, sections } from "./subscriptions.ts";

// A school's accounts with WhatsApp (the Business Cloud API) and with its SMS gateway (MSG91,
// with DLT templates), as administrators give them in the office (/office/channels). Each
// channel is off until its account is given; secrets are never sent back, only whether they are
// set. The templates are the ones the school had approved: their names (WhatsApp) or ids (SMS).

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/** A WhatsApp template's name as Meta keeps it: lower-case letters, digits and _. */
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, "A template's name has lower-case letters, digits and _ only.");

export const WhatsAppAccount = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, "The phone number ID is the number Meta shows beside the number."),
  accessToken: text(1000, "Give the access token (a system user's permanent token)."),
  appSecret: text(200, "Give the app secret, which signs WhatsApp's delivery reports."),
  /** Body {{1}} the kind, {{2}} the title, {{3}} the date and classes; its button the page. */
  itemTemplate: templateName,
  /** Body {{1}} the school's name; its button the link that confirms the number. */
  confirmTemplate: templateName,
});
export type WhatsAppAccount = z.infer<typeof WhatsAppAccount>;

export const SmsAccount = z.object({
  authKey: text(200, "Give the gateway's auth key."),
  senderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}$/, "The sender ID (DLT header) is six letters.")
    .transform((value) => value.toUpperCase()),
  /** The URL prefix whitelisted on the DLT platform: links elsewhere are dropped by operators. */
  linkPrefix: z
    .string()
    .trim()
    .regex(/^https:\/\/[^\s/]+\/\S*$/, "Give the whitelisted prefix, e.g. https://www.school.in/."),
  /** var1 the kind and title, var2 the date, var3 the page. */
  itemTemplate: text(64, "Give the item template's id."),
  /** var1 the school's name, var2 the link that confirms the number. */
  confirmTemplate: text(64, "Give the confirmation template's id."),
});
export type SmsAccount = z.infer<typeof SmsAccount>;

/** The school's Razorpay account, for application fees paid online (issue 39). */
export const RazorpayAccount = z.object({
  keyId: z
    .string()
    .trim()
    .regex(/^rzp_(?:test|live)_[A-Za-z0-9]{6,32}$/, "The key id starts rzp_live_ (or rzp_test_)."),
  keySecret: text(200, "Give the key secret shown when the key was made."),
  webhookSecret: text(200, "Give the secret the webhook was made with."),
});
export type RazorpayAccount = z.infer<typeof RazorpayAccount>;

/** What the office is told of a school's channels: never a secret. */
export interface ChannelsView {
  whatsapp: (Omit<WhatsAppAccount, "accessToken" | "appSecret"> & { set: true }) | null;
  sms: (Omit<SmsAccount, "authKey"> & { set: true }) | null;
  razorpay: { keyId: string; set: true } | null;
  /** The paths (on the site's origin) the providers' dashboards are given. */
  webhooks: { whatsapp: string; whatsappVerifyToken: string; sms: string; razorpay: string };
}

export const channelLabels = { whatsapp: "WhatsApp", sms: "SMS" } as const;
export type PhoneChannel = keyof typeof channelLabels;
export const phoneChannels = ["whatsapp", "sms"] as const;

/** An Indian mobile number as people write it ("98765 43210", "+91-98765-43210"), in E.164 digits. */
export const indianMobile = z
  .string({ error: "Give your mobile number." })
  .trim()
  .min(1, "Give your mobile number.")
  .transform((value) =>
    value
      .replace(/[\s()-]/g, "")
      .replace(/^\+?91(?=\d{10}$)/, "")
      .replace(/^0(?=\d{10}$)/, ""),
  )
  .pipe(z.string().regex(/^[6-9]\d{9}$/, "Give a 10-digit Indian mobile number."))
  .transform((digits) => `91${digits}`);

export const phoneMessages = {
  words: "Tick the box to agree to the messages.",
  channel: "Choose WhatsApp or SMS.",
} as const;

/** A mobile number for WhatsApp or SMS, with the parent's choices (/Subscribe and the API). */
export const PhoneSubscriptionRequest = z.object({
  phone: indianMobile,
  channel: z.enum(phoneChannels, { error: phoneMessages.channel }),
  topics: SubscriptionRequest.shape.topics,
  sections,
  language: z.enum(languages).catch("en").default("en"),
  /** The words beside the box the parent ticked: the proof of what they agreed to. */
  words: z.string({ error: phoneMessages.words }).trim().min(1, phoneMessages.words).max(1000),
});
export type PhoneSubscriptionRequest = z.infer<typeof PhoneSubscriptionRequest>;
