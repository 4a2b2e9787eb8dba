import type { ReactNode } from "react";
import type { ImageRef } from "#content/model.ts";
import { useFileUrl } from "../site-files.ts";

/** A stored image at its own size; lazily loaded unless it is among the first on the page. */
export function StoredImage({ image, eager = false }: { image: ImageRef; eager?: boolean }) {
  const url = useFileUrl();
  return (
    <img
      src={url(image.file)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/**
 * A picture that links to the full image, so it opens without JavaScript; in a `data-lightbox`
 * list the lightbox opens it instead, with the caption.
 */
export function ImageLink({
  image,
  eager,
  children,
}: {
  image: ImageRef;
  eager?: boolean;
  children?: ReactNode;
}) {
  const url = useFileUrl();
  return (
    <a href={url(image.file)} data-caption={image.caption}>
      <StoredImage image={image} eager={eager} />
      {children}
    </a>
  );
}
