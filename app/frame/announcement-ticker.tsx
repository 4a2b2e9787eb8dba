import { English } from "../i18n/in-english.tsx";
import type { InLanguage } from "#contracts/records/hindi.ts";
import type { OnlineRegistration } from "#contracts/entities.ts";
import { fileUrl } from "../api/urls.ts";
import { usePageSettings } from "../page-settings.ts";
import { PauseSwitch } from "./pause-switch.tsx";
import styles from "./announcement-ticker.module.css";
import { Icon } from "./icon.tsx";
import { safeHref } from "#contracts/links.ts";
import { useWords } from "../i18n/words.ts";
import { frameWords } from "./frame.words.ts";

/**
 * The header's announcement (spec 2.3): the first online-registration item, scrolling along a
 * strip under the menu. The server draws it on every page, kept ones too (their key holds it),
 * so it reads the same without JavaScript. It stops while hovered or focused and with its pause
 * switch (a checkbox, so it works without JavaScript), and stands still for visitors who ask
 * for reduced motion.
 */
export function AnnouncementTicker({
  registration,
}: {
  registration: (OnlineRegistration & InLanguage) | null;
}) {
  const { apiBase } = usePageSettings();
  const w = useWords(frameWords);
  if (!registration) return null;
  return (
    <section className={styles.strip} aria-label={w.announcement}>
      <div className={styles.ticker}>
        <PauseSwitch label={w.pauseAnnouncement} />
        <div className={styles.viewport}>
          <div className={styles.track}>
            <Announcement registration={registration} apiBase={apiBase} />
            {/* A second copy follows the first so the loop never shows an empty bar. */}
            <Announcement registration={registration} apiBase={apiBase} copy />
          </div>
        </div>
      </div>
    </section>
  );
}

function Announcement({
  registration,
  apiBase,
  copy = false,
}: {
  registration: OnlineRegistration & InLanguage;
  apiBase: string;
  copy?: boolean;
}) {
  const w = useWords(frameWords);
  const attachment = registration.attachments[0];
  const hidden = copy ? { tabIndex: -1 } : {};
  return (
    <p
      className={copy ? `${styles.item} ${styles.copy}` : styles.item}
      aria-hidden={copy || undefined}
    >
      <a href={safeHref(registration.url)} target="_blank" rel="noopener noreferrer" {...hidden}>
        <English of={registration} field="title">
          {registration.title}
        </English>
        <span className="visually-hidden">{w.newTab}</span>
      </a>
      {attachment ? (
        <a
          className={styles.clip}
          href={fileUrl(attachment, apiBase)}
          target="_blank"
          rel="noopener noreferrer"
          {...hidden}
        >
          <Icon name="attachment" size={18} />
          <span className="visually-hidden">{w.attachment(registration.title)}</span>
        </a>
      ) : null}
    </p>
  );
}
