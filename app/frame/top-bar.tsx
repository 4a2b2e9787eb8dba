import { Link } from "../link.tsx";
import { telHref, useSchool } from "../school.ts";
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
  return (
    <ul className={className} aria-label="Quick links">
      <li>
        {feePayment ? (
          <a href={feePayment} target="_blank" rel="noopener noreferrer">
            Pay fees<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link to="/SchoolFees">Pay fees</Link>
        )}
      </li>
      <li>
        <Link to="/ContactUs">Enquiry</Link>
      </li>
      <li>
        <Link to="/Admission">Admission</Link>
      </li>
      <li>
        <span>ERP Login</span>
      </li>
      <li>
        <a href={school.links.parentPortal} target="_blank" rel="noopener noreferrer">
          Parent Portal<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <span>FAQ</span>
      </li>
      <li>
        <Link to="/Newsletter">Newsletter</Link>
      </li>
      <li>
        <Link to="/EPublication">E-Publication</Link>
      </li>
    </ul>
  );
}
