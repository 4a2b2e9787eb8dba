import type { Language } from "#contracts/languages.ts";

// The words of a subscription's e-mails in each language: a parent who subscribed from the
// Hindi site (or chose Hindi) reads them in Hindi; the school's name, its items' words where it
// wrote no Hindi, and the addresses stay as they are.

interface SubscriptionWords {
  /** The HTML's `lang`. */
  tag: string;
  confirmAsked: (school: string, choices: string) => string;
  confirm: string;
  confirmNothing: string;
  confirmSubject: (school: string) => string;
  alreadyHas: (school: string, choices: string) => string;
  changeAsked: (choices: string) => string;
  change: string;
  stop: string;
  alreadyIgnore: string;
  alreadySubject: (school: string) => string;
  attachment: (name: string) => string;
  readOnSite: string;
  footer: (page: string, choices: string) => string;
  unsubscribe: string;
  digestIntro: (school: string, day: string, count: number) => string;
  digestSubject: (school: string, count: number, day: string) => string;
  /** "Notices, Events (each one as it is published)". */
  choices: (topics: string, frequency: string) => string;
}

export const subscriptionWords: Record<Language, SubscriptionWords> = {
  en: {
    tag: "en",
    confirmAsked: (school, choices) =>
      `Someone, we hope you, asked for e-mails from ${school} at this address: ${choices}.`,
    confirm: "Confirm your subscription",
    confirmNothing:
      "Nothing is sent until you confirm. If you did not ask, ignore this e-mail: " +
      "you will not hear from us again.",
    confirmSubject: (school) => `Confirm your e-mail updates from ${school}`,
    alreadyHas: (school, choices) =>
      `This address is subscribed already to e-mails from ${school}: ${choices}.`,
    changeAsked: (choices) => `Someone, we hope you, asked to change this to: ${choices}.`,
    change: "Change my subscription",
    stop: "Stop these e-mails",
    alreadyIgnore: "If you did not ask, ignore this e-mail: nothing changes.",
    alreadySubject: (school) => `Your e-mail updates from ${school}`,
    attachment: (name) => `Attachment: ${name}`,
    readOnSite: "Read it on the website",
    footer: (page, choices) => `You receive these because you subscribed at ${page}: ${choices}.`,
    unsubscribe: "Unsubscribe",
    digestIntro: (school, day, count) =>
      `New on the website of ${school} (${day}): ${count} ${count === 1 ? "item" : "items"}.`,
    digestSubject: (school, count, day) =>
      `${school}: ${count} new ${count === 1 ? "item" : "items"} on ${day}`,
    choices: (topics, frequency) => `${topics} (${frequency.toLowerCase()})`,
  },
  hi: {
    tag: "hi",
    confirmAsked: (school, choices) =>
      `किसी ने, आशा है आपने ही, इस पते पर ${school} से ई-मेल मँगवाए हैं: ${choices}।`,
    confirm: "अपनी सदस्यता की पुष्टि करें",
    confirmNothing:
      "पुष्टि करने तक कुछ नहीं भेजा जाएगा। यदि आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: " +
      "आपको हमसे आगे कोई ई-मेल नहीं मिलेगा।",
    confirmSubject: (school) => `${school} की ई-मेल सूचनाओं की पुष्टि करें`,
    alreadyHas: (school, choices) => `इस पते पर ${school} की ई-मेल सूचनाएँ पहले से आ रही हैं: ${choices}।`,
    changeAsked: (choices) => `किसी ने, आशा है आपने ही, इन्हें बदलने को कहा है: ${choices}।`,
    change: "मेरी सदस्यता बदलें",
    stop: "ये ई-मेल बंद करें",
    alreadyIgnore: "यदि आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: कुछ नहीं बदलेगा।",
    alreadySubject: (school) => `${school} की आपकी ई-मेल सूचनाएँ`,
    attachment: (name) => `संलग्नक: ${name}`,
    readOnSite: "वेबसाइट पर पढ़ें",
    footer: (page, choices) =>
      `आपको ये ई-मेल इसलिए मिल रहे हैं क्योंकि आपने ${page} पर सदस्यता ली थी: ${choices}।`,
    unsubscribe: "सदस्यता समाप्त करें",
    digestIntro: (school, day, count) =>
      `${school} की वेबसाइट पर नया (${day}): ${count} ${count === 1 ? "सूचना" : "सूचनाएँ"}।`,
    digestSubject: (school, count, day) => `${school}: ${day} की ${count} नई सूचनाएँ`,
    choices: (topics, frequency) => `${topics} (${frequency})`,
  },
};
