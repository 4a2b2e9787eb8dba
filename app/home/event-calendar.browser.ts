import { calendarMonthHtml } from "./calendar-month-html.ts";
import { calendarMonth, shiftMonth } from "./rules.ts";
import type { CalendarDate } from "#contracts/dates.ts";
import { documentLanguage } from "../i18n/define-words.ts";

type Events = { date: string; title: string }[];

/**
 * The event calendar (`[data-event-calendar]`): its previous and next buttons
 * (`[data-calendar-move="-1|1"]`) draw the month before or after. The server put the current
 * month's events beside it (`script[data-calendar-events]`); another month's are asked for at
 * `data-calendar-months` + `YYYY-MM.json` once (under `/hi` on a Hindi page), and the month is
 * drawn again when they come, in the page's language.
 */
export function enhanceEventCalendar(root: HTMLElement): void {
  const source = root.querySelector("script[data-calendar-events]");
  const title = root.querySelector("[data-calendar-title]");
  const body = root.querySelector("[data-calendar-body]");
  if (!source || !title || !body) return;
  const language = documentLanguage();
  const { events, today } = JSON.parse(source.textContent ?? "{}") as {
    events: Events;
    today: CalendarDate;
  };
  const key = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
  const months = new Map<string, Promise<Events>>([
    [key(today.year, today.month), Promise.resolve(events)],
  ]);
  const eventsOf = (year: number, month: number): Promise<Events> => {
    const name = key(year, month);
    let known = months.get(name);
    if (!known) {
      known = fetch(`${root.dataset.calendarMonths}${name}.json`)
        .then((response) => (response.ok ? (response.json() as Promise<Events>) : []))
        .catch(() => []);
      // A month that could not be read is asked for again when it is shown again.
      void known.then((found) => found.length === 0 && months.delete(name));
      months.set(name, known);
    }
    return known;
  };
  let shown = { year: today.year, month: today.month };
  const draw = (month: typeof shown, found: Events) => {
    const model = calendarMonth(month.year, month.month, found, today, language);
    title.textContent = model.title;
    body.innerHTML = calendarMonthHtml(model, language);
  };

  root.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-calendar-move]");
    if (!button || !root.contains(button)) return;
    const month = (shown = shiftMonth(
      shown.year,
      shown.month,
      Number(button.dataset.calendarMove),
    ));
    draw(month, []);
    void eventsOf(month.year, month.month).then((found) => {
      if (shown === month && found.length > 0) draw(month, found);
    });
  });
}
