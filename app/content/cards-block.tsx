import { Link } from "../link.tsx";
import type { BlockOf } from "./block-drawing.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import styles from "./blocks.module.css";
import { safeHref } from "#contracts/links.ts";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

type Cards = BlockOf<"cards">["items"];

/** Cards have no title of their own, so each card's title sits at the block's own level. */
export function CardsBlock({ items, level }: { items: Cards; level: 2 | 3 | 4 }) {
  const url = useFileUrl();
  const sources = useImageSources();
  const w = useWords(contentWords);
  const Title = `h${level}` as const;
  return (
    <ul className={styles.cards}>
      {items.map((card) => {
        const link = card.link;
        const href = link?.file ? url(link.file) : safeHref(link?.href);
        return (
          <li key={card.title} className={styles.card}>
            {card.image ? (
              <img
                {...sources(
                  card.image.file,
                  "(min-width: 64em) 18rem, (min-width: 40em) 45vw, 92vw",
                )}
                alt={card.image.decorative ? "" : card.image.alt}
                width={card.image.width}
                height={card.image.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div className={styles.cardBody}>
              <Title>{card.title}</Title>
              {card.text ? <p>{card.text}</p> : null}
              {link?.to && safeHref(link.to) ? (
                <Link to={link.to}>{link.label}</Link>
              ) : href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {link!.label}
                  <span className="visually-hidden">{w.newTab}</span>
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
