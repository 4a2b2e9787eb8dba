import { useId } from "react";
import { useNonce } from "../security/nonce.ts";
import styles from "./carousel.module.css";
import { Icon } from "../frame/icon.tsx";
import { useWords } from "../i18n/words.ts";
import { carouselWords } from "./carousel.words.ts";

/** How many slides show side by side: `base`, then each breakpoint at or below its width. */
export interface SlidesPerView {
  base: number;
  breakpoints?: { maxWidth: number; slides: number }[];
}

/** Accessible names of the controls; the defaults are in the page's language. */
export interface CarouselLabels {
  previous?: string;
  next?: string;
  pause?: string;
  play?: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel (the section's aria-label). */
  label: string;
  slides: React.ReactNode[];
  /** Time each position is shown while playing; no autoplay (and no pause button) when absent. */
  autoplayMs?: number;
  /** The spec's transition/speed in milliseconds, mapped to Embla's `duration`. */
  speed?: number;
  loop?: boolean;
  slidesPerView: SlidesPerView;
  /** Previous/next buttons; shown unless `false`. */
  controls?: boolean;
  labels?: CarouselLabels;
  /** Extra class on the root, e.g. to set `--carousel-gap`. */
  className?: string;
}

/**
 * One accessible carousel (APG carousel pattern) for the hero slider, toppers, birthdays, gallery
 * and the notification popup: server-rendered markup that the carousel behaviour
 * (app/home/carousel.browser.ts) turns into an Embla carousel.
 *
 * Without JavaScript the track is a horizontal scroll-snap container showing the first slides,
 * sized by CSS from `slidesPerView`, so the server HTML already has the final widths.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  speed,
  loop = false,
  slidesPerView,
  controls = true,
  labels,
  className,
}: CarouselProps) {
  const w = useWords(carouselWords);
  const names = { previous: w.previous, next: w.next, pause: w.pause, play: w.play, ...labels };
  const trackId = useId();
  const hasAutoplay = autoplayMs !== undefined && autoplayMs > 0;
  const perView = normalisePerView(slidesPerView);
  const nonce = useNonce();
  if (slides.length === 0) return null;
  const total = slides.length;

  const rootClass = [styles.root, className].filter(Boolean).join(" ");
  return (
    <section
      className={rootClass}
      aria-roledescription={w.carousel}
      aria-label={label}
      data-carousel
      data-per-view={perView.key}
      data-autoplay-ms={hasAutoplay ? autoplayMs : undefined}
      data-speed={speed}
      data-loop={loop || undefined}
    >
      <style href={`carousel-per-view-${perView.key}`} precedence="medium" nonce={nonce}>
        {perView.css}
      </style>
      {/* The controls come first, as the APG carousel has them, and are drawn below the slides
          (carousel.module.css), where they never cover a face or a title. */}
      {hasAutoplay || controls ? (
        <div className={styles.controls} data-carousel-controls>
          {hasAutoplay ? (
            <button
              type="button"
              className={`${styles.control} ${styles.pause}`}
              data-carousel-pause
            >
              <span data-when="playing">
                <span className={styles.pauseIcon} aria-hidden="true" />
                <span className="visually-hidden">{names.pause}</span>
              </span>
              <span data-when="paused" hidden>
                <span className={styles.playIcon} aria-hidden="true" />
                <span className="visually-hidden">{names.play}</span>
              </span>
            </button>
          ) : null}
          {controls ? (
            <>
              <ArrowButton direction="previous" label={names.previous} controls={trackId} />
              <ArrowButton direction="next" label={names.next} controls={trackId} />
            </>
          ) : null}
        </div>
      ) : null}
      {/* Focusable so the arrow keys work on it, and so the scroll box works without JavaScript. */}
      <div className={styles.viewport} tabIndex={0} data-carousel-viewport>
        <div id={trackId} className={styles.track} aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={w.slide}
              aria-label={w.slideOf(index + 1, total)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ArrowButton({
  direction,
  label,
  controls,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
}) {
  const data =
    direction === "previous" ? { "data-carousel-previous": "" } : { "data-carousel-next": "" };
  return (
    <button type="button" className={styles.control} aria-controls={controls} {...data}>
      <Icon name={direction} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The slide width comes from `--carousel-per-view`, set by a small stylesheet generated from the
 * props and keyed by them, so carousels with the same layout share one rule. React hoists it
 * into the head during server rendering, so the first paint already has the final widths.
 */
export function normalisePerView(perView: SlidesPerView): { key: string; css: string } {
  const count = (n: number) => Math.max(1, Math.round(Number.isFinite(n) ? n : 1));
  const base = count(perView.base);
  const breakpoints = (perView.breakpoints ?? [])
    .map((b) => ({
      maxWidth: Math.max(0, Math.round(Number.isFinite(b.maxWidth) ? b.maxWidth : 0)),
      slides: count(b.slides),
    }))
    // Widest first, so the narrower media queries come later and win.
    .sort((a, b) => b.maxWidth - a.maxWidth);
  const key = [String(base), ...breakpoints.map((b) => `${b.maxWidth}-${b.slides}`)].join("_");
  const selector = `[data-per-view="${key}"]`;
  const css = [
    `${selector}{--carousel-per-view:${base}}`,
    ...breakpoints.map(
      (b) => `@media (max-width:${b.maxWidth}px){${selector}{--carousel-per-view:${b.slides}}}`,
    ),
  ].join("");
  return { key, css };
}
