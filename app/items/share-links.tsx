import styles from "./item.module.css";

/**
 * Sharing an item: WhatsApp, where most parents pass news on (a link that works without
 * JavaScript), a copy-link button, or instead of both the phone's own share sheet (share.ts).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  return (
    <div className={styles.share} data-share={url} data-share-title={title}>
      <span className={styles.shareLabel}>Share:</span>
      <button type="button" className={styles.shareButton} data-share-native hidden>
        Share this page
      </button>
      <a
        href={whatsApp}
        className={styles.shareButton}
        target="_blank"
        rel="noopener noreferrer"
        data-share-fallback
      >
        WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button type="button" className={styles.shareButton} data-share-copy hidden>
        Copy link
      </button>
      <span role="status" className={styles.shareStatus} data-share-status />
    </div>
  );
}
