import { defineWords } from "../i18n/words.ts";

/** The words of the frame every page stands in: header, skip link, alerts, announcement. */
export const frameWords = defineWords(
  {
    skip: "Skip to main content",
    affiliated: (board: string) => `Affiliated to ${board}, New Delhi`,
    qrAlt: "QR code for fee payment",
    qrCaption: "Scan QR for Fee Payment",
    newTab: " (opens in a new tab)",
    pdfNewTab: " (PDF, opens in a new tab)",
    alerts: "School alerts",
    emergency: "Emergency",
    warning: "Alert",
    information: "Information",
    moreAboutIt: "More about it",
    announcement: "Announcement",
    pauseAnnouncement: "Pause announcement",
    attachment: (title: string) => `Attachment: ${title}`,
    breadcrumb: "Breadcrumb",
    showMap: "Show the map",
  },
  {
    skip: "मुख्य सामग्री पर जाएँ",
    affiliated: (board: string) => `${board}, नई दिल्ली से संबद्ध`,
    qrAlt: "फ़ीस भुगतान का QR कोड",
    qrCaption: "फ़ीस भुगतान हेतु QR स्कैन करें",
    newTab: " (नए टैब में खुलेगा)",
    pdfNewTab: " (PDF, नए टैब में खुलेगा)",
    alerts: "विद्यालय की तत्काल सूचनाएँ",
    emergency: "आपातकालीन सूचना",
    warning: "ध्यान दें",
    information: "सूचना",
    moreAboutIt: "पूरी जानकारी",
    announcement: "घोषणा",
    pauseAnnouncement: "घोषणा रोकें",
    attachment: (title: string) => `संलग्नक: ${title}`,
    breadcrumb: "आप यहाँ हैं",
    showMap: "नक्शा देखें",
  },
);

/**
 * The language link's words, in the language it leads to (the link carries that `lang`): the
 * language's own name, and what the link does, said to a screen reader only.
 */
export const languageLinkWords = defineWords(
  { name: "English", does: " (read this page in English)" },
  { name: "हिन्दी", does: " (यह पृष्ठ हिन्दी में पढ़ें)" },
);
