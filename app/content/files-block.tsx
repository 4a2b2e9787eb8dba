import type { RenderedBlock } from "./rendered.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

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
            <svg aria-hidden="true" viewBox="0 0 32 40" width="32" height="40">
              <path d="M2 2h19l9 9v27H2Z" fill="#fff" stroke="currentColor" strokeWidth="2" />
              <path d="M21 2v9h9" fill="none" stroke="currentColor" strokeWidth="2" />
              <rect x="5" y="22" width="22" height="10" rx="1.5" fill="currentColor" />
              <text x="16" y="30" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff">
                PDF
              </text>
            </svg>
            <span className={styles.fileTitle}>{item.title}</span>
            {item.subtitle ? <span className={styles.fileSubtitle}>{item.subtitle}</span> : null}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
