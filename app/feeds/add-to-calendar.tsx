import { usePageSettings } from "../page-settings.ts";
import type { Item } from "../items/item.ts";
import { eventCalendarPath } from "./feed-catalogue.ts";
import { googleCalendarUrl } from "./google-calendar.ts";
import styles from "./calendar-links.module.css";
import { useLanguage, useWords } from "../i18n/words.ts";
import { calendarLinksWords } from "./calendar-links.words.ts";

/**
 * An event's "Add to calendar": its own .ics file (Apple, Outlook and most phones open it in
 * their calendar) and Google Calendar's form filled in. Plain links, so no script is needed.
 */
export function AddToCalendar({ item, url }: { item: Item; url: string }) {
  const { timeZone } = usePageSettings();
  const w = useWords(calendarLinksWords);
  const language = useLanguage();
  const google = googleCalendarUrl(item, url, timeZone);
  if (!google) return null;
  return (
    <section className={styles.box} aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar" className={styles.heading}>
        {w.addToCalendar}
      </h2>
      <p className={styles.choices}>
        <a
          href={eventCalendarPath(item.slug, language)}
          className={`${styles.choice} ${styles.main}`}
        >
          {w.calendarFile}
          <span className="visually-hidden">{w.forOtherCalendars}</span>
        </a>
        <a href={google} className={styles.choice} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden">{w.newTab}</span>
        </a>
      </p>
    </section>
  );
}
