import { Link } from "../link.tsx";
import type { ImageRef } from "#content/model.ts";
import { formatDate } from "#contracts/dates.ts";
import { itemLists } from "#contracts/item-paths.ts";
import { ImageLink } from "../content/stored-image.tsx";
import blocks from "../content/blocks.module.css";
import { findPage } from "../pages.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import { itemNoun, type Item } from "./item.ts";
import { ShareLinks } from "./share-links.tsx";
import { attachmentLabel } from "./attachment-label.ts";
import { EventTimingLabel } from "./event-timing.tsx";
import lists from "../lists/lists.module.css";
import styles from "./item.module.css";

/** The days an item is for: one day, or the first to the last. */
function When({ item }: { item: Item }) {
  // A circular's date as the office wrote it (spec 3), machine-readable where it is a date.
  if (item.dateShown !== undefined) {
    return item.date ? <time dateTime={item.date}>{item.dateShown}</time> : <>{item.dateShown}</>;
  }
  if (!item.date) return null;
  return (
    <>
      <time dateTime={item.date}>{formatDate(item.date)}</time>
      {item.endDate ? (
        <>
          {" to "}
          <time dateTime={item.endDate}>{formatDate(item.endDate)}</time>
        </>
      ) : null}
    </>
  );
}

/**
 * One item's own page: its title, when and where, its words, its pictures (a gallery that opens
 * in the lightbox), its attachments by name and kind, sharing, and the way back to its list.
 */
export function ItemArticle({
  item,
  url,
  descriptionHtml,
  children,
}: {
  item: Item;
  url: string;
  /** Its description as HTML (app/content/markdown.ts `proseHtml`). */
  descriptionHtml?: string;
  /** What a kind adds below the facts (an event's "Add to calendar"). */
  children?: React.ReactNode;
}) {
  const fileUrl = useFileUrl();
  const picture = useImageSources();
  const listPath = itemLists[item.list];
  const listName = findPage(listPath)?.name ?? item.list;
  const noun = itemNoun[item.list];
  const album = item.list === "Gallery";
  const [lead, ...more] = album ? [] : item.pictures;
  const gallery: ImageRef[] = (album ? item.pictures : more).map((file, i, all) => ({
    file,
    alt: item.captions?.[i] || `${item.title}: photo ${i + 1} of ${all.length}`,
    width: 800,
    height: 600,
    caption: item.captions?.[i] || item.title,
  }));
  return (
    <article className={`page-body ${styles.item}`}>
      <p className={styles.kind}>{noun}</p>
      <h1>{item.title}</h1>
      <dl className={`${lists.facts} ${styles.facts}`}>
        <div>
          <dt>{item.list === "Events" ? "When" : "Date"}</dt>
          <dd>
            <When item={item} />
            {item.time ? `, ${item.time}` : ""}
            {item.timing ? (
              <>
                {" "}
                <EventTimingLabel timing={item.timing} />
              </>
            ) : null}
          </dd>
        </div>
        {item.venue ? (
          <div>
            <dt>Where</dt>
            <dd>{item.venue}</dd>
          </div>
        ) : null}
        {item.audience ? (
          <div>
            <dt>For classes</dt>
            <dd>{item.audience.join(", ")}</dd>
          </div>
        ) : null}
        {album ? (
          <div>
            <dt>Photos</dt>
            <dd>{item.pictures.length}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      {lead ? (
        <a href={fileUrl(lead)} className={styles.lead} data-lightbox={item.title}>
          <img
            {...picture(lead, "(min-width: 60em) 48rem, 92vw")}
            alt={item.title}
            width={1200}
            height={800}
            decoding="async"
          />
          <span className="visually-hidden"> (enlarge picture)</span>
        </a>
      ) : null}
      {descriptionHtml ? (
        // Markdown the office typed, made HTML and cut down to simple formatting on the server.
        <div className={styles.words} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      ) : null}
      {gallery.length > 0 ? (
        <ul className={blocks.gallery} data-lightbox={item.title}>
          {gallery.map((image, i) => (
            <li key={`${i}-${image.file}`}>
              <ImageLink image={image} eager={album && i < 6} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.attachments.length > 0 ? (
        <>
          <h2 className={styles.subheading}>Attachments</h2>
          <ul className={styles.files}>
            {item.attachments.map((path, i) => (
              <li key={path}>
                <a href={fileUrl(path)} target="_blank" rel="noopener noreferrer">
                  {attachmentLabel({
                    noun,
                    path,
                    bytes: item.attachmentSizes?.[i],
                    index: i,
                    count: item.attachments.length,
                  })}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ShareLinks url={url} title={item.title} />
      <p>
        <Link to={listPath} className={styles.back}>
          <span aria-hidden="true">←</span> Back to {listName}
        </Link>
      </p>
    </article>
  );
}
