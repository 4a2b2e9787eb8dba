import type { Language } from "#contracts/languages.ts";

/** The form's fields (enquiryFields in enquiry-form.ts, which reads its labels from here). */
type EnquiryField = "name" | "email" | "phone" | "subject" | "message";

// The enquiry form's own words in English and Hindi, shared by the page and the form's browser
// script. A plain object rather than `defineWords` (app/i18n/words.ts), whose module brings
// react-router into the browser bundle; `typeof en` makes Hindi carry every English entry.

const en = {
  labels: {
    name: "Name*",
    email: "Email*",
    phone: "Phone No.*",
    subject: "Subject*",
    message: "Your Message*",
  } satisfies Record<EnquiryField, string>,
  summaryHeading: "Please correct the following to send your enquiry",
  sending: "Sending…",
};

export const enquiryWords: Record<Language, typeof en> = {
  en,
  hi: {
    labels: {
      name: "नाम*",
      email: "ई-मेल*",
      phone: "फ़ोन नंबर*",
      subject: "विषय*",
      message: "आपका संदेश*",
    },
    summaryHeading: "पूछताछ भेजने के लिए कृपया ये बातें ठीक करें",
    sending: "भेजा जा रहा है…",
  },
};

/**
 * The Hindi of the field messages the `Enquiry` schema (#contracts/entities.ts) gives in English
 * (spec 5): the English is the schema's own, so only Hindi is written here.
 */
export const enquiryMessagesHi = {
  /** A field's name inside a sentence. */
  names: {
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन नंबर",
    subject: "विषय",
    message: "संदेश",
  } satisfies Record<EnquiryField, string>,
  required: (name: string) => `${name} भरना ज़रूरी है।`,
  emailInvalid: "ई-मेल पता सही नहीं है।",
  tooLong: (name: string, max: string) => `${name} में अधिकतम ${max} अक्षर हो सकते हैं।`,
  control: (name: string) =>
    `${name} में ऐसा अक्षर है जिसका उपयोग नहीं किया जा सकता। कृपया इसे दोबारा टाइप करें।`,
  /** A message this site does not know (a newer backend's): the field is named, at least. */
  unknown: (name: string) => `कृपया ${name} जाँच लें।`,
};
