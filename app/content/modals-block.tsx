import type { RenderedBlock } from "./rendered.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

type Modals = Extract<RenderedBlock, { type: "modals" }>["items"];

/** Pictures that open enlarged in a dialog, one at a time (the ERP software page). */
export function ModalsBlock({ items }: { items: Modals }) {
  const url = useFileUrl();
  return (
    <ul className={styles.modals}>
      {items.map((item) => (
        <li key={item.title} data-lightbox={item.title}>
          <a href={url(item.image.file)} data-caption={item.title}>
            <img
              src={url(item.image.file)}
              alt=""
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.modalTitle}>{item.title}</span>
          </a>
          {item.text ? <p>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
