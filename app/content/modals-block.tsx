import { useState } from "react";
import type { RenderedBlock } from "./rendered.ts";
import { Lightbox } from "./lightbox.tsx";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

type Modals = Extract<RenderedBlock, { type: "modals" }>["items"];

/** Pictures that open enlarged in a dialog, one at a time (the ERP software page). */
export function ModalsBlock({ items }: { items: Modals }) {
  const [open, setOpen] = useState<number | null>(null);
  const url = useFileUrl();
  return (
    <>
      <ul className={styles.modals}>
        {items.map((item, index) => (
          <li key={item.title}>
            <a
              href={url(item.image.file)}
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
            >
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
      {items.map((item, index) => (
        <Lightbox
          key={item.title}
          images={[{ ...item.image, caption: item.title }]}
          index={open === index ? 0 : null}
          label={item.title}
          onIndex={() => {}}
          onClose={() => setOpen(null)}
        />
      ))}
    </>
  );
}
