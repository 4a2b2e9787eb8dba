import { defineWords } from "../i18n/words.ts";

/**
 * The words of the page shown when a page fails (app/root.tsx's ErrorBoundary); the home
 * page's link sits between `tryAgain` and `end`.
 */
export const errorPageWords = defineWords(
  {
    title: "Please try again",
    heading: "Something went wrong",
    tryAgain: "This page could not be shown just now. Please try again in a moment.",
    home: "Go to the home page",
    end: ".",
  },
  {
    title: "कृपया फिर से प्रयास करें",
    heading: "कुछ गड़बड़ हो गई",
    tryAgain: "यह पृष्ठ अभी नहीं दिखाया जा सका। कृपया थोड़ी देर बाद फिर से प्रयास करें।",
    home: "मुख्य पृष्ठ पर जाएँ",
    end: "।",
  },
);
