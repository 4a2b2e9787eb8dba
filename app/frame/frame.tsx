import type { InLanguage } from "#contracts/records/hindi.ts";
import { useLocation, useMatches } from "react-router";
import { Link } from "../link.tsx";
import type { Alert, OnlineRegistration } from "#contracts/entities.ts";
import { AlertBanner } from "./alert-banner.tsx";
import { findPage, type Page } from "../pages.ts";
import { crumbName, pageName, sectionName } from "../i18n/page-names.ts";
import { useLanguage } from "../i18n/words.ts";
import { englishPath, type Language } from "#contracts/languages.ts";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { AnnouncementTicker } from "./announcement-ticker.tsx";
import { absoluteUrl } from "../seo/site-url.ts";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";
import { Footer } from "./footer.tsx";
import { MainNav } from "./main-nav.tsx";
import { PageSearch } from "./page-search.tsx";
import { TopBar } from "./top-bar.tsx";
import { LanguageLink } from "./language-link.tsx";
import { frameWords } from "./frame.words.ts";
import styles from "./frame.module.css";

/** A route's handle that names its breadcrumb's steps from its loader's data. */
export interface CrumbsHandle {
  crumbs?: (data: unknown) => Crumb[] | undefined;
}

/**
 * What every page stands in (spec 2.2-2.6). The header is rows of fixed height from its first
 * bytes (decision 116): the top bar, the masthead (crest and name, the search, the fee QR code),
 * the menu bar and the announcement strip on a laptop; on a phone one row of crest, name,
 * language, Search and Menu (the top bar's links and a fee link move into the menu) over the
 * strip. The language link leads to the same page in the other language.
 */
export function Frame({
  alerts,
  registration,
  children,
}: {
  alerts: readonly Alert[];
  registration: (OnlineRegistration & InLanguage) | null;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const page = findPage(englishPath(pathname));
  // A page of the route table, or a page that names its own steps (an item under its list).
  const own = useMatches()
    .map((match) => (match.handle as CrumbsHandle | undefined)?.crumbs?.(match.loaderData))
    .findLast(Boolean);
  const trail: Crumb[] | undefined = own
    ? localCrumbs(own, language)
    : page && page.path !== "/"
      ? [{ name: sectionName(page.section, language) }, { name: crumbName(page, language) }]
      : undefined;
  const school = useSchool();
  const fileUrl = useFileUrl();
  const w = frameWords[language];
  return (
    <>
      <a href="#main" className={styles.skip}>
        {w.skip}
      </a>
      <AlertBanner alerts={alerts} />
      <header className={styles.header}>
        <TopBar />
        <div className={styles.masthead}>
          <Link to="/" className={styles.logo}>
            <img src="/images/logo.svg" alt="" width="72" height="72" />
            <span className={styles.name}>
              {school.name}
              <small>
                {school.city} · {w.affiliated(school.board)}
              </small>
            </span>
          </Link>
          <LanguageLink />
          <PageSearch />
          {/* Not on a phone, which would have to scan itself: its menu has a fee link. Lazy,
              so a phone, where it is not shown, never fetches it. */}
          <figure className={styles.qr}>
            <img src={fileUrl(school.feeQr)} alt={w.qrAlt} width="72" height="72" loading="lazy" />
            <figcaption>{w.qrCaption}</figcaption>
          </figure>
        </div>
        <MainNav />
        <AnnouncementTicker registration={registration} />
      </header>
      {trail ? <Breadcrumb trail={trail} url={absoluteUrl(pathname)} /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * A route's own steps (named in English from its data) in the page's language: a section by its
 * Hindi name, a step that is a page of the route table by the page's. The last step, the page's
 * own title, is the route's business.
 */
function localCrumbs(crumbs: Crumb[], language: Language): Crumb[] {
  if (language === "en") return crumbs;
  return crumbs.map((crumb, i) => {
    if (i === crumbs.length - 1) return crumb;
    const page: Page | undefined = crumb.to ? findPage(crumb.to) : undefined;
    if (page) return { ...crumb, name: pageName(page, language) };
    return crumb.to ? crumb : { ...crumb, name: sectionName(crumb.name, language) };
  });
}
