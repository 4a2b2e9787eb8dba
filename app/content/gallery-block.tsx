import type { BlockOf } from "./block-drawing.ts";
import { Heading } from "./heading.tsx";
import { ImageLink } from "./stored-image.tsx";
import styles from "./blocks.module.css";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

type Gallery = BlockOf<"gallery">;

/** Thumbnails that link to the full image (so they work without JavaScript) and open a lightbox. */
export function GalleryBlock({ block, level }: { block: Gallery; level: 2 | 3 | 4 }) {
  const w = useWords(contentWords);
  return (
    <>
      {block.title ? <Heading level={level}>{block.title}</Heading> : null}
      <ul className={styles.gallery} data-lightbox={block.title ?? w.photoGallery}>
        {block.images.map((image) => (
          <li key={image.file}>
            <ImageLink image={image}>
              {image.caption ? <span className={styles.caption}>{image.caption}</span> : null}
            </ImageLink>
          </li>
        ))}
      </ul>
    </>
  );
}
