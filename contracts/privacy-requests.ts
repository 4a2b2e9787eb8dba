import type { Language } from "./languages.ts";
import { addDays } from "./dates.ts";

// What a family may ask of the school about its personal data (DPDP Act 2023 ss. 11 to 13, and
// s. 6(4) for a consent), sent as an enquiry from /ContactUs that says which it is: the office
// sees it among the enquiries with the day it must be answered by (the school's `answerDays`,
// contracts/school-settings.ts), and marking it handled is its completion, dated.

export const privacyRequests = ["access", "correction", "erasure", "withdrawal"] as const;
export type PrivacyRequest = (typeof privacyRequests)[number];

/** The form's choices: a plain enquiry (""), or one of the requests. */
export const enquiryAbout: Record<Language, Record<PrivacyRequest | "", string>> = {
  en: {
    "": "A question for the school",
    access: "See the personal data the school holds about my family",
    correction: "Correct personal data the school holds",
    erasure: "Erase personal data the school no longer needs",
    withdrawal: "Withdraw consent to showing my child on the website",
  },
  hi: {
    "": "विद्यालय से एक प्रश्न",
    access: "विद्यालय के पास मेरे परिवार का कौन-सा व्यक्तिगत डेटा है, यह देखना",
    correction: "विद्यालय के पास रखा व्यक्तिगत डेटा ठीक करवाना",
    erasure: "जिस व्यक्तिगत डेटा की अब ज़रूरत नहीं, उसे मिटवाना",
    withdrawal: "वेबसाइट पर मेरे बच्चे को दिखाने की सहमति वापस लेना",
  },
};

/** The office's short name of each request. */
export const requestNames: Record<PrivacyRequest, string> = {
  access: "access",
  correction: "correction",
  erasure: "erasure",
  withdrawal: "withdrawal of consent",
};

/** The day (YYYY-MM-DD) a request received on `day` is answered by, `days` later. */
export function answerBy(day: string, days: number): string {
  return addDays(day, days);
}
