import { documentLanguage } from "../i18n/define-words.ts";
import type { Language } from "#contracts/languages.ts";

// /Subscribe's notifications box (`[data-notifications]`): on a phone or computer whose browser
// can show notifications, one tap asks the browser's permission, registers the site's service
// worker, subscribes with the school's key and sends the subscription, with the classes and kinds
// chosen in the form around it, to /Subscribe/notifications. Without JavaScript, or in a browser
// that cannot, the box says what they need, and the e-mail and phone forms are the way.

const words = {
  en: {
    on: "Notifications are on for this browser. They come for the classes and kinds chosen above.",
    off: "Notifications are off for this browser.",
    blocked:
      "This browser blocks the school's notifications. Allow them in its site settings, then press the button again.",
    failed: "Sorry, notifications could not be turned on. Please try again in a little while.",
    noTopics: "Choose at least one kind of update above.",
    homeScreen:
      "On an iPhone, first add this site to the home screen (Share, then Add to Home Screen), and open it from there.",
    working: "Please wait…",
  },
  hi: {
    on: "इस ब्राउज़र पर सूचनाएँ चालू हैं। ये ऊपर चुनी गई कक्षाओं और प्रकारों की आएँगी।",
    off: "इस ब्राउज़र पर सूचनाएँ बंद हैं।",
    blocked:
      "यह ब्राउज़र विद्यालय की सूचनाएँ रोक रहा है। इसकी साइट सेटिंग में इन्हें अनुमति दें, फिर बटन दोबारा दबाएँ।",
    failed: "क्षमा करें, सूचनाएँ चालू नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    noTopics: "ऊपर कम से कम एक प्रकार की सूचना चुनें।",
    homeScreen:
      "iPhone पर पहले इस साइट को होम स्क्रीन पर जोड़ें (Share, फिर Add to Home Screen), और वहीं से खोलें।",
    working: "कृपया प्रतीक्षा करें…",
  },
} satisfies Record<Language, Record<string, string>>;

/** The school's key as `pushManager.subscribe` takes it. */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));

const supported = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

export function enhanceNotifications(box: HTMLElement): void {
  const w = words[documentLanguage()];
  const turnOn = box.querySelector<HTMLButtonElement>("[data-notifications-on]");
  const turnOff = box.querySelector<HTMLButtonElement>("[data-notifications-off]");
  const status = box.querySelector<HTMLElement>("[data-notifications-status]");
  const form = box.closest("form");
  const { key, action, worker, consent } = box.dataset;
  if (!turnOn || !turnOff || !status || !form || !key || !action || !worker) return;
  const say = (text: string) => (status.textContent = text);
  // Safari on an iPhone offers notifications only to a site opened from the home screen.
  const onIphone = /iPhone|iPad/.test(navigator.userAgent) && !supported();
  if (!supported() && !onIphone) return;
  if (onIphone) {
    say(w.homeScreen);
    return;
  }
  turnOn.hidden = false;
  say("");
  const showOn = (on: boolean) => {
    turnOn.hidden = on;
    turnOff.hidden = !on;
  };

  const send = async (body: unknown) => {
    const response = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { error?: string };
    return { ok: response.ok, error: json.error };
  };

  void navigator.serviceWorker.getRegistration("/").then(async (registration) => {
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription && Notification.permission === "granted") {
      showOn(true);
      say(w.on);
    }
  });

  turnOn.addEventListener("click", async () => {
    const data = new FormData(form);
    const topics = data.getAll("topics").map(String);
    if (topics.length === 0) return say(w.noTopics);
    turnOn.disabled = true;
    say(w.working);
    try {
      if ((await Notification.requestPermission()) !== "granted") return say(w.blocked);
      const registration = await navigator.serviceWorker.register(worker, { scope: "/" });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(key),
        }));
      const answer = await send({
        allow: subscription.toJSON(),
        topics,
        sections: data.getAll("sections").map(String),
        language: documentLanguage(),
        words: consent ?? turnOn.textContent ?? "",
      });
      if (!answer.ok) return say(answer.error ?? w.failed);
      showOn(true);
      say(w.on);
    } catch {
      say(w.failed);
    } finally {
      turnOn.disabled = false;
    }
  });

  turnOff.addEventListener("click", async () => {
    turnOff.disabled = true;
    try {
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await send({ stop: subscription.endpoint });
        await subscription.unsubscribe();
      }
      showOn(false);
      say(w.off);
    } catch {
      say(w.failed);
    } finally {
      turnOff.disabled = false;
    }
  });
}
