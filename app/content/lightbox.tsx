import { useEffect, useRef } from "react";
import type { ImageRef } from "#content/model.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./lightbox.module.css";

/**
 * An image viewer in a modal <dialog>: the browser traps focus, closes it on Escape and gives
 * focus back to the thumbnail that opened it. Arrow keys and buttons move between images.
 */
export function Lightbox({
  images,
  index,
  label,
  onIndex,
  onClose,
}: {
  images: ImageRef[];
  index: number | null;
  label: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const url = useFileUrl();
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const image = index === null ? undefined : images[index];
  const count = images.length;
  const move = (step: number) => {
    if (index !== null) onIndex((index + step + count) % count);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {image ? (
        <div className={styles.content}>
          <figure className={styles.figure}>
            <img src={url(image.file)} alt={image.alt} width={image.width} height={image.height} />
            <figcaption>
              {image.caption ?? image.alt}{" "}
              <span className={styles.count}>
                ({(index ?? 0) + 1} of {count})
              </span>
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <button type="button" className={styles.previous} onClick={() => move(-1)}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">Previous image</span>
              </button>
              <button type="button" className={styles.next} onClick={() => move(1)}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">Next image</span>
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={styles.close}
            onClick={() => dialog.current?.close()}
            autoFocus
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
