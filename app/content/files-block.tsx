import type { RenderedBlock } from "./rendered.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";
import { Icon } from "../frame/icon.tsx";

type Files = Extract<RenderedBlock, { type: "files" }>["items"];

/** File tiles: each opens its document in a new tab. */
export function FilesBlock({ items }: { items: Files }) {
  const url = useFileUrl();
  return (
    <ul className={styles.files}>
      {items.map((item) => (
        <li key={item.title}>
          <a
            href={item.file ? url(item.file) : item.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="pdf" size={32} height={40} />
            <span className={styles.fileTitle}>{item.title}</span>
            {item.subtitle ? <span className={styles.fileSubtitle}>{item.subtitle}</span> : null}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
