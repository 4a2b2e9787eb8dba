import { Link } from "../link.tsx";
import type { LinkRef } from "#content/model.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";
import { safeHref } from "#contracts/links.ts";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

/** Call-to-action links: internal pages in place, external sites and files in a new tab. */
export function LinksBlock({ items }: { items: LinkRef[] }) {
  const url = useFileUrl();
  const w = useWords(contentWords);
  return (
    <p className={styles.links}>
      {items.map((item) =>
        item.to && safeHref(item.to) ? (
          <Link key={item.label} to={item.to} className="button">
            {item.label}
          </Link>
        ) : (
          <a
            key={item.label}
            href={item.file ? url(item.file) : safeHref(item.href)}
            target="_blank"
            rel="noopener noreferrer"
            className="button"
          >
            {item.label}
            <span className="visually-hidden">{w.newTab}</span>
          </a>
        ),
      )}
    </p>
  );
}
