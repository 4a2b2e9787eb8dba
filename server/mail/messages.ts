import {
  frequencyLabels,
  topicLabels,
  type Frequency,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import type { MailItem } from "./items.ts";

// The e-mails of a subscription, each as plain text and simple HTML with the same words: the
// confirmation, the reminder to an address subscribed already, one item, and the daily digest.
// Every message after the confirmation carries the one-click unsubscribe of RFC 8058.

/** Who sends, and where the links go. */
export interface Sender {
  schoolName: string;
  /** The school's e-mail (its settings): replies go there. */
  schoolEmail: string;
  schoolCode: string;
  /** MAIL_FROM, when set; otherwise the school's name and e-mail. */
  from?: string;
  /** The website's public origin. */
  siteUrl: string;
}

export interface Recipient {
  email: string;
  token: string;
  topics: readonly string[];
  frequency: Frequency;
}

export interface Message {
  from: string | { name: string; address: string };
  replyTo: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The address of a stored file, or the address an attachment already is. */
export function attachmentUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}/api/image/${path.split("/").map(encodeURIComponent).join("/")}`;
}

const fileName = (path: string) => decodeURIComponent(path.split("/").pop() || path);

export const confirmLink = (
  sender: Sender,
  token: string,
  change?: { topics: readonly string[]; frequency: Frequency },
) =>
  `${sender.siteUrl}/Subscribe?confirm=${token}` +
  (change ? `&topics=${change.topics.join(",")}&frequency=${change.frequency}` : "");

/**
 * The unsubscribe page, which is also the address of RFC 8058's one-click unsubscribe: opened
 * (GET, as link checkers do) it shows a button; mail programs POST `List-Unsubscribe=One-Click`
 * to it, and that ends the subscription. It is the website's page rather than the API's, so
 * that it reaches this school's backend however the two are deployed (SITE_URL).
 */
export const unsubscribePage = (sender: Sender, token: string) =>
  `${sender.siteUrl}/Subscribe?unsubscribe=${token}`;

const choices = (topics: readonly string[], frequency: Frequency) =>
  `${topics.map((topic) => topicLabels[topic as SubscriptionTopic] ?? topic).join(", ")} ` +
  `(${frequencyLabels[frequency].toLowerCase()})`;

/** A paragraph of text, or a link with its words; both forms are made from these parts. */
type Part = string | { link: string; words: string } | { heading: string };

function render(sender: Sender, parts: Part[], footer: Part[]) {
  const text = [...parts, "--", ...footer]
    .map((part) =>
      typeof part === "string"
        ? part
        : "link" in part
          ? `${part.words}: ${part.link}`
          : `${part.heading}\n${"=".repeat(Math.min(part.heading.length, 70))}`,
    )
    .join("\n\n");
  const block = (part: Part, small = false) => {
    const style = small ? ' style="color:#555;font-size:13px"' : "";
    if (typeof part === "string") {
      return `<p${style}>${escape(part).replace(/\n/g, "<br>")}</p>`;
    }
    if ("link" in part) {
      return `<p${style}><a href="${escape(part.link)}">${escape(part.words)}</a></p>`;
    }
    return `<h2 style="font-size:18px;margin:24px 0 4px">${escape(part.heading)}</h2>`;
  };
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escape(sender.schoolName)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222;max-width:640px;margin:0 auto;padding:16px">` +
    parts.map((part) => block(part)).join("") +
    `<hr style="border:0;border-top:1px solid #ccc;margin:24px 0">` +
    footer.map((part) => block(part, true)).join("") +
    `</body></html>`;
  return { text: `${text}\n`, html };
}

function envelope(sender: Sender, to: string) {
  return {
    from: sender.from ?? { name: sender.schoolName, address: sender.schoolEmail },
    replyTo: sender.schoolEmail,
    to,
  };
}

/** Headers of every message a subscription receives (not the confirmation). */
function listHeaders(sender: Sender, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribePage(sender, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Auto-Submitted": "auto-generated",
  };
}

/** The e-mail with the link that confirms a new subscription (double opt-in). */
export function confirmationMessage(sender: Sender, to: Recipient): Message {
  const { text, html } = render(
    sender,
    [
      `Someone, we hope you, asked for e-mails from ${sender.schoolName} at this address: ` +
        `${choices(to.topics, to.frequency)}.`,
      { link: confirmLink(sender, to.token), words: "Confirm your subscription" },
      "Nothing is sent until you confirm. If you did not ask, ignore this e-mail: " +
        "you will not hear from us again.",
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, to.email),
    subject: `Confirm your e-mail updates from ${sender.schoolName}`,
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * To an address subscribed already, which asked again: what it gets now, a link that changes
 * it to what was asked, and the way out. The form never says an address is subscribed.
 */
export function alreadySubscribedMessage(
  sender: Sender,
  to: Recipient,
  wanted: { topics: readonly string[]; frequency: Frequency },
): Message {
  const same = wanted.frequency === to.frequency && wanted.topics.join(",") === to.topics.join(",");
  const { text, html } = render(
    sender,
    [
      `This address is subscribed already to e-mails from ${sender.schoolName}: ` +
        `${choices(to.topics, to.frequency)}.`,
      ...(same
        ? []
        : [
            `Someone, we hope you, asked to change this to: ${choices(wanted.topics, wanted.frequency)}.`,
            { link: confirmLink(sender, to.token, wanted), words: "Change my subscription" },
          ]),
      { link: unsubscribePage(sender, to.token), words: "Stop these e-mails" },
      "If you did not ask, ignore this e-mail: nothing changes.",
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, to.email),
    subject: `Your e-mail updates from ${sender.schoolName}`,
    text,
    html,
    headers: listHeaders(sender, to.token),
  };
}

function itemParts(sender: Sender, item: MailItem, heading: boolean): Part[] {
  return [
    ...(heading ? [{ heading: `${item.kindLabel}: ${item.title}` }] : []),
    ...(item.when ? [item.when] : []),
    ...(item.description ? [item.description] : []),
    ...item.attachments.map((path) => ({
      link: attachmentUrl(sender.siteUrl, path),
      words: `Attachment: ${fileName(path)}`,
    })),
    { link: `${sender.siteUrl}${item.path}`, words: "Read it on the website" },
  ];
}

const footerOf = (sender: Sender, to: Recipient): Part[] => [
  `You receive these because you subscribed at ${sender.siteUrl}/Subscribe: ` +
    `${choices(to.topics, to.frequency)}.`,
  { link: unsubscribePage(sender, to.token), words: "Unsubscribe" },
];

/** One item, sent as it is published. */
export function itemMessage(sender: Sender, to: Recipient, item: MailItem): Message {
  const { text, html } = render(
    sender,
    [{ heading: item.title }, ...itemParts(sender, item, false)],
    footerOf(sender, to),
  );
  return {
    ...envelope(sender, to.email),
    subject: `${item.kindLabel}: ${item.title}`,
    text,
    html,
    headers: listHeaders(sender, to.token),
  };
}

/** The day's new items in one message, in the order they were published. */
export function digestMessage(
  sender: Sender,
  to: Recipient,
  items: readonly MailItem[],
  day: string,
): Message {
  const { text, html } = render(
    sender,
    [
      `New on the website of ${sender.schoolName} (${day}): ${items.length} ` +
        `${items.length === 1 ? "item" : "items"}.`,
      ...items.flatMap((item) => itemParts(sender, item, true)),
    ],
    footerOf(sender, to),
  );
  return {
    ...envelope(sender, to.email),
    subject: `${sender.schoolName}: ${items.length} new ${items.length === 1 ? "item" : "items"} on ${day}`,
    text,
    html,
    headers: listHeaders(sender, to.token),
  };
}

/** The page of the school office where a member of staff sets a new password. */
export const resetPasswordLink = (sender: Sender, token: string) =>
  `${sender.siteUrl}/office/reset-password?token=${encodeURIComponent(token)}`;

/** To a member of staff who asked to set a new password: the link, good once and for `hours`. */
export function resetPasswordMessage(
  sender: Sender,
  to: { email: string; name: string },
  token: string,
  hours: number,
): Message {
  const { text, html } = render(
    sender,
    [
      `${to.name}, someone, we hope you, asked to set a new password for your account in the ` +
        `school office of ${sender.schoolName}.`,
      { link: resetPasswordLink(sender, token), words: "Set a new password" },
      `The link works once, for ${hours === 1 ? "an hour" : `${hours} hours`}. Setting a new ` +
        "password signs your account out everywhere. If you did not ask, ignore this e-mail: " +
        "your password stays as it is.",
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, to.email),
    subject: `Set a new password for the ${sender.schoolName} office`,
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * The school's own inbox told of a new enquiry: who wrote and about what, and a link to the
 * office. The message itself stays in the office, kept and deleted by its rules, not copied
 * into a mailbox.
 */
export function enquiryMessage(
  sender: Sender,
  enquiry: { name: string; subject: string; createdAt: Date },
  waiting: number,
): Message {
  const { text, html } = render(
    sender,
    [
      `${enquiry.name} wrote through the Contact Us page: "${enquiry.subject}".`,
      { link: `${sender.siteUrl}/office/enquiries`, words: "Read and answer it in the office" },
      waiting > 1 ? `${waiting} enquiries are waiting in all.` : "It is the only enquiry waiting.",
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, sender.schoolEmail),
    subject: `New enquiry: ${enquiry.subject}`.slice(0, 200),
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * The office's reply to an enquiry, to the address it came from, with the enquiry quoted below
 * so the family knows what is answered; an answer to it reaches the school.
 */
export function enquiryReplyMessage(
  sender: Sender,
  enquiry: { name: string; email: string; subject: string; message: string },
  reply: { message: string; sentBy: string },
  /** The day the enquiry came, as the school writes it ('27 Nov 2026'). */
  writtenOn: string,
): Message {
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const { text, html } = render(
    sender,
    [
      `Dear ${enquiry.name},`,
      ...reply.message.split(/\r?\n\s*\r?\n/),
      `${reply.sentBy}, ${sender.schoolName}`,
      `You wrote on ${writtenOn}:\n${quoted}`,
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, enquiry.email),
    subject: `Re: ${enquiry.subject}`.slice(0, 200),
    text,
    html,
    headers: {},
  };
}
