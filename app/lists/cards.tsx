import { Link } from "react-router";
import { siteImages } from "#content/public-files.ts";
import type { Gallery, NewsItem, SchoolEvent, Topper, Video } from "#contracts/entities.ts";
import { VideoBlock } from "../content/video-block.tsx";
import { formatDate, formatDayMonth } from "#contracts/dates.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import styles from "./list-page.module.css";
import { Icon } from "../frame/icon.tsx";
import { itemPath, newsList } from "#contracts/item-paths.ts";

function Clip({ path, title }: { path: string; title: string }) {
  const url = useFileUrl();
  return (
    <a href={url(path)} target="_blank" rel="noopener noreferrer" className={styles.clip}>
      <Icon name="attachment" />
      <span className="visually-hidden">Attachment: {title} (opens in a new tab)</span>
    </a>
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

/** A card's title, a link to the item's own page where it has one. */
function CardTitle({ title, to }: { title: string; to?: string }) {
  return <h2>{to ? <Link to={to}>{title}</Link> : title}</h2>;
}

export function NoticeCard({ item }: { item: NewsItem }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <span className={styles.date}>{formatDayMonth(item.fromDate)}</span>
        <CardTitle title={item.title} to={itemPath(newsList(item.category), item.slug)} />
        {item.description ? <p>{item.description}</p> : null}
        {item.attachments[0] ? <Clip path={item.attachments[0]} title={item.title} /> : null}
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
  defaultImage,
  to,
}: {
  /** The item's own page. */
  to?: string;
  title: string;
  description: string;
  date: string;
  /** The last day of an event over several days. */
  endDate?: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
  defaultImage: string;
}) {
  const url = useFileUrl();
  const image = { file: images[0] ?? defaultImage, alt: title, width: 1200, height: 800 };
  return (
    <li className={styles.card} data-lightbox={title}>
      <a href={url(image.file)} className={styles.imageButton}>
        <CardPicture file={image.file} alt={title} />
        <span className="visually-hidden"> (enlarge picture)</span>
      </a>
      <div className={styles.cardBody}>
        <CardTitle title={title} to={to} />
        {description ? <p>{description}</p> : null}
        <p className={styles.meta}>
          <time dateTime={date}>{formatDate(date)}</time>
          {endDate && endDate > date ? (
            <>
              {" to "}
              <time dateTime={endDate}>{formatDate(endDate)}</time>
            </>
          ) : null}
          {time ? ` · ${time}` : ""}
          {venue ? ` · ${venue}` : ""}
        </p>
        {attachments.length > 0 ? (
          <p>
            {attachments.map((path) => (
              <Clip key={path} path={path} title={title} />
            ))}
          </p>
        ) : null}
      </div>
    </li>
  );
}

// A news item names its date and pictures differently from an event; otherwise they read alike.
export const NewsCard = ({ item }: { item: NewsItem }) => (
  <StoryCard
    {...item}
    date={item.fromDate}
    images={item.image}
    defaultImage={siteImages.defaultNews}
    to={itemPath(newsList(item.category), item.slug)}
  />
);

export const EventCard = ({ item }: { item: SchoolEvent }) => (
  <StoryCard {...item} defaultImage={siteImages.defaultEvent} to={itemPath("Events", item.slug)} />
);

export function GalleryCard({ item }: { item: Gallery }) {
  return (
    <li className={styles.card}>
      <CardPicture file={item.attachments[0] ?? siteImages.placeholderGallery} />
      <div className={styles.cardBody}>
        <span className={styles.date}>{formatDayMonth(item.date)}</span>
        <p className={styles.meta}>Number Of Photos : {item.attachments.length}</p>
        <h2>{item.title}</h2>
        <Link
          to={itemPath("Gallery", item.slug) ?? `/SubGallery?id=${encodeURIComponent(item._id)}`}
        >
          View More<span className="visually-hidden">: {item.title}</span>
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
        <h2>{item.name}</h2>
        {item.stream ? <p className={styles.meta}>{item.stream}</p> : null}
      </div>
    </li>
  );
}

export function VideoCard({ item }: { item: Video }) {
  const thumbnail = item.attachments[0];
  const id = /(?:embed\/|v=|youtu\.be\/)([\w-]{6,})/.exec(item.videoUrl)?.[1];
  return (
    <li className={styles.card}>
      {thumbnail || !id ? (
        <a href={item.videoUrl} target="_blank" rel="noopener noreferrer">
          <CardPicture file={thumbnail ?? siteImages.placeholderGallery} />
          <span className="visually-hidden">Watch {item.title} (opens in a new tab)</span>
        </a>
      ) : (
        <VideoBlock title={item.title} youtubeId={id} />
      )}
      <div className={styles.cardBody}>
        <h2>{item.title}</h2>
        <p className={styles.meta}>
          <time dateTime={item.date}>{formatDate(item.date)}</time>
        </p>
      </div>
    </li>
  );
}
