// SMS to Indian mobiles through MSG91, following its documented v5 Flow API ("Send SMS": POST
// /api/v5/flow with an `authkey` header and { template_id, short_url, recipients: [{ mobiles,
// var1, ... }] }, answered { type: "success", message: <request id> } or { type: "error",
// message }) and its SMS delivery-report webhook, version 2 (a form field `data` holding a JSON
// list of { requestId, report: [{ date, number, status, desc }] }; status 1 delivered, 2 failed,
// 9 NDNC, 16 and 25 rejected, 17 blocked).
//
// Indian rules (TRAI's DLT) shape what is refused here before any request: every SMS is a
// template registered on the DLT platform, each {#var#} of it at most 30 characters, and since
// 1 October 2024 a link only under a URL prefix the school whitelisted there, or the operator
// drops the message without telling anyone.

import { z } from "zod";
import type { Channel, ChannelMessage, DeliveryReport, SendOutcome } from "./channel.ts";

export interface SmsSettings {
  /** MSG91's auth key. */
  authKey: string;
  /** The school's DLT header (sender id): six letters. */
  senderId: string;
  /** The URL prefix whitelisted on the DLT platform: "https://www.school.example/". */
  linkPrefix: string;
  /** Default https://control.msg91.com. */
  apiBase?: string;
}

export interface SmsOptions {
  /** How long the gateway has to answer; 10 s unless a test wants less. */
  timeoutMs?: number;
}

/** A DLT {#var#} holds this many characters at most; the operator drops a longer one. */
export const smsVariableLength = 30;

const indianMobile = /^91[6-9]\d{9}$/;

const answerSchema = z.object({ type: z.enum(["success", "error"]), message: z.string() });

export function smsChannel(settings: SmsSettings, options: SmsOptions = {}): Channel {
  if (!/^[A-Za-z]{6}$/.test(settings.senderId)) {
    throw new Error(`An SMS sender id is six letters, not "${settings.senderId}".`);
  }
  const endpoint = `${(settings.apiBase ?? "https://control.msg91.com").replace(/\/+$/, "")}/api/v5/flow`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    name: "sms",
    async send(message) {
      const refusal = refuse(message, settings.linkPrefix);
      if (refusal) return { ok: false, retry: false, reason: refusal };

      const values = message.link ? [...message.parameters, message.link] : message.parameters;
      const recipient: Record<string, string> = { mobiles: message.to };
      values.forEach((value, index) => (recipient[`var${index + 1}`] = value));
      const body = {
        template_id: message.template,
        // MSG91's shortener would put its own domain in place of the school's, which is not on
        // the whitelist, so the operator would drop the message.
        short_url: "0",
        // Used when the template's sender is "FromAPI"; otherwise MSG91 keeps the template's.
        sender: settings.senderId,
        recipients: [recipient],
      };

      let status: number;
      let text: string;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: {
            authkey: settings.authKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        return {
          ok: false,
          retry: true,
          reason: timedOut
            ? `The SMS gateway did not answer within ${timeoutMs / 1000} s.`
            : `The SMS gateway could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
      return outcome(status, text);
    },
  };
}

/** Why the message cannot go as it is, or nothing when it can. */
function refuse(message: ChannelMessage, linkPrefix: string): string | undefined {
  if (!indianMobile.test(message.to)) {
    return `${message.to} is not an Indian mobile number (91 and ten digits starting 6 to 9).`;
  }
  // The operator matches links by prefix against the whitelist, so this does the same.
  if (message.link !== undefined && !message.link.startsWith(linkPrefix)) {
    return `The link ${message.link} is not under ${linkPrefix}, the address whitelisted for SMS; the operator would drop the message.`;
  }
  // The link is left out: the DLT platform checks it against the whitelist as a URL, not as a
  // 30-character {#var#}.
  for (const [index, value] of message.parameters.entries()) {
    const length = [...value].length;
    if (length > smsVariableLength) {
      return `Variable ${index + 1} ("${value}") has ${length} characters; an SMS variable may have ${smsVariableLength} at most.`;
    }
  }
  return undefined;
}

function outcome(status: number, text: string): SendOutcome {
  if (status === 401) {
    return { ok: false, retry: false, reason: "The SMS gateway refused the auth key." };
  }
  if (status >= 500 || status === 429) {
    return { ok: false, retry: true, reason: `The SMS gateway failed (HTTP ${status}).` };
  }
  const answer = answerSchema.safeParse(parseJson(text));
  if (!answer.success) {
    return {
      ok: false,
      retry: false,
      reason: `The SMS gateway's answer (HTTP ${status}) was not understood.`,
    };
  }
  if (answer.data.type === "success" && status < 300) {
    return { ok: true, providerId: answer.data.message };
  }
  return {
    ok: false,
    retry: false,
    reason: `The SMS gateway refused it: ${answer.data.message}`,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const numberReportSchema = z.object({
  date: z.string(),
  number: z.string(),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().optional(),
  failedReason: z.string().optional(),
});

const requestReportSchema = z.object({
  requestId: z.string().min(1),
  report: z.array(z.unknown()),
});

/**
 * The delivery reports in one call of MSG91's webhook (version 2): the form's `data` (a JSON
 * string, or already parsed), or the list itself. Entries that are malformed or whose status
 * says nothing yet are skipped.
 */
export function readDeliveryReport(body: unknown): DeliveryReport[] {
  const reports: DeliveryReport[] = [];
  for (const entry of requestList(body)) {
    const request = requestReportSchema.safeParse(entry);
    if (!request.success) continue;
    for (const item of request.data.report) {
      const number = numberReportSchema.safeParse(item);
      if (!number.success) continue;
      const at = indianTime(number.data.date);
      const fate = fateOf(number.data.status, number.data.desc, number.data.failedReason);
      if (!at || !fate) continue;
      reports.push({ providerId: request.data.requestId, at, ...fate });
    }
  }
  return reports;
}

function requestList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body !== "object" || body === null || !("data" in body)) return [];
  const data = typeof body.data === "string" ? parseJson(body.data) : body.data;
  return Array.isArray(data) ? data : [];
}

/** MSG91 writes "2024-05-22 10:06:20" on India's clock, without saying so. */
function indianTime(date: string): Date | undefined {
  const parts = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date.trim());
  if (!parts) return undefined;
  const at = new Date(`${parts[1]}T${parts[2]}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

type Fate = Pick<DeliveryReport, "status" | "reason">;

function fateOf(status: string, desc = "", failedReason = ""): Fate | undefined {
  const failed = (reason: string): Fate => ({
    status: "failed",
    reason: `${reason}${failedReason ? `: ${failedReason}` : ""}.`,
  });
  const word = desc.trim().toUpperCase();
  if (status === "1" || word === "DELIVERED") return { status: "delivered" };
  if (status === "2" || word === "FAILED") return failed("The operator could not deliver it");
  if (status === "9" || word === "NDNC") {
    return failed("The number is on the do-not-disturb register (NDNC)");
  }
  if (status === "16" || status === "25" || word === "REJECTED") {
    return failed(
      "The operator rejected it, as it does a text that does not match its DLT template",
    );
  }
  if (status === "17" || word === "BLOCKED") return failed("The number is blocked");
  if (word === "SENT" || word === "SUBMITTED") return { status: "sent" };
  return undefined;
}
