import { useLocation } from "react-router";
import { languageAt, languageTags, pathIn, type Language } from "#contracts/languages.ts";
import { languageLinkWords } from "./frame.words.ts";
import styles from "./language-link.module.css";

/**
 * The same page in the other language, with the same query: a plain link (not the site's Link,
 * which would keep it in this page's language), named in the language it leads to and marked
 * so (`lang`, `hrefLang`), prominent in the header on every page, a phone's too.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Language = languageAt(pathname) === "hi" ? "en" : "hi";
  const words = languageLinkWords[other];
  return (
    <a
      href={pathIn(pathname, other) + search}
      lang={other}
      hrefLang={languageTags[other]}
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      {/* अ and A: the sign for "another language" on either page. */}
      <span className={styles.sign} aria-hidden="true">
        अA
      </span>
      {words.name}
      <span className="visually-hidden">{words.does}</span>
    </a>
  );
}
