import type { Language } from "#contracts/languages.ts";

/**
 * The words a part of the site draws, in English and in Hindi side by side, kept beside the
 * part that draws them (`*.words.ts`, decision 227). Hindi must have every entry English has: a
 * missing translation is a type error, not an English word on a Hindi page. An entry is a
 * string, or a function for words around a figure or a name. Free of React, so the browser's
 * scripts can take their words from it too.
 */
export function defineWords<const T extends Record<string, Entry>>(
  en: T,
  hi: NoInfer<Shape<T>>,
): Record<Language, Shape<T>> {
  // A literal English entry is only a string to the Hindi side and to the drawing code.
  return { en: en as Shape<T>, hi };
}

type Entry = string | ((...args: never[]) => string);
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/** The language of the page a browser script runs on, from `<html lang>`. */
export const documentLanguage = (): Language =>
  document.documentElement.lang.startsWith("hi") ? "hi" : "en";
