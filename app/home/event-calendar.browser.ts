import { calendarMonthHtml } from "./calendar-month-html.ts";
import { calendarMonth, shiftMonth } from "./rules.ts";
import type { CalendarDate } from "#contracts/dates.ts";

/**
 * The event calendar (`[data-event-calendar]`): its previous and next buttons
 * (`[data-calendar-move="-1|1"]`) draw the month before or after from the events the server
 * put beside it (`script[type="application/json"][data-calendar-events]`).
 */
export function enhanceEventCalendar(root: HTMLElement): void {
  const source = root.querySelector("script[data-calendar-events]");
  const title = root.querySelector("[data-calendar-title]");
  const body = root.querySelector("[data-calendar-body]");
  if (!source || !title || !body) return;
  const { events, today } = JSON.parse(source.textContent ?? "{}") as {
    events: { date: string; title: string }[];
    today: CalendarDate;
  };
  let shown = { year: today.year, month: today.month };

  root.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-calendar-move]");
    if (!button || !root.contains(button)) return;
    shown = shiftMonth(shown.year, shown.month, Number(button.dataset.calendarMove));
    const model = calendarMonth(shown.year, shown.month, events, today);
    title.textContent = model.title;
    body.innerHTML = calendarMonthHtml(model);
  });
}
