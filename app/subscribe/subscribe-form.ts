import {
  SubscriptionRequest,
  frequencies,
  subscriptionErrors,
  subscriptionMessages,
  subscriptionTopics,
  type Frequency,
  type SubscriptionErrors,
  type SubscriptionField,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import { languages, type Language } from "#contracts/languages.ts";
import { subscribeWords } from "./subscribe.words.ts";
import {
  PhoneSubscriptionRequest,
  phoneChannels,
  phoneMessages,
} from "#contracts/channel-settings.ts";

// The /Subscribe form's values as typed, the check its action shares with the API (the
// contract's schema and messages, in the page's language), and what a refused form shows again.

export interface SubscribeValues {
  email: string;
  topics: string[];
  frequency: string;
  /** The e-mails' language: a form without the choice takes the page's. */
  language?: string;
  /** The children's sections ("IX-A"); none, every class. */
  sections?: string[];
  /** A mobile number for WhatsApp or SMS, the channel, and whether the consent box is ticked. */
  phone?: string;
  channel?: string;
  agreed?: boolean;
}

export function valuesOf(form: FormData): SubscribeValues {
  const email = form.get("email");
  const frequency = form.get("frequency");
  const language = form.get("language");
  return {
    email: typeof email === "string" ? email : "",
    topics: form.getAll("topics").filter((value): value is string => typeof value === "string"),
    frequency: typeof frequency === "string" ? frequency : "",
    ...(typeof language === "string" && { language }),
    sections: form.getAll("sections").filter((value): value is string => typeof value === "string"),
    phone: String(form.get("phone") ?? ""),
    channel: String(form.get("channel") ?? ""),
    agreed: form.get("agree") === "yes",
  };
}

/** What a refused form shows again: no more than the form could hold. */
export function echoable(values: SubscribeValues): {
  email: string;
  topics: SubscriptionTopic[];
  frequency: Frequency | "";
  language?: Language;
  sections: string[];
  phone: string;
  channel: string;
} {
  const language = languages.find((one) => one === values.language);
  return {
    email: values.email.slice(0, 254),
    topics: subscriptionTopics.filter((topic) => values.topics.includes(topic)),
    frequency: frequencies.find((frequency) => frequency === values.frequency) ?? "",
    ...(language && { language }),
    sections: (values.sections ?? []).slice(0, 40).map((section) => section.slice(0, 30)),
    phone: (values.phone ?? "").slice(0, 25),
    channel: phoneChannels.find((channel) => channel === values.channel) ?? "",
  };
}

/** Whether the parent asked by phone: its button, or a number given and no address. */
export const asksByPhone = (intent: unknown, values: SubscribeValues) =>
  intent === "phone" || (!values.email.trim() && Boolean(values.phone?.trim()));

/** The phone request the action sends, checked as the API checks it. */
export function checkPhone(
  values: SubscribeValues,
  language: Language,
  words: string,
): { ok: true; request: PhoneSubscriptionRequest } | { ok: false; errors: SubscriptionErrors } {
  const parsed = PhoneSubscriptionRequest.safeParse({
    phone: values.phone,
    channel: values.channel || undefined,
    topics: values.topics,
    sections: values.sections ?? [],
    language: values.language ?? language,
    words: values.agreed ? words : "",
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : {
        ok: false,
        errors: subscriptionErrorsIn(subscriptionErrors(parsed.error.issues), language),
      };
}

export function checkSubscription(
  values: SubscribeValues,
  language: Language = "en",
): { ok: true; request: SubscriptionRequest } | { ok: false; errors: SubscriptionErrors } {
  const parsed = SubscriptionRequest.safeParse({
    ...values,
    frequency: values.frequency || undefined,
    language: values.language ?? language,
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : {
        ok: false,
        errors: subscriptionErrorsIn(subscriptionErrors(parsed.error.issues), language),
      };
}

// Each contract message's entry in subscribe.words.ts.
const messageEntries = {
  [subscriptionMessages.emailMissing]: "emailMissing",
  [subscriptionMessages.emailInvalid]: "emailInvalid",
  [subscriptionMessages.emailLong]: "emailLong",
  [subscriptionMessages.noTopics]: "noTopics",
  [subscriptionMessages.frequency]: "chooseFrequency",
  [subscriptionMessages.sections]: "chooseSections",
  "Give your mobile number.": "phoneInvalid",
  "Give a 10-digit Indian mobile number.": "phoneInvalid",
  [phoneMessages.channel]: "chooseChannel",
  [phoneMessages.words]: "agreeToMessages",
} as const satisfies Record<string, keyof (typeof subscribeWords)["en"]>;

// What a field's message this site does not know (a newer backend's) is shown as, in Hindi.
const fieldEntries = {
  email: "emailInvalid",
  topics: "noTopics",
  frequency: "chooseFrequency",
  sections: "chooseSections",
  phone: "phoneInvalid",
  channel: "chooseChannel",
  words: "agreeToMessages",
} as const satisfies Record<SubscriptionField, keyof (typeof subscribeWords)["en"]>;

/**
 * The form's messages (the contract's English, here or from the backend) in `language`: each
 * known message as its own words, any other as its field's usual message.
 */
export function subscriptionErrorsIn(
  errors: Record<string, string>,
  language: Language,
): SubscriptionErrors {
  if (language === "en") return errors;
  const words = subscribeWords[language];
  const shown: SubscriptionErrors = {};
  for (const field of Object.keys(fieldEntries) as SubscriptionField[]) {
    const message = errors[field];
    if (typeof message !== "string") continue;
    shown[field] =
      words[messageEntries[message as keyof typeof messageEntries] ?? fieldEntries[field]];
  }
  return shown;
}
