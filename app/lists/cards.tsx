import { Link } from "../link.tsx";
import { Description, English } from "../i18n/in-english.tsx";
import type { InLanguage } from "#contracts/records/hindi.ts";
import { siteImages } from "#content/public-files.ts";
import type { Gallery, NewsItem, SchoolEvent, Topper, Video } from "#contracts/entities.ts";
import { formatDate, type EventTiming } from "#contracts/dates.ts";
import type { CardSpec } from "#contracts/records/kind.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import styles from "./list-page.module.css";
import { Icon } from "../frame/icon.tsx";
import { itemPath, newsList } from "#contracts/item-paths.ts";
import { attachmentLabel } from "../items/attachment-label.ts";
import { EventTimingLabel } from "../items/event-timing.tsx";
import { itemNouns } from "../items/item.words.ts";
import { useLanguage, useWords } from "../i18n/words.ts";
import { listWords } from "./lists.words.ts";
import { videoAddresses } from "../content/video-addresses.ts";

/** An item's attachments, each a link saying what it is, its kind and size ("Notice (PDF, 120 KB)"). */
function Attachments({
  paths,
  sizes,
  noun,
  title,
}: {
  paths: string[];
  sizes?: (number | null)[];
  noun: string;
  /** The item's title, which tells the links of different cards apart to a screen reader. */
  title: string;
}) {
  const url = useFileUrl();
  const language = useLanguage();
  if (paths.length === 0) return null;
  return (
    <ul className={styles.attachments}>
      {paths.map((path, i) => (
        <li key={path}>
          <a href={url(path)} target="_blank" rel="noopener noreferrer">
            <Icon name="attachment" size={18} />
            {attachmentLabel({
              noun,
              path,
              bytes: sizes?.[i],
              index: i,
              count: paths.length,
              language,
            })}
            <span className="visually-hidden">
              {": "}
              {title}
              {listWords[language].opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A card's picture, drawn across the card's width (3:2 unless it says otherwise). */
function CardPicture({
  file,
  alt = "",
  width = 1200,
  height = 800,
}: {
  file: string;
  alt?: string;
  width?: number;
  height?: number;
}) {
  const picture = useImageSources();
  return (
    <img
      {...picture(file, "(min-width: 40em) 18rem, 92vw")}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A card's date as a badge, spec 9's 'D Mon YYYY'; nothing for an unreadable date. */
function DateBadge({ date }: { date: string }) {
  const shown = formatDate(date, useLanguage());
  return shown ? (
    <time className={styles.date} dateTime={date}>
      {shown}
    </time>
  ) : null;
}

/** A card's title, a link to the item's own page where it has one. */
function CardTitle({ title, to, of }: { title: string; to?: string; of?: InLanguage }) {
  const words = (
    <English of={of} field="title">
      {title}
    </English>
  );
  return <h2>{to ? <Link to={to}>{words}</Link> : words}</h2>;
}

export function NoticeCard({ item }: { item: NewsItem & InLanguage }) {
  const nouns = useWords(itemNouns);
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <DateBadge date={item.fromDate} />
        <CardTitle title={item.title} to={itemPath(newsList(item.category), item.slug)} of={item} />
        <Description of={item} text={item.description} />
        <Attachments
          paths={item.attachments}
          sizes={item.attachmentSizes}
          noun={nouns.NoticeBoard}
          title={item.title}
        />
      </div>
    </li>
  );
}

/** A news item or an event: clips, the first image (or the default) in a lightbox, the words. */
export function StoryCard({
  title,
  description,
  date,
  endDate,
  time,
  venue,
  images,
  attachments,
  attachmentSizes,
  noun,
  timing,
  defaultImage,
  to,
  of,
}: {
  /** The item's own page. */
  to?: string;
  /** Which of its words are in Hindi on a Hindi page. */
  of?: InLanguage;
  title: string;
  description: string;
  date: string;
  /** The last day of an event over several days. */
  endDate?: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
  attachmentSizes?: (number | null)[];
  /** What one such item is called, for its attachments' labels. */
  noun: string;
  /** An event's: upcoming, on today or past. */
  timing?: EventTiming;
  defaultImage: string;
}) {
  const url = useFileUrl();
  const language = useLanguage();
  const w = listWords[language];
  const image = { file: images[0] ?? defaultImage, alt: title, width: 1200, height: 800 };
  return (
    <li className={styles.card} data-lightbox={title}>
      <a href={url(image.file)} className={styles.imageButton}>
        <CardPicture file={image.file} alt={title} />
        <span className="visually-hidden">{w.enlargePicture}</span>
      </a>
      <div className={styles.cardBody}>
        <EventTimingLabel timing={timing} />
        <CardTitle title={title} to={to} of={of} />
        <Description of={of} text={description} />
        <p className={styles.meta}>
          <time dateTime={date}>{formatDate(date, language)}</time>
          {endDate && endDate > date ? (
            <>
              {w.to}
              <time dateTime={endDate}>{formatDate(endDate, language)}</time>
              {w.toEnd}
            </>
          ) : null}
          {time ? ` · ${time}` : ""}
          {venue ? (
            <>
              {" · "}
              <English of={of} field="venue">
                {venue}
              </English>
            </>
          ) : null}
        </p>
        <Attachments paths={attachments} sizes={attachmentSizes} noun={noun} title={title} />
      </div>
    </li>
  );
}

// A news item names its date and pictures differently from an event; otherwise they read alike.
export const NewsCard = ({ item }: { item: NewsItem & InLanguage }) => (
  <StoryCard
    {...item}
    of={item}
    noun={useWords(itemNouns).News}
    date={item.fromDate}
    images={item.image}
    defaultImage={siteImages.defaultNews}
    to={itemPath(newsList(item.category), item.slug)}
  />
);

/** An event, with whether it is upcoming, on today or past (set by the list's loader). */
export const EventCard = ({
  item,
}: {
  item: SchoolEvent & InLanguage & { timing?: EventTiming };
}) => (
  <StoryCard
    {...item}
    of={item}
    noun={useWords(itemNouns).Events}
    defaultImage={siteImages.defaultEvent}
    to={itemPath("Events", item.slug)}
  />
);

export function GalleryCard({ item }: { item: Gallery & InLanguage }) {
  const w = useWords(listWords);
  return (
    <li className={styles.card}>
      <CardPicture file={item.attachments[0] ?? siteImages.placeholderGallery} />
      <div className={styles.cardBody}>
        <DateBadge date={item.date} />
        <p className={styles.meta}>
          {w.photoCount}
          {item.attachments.length}
        </p>
        <h2>
          <English of={item} field="title">
            {item.title}
          </English>
        </h2>
        <Link
          to={itemPath("Gallery", item.slug) ?? `/SubGallery?id=${encodeURIComponent(item._id)}`}
        >
          {w.viewMore}
          <span className="visually-hidden">
            {": "}
            {item.title}
          </span>
        </Link>
      </div>
    </li>
  );
}

export function TopperCard({ item }: { item: Topper }) {
  const photo = item.attachments[0];
  return (
    <li className={styles.card}>
      <CardPicture
        file={photo ?? siteImages.dummyTopper}
        alt={photo ? item.name : ""}
        width={400}
        height={400}
      />
      <div className={styles.cardBody}>
        <p className={styles.percent}>{String(item.division).replace(/%$/, "")}%</p>
        <h2>
          <English>{item.name}</English>
        </h2>
        {item.stream ? <p className={styles.meta}>{item.stream}</p> : null}
      </div>
    </li>
  );
}

/**
 * A video: every card alike, a 16:9 picture with a play mark over it (the office's thumbnail,
 * or the school's poster), then the title and the date. A thumbnail opens the video on its own
 * site; a video without one plays in place (app/content/video.browser.ts), its link still leading to
 * the video where scripts do not run.
 */
export function VideoCard({ item }: { item: Video & InLanguage }) {
  const thumbnail = item.attachments[0];
  const id = /(?:embed\/|v=|youtu\.be\/)([\w-]{6,})/.exec(item.videoUrl)?.[1];
  const embed = !thumbnail && id ? videoAddresses(id) : undefined;
  const language = useLanguage();
  const w = listWords[language];
  return (
    <li className={styles.card}>
      <a
        className={styles.video}
        href={embed ? embed.page : item.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        {...(embed && {
          "data-video-embed": embed.player,
          "data-video-title": item.title,
        })}
      >
        {thumbnail ? <CardPicture file={thumbnail} width={1600} height={900} /> : null}
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">
          {w.playVideo}
          {item.title}
          {embed ? "" : w.opensInNewTab}
        </span>
      </a>
      <div className={styles.cardBody}>
        <h2>
          <English of={item} field="title">
            {item.title}
          </English>
        </h2>
        <p className={styles.meta}>
          <time dateTime={item.date}>{formatDate(item.date, language)}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * One item of a kind declared as a module (contracts/records/), drawn from its card: the photo
 * (or the school's placeholder), a label such as the award's level, a heading, lines and a date.
 */
export function RecordCard<Entity>({
  card,
  item,
  heading: Heading = "h2",
}: {
  card: CardSpec<Entity>;
  item: Entity;
  /** The card's heading level: h2 on a list page, h3 in a section of the home page. */
  heading?: "h2" | "h3";
}) {
  const language = useLanguage();
  const photo = card.photo(item);
  const date = card.date?.(item);
  const shownDate = date ? formatDate(date, language) : "";
  return (
    <li className={styles.card}>
      <CardPicture
        file={photo ?? siteImages.dummyTopper}
        alt={photo ? card.alt(item) : ""}
        width={400}
        height={400}
      />
      <div className={styles.cardBody}>
        {card.label ? <p className={styles.label}>{card.label(item, language)}</p> : null}
        <Heading>{card.heading(item)}</Heading>
        {card.lines(item, language).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {date && shownDate ? (
          <p className={styles.meta}>
            <time dateTime={date}>{shownDate}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}
