import { siteUrl } from "../seo/site-url.ts";
import { eventsCalendarPath } from "./feed-catalogue.ts";
import styles from "./calendar-links.module.css";
import { useLanguage, useWords } from "../i18n/words.ts";
import { calendarLinksWords } from "./calendar-links.words.ts";

/**
 * The Events page's offer of the whole calendar: a webcal:// link, which a phone's or
 * computer's calendar subscribes to and refreshes by itself; Google Calendar's own way to
 * subscribe; and the same file to download once.
 */
export function CalendarSubscription() {
  const w = useWords(calendarLinksWords);
  // The calendar in the page's language: its events' titles in Hindi where the school wrote them.
  const calendar = eventsCalendarPath(useLanguage());
  const webcal = `webcal://${new URL(siteUrl).host}${calendar}`;
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return (
    <section className={styles.box} aria-labelledby="events-calendar">
      <h2 id="events-calendar" className={styles.heading}>
        {w.schoolEvents}
      </h2>
      <p className={styles.note}>{w.subscribeOnce}</p>
      <p className={styles.choices}>
        <a href={webcal} className={`${styles.choice} ${styles.main}`}>
          {w.subscribe}
        </a>
        <a href={google} className={styles.choice} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden">{w.newTab}</span>
        </a>
        <a href={calendar} className={styles.choice}>
          {w.downloadAll}
        </a>
      </p>
    </section>
  );
}
