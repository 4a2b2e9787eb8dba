import { PauseSwitch } from "../frame/pause-switch.tsx";
import { useNonce } from "../security/nonce.ts";
import { useWords } from "../i18n/words.ts";
import { tickerWords } from "./vertical-ticker.words.ts";
import styles from "./vertical-ticker.module.css";

export interface VerticalTickerProps {
  /**
   * Accessible name of the list's section, also used for the pause switch ("Pause {label}",
   * "{label} रोकें").
   */
  label: string;
  items: React.ReactNode[];
  /** Time each item takes to pass; the loop lasts items × this. Default 4. */
  secondsPerItem?: number;
  /** Height of the scrolling box as a CSS length; default `var(--vertical-ticker-height, 20rem)`. */
  height?: string;
  /** Extra class on the root. */
  className?: string;
  /**
   * Fill the height the surroundings give it (the hero's Notice Board, as tall as the slider
   * beside it) rather than `height`.
   */
  fill?: boolean;
}

/**
 * A list that scrolls upwards (the home page's Notice Board and news ticker, spec 2.7 and 4),
 * like the header's announcement: a pure CSS animation over two copies of the list. It stops
 * while hovered or focused and with its pause switch (a checkbox, so it works without
 * JavaScript). Under reduced motion it stands still and the box simply scrolls.
 */
export function VerticalTicker({
  label,
  items,
  secondsPerItem = 4,
  height,
  className,
  fill = false,
}: VerticalTickerProps) {
  const nonce = useNonce();
  const w = useWords(tickerWords);
  if (items.length === 0) return null;
  const seconds = Math.max(6, items.length * (secondsPerItem > 0 ? secondsPerItem : 4));
  const layout = tickerLayout(seconds, height);
  return (
    <section
      className={[styles.ticker, fill ? styles.fill : undefined, className]
        .filter(Boolean)
        .join(" ")}
      aria-label={label}
      data-ticker={layout.key}
    >
      {/* A shared stylesheet keyed by the layout rather than a style attribute, which the
          Content-Security-Policy does not allow. */}
      <style href={`vertical-ticker-${layout.key}`} precedence="medium" nonce={nonce}>
        {layout.css}
      </style>
      <PauseSwitch label={w.pause(label)} className={styles.pauseSwitch} />
      {/* Focusable, so the list can be scrolled by keyboard when it stands still. */}
      <div className={styles.viewport} tabIndex={0} onBlur={resetScroll}>
        <div className={styles.track}>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={index} className={styles.item}>
                {item}
              </li>
            ))}
          </ul>
          {/* A second copy follows the first so the loop never shows an empty box. It is inert:
              hidden from assistive technology and its links out of the tab order. */}
          <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true" inert>
            {items.map((item, index) => (
              <li key={index} className={styles.item}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/**
 * Focusing a link scrolls the clipped box to show it; once focus leaves, put the box back so the
 * loop lines up again.
 */
function resetScroll(event: React.FocusEvent<HTMLDivElement>) {
  const box = event.currentTarget;
  const next = event.relatedTarget;
  if (next instanceof Node && box.contains(next)) return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  box.scrollTop = 0;
}

/** The rule that sets a ticker's duration and height, keyed so equal tickers share it. */
export function tickerLayout(seconds: number, height?: string): { key: string; css: string } {
  // The height is a CSS length from our own code; anything that could end the rule is dropped.
  const safeHeight = height?.replace(/[^\w\s.%()+*/,-]/g, "");
  const key = `${seconds}${safeHeight ? `-${safeHeight.replace(/[^\w]/g, "_")}` : ""}`;
  const declarations = [
    `--_duration:${seconds}s`,
    ...(safeHeight ? [`--vertical-ticker-height:${safeHeight}`] : []),
  ].join(";");
  return { key, css: `[data-ticker="${key}"]{${declarations}}` };
}
