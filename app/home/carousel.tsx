import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useNonce } from "../security/nonce.ts";
import styles from "./carousel.module.css";

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/** How many slides show side by side: `base`, then each breakpoint at or below its width. */
export interface SlidesPerView {
  base: number;
  breakpoints?: { maxWidth: number; slides: number }[];
}

/** Accessible names of the controls; the defaults are in English. */
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

const defaultLabels = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slide show",
  play: "Play slide show",
} satisfies Required<CarouselLabels>;

/**
 * One accessible carousel (APG carousel pattern) for the hero slider, toppers, birthdays, gallery
 * and the notification popup, built on Embla.
 *
 * Without JavaScript the track is a horizontal scroll-snap container showing the first slides,
 * sized by CSS from `slidesPerView`, so the server HTML already has the final widths. After
 * hydration Embla takes over: slides out of view become inert, the arrow keys move the focused
 * carousel, and autoplay (if any) runs unless paused by hover, keyboard focus, the pause button
 * or a reduced-motion preference (then it never starts and moves are instant).
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
  const names = { ...defaultLabels, ...labels };
  const trackId = useId();
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    readReducedMotion,
    () => false,
  );
  const hasAutoplay = autoplayMs !== undefined && autoplayMs > 0;

  const options = useMemo(
    () => ({
      loop,
      align: "start" as const,
      containScroll: "trimSnaps" as const,
      duration: emblaDuration(speed, reducedMotion),
      // Slides out of view are inert, so focus never lands on one Embla would have to reveal.
      watchFocus: false,
    }),
    [loop, speed, reducedMotion],
  );
  const plugins = useMemo(
    () =>
      hasAutoplay
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              // A drag stops it; `resumeAfterDrag` below restarts it when nothing else holds it.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [hasAutoplay, autoplayMs],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(options, plugins);
  const ready = emblaApi !== undefined;
  const { canPrev, canNext, scrollable } = useScrollState(emblaApi);

  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing =
    ready && hasAutoplay && scrollable && !reducedMotion && !userPaused && !hovered && !focused;

  useAutoplaySync(emblaApi, playing);
  useInertOutOfView(emblaApi);

  const pauseRef = useRef<HTMLButtonElement>(null);
  const viewportNode = useRef<HTMLDivElement | null>(null);
  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );

  const perView = normalisePerView(slidesPerView);
  const nonce = useNonce();
  if (slides.length === 0) return null;
  const total = slides.length;

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (!emblaApi || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (event.target instanceof Element && event.target.closest(editableSelector)) return;
    event.preventDefault();
    if (event.key === "ArrowLeft") emblaApi.scrollPrev();
    else emblaApi.scrollNext();
  }

  function onFocus(event: React.FocusEvent<HTMLElement>) {
    // Focus on the pause button itself does not hold the slides: pressing Play must play.
    // Only keyboard focus holds them, so a mouse click on an arrow does not stop autoplay for good.
    setFocused(event.target !== pauseRef.current && isFocusVisible(event.target));
    // The browser may scroll the clipped viewport to reveal a focused element; Embla moves by
    // transform, so undo that.
    const viewport = viewportNode.current;
    if (ready && viewport && viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
  }

  function onBlur(event: React.FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  }

  function onPointerEnter(event: React.PointerEvent) {
    if (event.pointerType !== "touch") setHovered(true);
  }

  function onPointerLeave(event: React.PointerEvent) {
    if (event.pointerType !== "touch") setHovered(false);
  }

  const rootClass = [styles.root, className].filter(Boolean).join(" ");
  return (
    <section
      className={rootClass}
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={perView.key}
      data-ready={ready || undefined}
      data-static={(ready && !scrollable) || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <style href={`carousel-per-view-${perView.key}`} precedence="medium" nonce={nonce}>
        {perView.css}
      </style>
      {hasAutoplay ? (
        <button
          ref={pauseRef}
          type="button"
          className={`${styles.control} ${styles.pause}`}
          onClick={() => setUserPaused((paused) => !paused)}
        >
          <span className={userPaused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          <span className="visually-hidden">{userPaused ? names.play : names.pause}</span>
        </button>
      ) : null}
      <div className={styles.stage} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        {controls ? (
          <>
            <ArrowButton
              direction="previous"
              label={names.previous}
              controls={trackId}
              disabled={!canPrev}
              onPress={() => emblaApi?.scrollPrev()}
            />
            <ArrowButton
              direction="next"
              label={names.next}
              controls={trackId}
              disabled={!canNext}
              onPress={() => emblaApi?.scrollNext()}
            />
          </>
        ) : null}
        {/* Focusable so the arrow keys work on it, and so the scroll box works without JavaScript. */}
        <div ref={setViewport} className={styles.viewport} tabIndex={0}>
          <div id={trackId} className={styles.track} aria-live={playing ? "off" : "polite"}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function ArrowButton({
  direction,
  label,
  controls,
  disabled,
  onPress,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
  disabled: boolean;
  onPress: () => void;
}) {
  // aria-disabled rather than disabled: a button that loses focus as it becomes disabled would
  // drop the keyboard user onto the page body.
  return (
    <button
      type="button"
      className={`${styles.control} ${styles.arrow} ${direction === "previous" ? styles.previous : styles.next}`}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d={direction === "previous" ? "M15 5 8 12l7 7" : "M9 5l7 7-7 7"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

const editableSelector =
  "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring stepped 60 times a second.
 * Measured on that spring, the move is 95 % done after about 22 ms per unit (duration 45 is about
 * 1 s). The spec's speeds are mapped on that scale and kept within Embla's recommended 20-60, so
 * the hero's 2000 ms transition stays a slow glide that ends well before its 3000 ms interval.
 * Under reduced motion a move is instant.
 */
export function emblaDuration(speedMs: number | undefined, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  if (speedMs === undefined || !Number.isFinite(speedMs)) return 25;
  return Math.min(60, Math.max(20, Math.round(speedMs / 22)));
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

const initialScrollState = "1,1,1";

/** Whether Embla can move back, forward, at all; read from its events, not copied into state. */
function useScrollState(emblaApi: EmblaApi | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return () => {};
      emblaApi.on("select", onChange).on("reInit", onChange).on("init", onChange);
      return () => {
        emblaApi.off("select", onChange).off("reInit", onChange).off("init", onChange);
      };
    },
    [emblaApi],
  );
  const read = useCallback(
    () =>
      emblaApi
        ? [
            Number(emblaApi.canScrollPrev()),
            Number(emblaApi.canScrollNext()),
            Number(emblaApi.scrollSnapList().length > 1),
          ].join(",")
        : initialScrollState,
    [emblaApi],
  );
  const state = useSyncExternalStore(subscribe, read, () => initialScrollState);
  const [canPrev, canNext, scrollable] = state.split(",").map((flag) => flag === "1");
  return { canPrev: canPrev ?? true, canNext: canNext ?? true, scrollable: scrollable ?? true };
}

/** Keeps Embla's autoplay plugin running exactly while `playing` holds. */
function useAutoplaySync(emblaApi: EmblaApi | undefined, playing: boolean) {
  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      // Typed as always present, but absent when the carousel has no autoplay.
      const autoplay: AutoplayType | undefined = emblaApi.plugins().autoplay;
      if (!autoplay) return;
      if (playing && !autoplay.isPlaying()) autoplay.play();
      else if (!playing && autoplay.isPlaying()) autoplay.stop();
    };
    sync();
    // Embla re-creates its plugins on reInit (resize, new slides); a drag stops the plugin.
    emblaApi.on("reInit", sync).on("pointerUp", sync);
    return () => {
      emblaApi.off("reInit", sync).off("pointerUp", sync);
      const autoplay: AutoplayType | undefined = emblaApi.plugins().autoplay;
      if (playing) autoplay?.stop();
    };
  }, [emblaApi, playing]);
}

/**
 * Marks slides that are less than half in view `inert`, so Tab only reaches what is visible.
 * Works on the DOM directly (React does not own the attribute) while Embla moves.
 */
function useInertOutOfView(emblaApi: EmblaApi | undefined) {
  useEffect(() => {
    if (!emblaApi) return;
    const viewport = emblaApi.rootNode();
    const slides = emblaApi.slideNodes();

    // A visitor may have scrolled the plain scroll box before the script loaded: carry that over.
    if (viewport.scrollLeft > 0) {
      const width = slides[0]?.getBoundingClientRect().width ?? 0;
      const index = width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
      viewport.scrollLeft = 0;
      emblaApi.scrollTo(Math.min(index, emblaApi.scrollSnapList().length - 1), true);
    }

    const update = () => {
      const view = viewport.getBoundingClientRect();
      const active = document.activeElement;
      for (const slide of emblaApi.slideNodes()) {
        const box = slide.getBoundingClientRect();
        const shown = Math.min(box.right, view.right) - Math.max(box.left, view.left);
        const inView = box.width > 0 && shown >= box.width / 2;
        // Focus inside a slide that is leaving would fall to the page body: keep it here.
        if (!inView && active && slide.contains(active)) viewport.focus({ preventScroll: true });
        if (slide.inert === inView) slide.inert = !inView;
      }
    };
    update();
    // "scroll" comes every frame of a move, so a slide is reachable as soon as it is half in view.
    emblaApi.on("scroll", update).on("settle", update).on("reInit", update);
    return () => {
      emblaApi.off("scroll", update).off("settle", update).off("reInit", update);
      for (const slide of emblaApi.slideNodes()) slide.inert = false;
    };
  }, [emblaApi]);
}
