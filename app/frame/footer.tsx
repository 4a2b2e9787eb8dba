import { Link } from "../link.tsx";
import { todayIn } from "#contracts/dates.ts";
import { mapAddresses, socialNetworks, type SchoolSettings } from "#contracts/school-settings.ts";
import { usePageSettings } from "../page-settings.ts";
import { telHref, useSchool } from "../school.ts";
import styles from "./footer.module.css";
import { Icon } from "./icon.tsx";
import { SchoolMap } from "./school-map.tsx";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { findPage } from "../pages.ts";
import { footerWords } from "./footer.words.ts";
import { frameWords } from "./frame.words.ts";

const appBadges = (links: SchoolSettings["links"], w: (typeof footerWords)["en"]) => [
  {
    href: links.playStore,
    image: "/images/badge-google-play.svg",
    alt: w.googlePlay,
  },
  {
    href: links.appStore,
    image: "/images/badge-app-store.svg",
    alt: w.appStore,
  },
];

/** A link to a page of the route table by its name in the page's language. */
function PageLink({ to }: { to: string }) {
  const language = useLanguage();
  const page = findPage(to);
  return <Link to={to}>{page ? pageName(page, language) : to}</Link>;
}

/** The footer of every page (spec 2.6); every fact and address comes from the school's settings. */
export function Footer() {
  const { schoolCode, timeZone } = usePageSettings();
  const school = useSchool();
  const w = useWords(footerWords);
  const { newTab } = useWords(frameWords);
  const year = todayIn(timeZone).slice(0, 4);
  const feePayment = school.links.feePayment;
  // The networks in the order the sprite and the office list them; those without a page left out.
  const social = socialNetworks.flatMap((network) => {
    const href = school.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {school.name}
          </h2>
          <Link to="/" className={styles.logo}>
            <img src="/images/logo.svg" alt={w.home(school.name)} width="64" height="64" />
            <span>
              {school.name}
              <small>{school.city}</small>
            </span>
          </Link>
          <SchoolMap
            className={styles.map}
            title={w.map(school.name)}
            preview={{ width: 320, height: 160 }}
            frame={{ width: 320, height: 220 }}
          />
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{w.quickLinks}</h2>
          <ul className={styles.list}>
            <li>
              <PageLink to="/AboutUs" />
            </li>
            <li>
              <PageLink to="/ContactUs" />
            </li>
            <li>
              <PageLink to="/ErpSoftware" />
            </li>
            <li>
              <External href={school.links.portalHelp}>{w.portalHelp}</External>
            </li>
            <li>
              {feePayment ? (
                <External href={feePayment}>{w.feePayment}</External>
              ) : (
                <Link to="/SchoolFees">{w.feePayment}</Link>
              )}
            </li>
            <li>
              <PageLink to="/Tc" />
            </li>
            <li>
              <PageLink to="/Subscribe" />
            </li>
            <li>
              <PageLink to="/PrivacyPolicy" />
            </li>
            <li>
              <PageLink to="/Accessibility" />
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{w.getInTouch}</h2>
          <address className={styles.address}>
            <External href={mapAddresses(school.map).link}>
              {school.address.lines.map((line, i) => (
                // The office may give two lines alike; their place tells them apart.
                <span key={i}>{line}</span>
              ))}
            </External>
            {school.phones.map((phone, i) => (
              <a key={i} href={telHref(phone)}>
                {phone}
              </a>
            ))}
            <a href={`mailto:${school.email}`}>{school.email}</a>
          </address>
          <ul className={styles.social} aria-label={w.socialMedia}>
            {social.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={link.network} />
                  <span className="visually-hidden">
                    {link.network}
                    {newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-app">
          <h2 id="footer-app">{w.mobileApp}</h2>
          <p>{school.appDescription}</p>
          <p className={styles.badges}>
            {appBadges(school.links, w).map((badge) => (
              <External key={badge.image} href={badge.href}>
                <img src={badge.image} alt={badge.alt} width="150" height="46" loading="lazy" />
              </External>
            ))}
          </p>
          <p className={styles.code}>{w.schoolCode(schoolCode)}</p>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {school.name}, {school.city}. {w.madeBy}{" "}
        <External href={school.links.provider}>{school.provider.name}</External>
        {w.madeByEnd}
      </p>
    </footer>
  );
}

function External({ href, children }: { href: string; children: React.ReactNode }) {
  const w = useWords(frameWords);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{w.newTab}</span>
    </a>
  );
}
