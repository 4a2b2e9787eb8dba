import type { OnlineRegistration } from "#contracts/entities.ts";
import { fileUrl } from "../api/urls.ts";
import { usePageSettings } from "../page-settings.ts";
import { PauseSwitch } from "./pause-switch.tsx";
import styles from "./announcement-ticker.module.css";
import { Icon } from "./icon.tsx";

/**
 * The header's announcement (spec 2.3): the first online-registration item, scrolling. It stops
 * while hovered or focused and with its pause switch (a checkbox, so it works without
 * JavaScript), and stands still for visitors who ask for reduced motion.
 */
export function AnnouncementTicker({
  registration,
  known,
}: {
  registration: OnlineRegistration | null;
  /** False on prerendered pages: the browser then asks the backend itself. */
  known: boolean;
}) {
  const { apiBase, schoolCode } = usePageSettings();
  if (known && !registration) return null;
  const source = known
    ? undefined
    : `${apiBase}/api/onlineRegistration/${encodeURIComponent(schoolCode)}`;
  const shown = registration ?? { _id: "", title: "", url: "", attachments: [""] };
  return (
    <section
      className={styles.ticker}
      aria-label="Announcement"
      hidden={!known}
      data-announcement-src={source}
      data-api-base={apiBase}
    >
      <PauseSwitch label="Pause announcement" />
      <div className={styles.viewport}>
        <div className={styles.track}>
          <Announcement registration={shown} apiBase={apiBase} />
          {/* A second copy follows the first so the loop never shows an empty bar. */}
          <Announcement registration={shown} apiBase={apiBase} copy />
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
  registration: OnlineRegistration;
  apiBase: string;
  copy?: boolean;
}) {
  const attachment = registration.attachments[0];
  const hidden = copy ? { tabIndex: -1 } : {};
  return (
    <p
      className={copy ? `${styles.item} ${styles.copy}` : styles.item}
      aria-hidden={copy || undefined}
    >
      <a
        href={registration.url}
        target="_blank"
        rel="noopener noreferrer"
        {...hidden}
        data-announcement-link
      >
        <span data-announcement-title>{registration.title}</span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {/* Unfilled (attachment "") on prerendered pages: the script gives it its address. */}
      {attachment !== undefined ? (
        <a
          className={styles.clip}
          href={attachment ? fileUrl(attachment, apiBase) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          {...hidden}
          data-announcement-file
        >
          <Icon name="attachment" size={18} />
          <span className="visually-hidden">
            Attachment: <span data-announcement-title>{registration.title}</span>
          </span>
        </a>
      ) : null}
    </p>
  );
}
