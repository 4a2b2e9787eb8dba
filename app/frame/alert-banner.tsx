import { Link } from "../link.tsx";
import type { Alert } from "#contracts/entities.ts";
import styles from "./alert-banner.module.css";
import { safeHref } from "#contracts/links.ts";
import { useWords } from "../i18n/words.ts";
import { frameWords } from "./frame.words.ts";
import { English } from "../i18n/in-english.tsx";
import type { InLanguage } from "#contracts/records/hindi.ts";

/**
 * The school office's alerts (school closed for the weather), above everything on every page,
 * drawn on the server so they show without JavaScript, and gone at their expiry.
 */
export function AlertBanner({ alerts }: { alerts: readonly (Alert & InLanguage)[] }) {
  const w = useWords(frameWords);
  if (alerts.length === 0) return null;
  const labels: Record<Alert["severity"], string> = {
    emergency: w.emergency,
    warning: w.warning,
    information: w.information,
  };
  return (
    <section aria-label={w.alerts} className={styles.alerts}>
      {alerts.map((alert) => {
        // A link saved before links were checked as now may lead elsewhere: it is left out.
        const href = safeHref(alert.url);
        return (
          <p key={alert._id} className={styles[alert.severity]} data-severity={alert.severity}>
            <strong>{labels[alert.severity]}:</strong>{" "}
            <English of={alert} field="title">
              {alert.title}
            </English>
            {href ? (
              <>
                {" "}
                {href.startsWith("/") ? (
                  <Link to={href}>{w.moreAboutIt}</Link>
                ) : (
                  <a href={href}>{w.moreAboutIt}</a>
                )}
              </>
            ) : null}
          </p>
        );
      })}
    </section>
  );
}
