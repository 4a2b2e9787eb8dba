import type { EventTiming } from "#contracts/dates.ts";
import { useWords } from "../i18n/words.ts";
import { timingWords } from "./item.words.ts";
import styles from "./event-timing.module.css";

/** Whether an event is still to come, on today or over: a label a parent sees at a glance. */
export function EventTimingLabel({ timing }: { timing: EventTiming | undefined }) {
  const words = useWords(timingWords);
  if (!timing) return null;
  return (
    <span className={styles.timing} data-timing={timing}>
      {words[timing]}
    </span>
  );
}
