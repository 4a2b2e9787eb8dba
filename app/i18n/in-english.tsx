import { pathIn } from "#contracts/languages.ts";
import type { InLanguage } from "#contracts/records/hindi.ts";
import { defineWords, useLanguage, useWords } from "./words.ts";

const words = defineWords(
  { note: "", some: "", older: "", english: "" },
  {
    note: "इस पृष्ठ की सामग्री अभी हिन्दी में उपलब्ध नहीं है, इसलिए यह अंग्रेज़ी में दिखाई गई है।",
    some: "इस सूची की कुछ प्रविष्टियाँ अभी हिन्दी में उपलब्ध नहीं हैं, इसलिए वे अंग्रेज़ी में दिखाई गई हैं।",
    older: "इस पृष्ठ का अंग्रेज़ी संस्करण इस हिन्दी अनुवाद के बाद बदला गया है। नवीनतम जानकारी के लिए",
    english: "अंग्रेज़ी पृष्ठ देखें",
  },
);

/**
 * The school's words that have no Hindi version yet, on a Hindi page: shown in English, marked
 * `lang` so that a screen reader reads them in an English voice, under a line that says so.
 * On an English page, just the words.
 */
export function InEnglish({ children }: { children: React.ReactNode }) {
  const language = useLanguage();
  if (language === "en") return children;
  return (
    <>
      <EnglishNote />
      <div lang="en-IN">{children}</div>
    </>
  );
}

/** The line that says a Hindi page's words below are shown in English. */
export function EnglishNote() {
  const { note } = useWords(words);
  return note ? (
    <p className="in-english" role="note">
      {note}
    </p>
  ) : null;
}

/**
 * On a Hindi list, when some of its items are shown in English (their titles have no Hindi):
 * the line that says so, above them. Nothing on an English page.
 */
export function SomeInEnglish({ items }: { items: readonly unknown[] }) {
  const { some } = useWords(words);
  const english = items.some((item) => !(item as InLanguage).inHindi?.includes("title"));
  return some && english ? (
    <p className="in-english" role="note">
      {some}
    </p>
  ) : null;
}

/**
 * A piece of the school's words within a Hindi page (an item's title in a list): marked English
 * unless it is the field `field` of an item `of` that shows it in Hindi (app/i18n/item-language.ts).
 */
export function English({
  children,
  of,
  field,
}: {
  children: React.ReactNode;
  of?: InLanguage;
  field?: string;
}) {
  const inHindi = field !== undefined && of?.inHindi?.includes(field);
  return useLanguage() === "en" || inHindi ? children : <span lang="en-IN">{children}</span>;
}

/**
 * On a Hindi page written from an older English version: says the English has changed since,
 * with a link to it (the figures a parent relies on, fees and dates, may be newer there).
 */
export function OlderThanEnglish({ path }: { path: string }) {
  const { older, english } = useWords(words);
  return (
    <p className="in-english" role="note">
      {older}{" "}
      <a href={pathIn(path, "en")} lang="hi-IN">
        {english}
      </a>
      ।
    </p>
  );
}

/** An item's description as a paragraph, marked English where it has no Hindi; none when empty. */
export function Description({ of, text }: { of?: InLanguage; text: string }) {
  return text ? (
    <p>
      <English of={of} field="description">
        {text}
      </English>
    </p>
  ) : null;
}
