import { Link } from "../link.tsx";
import {
  about,
  curriculum,
  facilities,
  fallbacks,
  quickTiles,
  whatSetsUsApartTeaser,
} from "#content/home.ts";
import { siteImages } from "#content/public-files.ts";
import type { NewsItem, SchoolEvent } from "#contracts/entities.ts";
import { CardsBlock } from "../content/cards-block.tsx";
import { Blocks } from "../content/blocks.tsx";
import { formatDate, formatDayMonth } from "#contracts/dates.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";
import type { HomeData } from "./home-data.server.ts";
import { EventCalendar } from "./event-calendar.tsx";
import { VerticalTicker } from "./vertical-ticker.tsx";
import styles from "./home.module.css";
import { useLanguage } from "../i18n/words.ts";
import { homePlaceholders, homeWords, inLanguage } from "./home.words.ts";
import { Description, English } from "../i18n/in-english.tsx";
import type { InLanguage } from "#contracts/records/hindi.ts";

export function QuickTiles() {
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <nav aria-label={w.quickLinks} className={styles.tiles}>
      <ul>
        {quickTiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to}>{inLanguage(tile, language).label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AboutBlock() {
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={styles.about} aria-labelledby="home-about">
      <div>
        <h2 id="home-about">{inLanguage(about, language).heading}</h2>
        <p>{inLanguage(about, language).text}</p>
        <Link to={about.link.to} className={`button ${styles.more}`}>
          {inLanguage(about.link, language).label}
          <span className="visually-hidden">{w.aboutTheSchool}</span>
        </Link>
      </div>
      <dl className={styles.statistics}>
        {about.statistics.map((item) => (
          <div key={item.label}>
            <dt>{inLanguage(item, language).label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function CurriculumTabs() {
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={styles.section} aria-labelledby="home-curriculum">
      <h2 id="home-curriculum">{w.curriculum}</h2>
      <Blocks
        level={3}
        blocks={[
          {
            type: "tabs",
            label: w.curriculum,
            tabs: curriculum.map((stage) => {
              const { label, text } = inLanguage(stage, language);
              return {
                label,
                blocks: [
                  { type: "prose", html: `<p>${text}</p>` },
                  { type: "links", items: [{ label: w.readMoreAbout(label), to: stage.to }] },
                ],
              };
            }),
          },
        ]}
      />
    </section>
  );
}

export function EventsSection({
  upcoming,
  calendarEvents,
  today,
}: Pick<HomeData, "upcoming" | "calendarEvents" | "today">) {
  const image = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  const events =
    upcoming.length > 0
      ? upcoming.map((event: SchoolEvent & InLanguage) => {
          const [day = "", month = ""] = formatDayMonth(event.date, language).split(" ");
          return {
            key: event._id,
            day,
            month,
            // The school's words: English until it writes their Hindi.
            title: (
              <English of={event} field="title">
                {event.title}
              </English>
            ),
            time: event.time,
            venue: event.venue,
            image: event.images[0],
          };
        })
      : homePlaceholders[language].events.map((event) => ({
          ...event,
          key: event.title,
          image: undefined,
        }));
  return (
    <section className={styles.events} aria-labelledby="home-events">
      <div>
        <h2 id="home-events-calendar">{w.academicCalendar}</h2>
        <EventCalendar events={calendarEvents} today={today} />
      </div>
      <div>
        <h2 id="home-events">{w.upcomingEvents}</h2>
        <ul className={styles.eventList} aria-labelledby="home-events">
          {events.map((event) => (
            <li key={event.key}>
              <img
                {...image(event.image ?? siteImages.defaultEvent, "6rem")}
                alt=""
                width="160"
                height="107"
                loading="lazy"
              />
              <p className={styles.eventDate}>
                <span>{event.day}</span> {event.month}
              </p>
              <div>
                <h3>{event.title}</h3>
                <p className={styles.muted}>
                  {[event.time, event.venue].filter(Boolean).join(" · ")}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <Link to="/Events" className={`button ${styles.more}`}>
          {w.allEvents}
        </Link>
      </div>
    </section>
  );
}

export function NewsTicker({ news }: { news: (NewsItem & InLanguage)[] }) {
  const url = useFileUrl();
  const image = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <h2 id="home-news">{w.recentActivities}</h2>
      {news.length > 0 ? (
        <VerticalTicker
          label={w.news}
          items={news.map((item) => (
            <article key={item._id} className={styles.newsItem}>
              <img
                {...image(item.image[0] ?? siteImages.defaultNews, "7.5rem")}
                alt=""
                width="120"
                height="80"
                loading="lazy"
              />
              <div>
                <h3>
                  {item.attachments[0] ? (
                    <a href={url(item.attachments[0])} target="_blank" rel="noopener noreferrer">
                      <English of={item} field="title">
                        {item.title}
                      </English>
                      <span className="visually-hidden">{w.attachmentNewTab}</span>
                    </a>
                  ) : (
                    <English of={item} field="title">
                      {item.title}
                    </English>
                  )}
                </h3>
                <Description of={item} text={item.description} />
                <p className={styles.muted}>
                  <time dateTime={item.fromDate}>{formatDate(item.fromDate, language)}</time>
                </p>
              </div>
            </article>
          ))}
        />
      ) : null}
      <Link to="/News" className={`button ${styles.more}`}>
        {w.allNews}
      </Link>
    </section>
  );
}

/**
 * The opening of the Principal's letter (app/home/letter-opening.ts), the name once under it,
 * and READ MORE to the whole letter.
 */
export function PrincipalTeaser({ principal }: Pick<HomeData, "principal">) {
  const image = useImageSources();
  const language = useLanguage();
  const w = homeWords[language];
  const shown = principal ?? {
    name: fallbacks.principal.name,
    photo: fallbacks.principal.photo,
    opening: homePlaceholders[language].principalMessage,
    english: false,
  };
  return (
    <section className={styles.principal} aria-labelledby="home-principal">
      <img
        {...image(shown.photo ?? siteImages.principalFallback, "16rem")}
        alt={w.principalPhoto(shown.name)}
        width="320"
        height="320"
        loading="lazy"
      />
      <div>
        <h2 id="home-principal">{w.principalsMessage}</h2>
        <blockquote
          className={styles.message}
          lang={shown.english ? "en-IN" : undefined}
          dangerouslySetInnerHTML={{ __html: shown.opening }}
        />
        <p className={styles.signature}>
          {shown.name}
          <span className={styles.muted}>{w.principal}</span>
        </p>
        <Link to="/PrincipalMessage" className={`button ${styles.more}`}>
          {w.readMoreCaps}
          <span className="visually-hidden">{w.ofPrincipalsMessage}</span>
        </Link>
      </div>
    </section>
  );
}

export function FacilityCards() {
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={`${styles.section} ${styles.facilities}`} aria-labelledby="home-facilities">
      <h2 id="home-facilities">{w.facilities}</h2>
      <CardsBlock
        level={3}
        items={facilities.map((card) => {
          const { title, text } = inLanguage(card, language);
          return {
            title,
            text,
            image: { file: card.image, alt: "", width: 1200, height: 800 },
            link: { label: w.readMoreAbout(title), to: card.link.to },
          };
        })}
      />
    </section>
  );
}

export function WhatSetsUsApart() {
  const language = useLanguage();
  const w = homeWords[language];
  return (
    <section className={styles.section} aria-labelledby="home-apart">
      <h2 id="home-apart">{w.setsUsApart}</h2>
      <ul className={styles.initiatives}>
        {whatSetsUsApartTeaser.items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{inLanguage(item, language).line}</p>
          </li>
        ))}
      </ul>
      <Link to={whatSetsUsApartTeaser.link.to} className={`button ${styles.more}`}>
        {inLanguage(whatSetsUsApartTeaser.link, language).label}
        <span className="visually-hidden">{w.aboutSetsUsApart}</span>
      </Link>
    </section>
  );
}
