import { Link } from "../link.tsx";
import { telHref, useSchool } from "../school.ts";
import { useWords } from "../i18n/words.ts";
import { frameWords } from "./frame.words.ts";
import { menuWords } from "./menu.words.ts";
import styles from "./top-bar.module.css";

/**
 * The strip above a laptop's header (spec 2.3, with 'Enquiry' linking to the contact page);
 * a phone has the same links in its menu (QuickLinks, ContactLinks).
 */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <ContactLinks className={styles.contact} />
        <QuickLinks className={styles.links} />
      </div>
    </div>
  );
}

/** The school's first phone and its e-mail, each a link that dials or writes. */
export function ContactLinks({ className }: { className?: string }) {
  const school = useSchool();
  const phone = school.phones[0];
  return (
    <p className={className}>
      {phone && <a href={telHref(phone)}>{phone}</a>}
      <a href={`mailto:${school.email}`}>{school.email}</a>
    </p>
  );
}

/**
 * The top bar's links, and 'Pay fees': the school's fee payment where its settings name one
 * (links.feePayment), else the fee page, as the footer's 'Online Fee Payment' does.
 */
export function QuickLinks({ className }: { className?: string }) {
  const school = useSchool();
  const feePayment = school.links.feePayment;
  const w = useWords(menuWords);
  const { newTab } = useWords(frameWords);
  return (
    <ul className={className} aria-label={w.quickLinks}>
      <li>
        {feePayment ? (
          <a href={feePayment} target="_blank" rel="noopener noreferrer">
            {w.payFees}
            <span className="visually-hidden">{newTab}</span>
          </a>
        ) : (
          <Link to="/SchoolFees">{w.payFees}</Link>
        )}
      </li>
      <li>
        <Link to="/ContactUs">{w.enquiry}</Link>
      </li>
      <li>
        <Link to="/Admission">{w.admission}</Link>
      </li>
      <li>
        <span>{w.erpLogin}</span>
      </li>
      <li>
        <a href={school.links.parentPortal} target="_blank" rel="noopener noreferrer">
          {w.parentPortal}
          <span className="visually-hidden">{newTab}</span>
        </a>
      </li>
      <li>
        <span>{w.faq}</span>
      </li>
      <li>
        <Link to="/Newsletter">{w.newsletter}</Link>
      </li>
      <li>
        <Link to="/EPublication">{w.ePublication}</Link>
      </li>
    </ul>
  );
}
