import { Link } from "../link.tsx";
import { nextSteps } from "#content/home.ts";
import type { OnlineRegistration } from "#contracts/entities.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./home.module.css";
import { safeHref } from "#contracts/links.ts";

/**
 * What a parent does next: enquire, visit, apply (issue 19). Under the steps, the 'Admission
 * Class XI' link and the online-registration badge of spec 2.7 (items 2-3), placed in the page
 * rather than floating over it, where they covered the tiles and the news.
 */
export function NextSteps({ registration }: { registration: OnlineRegistration | null }) {
  const url = useFileUrl();
  const instructions = registration?.attachments[0];
  return (
    <section className={styles.nextSteps} aria-labelledby="home-next-steps">
      <h2 id="home-next-steps">{nextSteps.heading}</h2>
      <ol className={styles.steps}>
        {nextSteps.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            <p className={styles.stepLinks}>
              <Link to={step.link.to} className="button">
                {step.link.label}
              </Link>
              {"more" in step && step.more ? (
                <Link to={step.more.to}>{step.more.label}</Link>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
      <p className={styles.admissionLinks}>
        {registration ? (
          <a
            href={safeHref(registration.url)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.registration}
          >
            {registration.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {instructions ? (
          <a href={url(instructions)} target="_blank" rel="noopener noreferrer">
            Read Instructions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <a href={nextSteps.classXi.to} target="_blank" rel="noopener">
          {nextSteps.classXi.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
