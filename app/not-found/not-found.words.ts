import { defineWords } from "../i18n/words.ts";

/** The not-found page's words; the address it names sits between `noPage` and `noPageEnd`. */
export const notFoundWords = defineWords(
  {
    code: "Error 404",
    title: "Page not found",
    noPage: "There is no page at ",
    noPageEnd: " on this website. The address may be mistyped, or the page may have moved.",
    ways: "Search for the page by its name, or choose one of the sections below.",
    searchLabel: "Search for a page",
    home: "Go to the home page",
    sections: "Main sections",
  },
  {
    code: "त्रुटि 404",
    title: "पृष्ठ नहीं मिला",
    noPage: "इस वेबसाइट पर ",
    noPageEnd:
      " पते वाला कोई पृष्ठ नहीं है। हो सकता है पता लिखने में कोई ग़लती हुई हो, या पृष्ठ किसी और पते पर चला गया हो।",
    ways: "पृष्ठ को उसके नाम से खोजें, या नीचे दिए गए अनुभागों में से कोई एक चुनें।",
    searchLabel: "पृष्ठ खोजें",
    home: "मुख्य पृष्ठ पर जाएँ",
    sections: "मुख्य अनुभाग",
  },
);
