import type { ImageRef } from "#content/model.ts";
import { StoredImage } from "./stored-image.tsx";
import styles from "./blocks.module.css";

export function ImageBlock({
  image,
  align,
}: {
  image: ImageRef;
  align?: "left" | "right" | "full";
}) {
  return (
    <figure className={`${styles.figure} ${align ? styles[align] : ""}`}>
      <StoredImage image={image} />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
