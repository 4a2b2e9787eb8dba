import type { BlockOf } from "./block-drawing.ts";
import { useFileUrl } from "../site-files.ts";
import styles from "./blocks.module.css";
import { useWords } from "../i18n/words.ts";
import { contentWords } from "./content.words.ts";

type Pdf = BlockOf<"pdf">;

/** An embedded PDF at the height the spec gives, with a plain link beside it. */
export function PdfBlock({ block }: { block: Pdf }) {
  const url = useFileUrl()(block.file);
  const w = useWords(contentWords);
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
          {w.openPdf(block.title)}
          <span className="visually-hidden">{w.inNewTab}</span>
        </a>{" "}
        ·{" "}
        <a href={url} download>
          {w.download}
          <span className="visually-hidden">{w.downloadWhat(block.title)}</span>
        </a>
      </figcaption>
    </figure>
  );
}
