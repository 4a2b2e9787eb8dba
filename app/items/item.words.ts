import { defineWords } from "../i18n/words.ts";

/** What one item of each list is called (its attachments' labels, its page's kind line). */
export const itemNouns = defineWords(
  {
    NoticeBoard: "Notice",
    News: "News",
    Events: "Event",
    Circular: "Circular",
    CBSECircular: "CBSE circular",
    Datesheet: "Datesheet",
    Gallery: "Album",
  },
  {
    NoticeBoard: "सूचना",
    News: "समाचार",
    Events: "कार्यक्रम",
    Circular: "सर्कुलर",
    CBSECircular: "CBSE सर्कुलर",
    Datesheet: "डेटशीट",
    Gallery: "एल्बम",
  },
);

/** The kinds of file an attachment's label names (attachment-label.ts). */
export const fileKindWords = defineWords(
  { PDF: "PDF", picture: "picture", link: "link", file: "file" },
  { PDF: "PDF", picture: "चित्र", link: "लिंक", file: "फ़ाइल" },
);

/** Whether an event is still to come, on today or over. */
export const timingWords = defineWords(
  { upcoming: "Upcoming", today: "Today", past: "Past event" },
  { upcoming: "आगामी", today: "आज", past: "संपन्न" },
);

/** An item's own page. */
export const articleWords = defineWords(
  {
    when: "When",
    date: "Date",
    where: "Where",
    forClasses: "For classes",
    photos: "Photos",
    /** Between an event's first and last day, and after the last. */
    to: " to ",
    toEnd: "",
    photoAlt: (title: string, n: number, of: number) => `${title}: photo ${n} of ${of}`,
    enlargePicture: " (enlarge picture)",
    attachments: "Attachments",
    opensInNewTab: " (opens in a new tab)",
    /** Around the list's name: "← Back to News". */
    backTo: " Back to ",
    backToEnd: "",
  },
  {
    when: "कब",
    date: "दिनांक",
    where: "स्थान",
    forClasses: "कक्षाएँ",
    photos: "फ़ोटो",
    to: " से ",
    toEnd: " तक",
    photoAlt: (title: string, n: number, of: number) => `${title}: फ़ोटो ${n} (कुल ${of})`,
    enlargePicture: " (चित्र बड़ा करके देखें)",
    attachments: "संलग्न फ़ाइलें",
    opensInNewTab: " (नए टैब में खुलेगा)",
    backTo: " ",
    backToEnd: " पर वापस जाएँ",
  },
);

/** Sharing an item's page. */
export const shareWords = defineWords(
  {
    share: "Share:",
    shareThisPage: "Share this page",
    opensInNewTab: " (opens in a new tab)",
    copyLink: "Copy link",
  },
  {
    share: "साझा करें:",
    shareThisPage: "यह पृष्ठ साझा करें",
    opensInNewTab: " (नए टैब में खुलेगा)",
    copyLink: "लिंक कॉपी करें",
  },
);
