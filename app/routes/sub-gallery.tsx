import { data, redirect } from "react-router";
import { Link } from "../link.tsx";
import { itemPath } from "#contracts/item-paths.ts";
import type { Route } from "./+types/sub-gallery";
import type { ImageRef } from "#content/model.ts";
import { ApiError } from "../api/client.ts";
import { metaFor } from "../seo/meta.ts";
import { apiOf } from "../website.server.ts";
import { formatDayMonthYearSlash } from "#contracts/dates.ts";
import { languageAt, localHref } from "#contracts/languages.ts";
import { useWords } from "../i18n/words.ts";
import { subGalleryWords } from "./sub-gallery.words.ts";
import { ImageLink } from "../content/stored-image.tsx";
import blocks from "../content/blocks.module.css";
import styles from "../lists/lists.module.css";

// /SubGallery?id={id} (spec 2.11): one album, its photos in a grid that opens a lightbox.
// Spec 7 only logs a failed call and leaves the page blank; here the visitor is told instead.
// An album with its own page (/Gallery/{slug}) is sent there: links shared before still work.

type Missing = "not-found" | "unavailable";

export async function loader({ url, context }: Route.LoaderArgs) {
  const id = url.searchParams.get("id")?.trim() ?? "";
  if (!id) return data({ album: null, missing: "not-found" as Missing }, { status: 404 });
  try {
    const album = await apiOf(context).subGallery(id);
    const own = itemPath("Gallery", album.slug);
    if (own) return redirect(localHref(own, languageAt(url.pathname)), 301);
    return { album, missing: null };
  } catch (error) {
    console.warn(`Error fetching the gallery ${JSON.stringify(id)}: ${(error as Error).message}`);
    // The backend answers 400 for a malformed id and 404 for an unknown one; anything else
    // (a server error, a timeout, an unreadable record) is a failure worth retrying.
    const status = error instanceof ApiError ? error.status : undefined;
    const notFound = status === 400 || status === 404;
    return data(
      { album: null, missing: (notFound ? "not-found" : "unavailable") as Missing },
      { status: notFound ? 404 : 503 },
    );
  }
}

// The album's id is part of its address: each album is its own page to search engines.
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData?.album
    ? metaFor(`/SubGallery?id=${encodeURIComponent(loaderData.album._id)}`, {
        matches,
        description: subGalleryWords[languageAt(location.pathname)].description(
          loaderData.album.title,
        ),
      })
    : metaFor("/SubGallery", { matches });

function GoBack() {
  const w = useWords(subGalleryWords);
  return (
    <p>
      <Link to="/Gallery" className={styles.back}>
        <span aria-hidden="true">← </span>
        {w.goBack}
        <span className="visually-hidden">{w.toTheGallery}</span>
      </Link>
    </p>
  );
}

export default function SubGallery({ loaderData }: Route.ComponentProps) {
  const { album, missing } = loaderData;
  const w = useWords(subGalleryWords);

  if (!album) {
    return (
      <article className="page-body">
        <GoBack />
        <h1>{w.notFound}</h1>
        <p>{missing === "unavailable" ? w.unavailable : w.noAlbum}</p>
      </article>
    );
  }

  const date = formatDayMonthYearSlash(album.date);
  const count = album.attachments.length;
  const images: ImageRef[] = album.attachments.map((file, i) => ({
    file,
    // The office's caption, where it gave one, says what the photo shows.
    alt: album.captions?.[i] || w.photoAlt(album.title, i + 1, count),
    width: 800,
    height: 600,
    caption: album.captions?.[i] || album.title,
  }));

  return (
    <article className="page-body">
      <GoBack />
      <dl className={styles.facts}>
        <div>
          <dt>{w.eventDate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{w.lastUpdate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{w.photoCount}</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      <h1>{album.title}</h1>
      {album.description ? <p className={styles.description}>{album.description}</p> : null}
      {count > 0 ? (
        <ul className={blocks.gallery} data-lightbox={album.title}>
          {images.map((image, i) => (
            <li key={`${i}-${image.file}`}>
              <ImageLink image={image} eager={i < 6} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
