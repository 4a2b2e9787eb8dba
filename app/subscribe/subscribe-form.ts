import {
  SubscriptionRequest,
  frequencies,
  subscriptionErrors,
  subscriptionTopics,
  type Frequency,
  type SubscriptionErrors,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";

// The /Subscribe form's values as typed, the check its action shares with the API (the
// contract's schema and messages), and what a refused form shows again.

export interface SubscribeValues {
  email: string;
  topics: string[];
  frequency: string;
}

export function valuesOf(form: FormData): SubscribeValues {
  const email = form.get("email");
  const frequency = form.get("frequency");
  return {
    email: typeof email === "string" ? email : "",
    topics: form.getAll("topics").filter((value): value is string => typeof value === "string"),
    frequency: typeof frequency === "string" ? frequency : "",
  };
}

/** What a refused form shows again: no more than the form could hold. */
export function echoable(values: SubscribeValues): {
  email: string;
  topics: SubscriptionTopic[];
  frequency: Frequency | "";
} {
  return {
    email: values.email.slice(0, 254),
    topics: subscriptionTopics.filter((topic) => values.topics.includes(topic)),
    frequency: frequencies.find((frequency) => frequency === values.frequency) ?? "",
  };
}

export function checkSubscription(
  values: SubscribeValues,
): { ok: true; request: SubscriptionRequest } | { ok: false; errors: SubscriptionErrors } {
  const parsed = SubscriptionRequest.safeParse({
    ...values,
    frequency: values.frequency || undefined,
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, errors: subscriptionErrors(parsed.error.issues) };
}
