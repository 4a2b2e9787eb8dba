import type { ImageRef } from "#content/model.ts";
import { StoredImage } from "./stored-image.tsx";
import styles from "./blocks.module.css";

/** A picture across the page's text column, or beside the text (half of it) on a wide screen. */
const contentSizes = "(min-width: 60em) 48rem, 92vw";
const halfSizes = "(min-width: 48em) 22rem, 92vw";

export function ImageBlock({
  image,
  align,
}: {
  image: ImageRef;
  align?: "left" | "right" | "full";
}) {
  return (
    <figure className={`${styles.figure} ${align ? styles[align] : ""}`}>
      <StoredImage image={image} sizes={align === "full" || !align ? contentSizes : halfSizes} />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
