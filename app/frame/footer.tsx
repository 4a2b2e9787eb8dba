import { Link } from "react-router";
import { site, type SocialLink } from "#content/site.ts";
import styles from "./footer.module.css";

const year = Number(
  new Intl.DateTimeFormat("en-IN", { timeZone: site.timeZone, year: "numeric" }).format(new Date()),
);

/** The footer of every page (spec 2.6); every external address comes from the site configuration. */
export function Footer() {
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
          <details className={styles.map}>
            <summary>
              <img
                src="/images/map-preview.svg"
                alt=""
                width="320"
                height="160"
                loading="lazy"
                decoding="async"
              />
              <span>Show the map</span>
            </summary>
            <iframe
              title={`Map showing ${site.name}`}
              src={site.address.mapEmbedUrl}
              width="320"
              height="220"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </details>
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
                    <SocialIcon network={link.network} />
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
            <External href={site.links.playStore}>
              <img
                src="/images/badge-google-play.svg"
                alt="Get it on Google Play"
                width="150"
                height="46"
                loading="lazy"
              />
            </External>
            <External href={site.links.appStore}>
              <img
                src="/images/badge-app-store.svg"
                alt="Download on the App Store"
                width="150"
                height="46"
                loading="lazy"
              />
            </External>
          </p>
          <p className={styles.code}>School Code : {site.schoolCode}</p>
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

const icons: Record<SocialLink["network"], string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z",
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
  YouTube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15.2V8.8l5.2 3.2L10 15.2Z",
  X: "M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  LinkedIn:
    "M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3v12H3V9Zm6 0h2.9v1.7c.4-.8 1.5-1.9 3.3-1.9 3.5 0 4.1 2.3 4.1 5.3V21h-3v-6c0-1.4 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H9V9Z",
};

function SocialIcon({ network }: { network: SocialLink["network"] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d={icons[network]} fill="currentColor" />
    </svg>
  );
}
