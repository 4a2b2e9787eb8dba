import { Link } from "react-router";
import { site, type SocialLink } from "#content/site.ts";
import { usePageSettings } from "../page-settings.ts";
import styles from "./footer.module.css";
import { Icon } from "./icon.tsx";
import { SchoolMap } from "./school-map.tsx";

const appBadges = [
  {
    href: site.links.playStore,
    image: "/images/badge-google-play.svg",
    alt: "Get it on Google Play",
  },
  {
    href: site.links.appStore,
    image: "/images/badge-app-store.svg",
    alt: "Download on the App Store",
  },
];

/** The footer of every page (spec 2.6); every external address comes from the site configuration. */
export function Footer() {
  const { schoolCode, timeZone } = usePageSettings();
  const year = new Intl.DateTimeFormat("en-IN", { timeZone, year: "numeric" }).format(new Date());
  const feePayment = site.links.feePayment;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {site.name}
          </h2>
          <Link to="/" className={styles.logo}>
            <img src="/images/logo.svg" alt={`${site.name} home`} width="64" height="64" />
            <span>
              {site.name}
              <small>{site.city}</small>
            </span>
          </Link>
          <SchoolMap
            className={styles.map}
            title={`Map showing ${site.name}`}
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
              <External href={site.links.portalHelp}>Portal (Help?)</External>
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
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get In Touch</h2>
          <address className={styles.address}>
            <External href={site.address.mapsUrl}>
              {site.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </External>
            {site.phones.map((phone) => (
              <a key={phone} href={`tel:${phone.replace(/\s/g, "")}`}>
                {phone}
              </a>
            ))}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <ul className={styles.social} aria-label="Social media">
            {site.social
              .filter((link): link is Required<SocialLink> => Boolean(link.href))
              .map((link) => (
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
          <p>{site.app.description}</p>
          <p className={styles.badges}>
            {appBadges.map((badge) => (
              <External key={badge.image} href={badge.href}>
                <img src={badge.image} alt={badge.alt} width="150" height="46" loading="lazy" />
              </External>
            ))}
          </p>
          <p className={styles.code}>School Code : {schoolCode}</p>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {site.name}, {site.city}. Website and school software by{" "}
        <External href={site.links.provider}>{site.provider.name}</External>.
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
