import type { InLanguage } from "#contracts/records/hindi.ts";
import { heroImages } from "#content/home.ts";
import type { Highlight } from "#contracts/entities.ts";
import { formatDate } from "#contracts/dates.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import { Carousel } from "./carousel.tsx";
import { isNewNotice } from "./rules.ts";
import { VerticalTicker } from "./vertical-ticker.tsx";
import styles from "./home.module.css";
import { safeHref } from "#contracts/links.ts";
import { useLanguage } from "../i18n/words.ts";
import { homePlaceholders, homeWords, inLanguage } from "./home.words.ts";
import { Description, English } from "../i18n/in-english.tsx";

/**
 * The six-slide image slider beside the Notice Board ticker (spec 2.7 item 5), edge to edge
 * across the screen; the two stand equally tall side by side (home.module.css), the slider first
 * on a phone. `underPopup`: the notification popup's picture covers the slider on the first
 * screen, so that picture, not the first slide, is the one fetched first.
 */
export function Hero({
  notices,
  underPopup,
}: {
  notices: (Highlight & InLanguage)[];
  underPopup: boolean;
}) {
  const url = useFileUrl();
  const sources = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={styles.hero} aria-labelledby="notice-board-title">
      <Carousel
        label={w.slider}
        className={styles.slider}
        autoplayMs={3000}
        speed={2000}
        loop
        controls
        slidesPerView={{ base: 1 }}
        slides={heroImages.map((image, index) => (
          <img
            key={image.file}
            {...sources(image.file, "(min-width: 62em) 66vw, 100vw")}
            alt={inLanguage(image, language).alt}
            width={image.width}
            height={image.height}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 && !underPopup ? "high" : undefined}
            className={styles.slideImage}
          />
        ))}
      />
      <div className={styles.noticeBoard}>
        <h2 id="notice-board-title">{w.noticeBoard}</h2>
        {notices.length > 0 ? (
          <VerticalTicker
            label={w.notices}
            fill
            items={notices.map((notice) => (
              <article key={notice._id} className={styles.notice}>
                <h3>
                  <English of={notice} field="title">
                    {notice.title}
                  </English>
                  {isNewNotice(notice) ? (
                    <span className={styles.newBadge}>{w.newBadge}</span>
                  ) : null}
                </h3>
                <Description of={notice} text={notice.description} />
                <p className={styles.noticeMeta}>
                  <time dateTime={notice.fromDate}>{formatDate(notice.fromDate, language)}</time>
                  {notice.attachments[0] ? (
                    <a href={url(notice.attachments[0])} target="_blank" rel="noopener noreferrer">
                      {w.attachment}
                      <span className="visually-hidden">: {notice.title}</span>
                    </a>
                  ) : null}
                  {safeHref(notice.url) ? (
                    <a href={safeHref(notice.url)} target="_blank" rel="noopener noreferrer">
                      {w.link}
                      <span className="visually-hidden">: {notice.title}</span>
                    </a>
                  ) : null}
                </p>
              </article>
            ))}
          />
        ) : (
          <article className={styles.notice}>
            <h3>{homePlaceholders[language].notice}</h3>
          </article>
        )}
      </div>
    </section>
  );
}
