import { useState } from "react";
import type { SchoolEvent } from "../api/entities.ts";
import { todayLabel, WEEKDAY_NAMES } from "../lib/dates.ts";
import type { TodayParts } from "../lib/dates.ts";
import { calendarMonth, shiftMonth } from "./rules.ts";
import styles from "./event-calendar.module.css";

export interface EventCalendarProps {
  /** Every event (`/api/events/All`); the calendar picks the shown month's own. */
  events: Pick<SchoolEvent, "date" | "title">[];
  /** Today in the school's time zone, computed once by the loader so server and browser agree. */
  today: TodayParts;
  /** Level of the month heading; the home page's section heading sits one level above. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the card, for the page's layout (the card is at most 26rem wide). */
  className?: string;
}

/**
 * The 'academic calendar' of spec 4: starts at the current month, previous and next move one
 * month at a time, a dot marks days with events, today is highlighted, and the month's events
 * are listed below as 'day : title'. Days are not interactive (clicking one does nothing).
 */
export function EventCalendar({ events, today, headingLevel = 3, className }: EventCalendarProps) {
  const [shown, setShown] = useState({ year: today.year, month: today.month });
  const model = calendarMonth(shown.year, shown.month, events, today);
  const Heading = `h${headingLevel}` as const;

  const move = (delta: number) =>
    setShown((current) => shiftMonth(current.year, current.month, delta));

  return (
    <div className={className ? `${styles.calendar} ${className}` : styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Previous month"
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <Heading className={styles.month} aria-live="polite" aria-atomic="true">
          {model.title}
        </Heading>
        <button
          type="button"
          className={styles.nav}
          aria-label="Next month"
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <p className={styles.today}>{todayLabel(today)}</p>

      <table className={styles.grid}>
        <caption className="visually-hidden">Calendar for {model.title}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name, index) => (
              <th key={name} scope="col" className={index === 6 ? styles.saturday : undefined}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) =>
                cell ? (
                  <td
                    key={column}
                    aria-current={cell.isToday ? "date" : undefined}
                    className={
                      [
                        column === 6 ? styles.saturday : "",
                        cell.isToday ? styles.isToday : "",
                        cell.hasEvents ? styles.hasEvents : "",
                      ]
                        .filter(Boolean)
                        .join(" ") || undefined
                    }
                  >
                    <span className={styles.day}>
                      {cell.day}
                      {cell.hasEvents && <span className={styles.dot} aria-hidden="true" />}
                    </span>
                    {cell.hasEvents && <span className="visually-hidden"> (events)</span>}
                    {cell.isToday && <span className="visually-hidden"> (today)</span>}
                  </td>
                ) : (
                  <td key={column} className={styles.empty} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {model.list.length > 0 ? (
        <ul className={styles.list} aria-label={`Events in ${model.title}`}>
          {model.list.map((item, index) => (
            <li key={`${item.day}-${index}`}>
              <span className={styles.listDay}>{item.day}</span> : {item.title}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>No events this month.</p>
      )}
    </div>
  );
}
