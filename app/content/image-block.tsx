import type { ImageRef } from "#content/model.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

export function ImageBlock({
  image,
  align,
}: {
  image: ImageRef;
  align?: "left" | "right" | "full";
}) {
  const url = useFileUrl();
  return (
    <figure className={`${styles.figure} ${align ? styles[align] : ""}`}>
      <img
        src={url(image.file)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
