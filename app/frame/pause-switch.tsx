import { useId } from "react";
import styles from "./pause-switch.module.css";

/**
 * The pause control of everything that scrolls by itself in CSS: a checkbox styled as a round
 * button, so it works without JavaScript. The moving element pauses with
 * `:has(> input:checked)` on its container; the switch hides itself under reduced motion.
 */
export function PauseSwitch({ label, className }: { label: string; className?: string }) {
  const id = useId();
  return (
    <>
      <input type="checkbox" id={id} className={`${styles.input} visually-hidden`} />
      <label htmlFor={id} className={`${styles.switch} ${className ?? ""}`}>
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </label>
    </>
  );
}
