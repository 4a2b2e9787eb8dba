import styles from "./blocks.module.css";

/**
 * A video's two addresses on the video-hosting service: its own page, where the link leads
 * without JavaScript, and the privacy-enhanced player the video behaviour puts in its place.
 */
export function videoAddresses(youtubeId: string): { page: string; player: string } {
  const id = encodeURIComponent(youtubeId);
  return {
    page: `https://www.youtube.com/watch?v=${id}`,
    player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}

/**
 * A video from the video-hosting service, light until asked for: a link to the video that,
 * with JavaScript, becomes the player in place. A page of ten videos loads no player at all.
 */
export function VideoBlock({
  title,
  youtubeId,
  showTitle = false,
}: {
  title: string;
  youtubeId: string;
  showTitle?: boolean;
}) {
  const { page, player } = videoAddresses(youtubeId);
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        <a
          className={styles.poster}
          href={page}
          target="_blank"
          rel="noopener noreferrer"
          data-video-embed={player}
          data-video-title={title}
        >
          <span className={styles.play} aria-hidden="true" />
          <span className="visually-hidden">Play video: </span>
          <span className={styles.posterTitle}>{title}</span>
        </a>
      </div>
      {showTitle ? <figcaption>{title}</figcaption> : null}
    </figure>
  );
}
