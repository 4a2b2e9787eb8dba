import { defineWords } from "../i18n/words.ts";

/** The site search's results page. */
export const searchWords = defineWords(
  {
    fieldLabel: "Words to find",
    hint: "Type a page's name or words from a notice, news item, event or circular, for example “fees”, “TC” or “uniform”.",
    noneAndFailed:
      "No pages found by their names; notices, news and circulars cannot be searched just now. Please try again in a minute.",
    none: "No pages found",
    resultsFor: (count: number, query: string) =>
      `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
    failedNote: "; notices, news and circulars cannot be searched just now",
    end: ".",
    newestShown: (shown: number, total: number) => `The newest ${shown} of ${total} are shown;`,
    seeEvery: (heading: string) => `see every one on ${heading}`,
    orAddWord: ", or add a word to find fewer.",
    bestShown: (shown: number, total: number) =>
      `The best ${shown} of ${total} are shown; add a word to find fewer.`,
    pdfNewTab: "(PDF, opens in a new tab)",
    tooLong: (max: number, length: number) =>
      `A search may be ${max} characters at most; this one is ${length}.`,
    badCharacter: "The search contains a character that cannot be used. Please retype it.",
    Page: "Pages",
    Notice: "Notices",
    News: "News",
    Event: "Events",
    Circular: "Circulars",
    Datesheet: "Datesheets",
    "CBSE Circular": "CBSE Circulars",
    Album: "Albums",
    Video: "Videos",
  },
  {
    fieldLabel: "खोजने के लिए शब्द",
    hint: "किसी पृष्ठ का नाम, या किसी सूचना, समाचार, कार्यक्रम या सर्कुलर के शब्द लिखें, जैसे “fees”, “TC” या “uniform”।",
    noneAndFailed:
      "नाम से कोई पृष्ठ नहीं मिला; सूचनाएँ, समाचार और सर्कुलर अभी खोजे नहीं जा सकते। कृपया एक मिनट बाद फिर कोशिश करें।",
    none: "कोई पृष्ठ नहीं मिला",
    resultsFor: (count: number, query: string) => `“${query}” के लिए ${count} परिणाम`,
    failedNote: "; सूचनाएँ, समाचार और सर्कुलर अभी खोजे नहीं जा सकते",
    end: "।",
    newestShown: (shown: number, total: number) => `${total} में से सबसे नए ${shown} दिखाए गए हैं;`,
    seeEvery: (heading: string) => `सभी ${heading} देखें`,
    orAddWord: ", या कम परिणामों के लिए कोई और शब्द जोड़ें।",
    bestShown: (shown: number, total: number) =>
      `${total} में से सबसे मिलते-जुलते ${shown} दिखाए गए हैं; कम परिणामों के लिए कोई और शब्द जोड़ें।`,
    pdfNewTab: "(PDF, नए टैब में खुलेगा)",
    tooLong: (max: number, length: number) => `खोज में अधिकतम ${max} अक्षर हो सकते हैं; इसमें ${length} हैं।`,
    badCharacter: "खोज में एक ऐसा चिह्न है जिसका उपयोग नहीं हो सकता। कृपया इसे दोबारा टाइप करें।",
    Page: "पृष्ठ",
    Notice: "सूचनाएँ",
    News: "समाचार",
    Event: "कार्यक्रम",
    Circular: "सर्कुलर",
    Datesheet: "डेटशीट",
    "CBSE Circular": "CBSE सर्कुलर",
    Album: "एल्बम",
    Video: "वीडियो",
  },
);
