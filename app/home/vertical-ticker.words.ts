import { defineWords } from "../i18n/words.ts";

/** The ticker's pause switch, named after the list it stops: 'Pause Notices'. */
export const tickerWords = defineWords(
  { pause: (label: string) => `Pause ${label}` },
  { pause: (label: string) => `${label} रोकें` },
);
