import type { ReactNode } from "react";
import type { ImageRef } from "#content/model.ts";
import { useFileUrl, useImageSources } from "../site-files.ts";

/**
 * How wide a gallery's thumbnail is drawn (blocks.module.css `.gallery`): two across a phone,
 * columns of 14 to 16rem on a wider screen. A phone scrolling an album of 25 photos fetches the
 * narrowed copies, not 25 originals of 2-3 MB each.
 */
export const thumbnailSizes = "(max-width: 40em) 46vw, 16rem";

/**
 * A stored image, as the narrowest copy that fills `sizes` on the visitor's screen; lazily
 * loaded unless it is among the first on the page. The original stays one tap away (ImageLink).
 */
export function StoredImage({
  image,
  eager = false,
  sizes = thumbnailSizes,
}: {
  image: ImageRef;
  eager?: boolean;
  sizes?: string;
}) {
  const sources = useImageSources();
  return (
    <img
      {...sources(image.file, sizes)}
      alt={image.decorative ? "" : image.alt}
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
  sizes,
  children,
}: {
  image: ImageRef;
  eager?: boolean;
  sizes?: string;
  children?: ReactNode;
}) {
  const url = useFileUrl();
  return (
    <a href={url(image.file)} data-caption={image.caption}>
      <StoredImage image={image} eager={eager} sizes={sizes} />
      {children}
    </a>
  );
}
