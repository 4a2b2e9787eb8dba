import { enhanceCarousel } from "./carousel.browser.ts";
import { enhanceEventCalendar } from "./event-calendar.browser.ts";

// The home page's own script, beside the enhancement script every page has: its carousels and
// the event calendar (the notification popup has an inline script of its own, see
// app/home/popup.browser.ts). Loaded with `defer`, so the markup is all there.
for (const calendar of document.querySelectorAll<HTMLElement>("[data-event-calendar]")) {
  enhanceEventCalendar(calendar);
}

// Each carousel measures the page as it starts, so starting all of them at once is one long
// task. A carousel starts in a task of its own when it comes near the screen, or at once when
// the pointer or the keyboard reaches it first; until then it is a scroll-snap box.
const started = new WeakSet<Element>();
const start = (carousel: HTMLElement) => {
  if (started.has(carousel)) return;
  started.add(carousel);
  nearby.unobserve(carousel);
  enhanceCarousel(carousel);
};
const nearby = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) setTimeout(() => start(entry.target as HTMLElement));
    }
  },
  { rootMargin: "50%" },
);
for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
  nearby.observe(carousel);
  for (const type of ["focusin", "pointerover"]) {
    carousel.addEventListener(type, () => start(carousel), { capture: true, once: true });
  }
}
