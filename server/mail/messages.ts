import {
  frequencyLabelsIn,
  topicLabelsIn,
  type Frequency,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import { pathIn, type Language } from "#contracts/languages.ts";
import type { Finding } from "#contracts/site-checks.ts";
import type { MailItem } from "./items.ts";
import { subscriptionWords } from "./subscription-words.ts";

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
  /** The language of its e-mails; English when not said. */
  language?: Language;
}

/** What a reminder's link changes a subscription to. */
export interface Choices {
  topics: readonly string[];
  frequency: Frequency;
  language?: Language;
}

export interface Message {
  from: string | { name: string; address: string };
  replyTo: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files sent with it (an application's acknowledgement). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
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

/** The /Subscribe page in the e-mails' language. */
const subscribePage = (sender: Sender, language: Language = "en") =>
  `${sender.siteUrl}${pathIn("/Subscribe", language)}`;

export const confirmLink = (
  sender: Sender,
  token: string,
  language: Language = "en",
  change?: Choices,
) =>
  `${subscribePage(sender, language)}?confirm=${token}` +
  (change
    ? `&topics=${change.topics.join(",")}&frequency=${change.frequency}` +
      (change.language ? `&language=${change.language}` : "")
    : "");

/**
 * The unsubscribe page, which is also the address of RFC 8058's one-click unsubscribe: opened
 * (GET, as link checkers do) it shows a button; mail programs POST `List-Unsubscribe=One-Click`
 * to it, and that ends the subscription. It is the website's page rather than the API's, so
 * that it reaches this school's backend however the two are deployed (SITE_URL).
 */
export const unsubscribePage = (sender: Sender, token: string, language: Language = "en") =>
  `${subscribePage(sender, language)}?unsubscribe=${token}`;

const choices = (topics: readonly string[], frequency: Frequency, language: Language = "en") =>
  subscriptionWords[language].choices(
    topics.map((topic) => topicLabelsIn[language][topic as SubscriptionTopic] ?? topic).join(", "),
    frequencyLabelsIn[language][frequency],
  );

/** A paragraph of text, or a link with its words; both forms are made from these parts. */
export type Part = string | { link: string; words: string } | { heading: string };

export function render(sender: Sender, parts: Part[], footer: Part[], language: Language = "en") {
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
    `<!doctype html><html lang="${subscriptionWords[language].tag}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escape(sender.schoolName)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222;max-width:640px;margin:0 auto;padding:16px">` +
    parts.map((part) => block(part)).join("") +
    `<hr style="border:0;border-top:1px solid #ccc;margin:24px 0">` +
    footer.map((part) => block(part, true)).join("") +
    `</body></html>`;
  return { text: `${text}\n`, html };
}

export function envelope(sender: Sender, to: string) {
  return {
    from: sender.from ?? { name: sender.schoolName, address: sender.schoolEmail },
    replyTo: sender.schoolEmail,
    to,
  };
}

/** Headers of every message a subscription receives (not the confirmation). */
function listHeaders(sender: Sender, to: Recipient): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribePage(sender, to.token, to.language)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Auto-Submitted": "auto-generated",
  };
}

/** The e-mail with the link that confirms a new subscription (double opt-in). */
export function confirmationMessage(sender: Sender, to: Recipient): Message {
  const language = to.language ?? "en";
  const w = subscriptionWords[language];
  const { text, html } = render(
    sender,
    [
      w.confirmAsked(sender.schoolName, choices(to.topics, to.frequency, language)),
      { link: confirmLink(sender, to.token, language), words: w.confirm },
      w.confirmNothing,
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
    language,
  );
  return {
    ...envelope(sender, to.email),
    subject: w.confirmSubject(sender.schoolName),
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * To an address subscribed already, which asked again: what it gets now, a link that changes
 * it to what was asked, and the way out. The form never says an address is subscribed.
 */
export function alreadySubscribedMessage(sender: Sender, to: Recipient, wanted: Choices): Message {
  // Written in the language the request was made in: the reader's now.
  const language = wanted.language ?? to.language ?? "en";
  const w = subscriptionWords[language];
  const same =
    wanted.frequency === to.frequency &&
    wanted.topics.join(",") === to.topics.join(",") &&
    (wanted.language ?? "en") === (to.language ?? "en");
  const { text, html } = render(
    sender,
    [
      w.alreadyHas(sender.schoolName, choices(to.topics, to.frequency, language)),
      ...(same
        ? []
        : [
            w.changeAsked(choices(wanted.topics, wanted.frequency, language)),
            { link: confirmLink(sender, to.token, language, wanted), words: w.change },
          ]),
      { link: unsubscribePage(sender, to.token, language), words: w.stop },
      w.alreadyIgnore,
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
    language,
  );
  return {
    ...envelope(sender, to.email),
    subject: w.alreadySubject(sender.schoolName),
    text,
    html,
    headers: listHeaders(sender, { ...to, language }),
  };
}

function itemParts(sender: Sender, item: MailItem, heading: boolean, language: Language): Part[] {
  const w = subscriptionWords[language];
  return [
    ...(heading ? [{ heading: `${item.kindLabel}: ${item.title}` }] : []),
    ...(item.when ? [item.when] : []),
    ...(item.description ? [item.description] : []),
    ...item.attachments.map((path) => ({
      link: attachmentUrl(sender.siteUrl, path),
      words: w.attachment(fileName(path)),
    })),
    { link: `${sender.siteUrl}${item.path}`, words: w.readOnSite },
  ];
}

const footerOf = (sender: Sender, to: Recipient): Part[] => {
  const language = to.language ?? "en";
  const w = subscriptionWords[language];
  return [
    w.footer(subscribePage(sender, language), choices(to.topics, to.frequency, language)),
    { link: unsubscribePage(sender, to.token, language), words: w.unsubscribe },
  ];
};

/** One item, sent as it is published (read in the recipient's language, server/mail/items.ts). */
export function itemMessage(sender: Sender, to: Recipient, item: MailItem): Message {
  const language = to.language ?? "en";
  const { text, html } = render(
    sender,
    [{ heading: item.title }, ...itemParts(sender, item, false, language)],
    footerOf(sender, to),
    language,
  );
  return {
    ...envelope(sender, to.email),
    subject: `${item.kindLabel}: ${item.title}`,
    text,
    html,
    headers: listHeaders(sender, to),
  };
}

/** The day's new items in one message, in the order they were published. */
export function digestMessage(
  sender: Sender,
  to: Recipient,
  items: readonly MailItem[],
  day: string,
): Message {
  const language = to.language ?? "en";
  const w = subscriptionWords[language];
  const { text, html } = render(
    sender,
    [
      w.digestIntro(sender.schoolName, day, items.length),
      ...items.flatMap((item) => itemParts(sender, item, true, language)),
    ],
    footerOf(sender, to),
    language,
  );
  return {
    ...envelope(sender, to.email),
    subject: w.digestSubject(sender.schoolName, items.length, day),
    text,
    html,
    headers: listHeaders(sender, to),
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

/**
 * The administrators told, once, that the nightly check found something newly wrong on the site
 * (server/checks/): what turned red, each with where it is put right, and how much else waits.
 */
export function siteCheckMessage(
  sender: Sender,
  to: { email: string; name: string },
  red: readonly Finding[],
  others: { red: number; amber: number },
): Message {
  const { text, html } = render(
    sender,
    [
      `${to.name}, last night's check of the website found ${red.length === 1 ? "something" : `${red.length} things`} newly wrong:`,
      ...red.map((finding) => `• ${finding.what}`),
      { link: `${sender.siteUrl}/office`, words: "See them on the office's home page" },
      others.red + others.amber > 0
        ? `Beside these, ${others.red} known problem${others.red === 1 ? "" : "s"} and ${others.amber} warning${others.amber === 1 ? "" : "s"} (due within 30 days) are listed there.`
        : "Nothing else is wrong.",
      "You are told once of each; the office's home lists them every day until they are put right.",
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, to.email),
    subject: `The website's check: ${red.length === 1 ? "1 problem" : `${red.length} problems`} to put right`,
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** A contributor told that what they submitted was approved, or sent back with what to change. */
export function approvalMessage(
  sender: Sender,
  to: { email: string; name: string },
  about: {
    outcome: "approved" | "returned";
    title: string;
    link: string;
    comment: string;
    by: string;
  },
): Message {
  const approved = about.outcome === "approved";
  const { text, html } = render(
    sender,
    [
      approved
        ? `${to.name}, ${about.by} approved "${about.title}": it is published (or will be at the time they chose).`
        : `${to.name}, ${about.by} sent "${about.title}" back to you with this note:`,
      ...(approved ? [] : [about.comment]),
      {
        link: `${sender.siteUrl}${about.link}`,
        words: approved ? "Open it in the school office" : "Open it, change it and submit it again",
      },
    ],
    [`${sender.schoolName}, ${sender.siteUrl}`],
  );
  return {
    ...envelope(sender, to.email),
    subject: approved ? `Approved: ${about.title}` : `Sent back to you: ${about.title}`,
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
