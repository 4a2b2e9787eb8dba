import { defineWords } from "../i18n/words.ts";

/**
 * The header search's words (its suggestions' are in page-search.browser.ts). A button's name
 * is its word with words around it said to a screen reader only (`before`, `after`).
 */
export const pageSearchWords = defineWords(
  {
    openerBefore: "",
    opener: "Search",
    openerAfter: " the site",
    label: "Search this website",
    placeholder: "Search the site",
    submit: "Search",
    matching: "Matching pages",
    none: "No pages found",
    closeBefore: "",
    close: "Close",
    closeAfter: " search",
  },
  {
    openerBefore: "वेबसाइट में ",
    opener: "खोजें",
    openerAfter: "",
    label: "इस वेबसाइट में खोजें",
    placeholder: "वेबसाइट में खोजें",
    submit: "खोजें",
    matching: "मिलते-जुलते पृष्ठ",
    none: "कोई पृष्ठ नहीं मिला",
    closeBefore: "खोज ",
    close: "बंद करें",
    closeAfter: "",
  },
);

/** The plain search form's words (search-form.tsx). */
export const searchFormWords = defineWords(
  { pageName: "Page name", search: "Search" },
  { pageName: "पृष्ठ का नाम", search: "खोजें" },
);
