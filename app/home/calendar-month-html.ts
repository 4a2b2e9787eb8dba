import { WEEKDAY_NAMES } from "#contracts/dates.ts";
import type { CalendarMonth } from "./rules.ts";

// The event calendar's grid and list as HTML: drawn once by the server inside the calendar
// card, and again by the calendar behaviour in the browser when the visitor changes month, so
// the markup has one author. Styled by structure (event-calendar.module.css), not by class.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function calendarMonthHtml(model: CalendarMonth): string {
  const head = WEEKDAY_NAMES.map((name) => `<th scope="col">${name.slice(0, 3)}</th>`).join("");
  const rows = model.weeks
    .map((week) => {
      const cells = week.map((cell) => {
        if (!cell) return "<td></td>";
        const attributes =
          (cell.isToday ? ' aria-current="date"' : "") + (cell.hasEvents ? " data-events" : "");
        const dot = cell.hasEvents ? '<span aria-hidden="true"></span>' : "";
        const notes =
          (cell.hasEvents ? '<span class="visually-hidden"> (events)</span>' : "") +
          (cell.isToday ? '<span class="visually-hidden"> (today)</span>' : "");
        return `<td${attributes}><span>${cell.day}${dot}</span>${notes}</td>`;
      });
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("");
  const title = escape(model.title);
  const table =
    `<table><caption class="visually-hidden">Calendar for ${title}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  const list =
    model.list.length > 0
      ? `<ul aria-label="Events in ${title}">${model.list
          .map((item) => `<li><span>${item.day}</span> : ${escape(item.title)}</li>`)
          .join("")}</ul>`
      : "<p>No events this month.</p>";
  return table + list;
}
