import nodemailer, { type Transporter } from "nodemailer";
import type { Message } from "./messages.ts";

/** How the subscriptions' e-mails are sent (SMTP_URL, MAIL_FROM, DIGEST_TIME, SITE_URL). */
export interface MailSettings {
  /** An smtp:// or smtps:// address, or a transport made already (tests). */
  transport: string | Transporter;
  /** The From of every message; absent: the school's name and e-mail from its settings. */
  from?: string;
  /** The website's public origin, for the links in the messages. */
  siteUrl: string;
  /** "HH:mm" on the school's clock: when the daily digest goes. */
  digestTime: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
  close(): void;
}

/**
 * Sends through the SMTP server. A server that does not answer is given up on in a minute or
 * less (the job is held for five), and a refusal is an error, so the job is tried again later.
 */
export function createMailer(settings: MailSettings): Mailer {
  const transport =
    typeof settings.transport === "string"
      ? nodemailer.createTransport({
          url: settings.transport,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : settings.transport;
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      const rejected = (info as { rejected?: unknown[] }).rejected ?? [];
      if (rejected.length > 0) throw new Error(`The SMTP server refused ${message.to}.`);
    },
    close: () => transport.close(),
  };
}
