import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";

/**
 * One accessible carousel (APG carousel pattern) on server-rendered markup, built on Embla:
 * `section[data-carousel]` with `data-autoplay-ms`, `data-speed`, `data-loop`, a viewport
 * `[data-carousel-viewport]` holding the track, arrows `[data-carousel-previous|next]` and, with
 * autoplay, a pause button `[data-carousel-pause]` whose `[data-when=playing|paused]` children
 * show its state. Without this script the viewport is a plain scroll-snap box.
 *
 * Slides out of view become inert, the arrow keys move the focused carousel, and autoplay runs
 * unless paused by hover, keyboard focus, the pause button or a reduced-motion preference
 * (then it never starts and moves are instant).
 */
export function enhanceCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return;
  const track = viewport.firstElementChild as HTMLElement | null;
  const previous = root.querySelector<HTMLButtonElement>("[data-carousel-previous]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const autoplayMs = Number(root.dataset.autoplayMs) || 0;
  const speed = root.dataset.speed ? Number(root.dataset.speed) : undefined;
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

  const state = { userPaused: false, hovered: false, focused: false };
  const options = () => ({
    loop: root.dataset.loop !== undefined,
    align: "start" as const,
    containScroll: "trimSnaps" as const,
    duration: emblaDuration(speed, motion.matches),
    // Slides out of view are inert, so focus never lands on one Embla would have to reveal.
    watchFocus: false,
  });
  const plugins = autoplayMs
    ? [
        Autoplay({
          delay: autoplayMs,
          playOnInit: false,
          // A drag stops it; `sync` on pointerUp restarts it when nothing else holds it.
          stopOnInteraction: true,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }),
      ]
    : [];
  const embla = EmblaCarousel(viewport, options(), plugins);

  const scrollable = () => embla.scrollSnapList().length > 1;
  const playing = () =>
    autoplayMs > 0 &&
    scrollable() &&
    !motion.matches &&
    !state.userPaused &&
    !state.hovered &&
    !state.focused;

  const render = () => {
    root.dataset.ready = "";
    if (scrollable()) delete root.dataset.static;
    else root.dataset.static = "";
    setDisabled(previous, !embla.canScrollPrev());
    setDisabled(next, !embla.canScrollNext());
    if (pause) {
      for (const part of pause.querySelectorAll<HTMLElement>("[data-when]")) {
        part.hidden = part.dataset.when !== (state.userPaused ? "paused" : "playing");
      }
    }
    track?.setAttribute("aria-live", playing() ? "off" : "polite");
    // Typed as always present, but absent when the carousel has no autoplay.
    const autoplay: AutoplayType | undefined = embla.plugins().autoplay;
    if (autoplay && playing() && !autoplay.isPlaying()) autoplay.play();
    else if (autoplay && !playing() && autoplay.isPlaying()) autoplay.stop();
  };

  const markInert = () => inertOutOfView(embla, viewport);
  carryOverScroll(embla, viewport);
  embla.on("select", render).on("reInit", render).on("pointerUp", render);
  embla.on("scroll", markInert).on("settle", markInert).on("reInit", markInert);
  render();
  markInert();

  previous?.addEventListener("click", () => embla.canScrollPrev() && embla.scrollPrev());
  next?.addEventListener("click", () => embla.canScrollNext() && embla.scrollNext());
  pause?.addEventListener("click", () => {
    state.userPaused = !state.userPaused;
    render();
  });
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.shiftKey || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    if ((event.target as Element).closest(editable)) return;
    event.preventDefault();
    if (event.key === "ArrowLeft") embla.scrollPrev();
    else embla.scrollNext();
  });
  root.addEventListener("focusin", (event) => {
    const target = event.target as Element;
    // Focus on the pause button does not hold the slides (pressing Play must play), and only
    // keyboard focus holds them, so a click on an arrow does not stop autoplay for good.
    state.focused = target !== pause && focusVisible(target);
    // The browser may scroll the clipped viewport to reveal a focused element; Embla moves by
    // transform, so that is undone.
    if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    render();
  });
  root.addEventListener("focusout", (event) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !root.contains(to)) {
      state.focused = false;
      render();
    }
  });
  // The whole carousel, its controls too: a pointer on its way to 'Next' holds the slides.
  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "touch") return;
    state.hovered = true;
    render();
  });
  root.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "touch") return;
    state.hovered = false;
    render();
  });
  motion.addEventListener("change", () => embla.reInit(options()));
}

function setDisabled(button: HTMLButtonElement | null, disabled: boolean) {
  // aria-disabled rather than disabled: a button that loses focus as it becomes disabled would
  // drop the keyboard user onto the page body.
  if (!button) return;
  if (disabled) button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
}

/** Slides less than half in view are inert, so Tab only reaches what is visible. */
function inertOutOfView(embla: EmblaCarouselType, viewport: HTMLElement) {
  const view = viewport.getBoundingClientRect();
  const active = document.activeElement;
  for (const slide of embla.slideNodes()) {
    const box = slide.getBoundingClientRect();
    const shown = Math.min(box.right, view.right) - Math.max(box.left, view.left);
    const inView = box.width > 0 && shown >= box.width / 2;
    // Focus inside a slide that is leaving would fall to the page body: keep it here.
    if (!inView && active && slide.contains(active)) viewport.focus({ preventScroll: true });
    if (slide.inert === inView) slide.inert = !inView;
  }
}

/** A visitor may have scrolled the plain scroll box before the script ran: carry that over. */
function carryOverScroll(embla: EmblaCarouselType, viewport: HTMLElement) {
  if (viewport.scrollLeft <= 0) return;
  const width = embla.slideNodes()[0]?.getBoundingClientRect().width ?? 0;
  const index = width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
  viewport.scrollLeft = 0;
  embla.scrollTo(Math.min(index, embla.scrollSnapList().length - 1), true);
}

const editable = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

function focusVisible(element: Element): boolean {
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
