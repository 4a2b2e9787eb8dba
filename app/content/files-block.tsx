import { Link } from "../link.tsx";
import type { BlockOf } from "./block-drawing.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";
import { Icon } from "../frame/icon.tsx";
import { safeHref } from "#contracts/links.ts";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

/** A circular's tile adds its page, and on a Hindi page whether its title is English (`lang`). */
type Files = (BlockOf<"files">["items"][number] & { page?: string; lang?: string })[];

/** File tiles: each opens its document in a new tab; a circular's tile also links its page. */
export function FilesBlock({ items }: { items: Files }) {
  const url = useFileUrl();
  const w = useWords(contentWords);
  return (
    <ul className={styles.files}>
      {items.map((item) => (
        <li key={item.title}>
          <a
            href={item.file ? url(item.file) : safeHref(item.href)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="pdf" size={32} height={40} />
            <span className={styles.fileTitle} lang={item.lang}>
              {item.title}
            </span>
            {item.subtitle ? <span className={styles.fileSubtitle}>{item.subtitle}</span> : null}
            <span className="visually-hidden">{w.newTab}</span>
          </a>
          {item.page ? (
            <Link to={item.page} className={styles.filePage}>
              {w.details}
              <span className="visually-hidden">{w.detailsFor(item.title)}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
