import type { RenderedBlock } from "./rendered.ts";
import { Heading } from "./heading.tsx";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

type Gallery = Extract<RenderedBlock, { type: "gallery" }>;

/** Thumbnails that link to the full image (so they work without JavaScript) and open a lightbox. */
export function GalleryBlock({ block, level }: { block: Gallery; level: 2 | 3 | 4 }) {
  const url = useFileUrl();
  return (
    <>
      {block.title ? <Heading level={level}>{block.title}</Heading> : null}
      <ul className={styles.gallery} data-lightbox={block.title ?? "Photo gallery"}>
        {block.images.map((image) => (
          <li key={image.file}>
            <a href={url(image.file)} data-caption={image.caption}>
              <img
                src={url(image.file)}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
              {image.caption ? <span className={styles.caption}>{image.caption}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
