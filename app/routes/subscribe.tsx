import { data } from "react-router";
import { languageAt, languages, languageTags, type Language } from "#contracts/languages.ts";
import {
  frequencies,
  subscriptionTopics,
  type SubscriptionErrors,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import type { Route } from "./+types/subscribe";
import styles from "../subscribe/subscribe.module.css";
import {
  asksByPhone,
  checkPhone,
  checkSubscription,
  echoable,
  subscriptionErrorsIn,
  valuesOf,
} from "../subscribe/subscribe-form.ts";
import { subscribeWords } from "../subscribe/subscribe.words.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { Link } from "../link.tsx";
import {
  confirmSubscription,
  endSubscription,
  requestPhone,
  requestSubscription,
  subscriptionsOpen,
  type ConfirmResult,
} from "../subscribe/subscriptions.server.ts";
import { metaFor } from "../seo/meta.ts";
import { useSchool } from "../school.ts";
import { websiteOf } from "../website.server.ts";
import { sectionChoices } from "#contracts/classes.ts";
import { channelLabels, type PhoneChannel } from "#contracts/channel-settings.ts";
import subscribeScript from "../subscribe/subscribe.browser.ts?worker&url";
import serviceWorker from "../frame/service-worker.ts?worker&url";

// /Subscribe: parents ask for notices, news, circulars and events by e-mail, each as it is
// published or in one daily digest. A plain form posted to this route's action, so it works
// without JavaScript; a refusal keeps what was typed. The e-mails' links land here too: the
// confirmation (?confirm=) and the unsubscribe page (?unsubscribe=), each with a button, since
// mail scanners open links and an opened link must neither confirm nor end anything. The
// unsubscribe page is also the e-mails' `List-Unsubscribe`: a mail program's one-click POST
// (RFC 8058) ends the subscription here, without a sign-in or a button. Every answer is in the
// language of the page (/Subscribe or /hi/Subscribe).

export const meta: Route.MetaFunction = ({ matches }) => metaFor("/Subscribe", { matches });

type Shown = ReturnType<typeof echoable>;

type ActionResult =
  | { intent: "subscribe"; status: "sent"; email: string; via?: PhoneChannel }
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
      // A reminder's link may change the e-mails' language too.
      language: languages.find((one) => one === url.searchParams.get("language")) ?? "",
    };
  }
  if (unsubscribe !== null) {
    return {
      mode: "unsubscribe" as const,
      token: tokenPattern.test(unsubscribe) ? unsubscribe : "",
    };
  }
  // Unknown (the backend did not answer): the form is shown, and its action tells the outcome.
  const { open, pushKey, phones } = await subscriptionsOpen(websiteOf(context));
  return { mode: "form" as const, open, pushKey, phones };
}

export async function action({ request, context }: Route.ActionArgs) {
  const website = websiteOf(context);
  const language = languageAt(new URL(request.url).pathname);
  const words = subscribeWords[language];
  const form = await request.formData();
  // RFC 8058: a mail program POSTs `List-Unsubscribe=One-Click` to the e-mail's link, this page.
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  // The phone part's button sends its own intent beside the form's.
  const intent = oneClick
    ? "unsubscribe"
    : form.getAll("intent").includes("phone")
      ? "phone"
      : form.get("intent");
  const token = String(
    (oneClick ? new URL(request.url).searchParams.get("unsubscribe") : form.get("token")) ?? "",
  );
  if (intent === "confirm") {
    const topics = String(form.get("topics") ?? "");
    const frequency = String(form.get("frequency") ?? "");
    const chosen = languages.find((one) => one === form.get("language"));
    const result = await confirmSubscription(website, {
      token,
      ...(topics &&
        frequency && {
          topics: topics.split(","),
          frequency,
          ...(chosen && { language: chosen }),
        }),
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
  const byPhone = asksByPhone(intent, typed);
  const checked = byPhone
    ? checkPhone(typed, language, words.phoneConsent)
    : checkSubscription(typed, language);
  if (!checked.ok) {
    return data<ActionResult>(
      { intent: "subscribe", status: "invalid", errors: checked.errors, values },
      400,
    );
  }
  const forwardedFor = request.headers.get("x-forwarded-for");
  const result =
    "phone" in checked.request
      ? await requestPhone(website, checked.request, forwardedFor)
      : await requestSubscription(website, checked.request, forwardedFor);
  if (result.status === "sent") {
    return data<ActionResult>({
      intent: "subscribe",
      status: "sent",
      ...("phone" in checked.request
        ? { email: `+${checked.request.phone}`, via: checked.request.channel }
        : { email: checked.request.email }),
    });
  }
  if (result.status === "invalid") {
    return data<ActionResult>(
      {
        intent: "subscribe",
        status: "invalid",
        errors: subscriptionErrorsIn(result.errors, language),
        values,
      },
      400,
    );
  }
  // The backend's own sentence in English; in Hindi the same (a wait in minutes when it says).
  const minutes = result.retryAfterSeconds && Math.ceil(result.retryAfterSeconds / 60);
  const message =
    result.reason === "unavailable" || result.message === undefined
      ? words.failedSend
      : result.reason === "rate-limited"
        ? words.tooMany(result.message, minutes)
        : words.closedNow(result.message);
  const status = result.reason === "rate-limited" ? 429 : 503;
  return data<ActionResult>({ intent: "subscribe", status: "failed", message, values }, status);
}

/** The topics and how often, in the page's language: a topic this site does not know as it is. */
function useChoiceWords() {
  const w = useWords(subscribeWords);
  return (topics: readonly string[], frequency: string) =>
    w.choice(
      topics
        .map((topic) =>
          subscriptionTopics.includes(topic as SubscriptionTopic)
            ? w.topic(topic as SubscriptionTopic)
            : topic,
        )
        .join(", "),
      frequency === "daily",
    );
}

function Confirmation({
  token,
  topics,
  frequency,
  language,
  result,
}: {
  token: string;
  topics: string;
  frequency: string;
  language: string;
  result?: ConfirmResult;
}) {
  const w = useWords(subscribeWords);
  const choiceWords = useChoiceWords();
  if (result?.status === "confirmed") {
    return (
      <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
        <h2>{w.subscribedHeading}</h2>
        <p>
          {result.channel
            ? w.subscribedPhone(
                result.email,
                channelLabels[result.channel],
                choiceWords(result.topics, "immediate"),
              )
            : w.subscribedText(result.email, choiceWords(result.topics, result.frequency))}
        </p>
      </div>
    );
  }
  const problem =
    !token || result?.status === "unknown"
      ? w.linkNotValid
      : result?.status === "unsubscribed"
        ? w.wasUnsubscribed
        : result?.status === "unavailable"
          ? w.notNow
          : undefined;
  const ended = !token || result?.status === "unknown" || result?.status === "unsubscribed";
  return (
    <>
      {problem && (
        <p role="alert" {...(result ? answer : {})} className={`${styles.alert} ${styles.answer}`}>
          {problem} {ended && <Link to="/Subscribe">{w.subscribeAgain}</Link>}
        </p>
      )}
      {!ended && (
        <form method="post" action={answerAction} className={styles.ask}>
          <h2>{w.confirmHeading}</h2>
          <p>
            {topics && frequency
              ? w.changeTo(choiceWords(topics.split(","), frequency))
              : w.pressToStart}
          </p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="topics" value={topics} />
          <input type="hidden" name="frequency" value={frequency} />
          {language && <input type="hidden" name="language" value={language} />}
          <button type="submit" className="button">
            {w.confirm}
          </button>
        </form>
      )}
    </>
  );
}

function Unsubscribe({ token, result }: { token: string; result?: string }) {
  const w = useWords(subscribeWords);
  if (result === "unsubscribed") {
    return (
      <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
        <h2>{w.unsubscribedHeading}</h2>
        <p>{w.unsubscribedText}</p>
      </div>
    );
  }
  const problem =
    !token || result === "unknown"
      ? w.unsubscribeLinkNotValid
      : result === "unavailable"
        ? w.notNow
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
          <h2>{w.stopHeading}</h2>
          <p>{w.stopText}</p>
          <input type="hidden" name="intent" value="unsubscribe" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {w.unsubscribe}
          </button>
        </form>
      )}
    </>
  );
}

/** What a refused subscription shows again. */
const refusedValues = (result: ActionResult | undefined) =>
  result?.intent === "subscribe" && result.status !== "sent" ? result.values : undefined;

/** Each language by its own name. */
const languageNames: Record<Language, string> = { en: "English", hi: "हिन्दी" };

function SubscribeForm({
  result,
  email,
  pushKey,
  phones,
}: {
  result?: ActionResult;
  /** Whether the school sends e-mail. */
  email: boolean;
  /** The key notifications are signed with, when the school sends them. */
  pushKey?: string;
  /** The phone channels the school has an account with. */
  phones: PhoneChannel[];
}) {
  const w = useWords(subscribeWords);
  const language = useLanguage();
  const school = useSchool();
  const ticked = new Set(refusedValues(result)?.sections ?? []);
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
      <h2 id="subscribe-heading">{w.formHeading}</h2>
      {refused?.status === "failed" && (
        <p role="alert" {...answer} className={`${styles.alert} ${styles.answer}`}>
          {refused.message}
          {w.stillInForm}
        </p>
      )}
      {refused?.status === "invalid" && (
        <div role="alert" {...answer} className={`${styles.alert} ${styles.answer}`}>
          <p>{w.correct}</p>
          <ul>
            {(
              ["sections", "topics", "email", "frequency", "phone", "channel", "words"] as const
            ).map((field) =>
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
      <fieldset id="subscribe-sections" className={styles.choices} {...described("sections")}>
        <legend>{w.sectionsLegend}</legend>
        <p className={styles.note}>{w.sectionsHint}</p>
        <div className={styles.classRows}>
          {sectionChoices(school.sections).map(({ className, sections }) => (
            <div key={className} className={styles.classRow}>
              <span className={styles.className}>{sections[0] !== className && className}</span>
              <span className={styles.sections}>
                {sections.map((section) => (
                  <label key={section} className={styles.section}>
                    <input
                      type="checkbox"
                      name="sections"
                      value={section}
                      defaultChecked={ticked.has(section)}
                      aria-label={section}
                    />
                    {section === className ? className : section.slice(className.length + 1)}
                  </label>
                ))}
              </span>
            </div>
          ))}
        </div>
        {error("sections")}
      </fieldset>
      <fieldset id="subscribe-topics" className={styles.choices} {...described("topics")}>
        <legend>{w.topicsLegend}</legend>
        {subscriptionTopics.map((topic) => (
          <label key={topic} className={styles.choice}>
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={chosen.includes(topic)}
            />
            {w.topic(topic)}
          </label>
        ))}
        {error("topics")}
      </fieldset>
      {pushKey && (
        <section
          className={styles.notifications}
          data-notifications=""
          data-key={pushKey}
          data-action={`${language === "hi" ? "/hi" : ""}/Subscribe/notifications`}
          data-worker={serviceWorker}
          data-consent={`${w.notificationsText} ${w.turnOn}`}
          aria-labelledby="notifications-heading"
        >
          <h3 id="notifications-heading">{w.notificationsHeading}</h3>
          <p>{w.notificationsText}</p>
          {/* Shown by the script where the browser can; until then, what it needs. */}
          <button type="button" className="button" data-notifications-on="" hidden>
            {w.turnOn}
          </button>
          <button type="button" className="button" data-notifications-off="" hidden>
            {w.turnOff}
          </button>
          <p role="status" className={styles.note} data-notifications-status="">
            {w.notificationsNeed}
          </p>
          <script src={subscribeScript} defer />
        </section>
      )}
      {email && (
        <>
          <h3>{w.byEmail}</h3>
          <div className={styles.field}>
            <label htmlFor="subscribe-email">{w.emailLabel}</label>
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
          <fieldset id="subscribe-frequency" className={styles.choices} {...described("frequency")}>
            <legend>{w.howOften}</legend>
            {frequencies.map((frequency) => (
              <label key={frequency} className={styles.choice}>
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  defaultChecked={how === frequency}
                />
                {w.frequency(frequency)}
              </label>
            ))}
            {error("frequency")}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{w.emailLanguage}</legend>
            {languages.map((one) => (
              <label key={one} className={styles.choice}>
                <input
                  type="radio"
                  name="language"
                  value={one}
                  defaultChecked={(values?.language ?? language) === one}
                />
                <span lang={languageTags[one]}>{languageNames[one]}</span>
              </label>
            ))}
          </fieldset>
          <p className={styles.note}>
            {w.noteBefore}
            <Link to="/PrivacyPolicy">{w.privacyNotice}</Link>
            {w.noteAfter}
          </p>
          <button type="submit" className={`button ${styles.submit}`}>
            {w.subscribe}
          </button>
        </>
      )}
      {phones.length > 0 && (
        <section className={styles.byPhone} aria-labelledby="phone-heading">
          <h3 id="phone-heading">{w.phoneHeading}</h3>
          <div className={styles.field}>
            <label htmlFor="subscribe-phone">{w.phoneLabel}</label>
            <input
              id="subscribe-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={25}
              defaultValue={values?.phone ?? ""}
              {...described("phone")}
            />
            {error("phone")}
          </div>
          <fieldset id="subscribe-channel" className={styles.choices} {...described("channel")}>
            <legend>{w.channelLegend}</legend>
            {phones.map((channel) => (
              <label key={channel} className={styles.choice}>
                <input
                  type="radio"
                  name="channel"
                  value={channel}
                  defaultChecked={(values?.channel || phones[0]) === channel}
                />
                {w.channel(channel)}
              </label>
            ))}
            {error("channel")}
          </fieldset>
          <label id="subscribe-words" className={styles.choice}>
            <input type="checkbox" name="agree" value="yes" {...described("words")} />
            {w.phoneConsent}
          </label>
          {error("words")}
          <button type="submit" name="intent" value="phone" className={`button ${styles.submit}`}>
            {w.sendConfirmation}
          </button>
        </section>
      )}
    </form>
  );
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const school = useSchool();
  const sent = result?.intent === "subscribe" && result.status === "sent" ? result : undefined;
  // No e-mail: said so; notifications, where the school sends them, are still offered.
  const closed = loaderData.mode === "form" && loaderData.open === false;
  const w = useWords(subscribeWords);
  return (
    <div className={`page-body ${styles.page}`}>
      <h1>{w.heading}</h1>
      <p>{w.intro(school.name)}</p>
      {loaderData.mode === "confirm" && (
        <Confirmation
          token={loaderData.token}
          topics={loaderData.topics}
          frequency={loaderData.frequency}
          language={loaderData.language}
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
          {w.closedBefore}
          <Link to="/NoticeBoard">{w.noticeBoard}</Link>
          {w.and}
          <Link to="/Circular">{w.circulars}</Link>
          {w.closedOffice}
          <a href={`mailto:${school.email}`}>{school.email}</a>
          {w.closedAfter}
        </p>
      )}
      {loaderData.mode === "form" && sent && (
        <div role="status" {...answer} className={`${styles.done} ${styles.answer}`}>
          <h2>{sent.via ? w.checkPhone : w.checkInbox}</h2>
          <p>
            {sent.via ? w.phoneSent(sent.email, channelLabels[sent.via]) : w.sentText(sent.email)}
          </p>
        </div>
      )}
      {loaderData.mode === "form" &&
        (!closed || loaderData.pushKey || loaderData.phones.length > 0) &&
        !sent && (
          <SubscribeForm
            result={result}
            email={loaderData.open !== false}
            pushKey={loaderData.pushKey}
            phones={loaderData.phones}
          />
        )}
    </div>
  );
}
