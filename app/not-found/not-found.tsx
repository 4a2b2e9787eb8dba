import { useLocation } from "react-router";
import { Link } from "../link.tsx";
import { SearchForm } from "../frame/search-form.tsx";
import { useLanguage } from "../i18n/words.ts";
import { mainSections } from "./main-sections.ts";
import { notFoundWords } from "./not-found.words.ts";
import styles from "./not-found.module.css";

/** Long addresses (often a pasted link with its tracking) are shown cut. */
const shownLength = 80;

/**
 * What an address that names no page answers (with status 404): where the visitor is, and the
 * ways on from there: the page search, the menu's sections and the home page.
 */
export function NotFound() {
  const { pathname } = useLocation();
  const address = pathname.length > shownLength ? `${pathname.slice(0, shownLength)}…` : pathname;
  const language = useLanguage();
  const w = notFoundWords[language];
  const sections = mainSections(undefined, undefined, language).filter(
    (section) => section.to !== "/",
  );
  return (
    <div className={`page-body ${styles.page}`}>
      <section className={styles.intro} aria-labelledby="not-found-title">
        <div className={styles.message}>
          <p className={styles.code}>{w.code}</p>
          <h1 id="not-found-title">{w.title}</h1>
          <p>
            {w.noPage}
            <code className={styles.address}>{address}</code>
            {w.noPageEnd}
          </p>
          <p>{w.ways}</p>
        </div>
        <div className={styles.ways}>
          <SearchForm id="not-found-q" label={w.searchLabel} />
          <Link to="/" className="button">
            {w.home}
          </Link>
        </div>
      </section>
      <section aria-labelledby="not-found-sections" className={styles.sectionsBlock}>
        <h2 id="not-found-sections">{w.sections}</h2>
        <ul className={styles.sections}>
          {sections.map((section) => (
            <li key={section.label} className={styles.section}>
              <Link to={section.to} className={styles.sectionLink}>
                {section.label}
              </Link>
              {section.pages.length > 0 ? (
                <p className={styles.pages}>{section.pages.join(" · ")}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
