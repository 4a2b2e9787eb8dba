import type { BlockOf } from "./block-drawing.ts";
import { ImageLink } from "./stored-image.tsx";
import styles from "./blocks.module.css";

type Modals = BlockOf<"modals">["items"];

/** Pictures that open enlarged in a dialog, one at a time (the ERP software page). */
export function ModalsBlock({ items }: { items: Modals }) {
  return (
    <ul className={styles.modals}>
      {items.map((item) => (
        <li key={item.title} data-lightbox={item.title}>
          <ImageLink
            image={{ ...item.image, alt: "", caption: item.title }}
            sizes="(max-width: 40em) 92vw, 18rem"
          >
            <span className={styles.modalTitle}>{item.title}</span>
          </ImageLink>
          {item.text ? <p>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
