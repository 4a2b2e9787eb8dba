import { English } from "../i18n/in-english.tsx";
import type { InLanguage } from "#contracts/records/hindi.ts";
import { Link } from "../link.tsx";
import { nextSteps } from "#content/home.ts";
import type { OnlineRegistration } from "#contracts/entities.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./home.module.css";
import { safeHref } from "#contracts/links.ts";
import { useLanguage } from "../i18n/words.ts";
import { homeWords, inLanguage } from "./home.words.ts";

/**
 * What a parent does next: enquire, visit, apply (issue 19). Under the steps, the 'Admission
 * Class XI' link and the online-registration badge of spec 2.7 (items 2-3), placed in the page
 * rather than floating over it, where they covered the tiles and the news.
 */
export function NextSteps({
  registration,
}: {
  registration: (OnlineRegistration & InLanguage) | null;
}) {
  const url = useFileUrl();
  const language = useLanguage();
  const w = homeWords[language];
  const instructions = registration?.attachments[0];
  return (
    <section className={styles.nextSteps} aria-labelledby="home-next-steps">
      <h2 id="home-next-steps">{inLanguage(nextSteps, language).heading}</h2>
      <ol className={styles.steps}>
        {nextSteps.steps.map((step) => (
          <li key={step.title}>
            <h3>{inLanguage(step, language).title}</h3>
            <p>{inLanguage(step, language).text}</p>
            <p className={styles.stepLinks}>
              <Link to={step.link.to} className="button">
                {inLanguage(step.link, language).label}
              </Link>
              {step.more ? (
                <Link to={step.more.to}>{inLanguage(step.more, language).label}</Link>
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
            <English of={registration} field="title">
              {registration.title}
            </English>
            <span className="visually-hidden">{w.newTab}</span>
          </a>
        ) : null}
        {instructions ? (
          <a href={url(instructions)} target="_blank" rel="noopener noreferrer">
            {w.readInstructions}
            <span className="visually-hidden">{w.newTab}</span>
          </a>
        ) : null}
        <Link to={nextSteps.classXi.to} target="_blank" rel="noopener">
          {inLanguage(nextSteps.classXi, language).label}
          <span className="visually-hidden">{w.newTab}</span>
        </Link>
      </p>
    </section>
  );
}
