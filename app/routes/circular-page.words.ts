import { defineWords } from "../i18n/words.ts";

/** The circular pages' own words: the tile shown with nothing to show, a circular's classes. */
export const circularWords = defineWords(
  {
    placeholderTitle: "Title",
    placeholderDate: "DD.MM.YY",
    classes: (classes: readonly string[]) => `Classes ${classes.join(", ")}`,
  },
  {
    placeholderTitle: "शीर्षक",
    placeholderDate: "दिनांक",
    classes: (classes: readonly string[]) => `कक्षाएँ ${classes.join(", ")}`,
  },
);
