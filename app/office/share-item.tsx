import { shareMessage, whatsAppShareUrl, type SharedItem } from "#contracts/share-message.ts";
import { siteUrl } from "../seo/site-url.ts";
import shareScript from "./share-item.browser.ts?worker&url";
import s from "./office.module.css";

/**
 * Under "Saved and published.": the item's message for the class WhatsApp groups, ready to send.
 * "Share to WhatsApp" opens WhatsApp with it filled in, and the clerk picks a group; the box
 * holds it to select and copy by hand, and with the office's share script a button copies it in
 * one tap, to paste into each of the other groups.
 */
export function ShareItem({ item }: { item: SharedItem }) {
  const message = shareMessage(item, { siteUrl });
  return (
    <section className={`${s.panel} ${s.share}`} aria-labelledby="share-heading">
      <h2 id="share-heading">Share with parents</h2>
      <label htmlFor="share-message" className={s.label}>
        Message for the class groups
      </label>
      <span id="share-message-hint" className={s.hint}>
        Send it as it is: WhatsApp shows the words between stars in bold.
      </span>
      <textarea
        id="share-message"
        className={`${s.input} ${s.shareMessage}`}
        aria-describedby="share-message-hint"
        readOnly
        rows={Math.min(8, message.split("\n").length + 1)}
        defaultValue={message}
      />
      <div className={s.shareActions}>
        <a
          href={whatsAppShareUrl(message)}
          target="_blank"
          rel="noopener"
          className={`${s.button} ${s.shareButton}`}
        >
          Share to WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
        </a>
        <button
          type="button"
          className={`${s.button} ${s.secondary} ${s.shareButton}`}
          data-share-copy="share-message"
          data-share-said="share-said"
          hidden
        >
          Copy the message
        </button>
      </div>
      {/* A polite live region rather than a second role="status": the page's own status says
          "Saved and published." and is read alone. */}
      <p id="share-said" className={s.hint} aria-live="polite" />
      <script src={shareScript} defer />
    </section>
  );
}
