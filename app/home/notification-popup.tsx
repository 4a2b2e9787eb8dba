import type { InLanguage } from "#contracts/records/hindi.ts";
import { Description, English } from "../i18n/in-english.tsx";
import type { Notification } from "#contracts/entities.ts";
import { openPopupWhereParsed } from "./popup.browser.ts";
import { useNonce } from "../security/nonce.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import { Carousel } from "./carousel.tsx";
import styles from "./home.module.css";
import { safeHref } from "#contracts/links.ts";
import { useLanguage } from "../i18n/words.ts";
import { homeWords } from "./home.words.ts";

/**
 * The notification popup (spec 4): opens by itself once there is at least one notification,
 * as a modal dialog (focus stays inside, Escape closes, focus goes back) holding a carousel.
 * Once closed it stays closed for the rest of the school's day (app/home/popup-cookie.ts):
 * without JavaScript its Close button posts to the page, which sets the cookie and comes back;
 * with it, the dialog closes at once and its script sets `closedCookie`.
 */
export function NotificationPopup({
  notifications,
  closedCookie,
}: {
  notifications: (Notification & InLanguage)[];
  closedCookie: string;
}) {
  const url = useFileUrl();
  const image = useImageSources();
  const nonce = useNonce();
  const language = useLanguage();
  const w = homeWords[language];

  if (notifications.length === 0) return null;
  return (
    <>
      <dialog
        className={styles.popup}
        aria-labelledby="notification-popup-title"
        data-closed-cookie={closedCookie}
        open
      >
        <div className={styles.popupHeader}>
          <h2 id="notification-popup-title">{w.notifications}</h2>
          {/* The home page's action, in the page's language (the Hindi home is a plain route). */}
          <form method="post" action={language === "en" ? "/?index" : "/hi"}>
            <button type="submit" className={styles.popupClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{w.closeNotifications}</span>
            </button>
          </form>
        </div>
        <Carousel
          label={w.notifications}
          slidesPerView={{ base: 1 }}
          controls
          loop
          labels={{ previous: w.previousNotification, next: w.nextNotification }}
          slides={notifications.map((item, index) => (
            <article key={item._id} className={styles.notification}>
              {item.image[0] ? (
                // The first picture is the largest thing on the first screen; the rest can wait.
                <img
                  {...image(item.image[0], "min(35rem, 100vw)")}
                  alt=""
                  width="600"
                  height="400"
                  fetchPriority={index === 0 ? "high" : undefined}
                  loading={index === 0 ? undefined : "lazy"}
                />
              ) : null}
              <h3>
                <English of={item} field="title">
                  {item.title}
                </English>
              </h3>
              <Description of={item} text={item.description} />
              <p className={styles.popupLinks}>
                {safeHref(item.url) ? (
                  <a href={safeHref(item.url)} target="_blank" rel="noopener noreferrer">
                    {item.urlTitle || w.readMoreLink}
                    <span className="visually-hidden">{w.newTab}</span>
                  </a>
                ) : null}
                {item.attachments[0] ? (
                  <a href={url(item.attachments[0])} target="_blank" rel="noopener noreferrer">
                    {w.attachment}
                    <span className="visually-hidden">{w.attachmentOf(item.title)}</span>
                  </a>
                ) : null}
              </p>
            </article>
          ))}
        />
      </dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: openPopupWhereParsed }} />
    </>
  );
}
