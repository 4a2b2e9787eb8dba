import {
  frequencyLabels,
  frequencyLabelsIn,
  subscriptionMessages,
  topicLabels,
  topicLabelsIn,
  type Frequency,
  type SubscriptionTopic,
} from "#contracts/subscriptions.ts";
import { defineWords } from "../i18n/words.ts";
import { channelLabels, type PhoneChannel } from "#contracts/channel-settings.ts";

/** A refusal of too many requests: the backend's sentence, and the wait it asks for. */
type TooMany = (said: string, minutes: number | undefined) => string;

// The /Subscribe page's words (/Subscribe, /hi/Subscribe). The topics and frequencies are the
// contract's in both languages (#contracts/subscriptions.ts), shared with the e-mails; the
// form's messages are the contract's in English, their Hindi here. A backend's sentence is
// shown as it is in English.

const topicsHi = topicLabelsIn.hi;
const frequenciesHi = frequencyLabelsIn.hi;

export const subscribeWords = defineWords(
  {
    heading: "Updates for Parents",
    intro: (school: string) =>
      `The notices, circulars, events, news and alerts of ${school} for your children's classes: as notifications on this phone, or in your inbox as they are published or once a day.`,
    topic: (topic: SubscriptionTopic) => topicLabels[topic],
    frequency: (frequency: Frequency) => frequencyLabels[frequency],
    /** The chosen topics (already in this language, joined) and how often. */
    choice: (topics: string, daily: boolean) =>
      `${topics}${daily ? ", in one e-mail a day" : ", each as it is published"}`,

    emailMissing: subscriptionMessages.emailMissing,
    emailInvalid: subscriptionMessages.emailInvalid,
    emailLong: subscriptionMessages.emailLong,
    noTopics: subscriptionMessages.noTopics,
    chooseFrequency: subscriptionMessages.frequency,
    chooseSections: subscriptionMessages.sections,
    phoneInvalid: "Give a 10-digit Indian mobile number.",
    chooseChannel: "Choose WhatsApp or SMS.",
    agreeToMessages: "Tick the box to agree to the messages.",
    failedSend: "Sorry, your request could not be sent. Please try again in a little while.",
    /** The backend's refusal of too many requests: its own sentence in English. */
    tooMany: ((said) => said) as TooMany,
    /** The backend's answer when the school sends no e-mail: its own sentence in English. */
    closedNow: (said: string) => said,

    subscribedHeading: "You are subscribed",
    subscribedText: (email: string, choice: string) =>
      `${email} will receive ${choice}. Every e-mail has a link to stop them.`,
    linkNotValid: "This link is not valid: it may be from an old e-mail.",
    wasUnsubscribed: "This address was unsubscribed, so this link no longer starts the e-mails.",
    notNow: "Sorry, this could not be done just now. Please try again in a little while.",
    subscribeAgain: "Subscribe again",
    confirmHeading: "Confirm your subscription",
    changeTo: (choice: string) => `Change your e-mail updates to: ${choice}.`,
    pressToStart: "Press the button to start receiving the e-mail updates you asked for.",
    confirm: "Confirm",

    unsubscribedHeading: "You are unsubscribed",
    unsubscribedText:
      "No more e-mail updates will be sent to you. You can subscribe again at any time.",
    unsubscribeLinkNotValid:
      "This link is not valid: it may be from an old e-mail, or the subscription was removed.",
    stopHeading: "Stop the e-mail updates",
    stopText: "Press the button and no more e-mails will be sent to you.",
    unsubscribe: "Unsubscribe",

    formHeading: "Get updates from the school",
    sectionsLegend: "Your children's classes",
    sectionsHint:
      "Tick each child's class and section: items for other classes are not sent to you. Tick none to hear about every class.",
    notificationsHeading: "On this phone",
    notificationsText:
      "Notifications on this phone or computer, each as it is published, for the classes and kinds ticked above. Quiet from night until morning, except emergencies.",
    turnOn: "Turn on notifications",
    notificationsNeed:
      "This browser cannot turn them on here: they need JavaScript, and on an iPhone the site added to the home screen.",
    turnOff: "Turn off notifications",
    byEmail: "By e-mail",
    phoneHeading: "On WhatsApp or by SMS",
    phoneLabel: "Your mobile number",
    channelLegend: "Send them by",
    channel: (channel: PhoneChannel) => channelLabels[channel],
    phoneConsent:
      "I agree to receive the school's messages on this number, for the classes and kinds ticked above. Replying STOP ends them.",
    sendConfirmation: "Send me a confirmation",
    checkPhone: "Please check your phone",
    phoneSent: (phone: string, channel: string) =>
      `We have sent a ${channel} message to ${phone}. Open its link to start your updates.`,
    subscribedPhone: (phone: string, channel: string, choice: string) =>
      `${phone} will receive ${choice} on ${channel}. Reply STOP to end them.`,
    stillInForm: " What you typed is still in the form.",
    correct: "Please correct the following:",
    emailLabel: "Your e-mail address*",
    topicsLegend: "What would you like to hear about?*",
    howOften: "How often?",
    emailLanguage: "The e-mails' language",
    noteBefore:
      "We will send you an e-mail to confirm; nothing else is sent until you do. Your address is used only for these e-mails, and every e-mail has a link to stop them (see our ",
    privacyNotice: "privacy notice",
    noteAfter: ").",
    subscribe: "Subscribe",

    closedBefore: "E-mail updates are not available at the moment. Please see the ",
    noticeBoard: "Notice Board",
    and: " and ",
    circulars: "Circulars",
    closedOffice: " on this website, or contact the school office at ",
    closedAfter: ".",
    checkInbox: "Please check your inbox",
    sentText: (email: string) =>
      `We have sent an e-mail to ${email}. Open its link and press Confirm to start your updates. If it has not come in a few minutes, look in your spam folder.`,
  },
  {
    heading: "अभिभावकों के लिए सूचनाएँ",
    intro: (school) =>
      `${school} की सूचनाएँ, सर्कुलर, कार्यक्रम, समाचार और अलर्ट, आपके बच्चों की कक्षाओं के लिए: इस फ़ोन पर नोटिफ़िकेशन के रूप में, या आपके ई-मेल पर — प्रकाशित होते ही या दिन में एक बार।`,
    topic: (topic) => topicsHi[topic],
    frequency: (frequency) => frequenciesHi[frequency],
    choice: (topics, daily) => `${topics} — ${daily ? "दिन में एक ई-मेल में" : "हर एक, प्रकाशित होते ही"}`,

    emailMissing: "ई-मेल भरना ज़रूरी है।",
    emailInvalid: "ई-मेल पता सही नहीं है।",
    emailLong: "ई-मेल पते में अधिकतम 254 अक्षर हो सकते हैं।",
    noTopics: "कम से कम एक प्रकार की सूचना चुनें।",
    chooseFrequency: "चुनें कि आप कितनी बार ई-मेल पाना चाहते हैं।",
    chooseSections: "सूची में से अपने बच्चों की कक्षाएँ चुनें।",
    phoneInvalid: "10 अंकों का भारतीय मोबाइल नंबर दें।",
    chooseChannel: "WhatsApp या SMS चुनें।",
    agreeToMessages: "संदेशों के लिए सहमति देने हेतु बॉक्स पर टिक करें।",
    failedSend: "क्षमा करें, आपका अनुरोध नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    tooMany: (said, minutes) =>
      `थोड़े समय में कई अनुरोध किए गए हैं। कृपया ${minutes ? `${minutes} मिनट` : "कुछ देर"} बाद फिर कोशिश करें।`,
    closedNow: () => "ई-मेल से सूचनाएँ अभी उपलब्ध नहीं हैं: स्कूल ने ई-मेल भेजने की व्यवस्था नहीं की है।",

    subscribedHeading: "आपकी सदस्यता शुरू हो गई है",
    subscribedText: (email, choice) =>
      `${email} पर ये ई-मेल आएँगे: ${choice}। हर ई-मेल में इन्हें बंद करने का लिंक होता है।`,
    linkNotValid: "यह लिंक मान्य नहीं है: हो सकता है यह किसी पुराने ई-मेल का हो।",
    wasUnsubscribed: "यह पता सदस्यता से हटाया जा चुका है, इसलिए यह लिंक अब ई-मेल शुरू नहीं करता।",
    notNow: "क्षमा करें, यह अभी नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    subscribeAgain: "फिर से सदस्यता लें",
    confirmHeading: "अपनी सदस्यता की पुष्टि करें",
    changeTo: (choice) => `आपकी ई-मेल सूचनाएँ बदलकर ये हो जाएँगी: ${choice}।`,
    pressToStart: "आपने जो ई-मेल सूचनाएँ माँगी हैं, उन्हें पाना शुरू करने के लिए बटन दबाएँ।",
    confirm: "पुष्टि करें",

    unsubscribedHeading: "आपकी सदस्यता समाप्त हो गई है",
    unsubscribedText: "अब आपको कोई ई-मेल सूचना नहीं भेजी जाएगी। आप कभी भी फिर से सदस्यता ले सकते हैं।",
    unsubscribeLinkNotValid:
      "यह लिंक मान्य नहीं है: हो सकता है यह किसी पुराने ई-मेल का हो, या सदस्यता हटा दी गई हो।",
    stopHeading: "ई-मेल सूचनाएँ बंद करें",
    stopText: "बटन दबाएँ, इसके बाद आपको कोई ई-मेल नहीं भेजा जाएगा।",
    unsubscribe: "सदस्यता समाप्त करें",

    formHeading: "विद्यालय से सूचनाएँ पाएँ",
    sectionsLegend: "आपके बच्चों की कक्षाएँ",
    sectionsHint:
      "हर बच्चे की कक्षा और सेक्शन चुनें: दूसरी कक्षाओं की सूचनाएँ आपको नहीं भेजी जाएँगी। सभी कक्षाओं की सूचनाओं के लिए कुछ न चुनें।",
    notificationsHeading: "इस फ़ोन पर",
    notificationsText:
      "इस फ़ोन या कंप्यूटर पर नोटिफ़िकेशन, हर सूचना प्रकाशित होते ही, ऊपर चुनी गई कक्षाओं और प्रकारों की। रात से सुबह तक शांत, आपात सूचना को छोड़कर।",
    turnOn: "नोटिफ़िकेशन चालू करें",
    notificationsNeed:
      "यह ब्राउज़र इन्हें यहाँ चालू नहीं कर सकता: इनके लिए JavaScript चाहिए, और iPhone पर साइट का होम स्क्रीन पर जोड़ा होना।",
    turnOff: "नोटिफ़िकेशन बंद करें",
    byEmail: "ई-मेल से",
    phoneHeading: "WhatsApp या SMS पर",
    phoneLabel: "आपका मोबाइल नंबर",
    channelLegend: "इनके ज़रिए भेजें",
    channel: (channel) => channelLabels[channel],
    phoneConsent:
      "मैं इस नंबर पर, ऊपर चुनी गई कक्षाओं और प्रकारों के लिए, विद्यालय के संदेश पाने के लिए सहमत हूँ। STOP लिखकर भेजने से ये बंद हो जाते हैं।",
    sendConfirmation: "मुझे पुष्टि संदेश भेजें",
    checkPhone: "कृपया अपना फ़ोन देखें",
    phoneSent: (phone, channel) =>
      `हमने ${phone} पर एक ${channel} संदेश भेजा है। सूचनाएँ शुरू करने के लिए उसका लिंक खोलें।`,
    subscribedPhone: (phone, channel, choice) =>
      `${phone} पर ${channel} से ये आएँगे: ${choice}। इन्हें बंद करने के लिए STOP लिखकर भेजें।`,
    stillInForm: " आपने जो लिखा था, वह फ़ॉर्म में अभी भी है।",
    correct: "कृपया ये बातें ठीक करें:",
    emailLabel: "आपका ई-मेल पता*",
    topicsLegend: "आप किन बातों की सूचना पाना चाहते हैं?*",
    howOften: "कितनी बार?",
    emailLanguage: "ई-मेल की भाषा",
    noteBefore:
      "पुष्टि के लिए हम आपको एक ई-मेल भेजेंगे; आपकी पुष्टि से पहले और कुछ नहीं भेजा जाएगा। आपका पता केवल इन्हीं ई-मेल के लिए इस्तेमाल होगा, और हर ई-मेल में इन्हें बंद करने का लिंक होगा (हमारी ",
    privacyNotice: "गोपनीयता सूचना",
    noteAfter: " देखें)।",
    subscribe: "सदस्यता लें",

    closedBefore: "ई-मेल से सूचनाएँ अभी उपलब्ध नहीं हैं। कृपया इस वेबसाइट पर ",
    noticeBoard: "सूचना पट्ट",
    and: " और ",
    circulars: "सर्कुलर",
    closedOffice: " देखें, या स्कूल कार्यालय से ",
    closedAfter: " पर संपर्क करें।",
    checkInbox: "कृपया अपना ई-मेल इनबॉक्स देखें",
    sentText: (email) =>
      `हमने ${email} पर एक ई-मेल भेजा है। सूचनाएँ शुरू करने के लिए उसका लिंक खोलें और “पुष्टि करें” दबाएँ। अगर कुछ मिनट में ई-मेल न आए, तो अपना स्पैम फ़ोल्डर देख लें।`,
  },
);
