import type { BlockOf } from "./block-drawing.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";

type Pdf = BlockOf<"pdf">;

/** An embedded PDF at the height the spec gives, with a plain link beside it. */
export function PdfBlock({ block }: { block: Pdf }) {
  const url = useFileUrl()(block.file);
  return (
    <figure className={styles.pdf}>
      <iframe
        src={block.toolbar === false ? `${url}#toolbar=0` : url}
        title={block.title}
        height={block.height}
        loading="lazy"
      />
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open {block.title} (PDF)<span className="visually-hidden"> in a new tab</span>
        </a>{" "}
        ·{" "}
        <a href={url} download>
          Download
          <span className="visually-hidden"> {block.title}</span>
        </a>
      </figcaption>
    </figure>
  );
}
