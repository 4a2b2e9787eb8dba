import type { OnlineRegistration } from "#contracts/entities.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./home.module.css";

/** The floating 'Admission Class XI' link and the online-registration badge (spec 2.7 items 2-3). */
export function FloatingLinks({ registration }: { registration: OnlineRegistration | null }) {
  const url = useFileUrl();
  const instructions = registration?.attachments[0];
  return (
    <aside className={styles.floating} aria-label="Admissions">
      <a href="/AdmissionXI" target="_blank" rel="noopener" className={styles.floatingXi}>
        Admission Class XI<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {registration ? (
        <div className={styles.badge}>
          {instructions ? (
            <a href={url(instructions)} target="_blank" rel="noopener noreferrer">
              Read Instructions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <a href={registration.url} target="_blank" rel="noopener noreferrer">
            {registration.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      ) : null}
    </aside>
  );
}
