import { useState } from "react";
import type { RenderedBlock } from "./rendered.ts";
import { Heading } from "./heading.tsx";
import { Lightbox } from "./lightbox.tsx";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

type Gallery = Extract<RenderedBlock, { type: "gallery" }>;

/** Thumbnails that link to the full image (so they work without JavaScript) and open a lightbox. */
export function GalleryBlock({ block, level }: { block: Gallery; level: 2 | 3 | 4 }) {
  const [index, setIndex] = useState<number | null>(null);
  const url = useFileUrl();
  const label = block.title ?? "Photo gallery";
  return (
    <>
      {block.title ? <Heading level={level}>{block.title}</Heading> : null}
      <ul className={styles.gallery}>
        {block.images.map((image, i) => (
          <li key={image.file}>
            <a
              href={url(image.file)}
              onClick={(event) => {
                event.preventDefault();
                setIndex(i);
              }}
            >
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
      <Lightbox
        images={block.images}
        index={index}
        label={label}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}
