import { Link } from "../link.tsx";
import { English, EnglishNote, OlderThanEnglish } from "../i18n/in-english.tsx";
import type { ImageRef } from "#content/model.ts";
import { formatDate } from "#contracts/dates.ts";
import { itemLists, itemPath } from "#contracts/item-paths.ts";
import { ImageLink } from "../content/stored-image.tsx";
import blocks from "../content/blocks.module.css";
import { findPage } from "../pages.ts";
import { pageName } from "../i18n/page-names.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import type { Item } from "./item.ts";
import { articleWords, itemNouns } from "./item.words.ts";
import { ShareLinks } from "./share-links.tsx";
import { attachmentLabel } from "./attachment-label.ts";
import { EventTimingLabel } from "./event-timing.tsx";
import lists from "../lists/lists.module.css";
import styles from "./item.module.css";

/** The days an item is for: one day, or the first to the last. */
function When({ item }: { item: Item }) {
  const language = useLanguage();
  const w = articleWords[language];
  // A circular's date as the office wrote it (spec 3), machine-readable where it is a date.
  if (item.dateShown !== undefined) {
    return item.date ? <time dateTime={item.date}>{item.dateShown}</time> : <>{item.dateShown}</>;
  }
  if (!item.date) return null;
  return (
    <>
      <time dateTime={item.date}>{formatDate(item.date, language)}</time>
      {item.endDate ? (
        <>
          {w.to}
          <time dateTime={item.endDate}>{formatDate(item.endDate, language)}</time>
          {w.toEnd}
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
  const language = useLanguage();
  const w = useWords(articleWords);
  const listPath = itemLists[item.list];
  const listPage = findPage(listPath);
  const listName = listPage ? pageName(listPage, language) : item.list;
  const noun = itemNouns[language][item.list];
  const album = item.list === "Gallery";
  const [lead, ...more] = album ? [] : item.pictures;
  const gallery: ImageRef[] = (album ? item.pictures : more).map((file, i, all) => ({
    file,
    alt: item.captions?.[i] || w.photoAlt(item.title, i + 1, all.length),
    width: 800,
    height: 600,
    caption: item.captions?.[i] || item.title,
  }));
  return (
    <article className={`page-body ${styles.item}`}>
      <p className={styles.kind}>{noun}</p>
      <h1>
        <English of={item} field="title">
          {item.title}
        </English>
      </h1>
      {/* The school's words of an item are English until it writes their Hindi, and its Hindi
          may have been written from English that has changed since. */}
      {language === "hi" && !item.inHindi?.length ? <EnglishNote /> : null}
      {language === "hi" && item.olderThanEnglish ? (
        <OlderThanEnglish path={itemPath(item.list, item.slug) ?? listPath} />
      ) : null}
      <dl className={`${lists.facts} ${styles.facts}`}>
        <div>
          <dt>{item.list === "Events" ? w.when : w.date}</dt>
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
            <dt>{w.where}</dt>
            <dd>
              <English of={item} field="venue">
                {item.venue}
              </English>
            </dd>
          </div>
        ) : null}
        {item.audience ? (
          <div>
            <dt>{w.forClasses}</dt>
            <dd>{item.audience.join(", ")}</dd>
          </div>
        ) : null}
        {album ? (
          <div>
            <dt>{w.photos}</dt>
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
          <span className="visually-hidden">{w.enlargePicture}</span>
        </a>
      ) : null}
      {descriptionHtml ? (
        // Markdown the office typed, made HTML and cut down to simple formatting on the server.
        <div
          className={styles.words}
          lang={language === "hi" && !item.inHindi?.includes("description") ? "en-IN" : undefined}
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
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
          <h2 className={styles.subheading}>{w.attachments}</h2>
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
                    language,
                  })}
                  <span className="visually-hidden">{w.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ShareLinks url={url} title={item.title} />
      <p>
        <Link to={listPath} className={styles.back}>
          <span aria-hidden="true">←</span>
          {w.backTo}
          {listName}
          {w.backToEnd}
        </Link>
      </p>
    </article>
  );
}
