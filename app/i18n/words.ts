import { useLocation } from "react-router";
import { languageAt, type Language } from "#contracts/languages.ts";

export { defineWords } from "./define-words.ts";

/** The language of the page being drawn, from its address. */
export function useLanguage(): Language {
  return languageAt(useLocation().pathname);
}

/** `words` in the language of the page being drawn. */
export function useWords<T>(words: Record<Language, T>): T {
  return words[useLanguage()];
}
