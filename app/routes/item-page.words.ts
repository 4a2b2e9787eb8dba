import { defineWords } from "../i18n/words.ts";

/** An item's page's own words; the article's are app/items/item.words.ts. */
export const itemPageWords = defineWords(
  {
    /** The description search engines show of an item that has none of its own. */
    description: (noun: string, title: string) => `${noun} from {school}: ${title}.`,
    notAvailableCrumb: "Not available",
    notAvailable: "Not available just now",
    /** Around the link to the item's list. */
    tryAgain: "This page could not be loaded just now. Please try again in a moment, or see",
    tryAgainEnd: ".",
    theList: "the list",
  },
  {
    description: (noun: string, title: string) => `{school} की ओर से ${noun}: ${title}।`,
    notAvailableCrumb: "उपलब्ध नहीं",
    notAvailable: "अभी उपलब्ध नहीं",
    tryAgain: "यह पृष्ठ अभी खुल नहीं सका। कृपया थोड़ी देर बाद फिर कोशिश करें, या",
    tryAgainEnd: " देखें।",
    theList: "सूची",
  },
);
