import type { EventTiming } from "#contracts/dates.ts";
import styles from "./event-timing.module.css";

const words: Record<EventTiming, string> = {
  upcoming: "Upcoming",
  today: "Today",
  past: "Past event",
};

/** Whether an event is still to come, on today or over: a label a parent sees at a glance. */
export function EventTimingLabel({ timing }: { timing: EventTiming | undefined }) {
  if (!timing) return null;
  return (
    <span className={styles.timing} data-timing={timing}>
      {words[timing]}
    </span>
  );
}
