import { enhanceCarousel } from "../behaviours/carousel.ts";
import { enhanceEventCalendar } from "../behaviours/event-calendar.ts";
import { enhancePopup } from "../behaviours/popup.ts";

// The home page's own script, beside the enhancement script every page has: its carousels, the
// event calendar and the notification popup. Loaded with `defer`, so the markup is all there.
for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
  enhanceCarousel(carousel);
}
for (const calendar of document.querySelectorAll<HTMLElement>("[data-event-calendar]")) {
  enhanceEventCalendar(calendar);
}
for (const popup of document.querySelectorAll<HTMLDialogElement>("dialog[data-open-on-load]")) {
  enhancePopup(popup);
}
