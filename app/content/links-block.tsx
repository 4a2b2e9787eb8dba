import { Link } from "../link.tsx";
import type { LinkRef } from "#content/model.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";
import { safeHref } from "#contracts/links.ts";

/** Call-to-action links: internal pages in place, external sites and files in a new tab. */
export function LinksBlock({ items }: { items: LinkRef[] }) {
  const url = useFileUrl();
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
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  );
}
