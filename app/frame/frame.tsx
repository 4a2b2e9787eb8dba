import { useLocation, useMatches } from "react-router";
import { Link } from "../link.tsx";
import type { Alert, OnlineRegistration } from "#contracts/entities.ts";
import { AlertBanner } from "./alert-banner.tsx";
import { findPage } from "../pages.ts";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { AnnouncementTicker } from "./announcement-ticker.tsx";
import { absoluteUrl } from "../seo/site-url.ts";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";
import { Footer } from "./footer.tsx";
import { MainNav } from "./main-nav.tsx";
import { PageSearch } from "./page-search.tsx";
import { TopBar } from "./top-bar.tsx";
import styles from "./frame.module.css";

/** A route's handle that names its breadcrumb's steps from its loader's data. */
export interface CrumbsHandle {
  crumbs?: (data: unknown) => Crumb[] | undefined;
}

/**
 * What every page stands in (spec 2.2-2.6). The header is rows of fixed height from its first
 * bytes (decision 116): the top bar, the masthead (crest and name, the search, the fee QR code),
 * the menu bar and the announcement strip on a laptop; on a phone one row of crest, name,
 * Search and Menu (the top bar's links and a fee link move into the menu) over the strip.
 */
export function Frame({
  alerts,
  registration,
  children,
}: {
  alerts: readonly Alert[];
  registration: OnlineRegistration | null;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  // A page of the route table, or a page that names its own steps (an item under its list).
  const own = useMatches()
    .map((match) => (match.handle as CrumbsHandle | undefined)?.crumbs?.(match.loaderData))
    .findLast(Boolean);
  const trail: Crumb[] | undefined =
    own ??
    (page && page.path !== "/"
      ? [{ name: page.section }, { name: page.crumb ?? page.name }]
      : undefined);
  const school = useSchool();
  const fileUrl = useFileUrl();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
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
                {school.city} · Affiliated to {school.board}, New Delhi
              </small>
            </span>
          </Link>
          <PageSearch />
          {/* Not on a phone, which would have to scan itself: its menu has a fee link. Lazy,
              so a phone, where it is not shown, never fetches it. */}
          <figure className={styles.qr}>
            <img
              src={fileUrl(school.feeQr)}
              alt="QR code for fee payment"
              width="72"
              height="72"
              loading="lazy"
            />
            <figcaption>Scan QR for Fee Payment</figcaption>
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
