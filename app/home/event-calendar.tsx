import type { SchoolEvent } from "#contracts/entities.ts";
import { todayLabel } from "#contracts/dates.ts";
import type { TodayParts } from "#contracts/dates.ts";
import { calendarMonthHtml } from "./calendar-month-html.ts";
import { calendarMonth } from "./rules.ts";
import { calendarMonthsPath } from "./calendar-months.ts";
import { calendarWords } from "./event-calendar.words.ts";
import { localHref } from "#contracts/languages.ts";
import { useLanguage } from "../i18n/words.ts";
import styles from "./event-calendar.module.css";

export interface EventCalendarProps {
  /** The current month's events; the browser asks for another month's as it is shown. */
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
  const language = useLanguage();
  const w = calendarWords[language];
  const model = calendarMonth(today.year, today.month, events, today, language);
  const Heading = `h${headingLevel}` as const;
  // What the browser needs to draw other months; '<' escaped so no text can end the script.
  const data = JSON.stringify({
    events: events.map(({ date, title }) => ({ date, title })),
    today: { year: today.year, month: today.month, day: today.day },
  }).replace(/</g, "\\u003c");

  return (
    <div
      className={className ? `${styles.calendar} ${className}` : styles.calendar}
      data-event-calendar
      data-calendar-months={localHref(calendarMonthsPath, language)}
    >
      <div className={styles.header}>
        <button type="button" className={styles.nav} data-calendar-move="-1">
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{w.previousMonth}</span>
        </button>
        <Heading className={styles.month} aria-live="polite" aria-atomic="true" data-calendar-title>
          {model.title}
        </Heading>
        <button type="button" className={styles.nav} data-calendar-move="1">
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{w.nextMonth}</span>
        </button>
      </div>

      <p className={styles.today}>{todayLabel(today, language)}</p>

      <div
        className={styles.body}
        data-calendar-body
        dangerouslySetInnerHTML={{ __html: calendarMonthHtml(model, language) }}
      />
      <script
        type="application/json"
        data-calendar-events
        dangerouslySetInnerHTML={{ __html: data }}
      />
    </div>
  );
}
