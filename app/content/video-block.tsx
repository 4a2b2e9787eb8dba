import styles from "./blocks.module.css";
import { videoAddresses } from "./video-addresses.ts";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

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
  const w = useWords(contentWords);
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
          <span className="visually-hidden">{w.playVideo}</span>
          <span className={styles.posterTitle}>{title}</span>
        </a>
      </div>
      {showTitle ? <figcaption>{title}</figcaption> : null}
    </figure>
  );
}
