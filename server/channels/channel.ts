// A way of reaching a parent's phone other than e-mail: WhatsApp (the Business Cloud API) or SMS
// (an Indian gateway with DLT templates). Each provider's module turns one message into its own
// documented HTTP call; the job queue (server/channels/*-jobs.ts) decides who gets what and when.

/** What a parent is sent about one item: a template the provider knows, filled in. */
export interface ChannelMessage {
  /** The parent's mobile number in E.164 without the plus: "919876543210". */
  to: string;
  /**
   * The provider's name or id of the pre-approved template: a WhatsApp template's name, an SMS
   * gateway's template (DLT) id.
   */
  template: string;
  /** The template's language: "en" or "hi". */
  language: "en" | "hi";
  /** The template's variables, in order ({{1}}, {{2}}... or ##var1##...). */
  parameters: string[];
  /** The item's page on the site (absolute), when the template carries a link. */
  link?: string;
}

/** What the provider answered. */
export type SendOutcome =
  | { ok: true; providerId: string }
  | {
      ok: false;
      /** Said plainly, for the office's delivery report. */
      reason: string;
      /** A passing failure (throttled, the provider down): worth trying again later. */
      retry: boolean;
    };

/** How a message fared after it was accepted, as the provider's delivery reports tell. */
export interface DeliveryReport {
  providerId: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
  /** Why it failed, said plainly. */
  reason?: string;
}

export interface Channel {
  readonly name: "whatsapp" | "sms";
  send(message: ChannelMessage): Promise<SendOutcome>;
}
