import { newsList } from "./item-paths.ts";
import { z } from "zod";
import { languages, type Language } from "./languages.ts";

// A parent's e-mail subscription: what they want (notices, news, circulars, events), how often
// (each as it is published, or one digest a day), checked alike by the /Subscribe form, its
// action and the API.

export const subscriptionTopics = ["notices", "news", "circulars", "events", "alerts"] as const;

/**
 * How long after an item goes on the site its e-mails wait: taken down (deleted, made a draft)
 * in that time, it is sent to nobody. The office's publish button says so.
 */
export const announceGraceMinutes = 5;
export type SubscriptionTopic = (typeof subscriptionTopics)[number];

export const topicLabels: Record<SubscriptionTopic, string> = {
  notices: "Notices",
  news: "News",
  circulars: "Circulars and datesheets",
  events: "Events",
  alerts: "Alerts (school closed, changed timings)",
};

/**
 * The topic whose subscribers hear of a record of `kind` when it is published, if any: a
 * notice's, a news item's, a circular's or datesheet's, an event's (server/mail/items.ts).
 */
export function topicOfRecord(
  kind: string,
  values: Record<string, unknown>,
): SubscriptionTopic | undefined {
  if (kind === "news")
    return newsList(String(values.category)) === "NoticeBoard" ? "notices" : "news";
  if (kind === "circulars") return "circulars";
  if (kind === "events") return "events";
  if (kind === "alerts") return "alerts";
  return undefined;
}

export const frequencies = ["immediate", "daily"] as const;
export type Frequency = (typeof frequencies)[number];

export const frequencyLabels: Record<Frequency, string> = {
  immediate: "Each one as it is published",
  daily: "One e-mail a day with everything new",
};

/** The topics' and frequencies' names in each language: the form's and the e-mails'. */
export const topicLabelsIn: Record<Language, Record<SubscriptionTopic, string>> = {
  en: topicLabels,
  hi: {
    notices: "सूचनाएँ",
    news: "समाचार",
    circulars: "सर्कुलर और डेटशीट",
    events: "कार्यक्रम",
    alerts: "अलर्ट (विद्यालय बंद, बदला समय)",
  },
};
export const frequencyLabelsIn: Record<Language, Record<Frequency, string>> = {
  en: frequencyLabels,
  hi: {
    immediate: "हर सूचना, प्रकाशित होते ही",
    daily: "दिन में एक ई-मेल, सारी नई सूचनाओं के साथ",
  },
};

export const subscriptionMessages = {
  emailMissing: "Email is required.",
  emailInvalid: "Email is not valid.",
  emailLong: "Email must be at most 254 characters.",
  noTopics: "Choose at least one kind of update.",
  frequency: "Choose how often you want e-mails.",
  sections: "Choose your children's classes from the list.",
} as const;

/**
 * The sections of a parent's children ("IX-A", or "IX" where the class has none); none, every
 * class. The backend checks them against the school's sections (contracts/classes.ts).
 */
export const sections = z.preprocess(
  (value) => (typeof value === "string" ? [value] : (value ?? [])),
  z
    .array(
      z.string().regex(/^[A-Za-z]{1,7}(?:-[A-Za-z0-9]{1,12})?$/, subscriptionMessages.sections),
    )
    .max(40, subscriptionMessages.sections)
    .transform((chosen) => [...new Set(chosen)]),
);

/** A subscription as the form sends it; a single topic may come as a string. */
export const SubscriptionRequest = z.object({
  email: z
    .string({ error: subscriptionMessages.emailMissing })
    .trim()
    .toLowerCase()
    .min(1, subscriptionMessages.emailMissing)
    .max(254, subscriptionMessages.emailLong)
    .regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, subscriptionMessages.emailInvalid),
  topics: z.preprocess(
    (value) => (typeof value === "string" ? [value] : (value ?? [])),
    z
      .array(z.enum(subscriptionTopics, { error: subscriptionMessages.noTopics }), {
        error: subscriptionMessages.noTopics,
      })
      .min(1, subscriptionMessages.noTopics)
      .max(subscriptionTopics.length, subscriptionMessages.noTopics)
      .transform((topics) => subscriptionTopics.filter((topic) => topics.includes(topic))),
  ),
  frequency: z.enum(frequencies, { error: subscriptionMessages.frequency }).default("immediate"),
  /** The language its e-mails are written in (the page's, unless the parent chose another). */
  language: z.enum(languages).catch("en").default("en"),
  sections,
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

export type SubscriptionField =
  "email" | "topics" | "frequency" | "sections" | "phone" | "channel" | "words";
export type SubscriptionErrors = Partial<Record<SubscriptionField, string>>;

/** The first message of each field of a refused subscription. */
export function subscriptionErrors(issues: readonly z.core.$ZodIssue[]): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "email") as SubscriptionField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A subscription's secret, as the links in its e-mails carry it. */
export const subscriptionToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
