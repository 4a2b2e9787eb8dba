import { Link } from "../link.tsx";
import { fallbacks } from "#content/home.ts";
import { siteImages } from "#content/public-files.ts";
import type { Birthday, Topper } from "#contracts/entities.ts";
import { usePageSettings } from "../page-settings.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import { Carousel } from "./carousel.tsx";
import { birthdayPhoto, swapExtensionCase, type GalleryCover } from "./rules.ts";
import styles from "./home.module.css";
import { useLanguage } from "../i18n/words.ts";
import { homePlaceholders, homeWords } from "./home.words.ts";

// Carousel sizes and intervals of spec 9.
const toppersView = {
  base: 4,
  breakpoints: [
    { maxWidth: 1600, slides: 3 },
    { maxWidth: 1400, slides: 3 },
    { maxWidth: 1200, slides: 2 },
    { maxWidth: 480, slides: 1 },
  ],
};
const birthdaysView = {
  base: 2,
  breakpoints: [
    { maxWidth: 1400, slides: 1 },
    { maxWidth: 992, slides: 2 },
    { maxWidth: 480, slides: 1 },
  ],
};
const galleryView = {
  base: 5,
  breakpoints: [
    { maxWidth: 1300, slides: 3 },
    { maxWidth: 992, slides: 2 },
    { maxWidth: 767, slides: 1 },
  ],
};

export function ToppersCarousel({ toppers }: { toppers: Topper[] }) {
  const image = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  const cards =
    toppers.length > 0
      ? toppers.map((t) => ({
          key: t._id,
          name: t.name,
          division: `${String(t.division).replace(/%$/, "")}%`,
          stream: t.stream,
          photo: t.attachments[0],
        }))
      : fallbacks.toppers.map((t, i) => ({
          key: String(i),
          name: homePlaceholders[language].studentName,
          division: t.division,
          stream: "",
          photo: undefined,
        }));
  return (
    <section className={styles.section} aria-labelledby="home-toppers">
      <h2 id="home-toppers">{w.toppers}</h2>
      <Carousel
        label={w.toppersLabel}
        autoplayMs={3000}
        loop
        controls
        slidesPerView={toppersView}
        slides={cards.map((card) => (
          <article key={card.key} className={styles.person}>
            <img
              {...image(card.photo ?? siteImages.dummyTopper, "(min-width: 40em) 23rem, 90vw")}
              alt={card.photo ? card.name : ""}
              width="240"
              height="240"
              loading="lazy"
            />
            <p className={styles.star}>{card.division}</p>
            <h3>{card.name}</h3>
            {card.stream ? <p className={styles.muted}>{card.stream}</p> : null}
          </article>
        ))}
      />
      <Link to="/ToppersX" className={`button ${styles.more}`}>
        {w.readMore}
        <span className="visually-hidden">{w.aboutToppers}</span>
      </Link>
    </section>
  );
}

/** Photos go through `/api/image?url=`; one that fails is retried with its extension's case swapped. */
function BirthdayPhoto({ path, name, apiBase }: { path?: string; name: string; apiBase: string }) {
  const url = useFileUrl();
  const src = birthdayPhoto(path, apiBase) ?? url(siteImages.dummyTopper);
  return (
    <img
      src={src}
      alt={path ? name : ""}
      width="200"
      height="200"
      loading="lazy"
      onError={(event) => {
        const image = event.currentTarget;
        const swapped = path ? swapExtensionCase(path) : undefined;
        if (swapped && !image.dataset.retried) {
          image.dataset.retried = "true";
          image.src = birthdayPhoto(swapped, apiBase)!;
        }
      }}
    />
  );
}

export function BirthdaysCarousel({ birthdays }: { birthdays: Birthday[] }) {
  const { apiBase } = usePageSettings();
  const language = useLanguage();
  const w = homeWords[language];
  const placeholder = homePlaceholders[language];
  const cards =
    birthdays.length > 0
      ? birthdays.map((b) => ({
          key: b._id,
          name: b.name,
          class: b.class,
          photo: b.attachments[0],
        }))
      : fallbacks.birthdays.map((_, i) => ({
          key: String(i),
          name: placeholder.studentName,
          class: placeholder.class,
          photo: undefined,
        }));
  return (
    <section className={styles.section} aria-labelledby="home-birthdays">
      <h2 id="home-birthdays">{w.birthdays}</h2>
      <Carousel
        label={w.birthdaysLabel}
        autoplayMs={3000}
        loop
        controls
        slidesPerView={birthdaysView}
        slides={cards.map((card) => (
          <article key={card.key} className={styles.birthday}>
            <BirthdayPhoto path={card.photo} name={card.name} apiBase={apiBase} />
            <div>
              <h3>{card.name}</h3>
              <p className={styles.muted}>{card.class}</p>
            </div>
          </article>
        ))}
      />
    </section>
  );
}

export function GalleryCarousel({ galleries }: { galleries: GalleryCover[] }) {
  const image = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  const cards =
    galleries.length > 0
      ? galleries
      : fallbacks.gallery.map((g, i) => ({
          id: String(i),
          title: homePlaceholders[language].galleryTitle,
          href: g.href,
          cover: undefined,
        }));
  return (
    <section className={styles.section} aria-labelledby="home-gallery">
      <h2 id="home-gallery">{w.gallery}</h2>
      <Carousel
        label={w.albums}
        autoplayMs={2000}
        speed={1000}
        loop
        controls
        slidesPerView={galleryView}
        slides={cards.map((card) => (
          <article key={card.id} className={styles.album}>
            <img
              {...image(
                card.cover ?? siteImages.placeholderGallery,
                "(min-width: 40em) 23rem, 90vw",
              )}
              alt=""
              width="400"
              height="267"
              loading="lazy"
            />
            <h3>{card.title}</h3>
            <Link to={card.href}>
              {w.viewGallery}
              <span className="visually-hidden">: {card.title}</span>
            </Link>
          </article>
        ))}
      />
    </section>
  );
}
