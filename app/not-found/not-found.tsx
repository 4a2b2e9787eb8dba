import { useLocation } from "react-router";
import { Link } from "../link.tsx";
import { SearchForm } from "../frame/search-form.tsx";
import { mainSections } from "./main-sections.ts";
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
  const sections = mainSections().filter((section) => section.to !== "/");
  return (
    <div className={`page-body ${styles.page}`}>
      <section className={styles.intro} aria-labelledby="not-found-title">
        <div className={styles.message}>
          <p className={styles.code}>Error 404</p>
          <h1 id="not-found-title">Page not found</h1>
          <p>
            There is no page at <code className={styles.address}>{address}</code> on this website.
            The address may be mistyped, or the page may have moved.
          </p>
          <p>Search for the page by its name, or choose one of the sections below.</p>
        </div>
        <div className={styles.ways}>
          <SearchForm id="not-found-q" label="Search for a page" />
          <Link to="/" className="button">
            Go to the home page
          </Link>
        </div>
      </section>
      <section aria-labelledby="not-found-sections" className={styles.sectionsBlock}>
        <h2 id="not-found-sections">Main sections</h2>
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
