import { useWords } from "../i18n/words.ts";
import { shareWords } from "./item.words.ts";
import styles from "./item.module.css";

/**
 * Sharing an item: WhatsApp, where most parents pass news on (a link that works without
 * JavaScript), a copy-link button, or instead of both the phone's own share sheet (share.ts).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const w = useWords(shareWords);
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  return (
    <div className={styles.share} data-share={url} data-share-title={title}>
      <span className={styles.shareLabel}>{w.share}</span>
      <button type="button" className={styles.shareButton} data-share-native hidden>
        {w.shareThisPage}
      </button>
      <a
        href={whatsApp}
        className={styles.shareButton}
        target="_blank"
        rel="noopener noreferrer"
        data-share-fallback
      >
        WhatsApp<span className="visually-hidden">{w.opensInNewTab}</span>
      </a>
      <button type="button" className={styles.shareButton} data-share-copy hidden>
        {w.copyLink}
      </button>
      <span role="status" className={styles.shareStatus} data-share-status />
    </div>
  );
}
