import { marked } from "marked";
import { sanitizeMessage } from "#contracts/message-html.ts";
import { formatDate } from "#contracts/dates.ts";
import type { RecordKindName } from "#contracts/office-records.ts";
import { moduleNamed } from "#contracts/records/index.ts";
import {
  EventCard,
  GalleryCard,
  NewsCard,
  NoticeCard,
  RecordCard,
  TopperCard,
  VideoCard,
} from "../lists/cards.tsx";
import { photosOf } from "./photo-list.tsx";
import listStyles from "../lists/list-page.module.css";
import s from "./office.module.css";

const text = (value: unknown) => (value == null ? "" : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * A record drawn as the site draws it, from the form's values before anything is saved: list
 * records with the list pages' own cards, the others as the home page shows them.
 */
export function RecordPreview({
  kind,
  values,
}: {
  kind: RecordKindName;
  values: Record<string, unknown>;
}) {
  const common = {
    _id: "preview",
    title: text(values.title),
    description: text(values.description),
    attachments: list(values.attachments),
    time: text(values.time),
    venue: text(values.venue),
  };
  let drawn: React.ReactNode;
  // A kind declared as a module with a card is drawn with it, as its page draws it.
  const module = moduleNamed(kind);
  const item = module?.card && module.public?.entity.safeParse({ _id: "preview", ...values });
  if (module?.card && item?.success) {
    drawn = (
      <ul className={listStyles.cards}>
        <RecordCard card={module.card} item={item.data} />
      </ul>
    );
  } else if (kind === "news") {
    const item = {
      ...common,
      category: text(values.category),
      fromDate: text(values.fromDate),
      date: text(values.date) || text(values.fromDate),
      image: list(values.image),
    };
    drawn = (
      <ul className={listStyles.cards}>
        {item.category === "NoticeBoard" ? <NoticeCard item={item} /> : <NewsCard item={item} />}
      </ul>
    );
  } else if (kind === "events") {
    drawn = (
      <ul className={listStyles.cards}>
        <EventCard item={{ ...common, date: text(values.date), images: list(values.images) }} />
      </ul>
    );
  } else if (kind === "albums") {
    const photos = photosOf(values.attachments);
    drawn = (
      <ul className={listStyles.cards}>
        <GalleryCard
          item={{
            ...common,
            category: text(values.category),
            date: text(values.date),
            attachments: photos.map((photo) => photo.path),
          }}
        />
      </ul>
    );
  } else if (kind === "videos") {
    drawn = (
      <ul className={listStyles.cards}>
        <VideoCard item={{ ...common, date: text(values.date), videoUrl: text(values.videoUrl) }} />
      </ul>
    );
  } else if (kind === "toppers") {
    drawn = (
      <ul className={listStyles.cards}>
        <TopperCard
          item={{
            ...common,
            name: text(values.name),
            class: text(values.class),
            sessionYear: text(values.sessionYear),
            division: text(values.division),
            stream: text(values.stream),
          }}
        />
      </ul>
    );
  } else if (kind === "messages") {
    const html = sanitizeMessage(marked.parse(text(values.message), { async: false }));
    drawn = (
      <article>
        <h3>{text(values.category)}&apos;s message</h3>
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <p>
          <strong>{text(values.name)}</strong>
        </p>
      </article>
    );
  } else {
    drawn = (
      <article>
        <h3>
          {common.title || text(values.name) || text(values.studentName) || "(untitled)"}
          {values.isNew === true && <span className={s.state}> new</span>}
        </h3>
        {values.fromDate ? <p className={s.muted}>{formatDate(text(values.fromDate))}</p> : null}
        {common.description && <p>{common.description}</p>}
        {values.url ? <p>Link: {text(values.urlTitle) || text(values.url)}</p> : null}
      </article>
    );
  }
  return (
    <section className={s.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      {Array.isArray(values.children) && values.children.length > 0 && (
        <p className={s.muted}>
          Shown on the site only while a parent&apos;s consent is recorded for{" "}
          {values.children.join(", ")} (Consents).
        </p>
      )}
      {drawn}
    </section>
  );
}
