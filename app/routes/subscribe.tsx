import { data } from "react-router";
import {
  frequencies,
  frequencyLabels,
  subscriptionTopics,
  topicLabels,
  type SubscriptionErrors,
} from "#contracts/subscriptions.ts";
import type { Route } from "./+types/subscribe";
import styles from "../subscribe/subscribe.module.css";
import { checkSubscription, echoable, valuesOf } from "../subscribe/subscribe-form.ts";
import {
  confirmSubscription,
  endSubscription,
  requestSubscription,
  subscriptionsOpen,
  type ConfirmResult,
} from "../subscribe/subscriptions.server.ts";
import { metaFor } from "../seo/meta.ts";
import { useSchool } from "../school.ts";
import { websiteOf } from "../website.server.ts";

// /Subscribe: parents ask for notices, news, circulars and events by e-mail, each as it is
// published or in one daily digest. A plain form posted to this route's action, so it works
// without JavaScript; a refusal keeps what was typed. The e-mails' links land here too: the
// confirmation (?confirm=) and the unsubscribe page (?unsubscribe=), each with a button, since
// mail scanners open links and an opened link must neither confirm nor end anything. The
// unsubscribe page is also the e-mails' `List-Unsubscribe`: a mail program's one-click POST
// (RFC 8058) ends the subscription here, without a sign-in or a button.

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Subscribe", { matches });

type Shown = ReturnType<typeof echoable>;

type ActionResult =
  | { intent: "subscribe"; status: "sent"; email: string }
  | { intent: "subscribe"; status: "invalid"; errors: SubscriptionErrors; values: Shown }
  | { intent: "subscribe"; status: "failed"; message: string; values: Shown }
  | { intent: "confirm"; result: ConfirmResult }
  | { intent: "unsubscribe"; result: "unsubscribed" | "unknown" | "unavailable" };

/**
 * Where a form's answer is drawn, and what makes it take the focus where the parent is looking:
 * each form's action names it, so the answering page opens scrolled to it, and `autofocus`
 * focuses it (browsers skip autofocus on a page opened at a fragment naming anything else).
 */
const answerId = "subscribe-answer";
const answerAction = `#${answerId}`;
const answer = { id: answerId, tabIndex: -1, autoFocus: true };

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  const unsubscribe = url.searchParams.get("unsubscribe");
  if (confirm !== null) {
    return {
      mode: "confirm" as const,
      token: tokenPattern.test(confirm) ? confirm : "",
      topics: url.searchParams.get("topics") ?? "",
      frequency: url.searchParams.get("frequency") ?? "",
    };
  }
  if (unsubscribe !== null) {
    return {
      mode: "unsubscribe" as const,
      token: tokenPattern.test(unsubscribe) ? unsubscribe : "",
    };
  }
  // Unknown (the backend did not answer): the form is shown, and its action tells the outcome.
  return { mode: "form" as const, open: await subscriptionsOpen(websiteOf(context)) };
}

const failedSend = "Sorry, your request could not be sent. Please try again in a little while.";

export async function action({ request, context }: Route.ActionArgs) {
  const website = websiteOf(context);
  const form = await request.formData();
  // RFC 8058: a mail program POSTs `List-Unsubscribe=One-Click` to the e-mail's link, this page.
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const intent = oneClick ? "unsubscribe" : form.get("intent");
  const token = String(
    (oneClick ? new URL(request.url).searchParams.get("unsubscribe") : form.get("token")) ?? "",
  );
  if (intent === "confirm") {
    const topics = String(form.get("topics") ?? "");
    const frequency = String(form.get("frequency") ?? "");
    const result = await confirmSubscription(website, {
      token,
      ...(topics && frequency && { topics: topics.split(","), frequency }),
    });
    const status =
      result.status === "confirmed" ? 200 : result.status === "unavailable" ? 503 : 400;
    return data<ActionResult>({ intent: "confirm", result }, status);
  }
  if (intent === "unsubscribe") {
    const result = await endSubscription(website, token);
    const status = result === "unsubscribed" ? 200 : result === "unavailable" ? 503 : 400;
    return data<ActionResult>({ intent: "unsubscribe", result }, status);
  }

  const typed = valuesOf(form);
  const values = echoable(typed);
  const checked = checkSubscription(typed);
  if (!checked.ok) {
    return data<ActionResult>(
      { intent: "subscribe", status: "invalid", errors: checked.errors, values },
      400,
    );
  }
  const result = await requestSubscription(
    website,
    checked.request,
    request.headers.get("x-forwarded-for"),
  );
  if (result.status === "sent") {
    return data<ActionResult>({
      intent: "subscribe",
      status: "sent",
      email: checked.request.email,
    });
  }
  if (result.status === "invalid") {
    return data<ActionResult>(
      { intent: "subscribe", status: "invalid", errors: result.errors, values },
      400,
    );
  }
  const message = result.reason === "unavailable" ? failedSend : (result.message ?? failedSend);
  const status = result.reason === "rate-limited" ? 429 : 503;
  return data<ActionResult>({ intent: "subscribe", status: "failed", message, values }, status);
}

const choiceWords = (topics: readonly string[], frequency: string) =>
  `${topics.map((topic) => topicLabels[topic as keyof typeof topicLabels] ?? topic).join(", ")}` +
  (frequency === "daily" ? ", in one e-mail a day" : ", each as it is published");

function Confirmation({
  token,
  topics,
  frequency,
  result,
}: {
  token: string;
  topics: string;
  frequency: string;
  result?: ConfirmResult;
}) {
  if (result?.status === "confirmed") {
    return (
      <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
        <h2>You are subscribed</h2>
        <p>
          {result.email} will receive {choiceWords(result.topics, result.frequency)}. Every e-mail
          has a link to stop them.
        </p>
      </div>
    );
  }
  const problem =
    !token || result?.status === "unknown"
      ? "This link is not valid: it may be from an old e-mail."
      : result?.status === "unsubscribed"
        ? "This address was unsubscribed, so this link no longer starts the e-mails."
        : result?.status === "unavailable"
          ? "Sorry, this could not be done just now. Please try again in a little while."
          : undefined;
  const ended = !token || result?.status === "unknown" || result?.status === "unsubscribed";
  return (
    <>
      {problem && (
        <p role="alert" {...(result ? answer : {})} className={`${styles.alert} ${styles.answer}`}>
          {problem} {ended && <a href="/Subscribe">Subscribe again</a>}
        </p>
      )}
      {!ended && (
        <form method="post" action={answerAction} className={styles.ask}>
          <h2>Confirm your subscription</h2>
          <p>
            {topics && frequency
              ? `Change your e-mail updates to: ${choiceWords(topics.split(","), frequency)}.`
              : "Press the button to start receiving the e-mail updates you asked for."}
          </p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="topics" value={topics} />
          <input type="hidden" name="frequency" value={frequency} />
          <button type="submit" className="button">
            Confirm
          </button>
        </form>
      )}
    </>
  );
}

function Unsubscribe({ token, result }: { token: string; result?: string }) {
  if (result === "unsubscribed") {
    return (
      <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
        <h2>You are unsubscribed</h2>
        <p>No more e-mail updates will be sent to you. You can subscribe again at any time.</p>
      </div>
    );
  }
  const problem =
    !token || result === "unknown"
      ? "This link is not valid: it may be from an old e-mail, or the subscription was removed."
      : result === "unavailable"
        ? "Sorry, this could not be done just now. Please try again in a little while."
        : undefined;
  return (
    <>
      {problem && (
        <p role="alert" {...(result ? answer : {})} className={`${styles.alert} ${styles.answer}`}>
          {problem}
        </p>
      )}
      {token && result !== "unknown" && (
        <form method="post" action={answerAction} className={styles.ask}>
          <h2>Stop the e-mail updates</h2>
          <p>Press the button and no more e-mails will be sent to you.</p>
          <input type="hidden" name="intent" value="unsubscribe" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            Unsubscribe
          </button>
        </form>
      )}
    </>
  );
}

function SubscribeForm({ result }: { result?: ActionResult }) {
  const refused = result?.intent === "subscribe" && result.status !== "sent" ? result : undefined;
  const errors: SubscriptionErrors = refused?.status === "invalid" ? refused.errors : {};
  const values = refused?.values;
  const chosen = values?.topics ?? [];
  const how = values?.frequency || "immediate";
  const described = (field: keyof SubscriptionErrors) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `subscribe-${field}-error` }
      : {};
  const error = (field: keyof SubscriptionErrors) =>
    errors[field] && (
      <p id={`subscribe-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    );

  return (
    <form
      method="post"
      action={answerAction}
      noValidate
      className={styles.form}
      aria-labelledby="subscribe-heading"
    >
      <h2 id="subscribe-heading">Get updates by e-mail</h2>
      {refused?.status === "failed" && (
        <p role="alert" {...answer} className={`${styles.alert} ${styles.answer}`}>
          {refused.message} What you typed is still in the form.
        </p>
      )}
      {refused?.status === "invalid" && (
        <div role="alert" {...answer} className={`${styles.alert} ${styles.answer}`}>
          <p>Please correct the following:</p>
          <ul>
            {(["email", "topics", "frequency"] as const).map((field) =>
              errors[field] ? (
                <li key={field}>
                  <a href={`#subscribe-${field}`}>{errors[field]}</a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
      )}
      <input type="hidden" name="intent" value="subscribe" />
      <div className={styles.field}>
        <label htmlFor="subscribe-email">Your e-mail address*</label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values?.email ?? ""}
          {...described("email")}
        />
        {error("email")}
      </div>
      <fieldset id="subscribe-topics" className={styles.choices} {...described("topics")}>
        <legend>What would you like to hear about?*</legend>
        {subscriptionTopics.map((topic) => (
          <label key={topic} className={styles.choice}>
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={chosen.includes(topic)}
            />
            {topicLabels[topic]}
          </label>
        ))}
        {error("topics")}
      </fieldset>
      <fieldset id="subscribe-frequency" className={styles.choices} {...described("frequency")}>
        <legend>How often?</legend>
        {frequencies.map((frequency) => (
          <label key={frequency} className={styles.choice}>
            <input
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={how === frequency}
            />
            {frequencyLabels[frequency]}
          </label>
        ))}
        {error("frequency")}
      </fieldset>
      <p className={styles.note}>
        We will send you an e-mail to confirm; nothing else is sent until you do. Your address is
        used only for these e-mails, and every e-mail has a link to stop them (see our{" "}
        <a href="/PrivacyPolicy">privacy notice</a>).
      </p>
      <button type="submit" className={`button ${styles.submit}`}>
        Subscribe
      </button>
    </form>
  );
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const school = useSchool();
  const sent = result?.intent === "subscribe" && result.status === "sent" ? result : undefined;
  const closed = loaderData.mode === "form" && loaderData.open === false;
  return (
    <div className={`page-body ${styles.page}`}>
      <h1>E-mail Updates</h1>
      <p>
        Notices, news, circulars and events of {school.name} in your inbox, as they are published or
        once a day.
      </p>
      {loaderData.mode === "confirm" && (
        <Confirmation
          token={loaderData.token}
          topics={loaderData.topics}
          frequency={loaderData.frequency}
          result={result?.intent === "confirm" ? result.result : undefined}
        />
      )}
      {loaderData.mode === "unsubscribe" && (
        <Unsubscribe
          token={loaderData.token}
          result={result?.intent === "unsubscribe" ? result.result : undefined}
        />
      )}
      {loaderData.mode === "form" && closed && (
        <p role="status" className={styles.alert}>
          E-mail updates are not available at the moment. Please see the{" "}
          <a href="/NoticeBoard">Notice Board</a> and <a href="/Circular">Circulars</a> on this
          website, or contact the school office at{" "}
          <a href={`mailto:${school.email}`}>{school.email}</a>.
        </p>
      )}
      {loaderData.mode === "form" && !closed && sent && (
        <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
          <h2>Please check your inbox</h2>
          <p>
            We have sent an e-mail to {sent.email}. Open its link and press Confirm to start your
            updates. If it has not come in a few minutes, look in your spam folder.
          </p>
        </div>
      )}
      {loaderData.mode === "form" && !closed && !sent && <SubscribeForm result={result} />}
    </div>
  );
}
