import { defineWords } from "../i18n/words.ts";

/** The carousel's own words: its role, its controls' names and each slide's place. */
export const carouselWords = defineWords(
  {
    carousel: "carousel",
    slide: "slide",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slide show",
    play: "Play slide show",
    slideOf: (index: number, total: number) => `${index} of ${total}`,
  },
  {
    carousel: "स्लाइड शो",
    slide: "स्लाइड",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    pause: "स्लाइड शो रोकें",
    play: "स्लाइड शो चलाएँ",
    slideOf: (index: number, total: number) => `${total} में से ${index}`,
  },
);
