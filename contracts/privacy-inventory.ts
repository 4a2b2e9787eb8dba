import type { Language } from "./languages.ts";
import type { PrivacySettings } from "./school-settings.ts";

// Every kind of personal data the product holds, what of it, why and for how long: the table of
// the privacy notice (DPDP Rules 2025, r. 3: an itemised description of the data and the
// purposes), which the backend draws with the school's own times (server/services/
// filled-blocks.ts). `tables` names the columns each kind is kept in, and a test holds every
// column of those tables to the list (tests/api/privacy-notice.test.ts): a field the product
// starts to keep cannot be left out of the notice.

type Words = { what: string; details: string; why: string };

/** How long a kind is kept: one of the school's privacy times (months), or as the words say. */
export type Keeping =
  | {
      months: keyof Pick<
        PrivacySettings,
        "keepEnquiries" | "keepDownloads" | "keepAuditValues" | "keepSubscriptions"
      >;
    }
  | { applications: true }
  | { words: Record<Language, string> };

export interface Holding {
  key: string;
  /** Its tables, by their names in the database, and the columns of each it describes. */
  tables: Record<string, readonly string[]>;
  keep: Keeping;
  en: Words;
  hi: Words;
}

export const holdings: readonly Holding[] = [
  {
    key: "enquiries",
    tables: {
      enquiries: [
        "name",
        "email",
        "phone",
        "subject",
        "message",
        "about",
        "answer_by",
        "handled_at",
        "handled_by",
        "note",
      ],
      enquiry_replies: ["message", "sent_by", "sent_at"],
    },
    keep: { months: "keepEnquiries" },
    en: {
      what: "Enquiries and requests (Contact Us)",
      details: "Name, e-mail, phone, what it is about, the message; the office's replies and notes",
      why: "To answer you",
    },
    hi: {
      what: "पूछताछ और अनुरोध (संपर्क करें)",
      details: "नाम, ई-मेल, फ़ोन, विषय, संदेश; कार्यालय के उत्तर और टिप्पणियाँ",
      why: "आपको उत्तर देने के लिए",
    },
  },
  {
    key: "applications",
    tables: {
      applications: [
        "session",
        "class_name",
        "stream",
        "number",
        "state",
        "answers",
        "child_name",
        "date_of_birth",
        "email",
        "language",
        "documents",
        "consent",
        "fee_paid_at",
        "fee_method",
        "fee_reference",
        "slot",
        "marks",
        "notes",
        "submitted_at",
      ],
    },
    keep: { applications: true },
    en: {
      what: "Applications for admission",
      details:
        "The child's name, date of birth, class; parents' names, occupations, address, e-mail and mobile; previous school and results; the documents sent; the fee's payment; the office's slot, marks and notes",
      why: "To consider the application and tell you its outcome",
    },
    hi: {
      what: "प्रवेश के आवेदन",
      details:
        "बच्चे का नाम, जन्म तिथि, कक्षा; माता-पिता के नाम, व्यवसाय, पता, ई-मेल और मोबाइल; पिछला विद्यालय और परिणाम; भेजे गए दस्तावेज़; शुल्क का भुगतान; कार्यालय का स्लॉट, अंक और टिप्पणियाँ",
      why: "आवेदन पर विचार करने और उसका परिणाम बताने के लिए",
    },
  },
  {
    key: "subscriptions",
    tables: {
      subscriptions: [
        "email",
        "topics",
        "frequency",
        "language",
        "sections",
        "classes",
        "phone",
        "phone_channel",
        "consents",
        "confirmed_at",
        "unsubscribed_at",
      ],
      push_endpoints: ["endpoint", "p256dh", "auth"],
    },
    keep: { months: "keepSubscriptions" },
    en: {
      what: "Updates by e-mail, WhatsApp, SMS and notifications",
      details:
        "E-mail or mobile number, or the browser's push address; the updates, classes and language chosen; the words agreed to and when",
      why: "To send the updates you asked for",
    },
    hi: {
      what: "ई-मेल, व्हाट्सऐप, SMS और सूचनाओं से अपडेट",
      details:
        "ई-मेल या मोबाइल नंबर, या ब्राउज़र का पुश पता; चुने गए अपडेट, कक्षाएँ और भाषा; सहमति के शब्द और समय",
      why: "आपके माँगे अपडेट भेजने के लिए",
    },
  },
  {
    key: "downloads",
    tables: { certificate_downloads: ["certificate_id", "at", "address"] },
    keep: { months: "keepDownloads" },
    en: {
      what: "Transfer Certificate downloads",
      details: "Which certificate, when, and the network (IP) address that fetched it",
      why: "To tell a family when and whether its certificate was fetched",
    },
    hi: {
      what: "स्थानांतरण प्रमाण पत्र के डाउनलोड",
      details: "कौन-सा प्रमाण पत्र, कब, और किस नेटवर्क (IP) पते से",
      why: "परिवार को यह बताने के लिए कि प्रमाण पत्र कब लिया गया",
    },
  },
  {
    key: "children",
    tables: {
      birthdays: ["name", "class", "date_of_birth", "attachments", "children"],
      toppers: ["name", "class", "session_year", "division", "stream", "attachments", "children"],
    },
    keep: {
      words: {
        en: "While a parent's consent is in force; a birthday until the child leaves",
        hi: "जब तक माता-पिता की सहमति लागू है; जन्मदिन बच्चे के विद्यालय छोड़ने तक",
      },
    },
    en: {
      what: "Children shown on the website",
      details: "Name, class, photograph; a birthday's day (never the year), a result, an award",
      why: "To celebrate the children, with a parent's consent for each use",
    },
    hi: {
      what: "वेबसाइट पर दिखाए गए बच्चे",
      details: "नाम, कक्षा, फ़ोटो; जन्मदिन का दिन (वर्ष कभी नहीं), परिणाम, पुरस्कार",
      why: "बच्चों की उपलब्धियाँ मनाने के लिए, हर उपयोग के लिए माता-पिता की सहमति से",
    },
  },
  {
    key: "consents",
    tables: {
      consents: [
        "child_name",
        "admission_number",
        "class",
        "parent_name",
        "method",
        "given_on",
        "uses",
        "evidence",
        "withdrawn_on",
        "note",
      ],
    },
    keep: {
      words: {
        en: "While the child is shown, and as proof after a withdrawal",
        hi: "जब तक बच्चा दिखाया जाता है, और सहमति वापस लेने के बाद प्रमाण के रूप में",
      },
    },
    en: {
      what: "Parents' consents",
      details:
        "The child's name, admission number and class; who consented, how, when and for which uses; the signed paper or e-mail; its withdrawal",
      why: "To show a child only as the parent agreed, and to prove it",
    },
    hi: {
      what: "माता-पिता की सहमतियाँ",
      details:
        "बच्चे का नाम, प्रवेश संख्या और कक्षा; किसने, कैसे, कब और किन उपयोगों के लिए सहमति दी; हस्ताक्षरित पत्र या ई-मेल; उसकी वापसी",
      why: "बच्चे को केवल माता-पिता की सहमति के अनुसार दिखाने और उसे प्रमाणित करने के लिए",
    },
  },
  {
    key: "audit",
    tables: {
      audit_log: ["actor_id", "actor_name", "action", "kind", "record_id", "changes", "at"],
    },
    keep: { months: "keepAuditValues" },
    en: {
      what: "The office's record of changes",
      details: "Which member of staff changed what and when, with the values before and after",
      why: "So that the school can always say who did what",
    },
    hi: {
      what: "कार्यालय में किए गए बदलावों का रिकॉर्ड",
      details: "किस कर्मचारी ने क्या और कब बदला, पहले और बाद के मानों सहित",
      why: "ताकि विद्यालय हमेशा बता सके कि किसने क्या किया",
    },
  },
  {
    key: "access",
    tables: { access_log: ["actor_id", "actor_name", "what", "record_id", "address", "at"] },
    keep: { months: "keepAuditValues" },
    en: {
      what: "The office's record of who read personal data",
      details:
        "Which member of staff opened an enquiry, application, certificate, consent or child's record, when, and from where",
      why: "To tell you and the Data Protection Board whose data was seen, should there ever be a breach",
    },
    hi: {
      what: "व्यक्तिगत डेटा किसने देखा, इसका कार्यालय रिकॉर्ड",
      details: "किस कर्मचारी ने कोई पूछताछ, आवेदन, प्रमाण पत्र, सहमति या बच्चे का रिकॉर्ड कब और कहाँ से खोला",
      why: "किसी उल्लंघन की स्थिति में आपको और डेटा संरक्षण बोर्ड को बताने के लिए कि किसका डेटा देखा गया",
    },
  },
  {
    key: "reads",
    tables: { read_counts: ["day", "kind", "key", "count"] },
    keep: {
      words: {
        en: "Counts 13 months; a search's words 90 days",
        hi: "गिनती 13 महीने; खोज के शब्द 90 दिन",
      },
    },
    en: {
      what: "How often the website is read",
      details:
        "For each day, how many times each page and document was opened, and the words of searches that found nothing; no cookie, no address, nothing of who it was",
      why: "To know what parents read and look for, and to put right what they cannot find",
    },
    hi: {
      what: "वेबसाइट कितनी बार पढ़ी गई",
      details:
        "हर दिन, प्रत्येक पृष्ठ और दस्तावेज़ कितनी बार खोला गया, और उन खोजों के शब्द जिनसे कुछ नहीं मिला; न कुकी, न पता, न यह कि कौन था",
      why: "यह जानने के लिए कि माता-पिता क्या पढ़ते और खोजते हैं, और जो उन्हें नहीं मिलता उसे ठीक करने के लिए",
    },
  },
];
