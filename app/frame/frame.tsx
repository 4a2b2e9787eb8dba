import { Link, useLocation } from "react-router";
import type { OnlineRegistration } from "#contracts/entities.ts";
import { findPage } from "../pages.ts";
import { useSchool } from "../school.ts";
import { useFileUrl } from "../site-files.ts";
import { AnnouncementTicker } from "./announcement-ticker.tsx";
import { Breadcrumb } from "./breadcrumb.tsx";
import { Footer } from "./footer.tsx";
import { MainNav } from "./main-nav.tsx";
import { PageSearch } from "./page-search.tsx";
import { TopBar } from "./top-bar.tsx";
import styles from "./frame.module.css";

/** What every page stands in (spec 2.2-2.6). */
export function Frame({
  registration,
  registrationKnown,
  children,
}: {
  registration: OnlineRegistration | null;
  registrationKnown: boolean;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const school = useSchool();
  const fileUrl = useFileUrl();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
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
          <div className={styles.tools}>
            <AnnouncementTicker registration={registration} known={registrationKnown} />
            <PageSearch />
          </div>
          <figure className={styles.qr}>
            <img src={fileUrl(school.feeQr)} alt="QR code for fee payment" width="76" height="76" />
            <figcaption>Scan QR for Fee Payment</figcaption>
          </figure>
        </div>
        <MainNav />
      </header>
      {page && page.path !== "/" ? <Breadcrumb page={page} /> : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
