import { useEffect, useRef, useState } from "react";
import type { Notification } from "../api/entities.ts";
import { useFileUrl } from "../site-files.ts";
import { Carousel } from "./carousel.tsx";
import styles from "./home.module.css";

/**
 * The notification popup (spec 4): opens by itself once there is at least one notification,
 * as a modal dialog (focus stays inside, Escape closes, focus goes back) holding a carousel.
 */
export function NotificationPopup({ notifications }: { notifications: Notification[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [closed, setClosed] = useState(false);
  const url = useFileUrl();

  useEffect(() => {
    const element = dialog.current;
    if (element && notifications.length > 0 && !closed && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
  }, [notifications.length, closed]);

  if (notifications.length === 0) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-labelledby="notification-popup-title"
      onClose={() => {
        setClosed(true);
        // It opened by itself, so nothing invoked it: the focus goes to the start of the page,
        // the skip link, rather than to wherever the dialog sat in the document.
        if (!opener.current || opener.current === document.body) {
          document.querySelector<HTMLElement>('a[href="#main"]')?.focus();
        }
      }}
    >
      <div className={styles.popupHeader}>
        <h2 id="notification-popup-title">Notifications</h2>
        <button type="button" className={styles.popupClose} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close notifications</span>
        </button>
      </div>
      <Carousel
        label="Notifications"
        slidesPerView={{ base: 1 }}
        controls
        loop
        labels={{ previous: "Previous notification", next: "Next notification" }}
        slides={notifications.map((item) => (
          <article key={item._id} className={styles.notification}>
            {item.image[0] ? (
              <img src={url(item.image[0])} alt="" width="560" height="320" />
            ) : null}
            <h3>{item.title}</h3>
            {item.description ? <p>{item.description}</p> : null}
            <p className={styles.popupLinks}>
              {item.url ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.urlTitle || "Read more"}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
              {item.attachments[0] ? (
                <a href={url(item.attachments[0])} target="_blank" rel="noopener noreferrer">
                  Attachment
                  <span className="visually-hidden">: {item.title} (opens in a new tab)</span>
                </a>
              ) : null}
            </p>
          </article>
        ))}
      />
    </dialog>
  );
}
