import { defineWords } from "../i18n/words.ts";

/** The footer's words (its pages' names are the route table's, app/i18n/page-names.ts). */
export const footerWords = defineWords(
  {
    home: (school: string) => `${school} home`,
    map: (school: string) => `Map showing ${school}`,
    quickLinks: "Quick Links",
    portalHelp: "Portal (Help?)",
    feePayment: "Online Fee Payment",
    getInTouch: "Get In Touch",
    socialMedia: "Social media",
    mobileApp: "Download Mobile App",
    googlePlay: "Get it on Google Play",
    appStore: "Download on the App Store",
    schoolCode: (code: string) => `School Code : ${code}`,
    madeBy: "Website and school software by",
    madeByEnd: ".",
  },
  {
    home: (school: string) => `${school} – मुख्य पृष्ठ`,
    map: (school: string) => `मानचित्र पर ${school}`,
    quickLinks: "त्वरित लिंक",
    portalHelp: "पोर्टल (सहायता)",
    feePayment: "ऑनलाइन फ़ीस भुगतान",
    getInTouch: "संपर्क सूत्र",
    socialMedia: "सोशल मीडिया",
    mobileApp: "मोबाइल ऐप डाउनलोड करें",
    googlePlay: "इसे Google Play पर पाएँ",
    appStore: "App Store से डाउनलोड करें",
    schoolCode: (code: string) => `विद्यालय कोड : ${code}`,
    madeBy: "वेबसाइट एवं स्कूल सॉफ़्टवेयर:",
    madeByEnd: "",
  },
);
