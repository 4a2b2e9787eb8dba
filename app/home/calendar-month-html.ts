import type { Language } from "#contracts/languages.ts";
import type { CalendarMonth } from "./rules.ts";
import { calendarWords, weekdayHeadings } from "./event-calendar.words.ts";

// The event calendar's grid and list as HTML: drawn once by the server inside the calendar
// card, and again by the calendar behaviour in the browser when the visitor changes month, so
// the markup has one author. Styled by structure (event-calendar.module.css), not by class.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function calendarMonthHtml(model: CalendarMonth, language: Language = "en"): string {
  const w = calendarWords[language];
  const head = weekdayHeadings(language)
    .map((name) => `<th scope="col">${name}</th>`)
    .join("");
  const rows = model.weeks
    .map((week) => {
      const cells = week.map((cell) => {
        if (!cell) return "<td></td>";
        const attributes =
          (cell.isToday ? ' aria-current="date"' : "") + (cell.hasEvents ? " data-events" : "");
        const dot = cell.hasEvents ? '<span aria-hidden="true"></span>' : "";
        const notes =
          (cell.hasEvents ? `<span class="visually-hidden">${w.hasEvents}</span>` : "") +
          (cell.isToday ? `<span class="visually-hidden">${w.today}</span>` : "");
        return `<td${attributes}><span>${cell.day}${dot}</span>${notes}</td>`;
      });
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("");
  const title = escape(model.title);
  const table =
    `<table><caption class="visually-hidden">${w.calendarFor(title)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  const list =
    model.list.length > 0
      ? `<ul aria-label="${w.eventsIn(title)}">${model.list
          .map((item) => `<li><span>${item.day}</span> : ${escape(item.title)}</li>`)
          .join("")}</ul>`
      : `<p>${w.noEvents}</p>`;
  return table + list;
}
