import { Link } from "react-router";
import { telHref, useSchool } from "../school.ts";
import styles from "./top-bar.module.css";

/** The strip above the header (spec 2.3, with 'Enquiry' linking to the contact page). */
export function TopBar() {
  const school = useSchool();
  const phone = school.phones[0];
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <p className={styles.contact}>
          {phone && <a href={telHref(phone)}>{phone}</a>}
          <a href={`mailto:${school.email}`}>{school.email}</a>
        </p>
        <ul className={styles.links} aria-label="Quick links">
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
      </div>
    </div>
  );
}
