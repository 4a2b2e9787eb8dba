import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  RazorpayAccount,
  SmsAccount,
  WhatsAppAccount,
  type ChannelsView,
  type PhoneChannel,
} from "#contracts/channel-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "../office/audit.ts";
import type { Channel } from "../channels/channel.ts";
import { smsChannel } from "../channels/sms.ts";
import { whatsAppChannel } from "../channels/whatsapp.ts";

// A school's WhatsApp and SMS accounts, kept sealed (AES-256-GCM, with a key derived from the
// office secret) so a copy of the database alone gives no one the school's tokens. Read when a
// message goes, so an account changed in the office is used from the next message on.

export interface Accounts {
  whatsapp?: WhatsAppAccount;
  sms?: SmsAccount;
  razorpay?: RazorpayAccount;
  webhookToken: string;
}

/** Where each provider's API is, when not its own (PUSH_SERVICES' kin: a test's local server). */
export interface ProviderBases {
  whatsapp?: string;
  sms?: string;
  razorpay?: string;
}

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "school-website", "channel accounts", 32));

export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function unseal(secret: string, sealed: string): unknown {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8"));
}

/** The school's accounts; one sealed with another secret, or no longer valid, counts as none. */
export async function loadAccounts(db: Db, schoolId: string, secret: string): Promise<Accounts> {
  const [row] = await db
    .select()
    .from(t.channelSettings)
    .where(eq(t.channelSettings.schoolId, schoolId));
  if (!row) return { webhookToken: await webhookToken(db, schoolId) };
  const open = <T>(
    sealed: string | null,
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  ) => {
    if (!sealed) return undefined;
    try {
      const parsed = schema.safeParse(unseal(secret, sealed));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    whatsapp: open(row.whatsapp, WhatsAppAccount),
    sms: open(row.sms, SmsAccount),
    razorpay: open(row.razorpay, RazorpayAccount),
    webhookToken: row.webhookToken,
  };
}

/** The school's webhook token, made on first asking. */
export async function webhookToken(db: Db, schoolId: string): Promise<string> {
  await db
    .insert(t.channelSettings)
    .values({ schoolId, webhookToken: randomBytes(18).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: t.channelSettings.webhookToken })
    .from(t.channelSettings)
    .where(eq(t.channelSettings.schoolId, schoolId));
  return row!.token;
}

/** The school whose webhook token this is. */
export async function schoolOfWebhook(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ schoolId: t.channelSettings.schoolId })
    .from(t.channelSettings)
    .where(eq(t.channelSettings.webhookToken, token));
  return row?.schoolId;
}

/** Sets or removes one channel's account, with a line in the audit log that names no secret. */
export async function saveAccount(
  db: Db,
  schoolId: string,
  secret: string,
  channel: PhoneChannel | "razorpay",
  account: WhatsAppAccount | SmsAccount | RazorpayAccount | null,
  actor: Actor,
): Promise<void> {
  await webhookToken(db, schoolId);
  await db.transaction(async (tx) => {
    await tx
      .update(t.channelSettings)
      .set({
        [channel]: account ? seal(secret, account) : null,
        updatedAt: new Date(),
        updatedBy: actor.name,
      })
      .where(eq(t.channelSettings.schoolId, schoolId));
    await audit(tx, schoolId, actor, {
      action: account ? "update" : "delete",
      kind: `channel-${channel}`,
      changes: { account: [null, account ? "set" : "removed"] },
    });
  });
}

/** What the office is shown: everything but the secrets, and the webhook addresses. */
export function viewOf(accounts: Accounts, schoolCode: string): ChannelsView {
  const hook = (channel: string) =>
    `/api/channels/${schoolCode}/${channel}/${accounts.webhookToken}`;
  const { whatsapp, sms, razorpay } = accounts;
  return {
    razorpay: razorpay ? { keyId: razorpay.keyId, set: true } : null,
    whatsapp: whatsapp
      ? {
          phoneNumberId: whatsapp.phoneNumberId,
          itemTemplate: whatsapp.itemTemplate,
          confirmTemplate: whatsapp.confirmTemplate,
          set: true,
        }
      : null,
    sms: sms
      ? {
          senderId: sms.senderId,
          linkPrefix: sms.linkPrefix,
          itemTemplate: sms.itemTemplate,
          confirmTemplate: sms.confirmTemplate,
          set: true,
        }
      : null,
    webhooks: {
      whatsapp: hook("whatsapp"),
      whatsappVerifyToken: accounts.webhookToken,
      sms: hook("sms"),
      razorpay: `/api/admissions/${schoolCode}/razorpay/${accounts.webhookToken}`,
    },
  };
}

/** The school's channels that are on, ready to send. */
export function channelsOf(
  accounts: Accounts,
  bases: ProviderBases = {},
): Partial<
  Record<PhoneChannel, { channel: Channel; itemTemplate: string; confirmTemplate: string }>
> {
  const { whatsapp, sms } = accounts;
  return {
    ...(whatsapp && {
      whatsapp: {
        channel: whatsAppChannel({
          phoneNumberId: whatsapp.phoneNumberId,
          accessToken: whatsapp.accessToken,
          ...(bases.whatsapp && { apiBase: bases.whatsapp }),
        }),
        itemTemplate: whatsapp.itemTemplate,
        confirmTemplate: whatsapp.confirmTemplate,
      },
    }),
    ...(sms && {
      sms: {
        channel: smsChannel({
          authKey: sms.authKey,
          senderId: sms.senderId,
          linkPrefix: sms.linkPrefix,
          ...(bases.sms && { apiBase: bases.sms }),
        }),
        itemTemplate: sms.itemTemplate,
        confirmTemplate: sms.confirmTemplate,
      },
    }),
  };
}
