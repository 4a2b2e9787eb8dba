import { Link } from "../link.tsx";
import { todayIn } from "#contracts/dates.ts";
import { mapAddresses, socialNetworks, type SchoolSettings } from "#contracts/school-settings.ts";
import { usePageSettings } from "../page-settings.ts";
import { telHref, useSchool } from "../school.ts";
import styles from "./footer.module.css";
import { Icon } from "./icon.tsx";
import { SchoolMap } from "./school-map.tsx";

const appBadges = (links: SchoolSettings["links"]) => [
  {
    href: links.playStore,
    image: "/images/badge-google-play.svg",
    alt: "Get it on Google Play",
  },
  {
    href: links.appStore,
    image: "/images/badge-app-store.svg",
    alt: "Download on the App Store",
  },
];

/** The footer of every page (spec 2.6); every fact and address comes from the school's settings. */
export function Footer() {
  const { schoolCode, timeZone } = usePageSettings();
  const school = useSchool();
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
            <img src="/images/logo.svg" alt={`${school.name} home`} width="64" height="64" />
            <span>
              {school.name}
              <small>{school.city}</small>
            </span>
          </Link>
          <SchoolMap
            className={styles.map}
            title={`Map showing ${school.name}`}
            preview={{ width: 320, height: 160 }}
            frame={{ width: 320, height: 220 }}
          />
        </section>

        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/AboutUs">About Us</Link>
            </li>
            <li>
              <Link to="/ContactUs">Contact Us</Link>
            </li>
            <li>
              <Link to="/ErpSoftware">ERP Software</Link>
            </li>
            <li>
              <External href={school.links.portalHelp}>Portal (Help?)</External>
            </li>
            <li>
              {feePayment ? (
                <External href={feePayment}>Online Fee Payment</External>
              ) : (
                <Link to="/SchoolFees">Online Fee Payment</Link>
              )}
            </li>
            <li>
              <Link to="/Tc">Transfer Certificate</Link>
            </li>
            <li>
              <Link to="/Subscribe">E-mail Updates</Link>
            </li>
            <li>
              <Link to="/PrivacyPolicy">Privacy Notice</Link>
            </li>
            <li>
              <Link to="/Accessibility">Accessibility Statement</Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get In Touch</h2>
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
          <ul className={styles.social} aria-label="Social media">
            {social.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={link.network} />
                  <span className="visually-hidden">{link.network} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-app">
          <h2 id="footer-app">Download Mobile App</h2>
          <p>{school.appDescription}</p>
          <p className={styles.badges}>
            {appBadges(school.links).map((badge) => (
              <External key={badge.image} href={badge.href}>
                <img src={badge.image} alt={badge.alt} width="150" height="46" loading="lazy" />
              </External>
            ))}
          </p>
          <p className={styles.code}>School Code : {schoolCode}</p>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {school.name}, {school.city}. Website and school software by{" "}
        <External href={school.links.provider}>{school.provider.name}</External>.
      </p>
    </footer>
  );
}

function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
